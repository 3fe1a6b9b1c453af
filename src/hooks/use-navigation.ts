import { graphql, useStaticQuery } from "gatsby"

/** A top-bar entry for a kind's list page: its address and the words its kind names (content/schema's PAGE_KINDS `menuLabel`). */
export interface ListMenuEntry {
  route: string
  menuLabel: string
}

/**
 * The menus from content/navigation.yaml, and `lists`: the entries of the list pages of the kinds
 * of page that have one in the top bar, each while a page of its kind is published (the list is
 * built only then: gatsby/node/create-pages.ts), in the order of their addresses.
 */
export function useNavigation(): NonNullable<Queries.NavigationMenusQuery["navigationYaml"]> & { lists: ListMenuEntry[] } {
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
      # One published page per list page (its listPage resolved from its kind: gatsby/node/schema.ts) says the list is built.
      listedPages: allContentPage(filter: { draft: { ne: true }, listPage: { menuLabel: { ne: null } } }) {
        group(field: { listPage: { route: SELECT } }, limit: 1) {
          nodes {
            listPage {
              route
              menuLabel
            }
          }
        }
      }
    }
  `)
  if (!data.navigationYaml) throw new Error("content/navigation.yaml is missing")
  // The CMS preview's stand-in for useStaticQuery (admin/src/gatsby-shim.tsx) answers the menus alone: no list page there.
  const lists = (data.listedPages?.group ?? []).flatMap(({ nodes }) =>
    nodes.flatMap(({ listPage }) => (listPage?.menuLabel ? [{ route: listPage.route, menuLabel: listPage.menuLabel }] : [])),
  )
  return { ...data.navigationYaml, lists }
}
