import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { SectionList } from "../components/sections/SectionList"
import { ContentPageHead } from "../components/seo/Seo"

/** The fixed pages (home, about, contact, privacy, thank-you, 404), each from content/pages/<slug>.yaml. */
export default function ContentPage({ data }: PageProps<Queries.ContentPageQuery>) {
  return <SectionList sections={data.pagesYaml?.sections ?? []} />
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
