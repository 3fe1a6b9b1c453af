import type { NavigationContent, SiteContent } from "../../content/schema/content-schema"
import type { PageKind } from "../../content/schema/page-kinds"
import { LOGO_PATH, OG_IMAGE } from "./site-images"

/**
 * schema.org JSON-LD for search engines, built as plain objects from the same content the page
 * shows, at build time: gatsby/node/create-pages.ts gives each page its graph (pageStructuredData)
 * in its context, and Seo renders it through JsonLd. None of this code is in the browser's.
 */
export type JsonLdNode = { "@type": string; "@id"?: string } & Record<string, unknown>

type Site = Pick<SiteContent, "brand" | "siteUrl" | "description" | "phones" | "emails" | "social">
interface Section {
  type: string
  faqs?: readonly FaqEntry[] | null
}
export interface FaqEntry {
  question: string
  answer: string
}
export interface Crumb {
  name: string
  /** An absolute URL of a page that exists. */
  url: string
}

export const absoluteUrl = (pathname: string, siteUrl: string): string => new URL(pathname, siteUrl).href

/** The Organization's id: Service pages point at it as their provider rather than repeating it. */
export const organizationId = (siteUrl: string): string => `${absoluteUrl("/", siteUrl)}#organization`

/** The agency itself, on every page: who it is, how to reach it, where else it is. */
export function organization(site: Site): JsonLdNode {
  return {
    "@type": "Organization",
    "@id": organizationId(site.siteUrl),
    name: site.brand,
    url: absoluteUrl("/", site.siteUrl),
    logo: absoluteUrl(LOGO_PATH, site.siteUrl),
    description: site.description,
    contactPoint: [
      ...site.phones.map((phone) => ({ "@type": "ContactPoint", telephone: phone.dial, contactType: "customer service" })),
      ...site.emails.map((email) => ({ "@type": "ContactPoint", email, contactType: "customer service" })),
    ],
    sameAs: site.social.map((link) => link.url),
  }
}

/** A service page: the service the agency provides, named and described as the page is. */
export function service(page: { name: string; description: string; url: string }, siteUrl: string): JsonLdNode {
  return {
    "@type": "Service",
    "@id": `${page.url}#service`,
    name: page.name,
    description: page.description,
    url: page.url,
    provider: { "@id": organizationId(siteUrl) },
  }
}

/** What a kind of page tells search engines its pages describe (content/schema's PAGE_KINDS `describes`); a web page otherwise. */
export type Describes = NonNullable<PageKind["describes"]>

/** A page of this site another page points at: its absolute URL, and its name where known. */
export interface PageReference {
  url: string
  name?: string | null
}

/** A page as the node of what it describes sees it: its name, summary, address, link preview, and an article's date and subjects. */
export interface DescribedPage {
  name: string
  description: string
  url: string
  /** The absolute URL of its link preview (OG_IMAGE). */
  image: string
  datePublished?: string | null
  about?: readonly PageReference[]
}

/**
 * An article of the agency's (a case study): its headline, summary, date and link preview, written
 * and published by the Organization, about the service and product pages it proves. No rating or
 * review: search engines ignore or penalise a business's reviews of itself.
 */
export function article(page: DescribedPage, siteUrl: string): JsonLdNode {
  const agency = { "@id": organizationId(siteUrl) }
  return {
    "@type": "Article",
    "@id": `${page.url}#article`,
    headline: page.name,
    description: page.description,
    url: page.url,
    mainEntityOfPage: page.url,
    image: { "@type": "ImageObject", url: page.image, width: OG_IMAGE.width, height: OG_IMAGE.height },
    ...(page.datePublished ? { datePublished: page.datePublished } : {}),
    author: agency,
    publisher: agency,
    ...(page.about?.length ? { about: page.about.map(({ url, name }) => ({ "@type": "WebPage", url, ...(name ? { name } : {}) })) } : {}),
  }
}

/** The node of each thing a kind of page may describe: a new `describes` in PAGE_KINDS needs its builder here. */
const DESCRIBED_NODES: Record<Describes, (page: DescribedPage, siteUrl: string) => JsonLdNode> = { Service: service, Article: article }

/** What a page describes besides itself, from its kind's `describes`; null for a plain web page. */
export const describedNode = (describes: Describes | null | undefined, page: DescribedPage, siteUrl: string): JsonLdNode | null =>
  describes ? DESCRIBED_NODES[describes](page, siteUrl) : null

/** The questions a page shows, in the order it shows them (only faq sections render their faqs). */
export function visibleFaqs(sections: readonly Section[]): FaqEntry[] {
  return sections.flatMap((section) => (section.type === "faq" ? (section.faqs ?? []) : []))
}

