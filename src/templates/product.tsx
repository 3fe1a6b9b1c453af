import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { CardsSection } from "../components/sections/CardsSection"
import { CtaSection } from "../components/sections/CtaSection"
import { FaqSection } from "../components/sections/FaqSection"
import { HeroSection } from "../components/sections/HeroSection"
import { SectionList, type SectionComponents } from "../components/sections/SectionList"
import { TextSection } from "../components/sections/TextSection"
import { ContentPageHead } from "../components/seo/Seo"

/** The sections a product page offers; the contact form and the carousels stay out of its scripts. */
const PRODUCT_SECTIONS: SectionComponents<"products"> = {
  hero: HeroSection,
  text: TextSection,
  cards: CardsSection,
  cta: CtaSection,
  faq: FaqSection,
}

/** A product page (/products/<slug>/), one per file in content/products/; adding a file adds a page. */
export default function ProductPage({ data }: PageProps<Queries.ProductPageQuery>) {
  return <SectionList sections={data.productsYaml?.sections ?? []} components={PRODUCT_SECTIONS} />
}

export function Head({ data, location }: HeadProps<Queries.ProductPageQuery>) {
  return <ContentPageHead page={data.productsYaml} pathname={location.pathname} />
}

export const query = graphql`
  query ProductPage($id: String!) {
    productsYaml(id: { eq: $id }) {
      title
      description
      keywords
      sections { ...SectionFields }
    }
  }
`
