import path from "path"
import type { CreatePagesArgs, GatsbyNode } from "gatsby"
import {
  PAGE_KINDS,
  pagePartsOf,
  routeFor,
  TESTIMONIAL_PAGE_KINDS,
  type Collection,
  type PageKind,
  type PagePart,
} from "../../content/schema/content-schema"
import { CONTACT_PATH, enquiryRoute, type EnquiryContext } from "../../src/site/enquiry-route"
import { provenPagesEnquiry } from "../../src/site/proven-pages-enquiry"
import { NOT_FOUND_SLUG, pageStructuredData, visibleFaqs, type FaqEntry, type JsonLdGraph } from "../../src/site/structured-data"
import { unbuiltRoutesOf } from "../../content-model/content-files"
import { CONTENT_PAGE_INTERFACE, pageNodeTypes } from "../../content-model/graphql-types"
import { readSectionSources } from "../../content-model/load-content"

/** A page of content/: its node, the kind of page it is, and its slug. */
export interface PageSource {
  id: string
  slug: string
  kind: Collection
  /** Ticked on a page kept off the site (an example case study): it is not built. */
  draft?: boolean | null
}

export interface PageToCreate {
  path: string
  component: string
  /** What the template queries by, and what its head says the page describes. */
  context: {
    id: string
    /** The page's own address: what lists of pages that name it (a case study's services and products) are found by. */
    route: string
    describes: PageKind["describes"] | null
    /** Whether testimonials speak for this page alone (their `about`, `caseStudy`), so it quotes no one else. */
    hasOwnTestimonials: boolean
    /** On a copy of /contact-us/ made for a call to action: what its form opens with. */
    enquiry?: EnquiryContext
    /** On a page that proves others: what its buttons to the form that name no context carry (src/site/proven-pages-enquiry.ts). */
    callsToAction?: EnquiryContext | null
    /** On a page of a kind with a list page: that list's address, whose top-bar entry is current there (src/site/page-list.ts). */
    listedOn?: string | null
    /** What the page draws besides its sections: its kind's (src/templates/page-parts.tsx); none on a copy of /contact-us/. */
    pageParts?: readonly PagePart[]
    /** Its JSON-LD for search engines, made here so that no browser downloads the code that makes it. */
    structuredData?: JsonLdGraph | null
  }
}

/** The one template of every page made from content/: the page's sections, whatever its kind. */
export const CONTENT_PAGE_TEMPLATE = path.resolve("src/templates/content-page.tsx")

/**
 * The pages the site builds: the published ones (not drafts), and a kind's list page (its
 * `listedOn`) only while a page of that kind is published (content-rules' unbuiltRoutesOf).
 */
export function builtPages(sources: readonly PageSource[]): PageSource[] {
  const unbuilt = unbuiltRoutesOf(sources)
  return sources.filter(({ kind, slug }) => !unbuilt.has(routeFor(kind, slug)))
}

/** One page per built YAML file of a kind of page (content/pages, content/services …), at its kind's route. */
export function pagesFromContent(sources: readonly PageSource[]): PageToCreate[] {
  return builtPages(sources).map(({ id, slug, kind }) => {
    const { describes, listedOn } = PAGE_KINDS[kind] as PageKind
    return {
      path: routeFor(kind, slug),
      component: CONTENT_PAGE_TEMPLATE,
      context: {
        id,
        route: routeFor(kind, slug),
        describes: describes ?? null,
        hasOwnTestimonials: (TESTIMONIAL_PAGE_KINDS as readonly Collection[]).includes(kind),
        ...(listedOn && { listedOn: routeFor("pages", listedOn) }),
        ...(pagePartsOf(kind).length > 0 && { pageParts: pagePartsOf(kind) }),
      },
    }
  })
}

/** The context of a page's first button to the plain contact form that names one, if any. */
const firstEnquiryOf = (node: PageNode): EnquiryContext | null =>
  node.sections?.find((section) => section.button?.url === CONTACT_PATH && section.button.enquiry?.service)?.button?.enquiry ?? null

/**
 * What each built page that proves others gives its buttons to the form that name no context: the
 * proven pages' own (src/site/proven-pages-enquiry.ts), by the page's id.
 */
export function callsToActionOfProvingPages(pages: readonly PageToCreate[], nodes: readonly PageNode[]): Map<string, EnquiryContext> {
  const nodeOf = new Map(nodes.map((node) => [node.id, node]))
  const enquiryByRoute = new Map(pages.map((page) => [page.context.route, firstEnquiryOf(nodeOf.get(page.context.id)!)]))
  const contexts = new Map<string, EnquiryContext>()
  for (const page of pages) {
    const proves = nodeOf.get(page.context.id)?.proves
    const context = proves?.length ? provenPagesEnquiry(proves, (route) => enquiryByRoute.get(route)) : null
    if (context) contexts.set(page.context.id, context)
  }
  return contexts
}

/**
 * One copy of the contact page per context the site's calls to action give (a button's `enquiry`),
 * at its own address (enquiryRoute), its form opening with that service selected and product named
 * in the HTML itself: a static page cannot read a query string without JavaScript. The copies are
 * noindex with /contact-us/ as their canonical (src/templates/content-page.tsx), out of the sitemap.
 */