/** A page's frequently asked questions; null when it shows none. */
export function faqPage(faqs: readonly FaqEntry[], url: string): JsonLdNode | null {
  if (faqs.length === 0) return null
  return {
    "@type": "FAQPage",
    "@id": `${url}#faq`,
    url,
    mainEntity: faqs.map(({ question, answer }) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: answer },
    })),
  }
}

/** A built page that may be a step of a trail: its route and its title. */
export interface TrailPage {
  route: string
  title: string
}

/**
 * The trail from the home page to this one along its address: each folder above it that is a page
 * is a step (/case-studies/ before a case study), one that is not is skipped (there is no /service/).
 */
export function breadcrumbTrail(
  page: { route: string; name: string },
  home: { name: string },
  pages: readonly TrailPage[],
  siteUrl: string,
): Crumb[] {
  const folders = page.route.split("/").filter(Boolean).slice(0, -1)
  const above = folders.flatMap((_, index) => {
    const route = `/${folders.slice(0, index + 1).join("/")}/`
    const step = pages.find((candidate) => candidate.route === route)
    return step ? [{ name: step.title, url: absoluteUrl(route, siteUrl) }] : []
  })
  return [{ name: home.name, url: absoluteUrl("/", siteUrl) }, ...above, { name: page.name, url: absoluteUrl(page.route, siteUrl) }]
}

/** The trail from the home page to this one, every step a link to a page that exists. */
export function breadcrumbList(crumbs: readonly Crumb[]): JsonLdNode {
  return {
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  }
}

/** One JSON-LD document holding every node of a page. */
export type JsonLdGraph = { "@context": string; "@graph": JsonLdNode[] }

export function jsonLdGraph(nodes: ReadonlyArray<JsonLdNode | null>): JsonLdGraph {
  return { "@context": "https://schema.org", "@graph": nodes.filter((node): node is JsonLdNode => node !== null) }
}

/** The not-found page's slug (content/pages/404.yaml): served at any address, it names no address of its own. */
export const NOT_FOUND_SLUG = "404"

/** What a page's structured data is made from: the site, its menus, and what the page says. */
export interface StructuredPage {
  site: Site
  navigation: Pick<NavigationContent, "quickLinks" | "main" | "services" | "products">
  /** The page's title. */
  topic: string
  description?: string | null
  /** Its canonical route; null where it names no address of its own (the not-found page). */
  route: string | null
  /** What its kind says it describes (Service, Article). */
  describes?: Describes | null
  /** An article's day of publication (YYYY-MM-DD). */
  published?: string | null
  /** The routes of the pages an article is about (a case study's `proves`). */
  about?: readonly string[] | null
  /** The questions the page shows, in order: its FAQPage. */
  faqs?: readonly FaqEntry[]
  /** The pages that are steps of a trail where they are a folder of a page's route (/case-studies/). */
  trailPages?: readonly TrailPage[]
}

/**
 * A page's whole graph: the Organization; what the page describes (a Service, an Article); its
 * FAQPage; and its breadcrumb trail from the home page (none on the home page itself).
 */
export function pageStructuredData({
  site,
  navigation,
  topic,
  description,
  route,
  describes,
  published,
  about,
  faqs = [],
  trailPages = [],
}: StructuredPage): JsonLdGraph {
  const canonical = route === null ? undefined : absoluteUrl(route, site.siteUrl)
  const home = absoluteUrl("/", site.siteUrl)
  // The menus name the pages they lead to: the name of the home page's step, and of each page an article is about.
  const menuLinks = [...navigation.quickLinks, ...navigation.main, ...navigation.services, ...navigation.products]
  const menuTitle = (target: string) => menuLinks.find((link) => link.url === target)?.title
  return jsonLdGraph([
    organization(site),
    canonical && route
      ? describedNode(
          describes,
          {
            name: topic,
            description: description || site.description,
            url: canonical,
            image: absoluteUrl(OG_IMAGE.path(route), site.siteUrl),
            datePublished: published,
            about: (about ?? []).map((target) => ({ url: absoluteUrl(target, site.siteUrl), name: menuTitle(target) })),
          },
          site.siteUrl,
        )
      : null,
    canonical ? faqPage(faqs, canonical) : null,
    !canonical || !route || canonical === home
      ? null
      : breadcrumbList(breadcrumbTrail({ route, name: topic }, { name: menuTitle("/") ?? site.brand }, trailPages, site.siteUrl)),
  ])
}
