import path from "path"
import type { GatsbyNode } from "gatsby"
import { PAGE_KINDS, routeFor, type Collection, type PageKind } from "../../content/schema/content-schema"
import { CONTENT_PAGE_INTERFACE, pageNodeTypes } from "../content/graphql-types"

/** A page of content/: its node, the kind of page it is, and its slug. */
export interface PageSource {
  id: string
  slug: string
  kind: Collection
}

export interface PageToCreate {
  path: string
  component: string
  /** What the template queries by, and what its head says the page describes. */
  context: { id: string; describes: "Service" | null }
}

/** The one template of every page made from content/: the page's sections, whatever its kind. */
export const CONTENT_PAGE_TEMPLATE = path.resolve("src/templates/content-page.tsx")

/** One page per YAML file of a kind of page (content/pages, content/services …), at its kind's route. */
export function pagesFromContent(sources: readonly PageSource[]): PageToCreate[] {
  return sources.map(({ id, slug, kind }) => ({
    path: routeFor(kind, slug),
    component: CONTENT_PAGE_TEMPLATE,
    context: { id, describes: (PAGE_KINDS[kind] as PageKind).describes ?? null },
  }))
}

interface ContentPagesQuery {
  allContentPage: { nodes: Array<{ id: string; slug: string; internal: { type: string } }> }
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  // Queried as what every kind of page is (content/schema's PAGE_KINDS; ../content/graphql-types.ts).
  const result = await graphql<ContentPagesQuery>(`
    query ContentPages {
      all${CONTENT_PAGE_INTERFACE}(sort: { slug: ASC }) {
        nodes {
          id
          slug
          internal {
            type
          }
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load the pages from content/", result.errors)
    return
  }
  const kinds = pageNodeTypes()
  const pages = pagesFromContent(
    result.data.allContentPage.nodes.map(({ id, slug, internal }) => ({ id, slug, kind: kinds[internal.type] as Collection })),
  )
  // Every route ends in a slash (trailingSlash: "always"); /about-us reaches /about-us/ through the
  // server's own redirect to the folder (Netlify's pretty URLs, scripts/static-server.ts), so no redirect is created here.
  pages.forEach((page) => actions.createPage(page))
}
