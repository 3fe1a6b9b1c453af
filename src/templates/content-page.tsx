import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { CONTACT_PATH } from "../site/enquiry-route"
import type { PageContextWithEnquiry } from "../site/page-enquiry-context"
import { PageOfSectionContext } from "../components/sections/page-of-section"
import { PAGE_ENDINGS } from "../components/sections/registry"
import { SectionList } from "../components/sections/SectionList"
import type { SectionData } from "../components/sections/section-fields"
import { ContentPageHead } from "../components/seo/Seo"
import type { Describes, JsonLdGraph } from "../site/structured-data"
import type { PagePart } from "../../content/schema/page-kinds"
import { ClientPart, PagePartMark, RelatedWorkPart, TrailPart } from "./page-parts"

/** What gatsby/node/create-pages.ts tells each page: its node, and what its kind of page says about it. */
interface ContentPageContext extends PageContextWithEnquiry {
  id: string
  /** The page's own address: the pages that prove it are found by it. */
  route: string
  /** What search engines are told the page describes (content/schema's PAGE_KINDS): a Service, or nothing more than a web page. */
  describes: Describes | null
  /** Whether testimonials speak for this page alone, so it quotes no one else (its kind, content/schema's TESTIMONIAL_PAGE_KINDS). */
  hasOwnTestimonials: boolean
  /** What the page draws besides its sections: its kind's `pageParts` (content/schema's PAGE_KINDS). */
  pageParts?: readonly PagePart[]
  /** Its JSON-LD, made at build time (gatsby/node/create-pages.ts). */
  structuredData: JsonLdGraph | null
}

/**
 * Every page made from content/, whatever its kind (content/schema's PAGE_KINDS): its sections,
 * each drawn by its type's component (../components/sections/registry.tsx), and the parts its kind
 * declares (./page-parts.tsx): the trail through its list page above its first section, the client
 * under it, and the pages that prove it after its sections, before a closing call to action or
 * contact form.
 */
export default function ContentPage({ data, pageContext }: PageProps<Queries.ContentPageQuery, ContentPageContext>) {
  const page = data.contentPage
  // The sections' fragment and SectionData are both made from the content schema; Gatsby's types of the query lag a schema change until its next run.
  const sections = (page?.sections ?? []) as unknown as readonly SectionData[]
  const ending = sections.length > 1 && PAGE_ENDINGS.includes(sections[sections.length - 1].type) ? 1 : 0
  const parts = new Set(pageContext.pageParts ?? [])
  const list = parts.has("trail") ? page?.listPage : null
  const client = parts.has("clientLine") ? page?.client : null
  const opening = client ? 1 : 0
  const relatedWork = parts.has("relatedWork") ? data.relatedWork.nodes : []
  // The page's enquiry, on a copy of /contact-us/, is provided around the whole page (../components/layout/wrap-elements.tsx).
  return (
    <PageOfSectionContext.Provider value={{ route: pageContext.route, hasOwnTestimonials: pageContext.hasOwnTestimonials }}>
      {page && list && (
        <PagePartMark part="trail">
          <TrailPart
            steps={[
              { title: list.title, route: list.route },
              { title: page.title, route: pageContext.route },
            ]}
          />
        </PagePartMark>
      )}
      <SectionList sections={sections.slice(0, opening)} />
      {client && (
        <PagePartMark part="clientLine">
          <ClientPart client={client} />
        </PagePartMark>
      )}
      <SectionList sections={sections.slice(opening, sections.length - ending)} />
      {relatedWork.length > 0 && (
        <PagePartMark part="relatedWork">
          <RelatedWorkPart pages={relatedWork} />
        </PagePartMark>
      )}
      <SectionList sections={sections.slice(sections.length - ending)} />
    </PageOfSectionContext.Provider>
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
      # What its kind's parts draw (content/schema's PAGE_KINDS pageParts): null where its kind has none.
      published
      client {
        ...ClientFields
        logo {
          childImageSharp {
            gatsbyImageData(width: 256, placeholder: NONE, formats: [AUTO, WEBP, AVIF])
          }
        }
      }
      listPage {
        title
        route
      }
    }
    relatedWork: allContentPage(filter: { countsUnder: { eq: $route }, draft: { ne: true } }, sort: { published: DESC }) {
      nodes {
        id
        title
        route
        summary
        proves
        countsUnder
        client {
          ...ClientFields
        }
      }
    }
  }
`
