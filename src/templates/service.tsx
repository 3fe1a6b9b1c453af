import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { HeroSection } from "../components/sections/HeroSection"
import { SECTIONS_NEAR_VIEWPORT } from "../components/sections/loaded-near-viewport"
import { SectionList, type SectionComponents } from "../components/sections/SectionList"
import { ContentPageHead } from "../components/seo/Seo"

/** The sections a service page offers; the carousels and the workflow stay out of its scripts. */
const SERVICE_SECTIONS: SectionComponents<"services"> = {
  hero: HeroSection,
  text: SECTIONS_NEAR_VIEWPORT.text,
  cards: SECTIONS_NEAR_VIEWPORT.cards,
  reasons: SECTIONS_NEAR_VIEWPORT.reasons,
  cta: SECTIONS_NEAR_VIEWPORT.cta,
  faq: SECTIONS_NEAR_VIEWPORT.faq,
  contactForm: SECTIONS_NEAR_VIEWPORT.contactForm,
}

/** A service page (/service/<slug>/), one per file in content/services/. */
export default function ServicePage({ data }: PageProps<Queries.ServicePageQuery>) {
  return <SectionList sections={data.servicesYaml?.sections ?? []} components={SERVICE_SECTIONS} />
}

export function Head({ data, location }: HeadProps<Queries.ServicePageQuery>) {
  return <ContentPageHead page={data.servicesYaml} pathname={location.pathname} isService />
}

export const query = graphql`
  query ServicePage($id: String!) {
    servicesYaml(id: { eq: $id }) {
      title
      description
      keywords
      sections {
        ...SectionFields
      }
    }
  }
`
