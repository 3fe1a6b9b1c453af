import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { HeroSection } from "../components/sections/HeroSection"
import { SECTIONS_NEAR_VIEWPORT } from "../components/sections/loaded-near-viewport"
import { SectionList, type SectionComponents } from "../components/sections/SectionList"
import { ContentPageHead } from "../components/seo/Seo"

/** The sections a product page offers; the contact form and the carousels stay out of its scripts. */
const PRODUCT_SECTIONS: SectionComponents<"products"> = {
  hero: HeroSection,
  text: SECTIONS_NEAR_VIEWPORT.text,
  cards: SECTIONS_NEAR_VIEWPORT.cards,
  cta: SECTIONS_NEAR_VIEWPORT.cta,
  faq: SECTIONS_NEAR_VIEWPORT.faq,
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
      sections {
        ...SectionFields
      }
    }
  }
`