export function enquiryPagesFromContent(contactPageId: string, contexts: ReadonlyArray<EnquiryContext | null | undefined>): PageToCreate[] {
  const byRoute = new Map<string, EnquiryContext>()
  for (const context of contexts) {
    if (context && !byRoute.has(enquiryRoute(context)))
      byRoute.set(enquiryRoute(context), { service: context.service, about: context.about ?? null })
  }
  return [...byRoute].map(([route, enquiry]) => ({
    path: route,
    component: CONTENT_PAGE_TEMPLATE,
    context: { id: contactPageId, route, describes: null, hasOwnTestimonials: false, enquiry },
  }))
}

/** A page of content/ as createPages asks for it: what it builds, its structured data and its calls to action from. */
interface PageNode {
  id: string
  slug: string
  title: string
  description: string | null
  published: string | null
  proves: string[] | null
  internal: { type: string }
  sections: Array<{ type: string; faqs: FaqEntry[] | null; button: { url: string; enquiry: EnquiryContext | null } | null }> | null
}

/** Every page of content/ by what cannot be missing from it (its node's id and type, its file), and its draft tick. */
interface PageListQuery {
  allContentPage: {
    nodes: Array<{ id: string; draft: boolean | null; internal: { type: string }; parent: { relativePath?: string } | null }>
  }
}

const PAGE_LIST_QUERY = `
  query ContentPageList {
    all${CONTENT_PAGE_INTERFACE} {
      nodes {
        id
        draft
        internal {
          type
        }
        parent {
          ... on File {
            relativePath
          }
        }
      }
    }
  }
`

const PAGE_QUERY = `
  query ContentPageToCreate($id: String!) {
    contentPage(id: { eq: $id }) {
      id
      slug
      title
      description
      published
      proves
      internal {
        type
      }
      sections {
        type
        faqs {
          question
          answer
        }
        button {
          url
          enquiry {
            service
            about
          }
        }
      }
    }
  }
`

/**
 * The published pages of content/, each asked for alone: a page that lacks a field GraphQL requires
 * (a mistake gatsby develop runs on, and names on every page) is then that page's error, left
 * out, rather than a failed query that would leave out every page. A draft is not built, so what
 * it lacks is not asked for at all.
 */
async function publishedPageNodes({ graphql, reporter }: Pick<CreatePagesArgs, "graphql" | "reporter">): Promise<PageNode[] | null> {
  const list = await graphql<PageListQuery>(PAGE_LIST_QUERY)
  if (list.errors || !list.data) {
    reporter.panicOnBuild("Could not load the pages from content/", list.errors)
    return null
  }
  const nodes = await Promise.all(
    list.data.allContentPage.nodes
      .filter((node) => !node.draft)
      .map(async ({ id, parent }) => {
        const page = await graphql<{ contentPage: PageNode | null }>(PAGE_QUERY, { id })
        if (page.errors || !page.data?.contentPage) {
          reporter.panicOnBuild(
            `Could not make a page of content/${parent?.relativePath ?? id}: the content check names what it lacks`,
            page.errors,
          )
          return []
        }
        return [page.data.contentPage]
      }),
  )
  return nodes.flat().sort((a, b) => a.slug.localeCompare(b.slug))
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const nodes = await publishedPageNodes({ graphql, reporter })
  if (!nodes) return
  const kinds = pageNodeTypes()
  const pages = pagesFromContent(nodes.map(({ id, slug, internal }) => ({ id, slug, kind: kinds[internal.type] as Collection })))
  // Every route ends in a slash (trailingSlash: "always"); /about-us reaches /about-us/ through the
  // server's own redirect to the folder (Netlify's pretty URLs, scripts/static-server.ts), so no redirect is created here.
  const contactPage = pages.find((page) => page.path === CONTACT_PATH)
  const buttons = nodes.flatMap((node) => node.sections ?? []).map((section) => section.button)
  const callsToAction = callsToActionOfProvingPages(pages, nodes)
  const enquiryPages = contactPage
    ? enquiryPagesFromContent(contactPage.context.id, [
        ...buttons.map((button) => (button?.url === CONTACT_PATH ? button.enquiry : null)),
        ...callsToAction.values(),
      ])
    : []
  const structuredData = structuredDataByPage(nodes, kinds)
  ;[...pages, ...enquiryPages].forEach((page) =>
    actions.createPage({
      ...page,
      context: {
        ...page.context,
        ...(callsToAction.has(page.context.id) && { callsToAction: callsToAction.get(page.context.id) }),
        structuredData: structuredData.get(page.context.id) ?? null,
      },
    }),
  )
}

/**
 * Each page's JSON-LD by its node's id (src/site/structured-data.ts), from what the page says and
 * the site's settings and menus; a copy of /contact-us/ has the contact page's. The not-found page
 * names no address of its own, so it has the Organization alone.
 */
function structuredDataByPage(nodes: readonly PageNode[], kinds: Record<string, string>): Map<string, JsonLdGraph> {
  const { site, navigation } = readSectionSources()
  const kindOf = (node: (typeof nodes)[number]) => kinds[node.internal.type] as Collection
  const trailPages = nodes
    .filter((node) => kindOf(node) === "pages")
    .map((node) => ({ route: routeFor("pages", node.slug), title: node.title }))
  return new Map(
    nodes.map((node) => [
      node.id,
      pageStructuredData({
        site,
        navigation,
        topic: node.title,
        description: node.description,
        route: node.slug === NOT_FOUND_SLUG && kindOf(node) === "pages" ? null : routeFor(kindOf(node), node.slug),
        describes: (PAGE_KINDS[kindOf(node)] as PageKind).describes ?? null,
        published: node.published,
        about: node.proves,
        faqs: visibleFaqs(node.sections ?? []),
        trailPages,
      }),
    ]),
  )
}
