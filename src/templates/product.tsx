import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { SectionList } from "../components/sections/SectionList"
import { Seo } from "../components/seo/Seo"
import { visibleFaqs } from "../components/seo/structured-data"

/** A product page (/products/<slug>/), one per file in content/products/; adding a file adds a page. */
export default function ProductPage({ data }: PageProps<Queries.ProductPageQuery>) {
  return <SectionList sections={data.productsYaml?.sections ?? []} />
}

export function Head({ data, location }: HeadProps<Queries.ProductPageQuery>) {
  const page = data.productsYaml
  if (!page) return null
  return (
    <Seo
      topic={page.title}
      description={page.description}
      keywords={page.keywords}
      pathname={location.pathname}
      faqs={visibleFaqs(page.sections)}
    />
  )
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
