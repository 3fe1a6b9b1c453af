import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { SectionList } from "../components/sections/SectionList"
import { Seo } from "../components/seo/Seo"
import { visibleFaqs } from "../components/seo/structured-data"

/** The fixed pages (home, about, contact, privacy, thank-you, 404), each from content/pages/<slug>.yaml. */
export default function ContentPage({ data }: PageProps<Queries.ContentPageQuery>) {
  return <SectionList sections={data.pagesYaml?.sections ?? []} />
}

export function Head({ data, location }: HeadProps<Queries.ContentPageQuery>) {
  const page = data.pagesYaml
  if (!page) return null
  return (
    <Seo
      topic={page.title}
      description={page.description}
      keywords={page.keywords}
      pathname={location.pathname}
      noindex={page.noindex}
      faqs={visibleFaqs(page.sections)}
    />
  )
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
