import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { HeroSection } from "../components/sections/HeroSection"
import { SECTIONS_NEAR_VIEWPORT } from "../components/sections/loaded-near-viewport"
import { SectionList, type SectionComponents } from "../components/sections/SectionList"
import { ContentPageHead } from "../components/seo/Seo"

/** The sections of the fixed pages: every type there is. */
const PAGE_SECTIONS: SectionComponents<"pages"> = {
  hero: HeroSection,
  text: SECTIONS_NEAR_VIEWPORT.text,
  cards: SECTIONS_NEAR_VIEWPORT.cards,
  cta: SECTIONS_NEAR_VIEWPORT.cta,
  faq: SECTIONS_NEAR_VIEWPORT.faq,
  reasons: SECTIONS_NEAR_VIEWPORT.reasons,
  workflow: SECTIONS_NEAR_VIEWPORT.workflow,
  contactForm: SECTIONS_NEAR_VIEWPORT.contactForm,
  industries: SECTIONS_NEAR_VIEWPORT.industries,
  technologies: SECTIONS_NEAR_VIEWPORT.technologies,
}

/** The fixed pages (home, about, contact, privacy, thank-you, 404), each from content/pages/<slug>.yaml. */
export default function ContentPage({ data }: PageProps<Queries.ContentPageQuery>) {
  return <SectionList sections={data.pagesYaml?.sections ?? []} components={PAGE_SECTIONS} />
}

export function Head({ data, location }: HeadProps<Queries.ContentPageQuery>) {
  return <ContentPageHead page={data.pagesYaml} pathname={location.pathname} />
}

export const query = graphql`
  query ContentPage($id: String!) {
    pagesYaml(id: { eq: $id }) {
      title
      description
      keywords
      noindex
      sections {
        ...SectionFields
      }
    }
  }
`
