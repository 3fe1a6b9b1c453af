import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { SectionList } from "../components/sections/SectionList"
import { ContentPageHead } from "../components/seo/Seo"

/** A product page (/products/<slug>/), one per file in content/products/; adding a file adds a page. */
export default function ProductPage({ data }: PageProps<Queries.ProductPageQuery>) {
  return <SectionList sections={data.productsYaml?.sections ?? []} />
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
