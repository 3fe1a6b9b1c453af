import { graphql, useStaticQuery } from "gatsby"

/**
 * The menus from content/navigation.yaml, and `work`: the address of the list of case studies
 * while one is published (it is built only then: gatsby/node/create-pages.ts), else null.
 */
export function useNavigation(): NonNullable<Queries.NavigationMenusQuery["navigationYaml"]> & { work: string | null } {
  const data = useStaticQuery<Queries.NavigationMenusQuery>(graphql`
    query NavigationMenus {
      navigationYaml {
        main {
          id
          title
          url
        }
        services {
          id
          title
          url
        }
        products {
          id
          title
          url
        }
        quickLinks {
          id
          title
          url
        }
      }
      publishedStudies: allCaseStudiesYaml(filter: { draft: { ne: true } }, limit: 1) {
        totalCount
      }
      caseStudiesPage: pagesYaml(slug: { eq: "case-studies" }) {
        route
      }
    }
  `)
  if (!data.navigationYaml) throw new Error("content/navigation.yaml is missing")
  const work = data.publishedStudies?.totalCount && data.caseStudiesPage ? data.caseStudiesPage.route : null
  return { ...data.navigationYaml, work }
}
