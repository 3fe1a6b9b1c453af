import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { CONTACT_PATH } from "../site/enquiry-route"
import type { PageContextWithEnquiry } from "../components/contact/page-enquiry-context"
import { SectionList } from "../components/sections/SectionList"
import { ContentPageHead } from "../components/seo/Seo"
import type { Describes } from "../components/seo/structured-data"

/** What gatsby/node/create-pages.ts tells each page: its node, and what its kind of page says about it. */
interface ContentPageContext extends PageContextWithEnquiry {
  id: string
  /** What search engines are told the page describes (content/schema's PAGE_KINDS): a Service, or nothing more than a web page. */
  describes: Describes | null
}

/**
 * Every page made from content/ (the fixed pages, the service pages, the product pages, and any
 * kind of page added to content/schema's PAGE_KINDS): its sections, each drawn by its type's
 * component (../components/sections/registry.tsx).
 */
export default function ContentPage({ data }: PageProps<Queries.ContentPageQuery, ContentPageContext>) {
  // The page's enquiry, on a copy of /contact-us/, is provided around the whole page (../components/layout/wrap-elements.tsx).
  return <SectionList sections={data.contentPage?.sections ?? []} />
}

export function Head({ data, location, pageContext }: HeadProps<Queries.ContentPageQuery, ContentPageContext>) {
  // A copy of /contact-us/ for a call to action is that page for search engines: noindex, and /contact-us/ its canonical.
  const page = data.contentPage && pageContext.enquiry ? { ...data.contentPage, noindex: true } : data.contentPage
  return (
    <ContentPageHead
      page={page}
      pathname={pageContext.enquiry ? CONTACT_PATH : location.pathname}
      describes={pageContext.describes}
      trailPages={data.trailPages.nodes}
    />
  )
}

export const query = graphql`
  query ContentPage($id: String!) {
    contentPage(id: { eq: $id }) {
      slug
      title
      description
      keywords
      noindex
      sections {
        ...SectionFields
      }
      # What the head says about an article (Seo.tsx); only case studies have these fields.
      ... on CaseStudiesYaml {
        published
        proves
      }
    }
    # The pages a breadcrumb trail may pass through (/case-studies/ before a case study).
    trailPages: allPagesYaml {
      nodes {
        route
        title
      }
    }
  }
`
