import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { SectionList } from "../components/sections/SectionList"
import { ContentPageHead } from "../components/seo/Seo"

/** A service page (/service/<slug>/), one per file in content/services/. */
export default function ServicePage({ data }: PageProps<Queries.ServicePageQuery>) {
  return <SectionList sections={data.servicesYaml?.sections ?? []} />
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
