import { graphql, useStaticQuery } from "gatsby"

/** The menus from content/navigation.yaml. */
export function useNavigation(): Queries.NavigationMenusQuery["navigationYaml"] & object {
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
    }
  `)
  if (!data.navigationYaml) throw new Error("content/navigation.yaml is missing")
  return data.navigationYaml
}
