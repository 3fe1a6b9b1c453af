import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { CardsSection } from "../components/sections/CardsSection"
import { ContactFormSection } from "../components/sections/ContactFormSection"
import { CtaSection } from "../components/sections/CtaSection"
import { FaqSection } from "../components/sections/FaqSection"
import { HeroSection } from "../components/sections/HeroSection"
import { IndustriesSection } from "../components/sections/IndustriesSection"
import { ReasonsSection } from "../components/sections/ReasonsSection"
import { SectionList, type SectionComponents } from "../components/sections/SectionList"
import { TechnologiesSection } from "../components/sections/TechnologiesSection"
import { TextSection } from "../components/sections/TextSection"
import { WorkflowSection } from "../components/sections/WorkflowSection"
import { ContentPageHead } from "../components/seo/Seo"

/** The sections of the fixed pages: every type there is. */
const PAGE_SECTIONS: SectionComponents<"pages"> = {
  hero: HeroSection,
  text: TextSection,
  cards: CardsSection,
  cta: CtaSection,
  faq: FaqSection,
  reasons: ReasonsSection,
  workflow: WorkflowSection,
  contactForm: ContactFormSection,
  industries: IndustriesSection,
  technologies: TechnologiesSection,
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
      sections { ...SectionFields }
    }
  }
`
