import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { CardsSection } from "../components/sections/CardsSection"
import { ContactFormSection } from "../components/sections/ContactFormSection"
import { CtaSection } from "../components/sections/CtaSection"
import { FaqSection } from "../components/sections/FaqSection"
import { HeroSection } from "../components/sections/HeroSection"
import { ReasonsSection } from "../components/sections/ReasonsSection"
import { SectionList, type SectionComponents } from "../components/sections/SectionList"
import { TextSection } from "../components/sections/TextSection"
import { ContentPageHead } from "../components/seo/Seo"

/** The sections a service page offers; the carousels and the workflow stay out of its scripts. */
const SERVICE_SECTIONS: SectionComponents<"services"> = {
  hero: HeroSection,
  text: TextSection,
  cards: CardsSection,
  reasons: ReasonsSection,
  cta: CtaSection,
  faq: FaqSection,
  contactForm: ContactFormSection,
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
      sections { ...SectionFields }
    }
  }
`
