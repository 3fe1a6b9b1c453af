import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { CONTACT_PATH } from "../site/enquiry-route"
import type { PageContextWithEnquiry } from "../site/page-enquiry-context"
import { useWords } from "../hooks/use-words"
import { isCaseStudy, PageOfSectionContext } from "../components/sections/page-of-section"
import { PAGE_ENDINGS } from "../components/sections/registry"
import { SectionList } from "../components/sections/SectionList"
import type { SectionData } from "../components/sections/section-fields"
import { lazyNearViewport } from "../components/ui/lazy-near-viewport"
import { ContentPageHead } from "../components/seo/Seo"
import type { Describes, JsonLdGraph } from "../site/structured-data"

/** What gatsby/node/create-pages.ts tells each page: its node, and what its kind of page says about it. */
interface ContentPageContext extends PageContextWithEnquiry {
  id: string
  /** The page's own address: the case studies that prove it are found by it. */
  route: string
  /** What search engines are told the page describes (content/schema's PAGE_KINDS): a Service, or nothing more than a web page. */
  describes: Describes | null
  /** Whether testimonials speak for this page alone, so it quotes no one else (its kind, content/schema's TESTIMONIAL_PAGE_KINDS). */
  hasOwnTestimonials: boolean
  /** Its JSON-LD, made at build time (gatsby/node/create-pages.ts). */
  structuredData: JsonLdGraph | null
}

/** A case study's trail and client bar: their code, in a file of its own, comes only with a case study's page. */
const Breadcrumbs = lazyNearViewport(() =>
  import(/* webpackChunkName: "case-study-intro" */ "../components/sections/CaseStudyIntro").then((module) => module.Breadcrumbs),
)
const ClientBar = lazyNearViewport(() =>
  import(/* webpackChunkName: "case-study-intro" */ "../components/sections/CaseStudyIntro").then((module) => module.ClientBar),
)

/** "Work in this area": the case studies' cards, with the case studies section's code, fetched near the viewport. */
const WorkInThisArea = lazyNearViewport(() =>
  import(/* webpackChunkName: "section-caseStudies" */ "../components/sections/CaseStudiesSection").then((module) => module.CaseStudyCards),
)

/**
 * Every page made from content/ (the fixed pages, the service pages, the product pages, the case
 * studies, and any kind of page added to content/schema's PAGE_KINDS): its sections, each drawn by
 * its type's component (../components/sections/registry.tsx). A page that case studies prove
 * (a service or product page) lists them after its sections, before a closing call to action
 * or contact form; a case study has its trail above its hero and its client under it.
 */
export default function ContentPage({ data, pageContext }: PageProps<Queries.ContentPageQuery, ContentPageContext>) {
  const words = useWords().proofOfWork
  const page = data.contentPage
  // The sections' fragment and SectionData are both made from the content schema; Gatsby's types of the query lag a schema change until its next run.
  const sections = (page?.sections ?? []) as unknown as readonly SectionData[]
  const ending = sections.length > 1 && PAGE_ENDINGS.includes(sections[sections.length - 1].type) ? 1 : 0
  const client = page && "client" in page ? page.client : null
  const list = data.caseStudiesPage
  const opening = client ? 1 : 0
  const workInThisArea = data.workInThisArea.nodes.filter(isCaseStudy)
  // The page's enquiry, on a copy of /contact-us/, is provided around the whole page (../components/layout/wrap-elements.tsx).
  return (
    <PageOfSectionContext.Provider value={{ route: pageContext.route, hasOwnTestimonials: pageContext.hasOwnTestimonials }}>
      {client && page && list && (
        <PagePart name="trail">
          <Breadcrumbs
            trail={[
              { title: words.home, route: "/" },
              { title: list.title, route: list.route },
              { title: page.title, route: pageContext.route },
            ]}
          />
        </PagePart>
      )}
      <SectionList sections={sections.slice(0, opening)} />
      {client && (
        <PagePart name="client">
          <ClientBar client={client} />
        </PagePart>
      )}
      <SectionList sections={sections.slice(opening, sections.length - ending)} />
      {workInThisArea.length > 0 && (
        <PagePart name="work-in-this-area">
          <WorkInThisArea studies={workInThisArea} heading={words.workInThisArea} />
        </PagePart>
      )}
      <SectionList sections={sections.slice(sections.length - ending)} />
    </PageOfSectionContext.Provider>
  )
}

/** What the page itself adds between its sections (a case study's trail and client, Work in this area), marked so: not one of its YAML's sections. */
function PagePart({ name, children }: { name: string; children: React.ReactNode }) {
  return (
    <div data-page-part={name} style={{ display: "contents" }}>
      {children}
    </div>
  )
}

export function Head({ data, location, pageContext }: HeadProps<Queries.ContentPageQuery, ContentPageContext>) {
  // A copy of /contact-us/ for a call to action is that page for search engines: noindex, and /contact-us/ its canonical.
  const page = data.contentPage && pageContext.enquiry ? { ...data.contentPage, noindex: true } : data.contentPage
  return (
    <ContentPageHead
      page={page}
      pathname={pageContext.enquiry ? CONTACT_PATH : location.pathname}
      describes={pageContext.describes}
      structuredData={pageContext.structuredData}
    />
  )
}

export const query = graphql`
  query ContentPage($id: String!, $route: String!) {
    contentPage(id: { eq: $id }) {
      slug
      title
      description
      keywords
      noindex
      sections {
        ...SectionFields
      }
      # What a case study shows (its client) and its head says about it (Seo.tsx): only case studies have these fields.
      ... on CaseStudiesYaml {
        published
        client {
          ...CaseStudyClient
          logo {
            childImageSharp {
              gatsbyImageData(width: 256, placeholder: NONE, formats: [AUTO, WEBP, AVIF])
            }
          }
        }
      }
    }
    workInThisArea: allContentPage(filter: { countsUnder: { eq: $route }, draft: { ne: true } }, sort: { published: DESC }) {
      nodes {
        id
        title
        route
        summary
        proves
        countsUnder
        client {
          ...CaseStudyClient
        }
      }
    }
    caseStudiesPage: pagesYaml(slug: { eq: "case-studies" }) {
      title
      route
    }
  }
`
