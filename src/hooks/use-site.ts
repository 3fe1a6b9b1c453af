import { graphql, useStaticQuery } from "gatsby"

/** The agency's constants from content/site.yaml. */
export function useSite(): Queries.SiteConstantsQuery["siteYaml"] & object {
  const data = useStaticQuery<Queries.SiteConstantsQuery>(graphql`
    query SiteConstants {
      siteYaml {
        brand
        tagline
        siteUrl
        author
        description
        keywords
        phones {
          display
          dial
        }
        emails
        chat {
          number
          greeting
        }
        social {
          name
          url
        }
      }
    }
  `)
  if (!data.siteYaml) throw new Error("content/site.yaml is missing")
  return data.siteYaml
}
