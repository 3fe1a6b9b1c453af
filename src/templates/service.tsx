import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { SectionList } from "../components/sections/SectionList"
import { Seo } from "../components/seo/Seo"
import { visibleFaqs } from "../components/seo/structured-data"

/** A service page (/service/<slug>/), one per file in content/services/. */
export default function ServicePage({ data }: PageProps<Queries.ServicePageQuery>) {
  return <SectionList sections={data.servicesYaml?.sections ?? []} />
}

export function Head({ data, location }: HeadProps<Queries.ServicePageQuery>) {
  const page = data.servicesYaml
  if (!page) return null
  return (
    <Seo
      topic={page.title}
      description={page.description}
      keywords={page.keywords}
      pathname={location.pathname}
      faqs={visibleFaqs(page.sections)}
      isService
    />
  )
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
