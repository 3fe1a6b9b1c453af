import path from "path"
import type { GatsbyNode } from "gatsby"
import { routeFor, type Collection } from "../content/content-rules"

interface PageSource {
  id: string
  slug: string
}

export interface PageToCreate {
  path: string
  component: string
  context: { id: string }
}

const TEMPLATES: Record<Collection, string> = {
  pages: path.resolve("src/templates/page.tsx"),
  services: path.resolve("src/templates/service.tsx"),
  products: path.resolve("src/templates/product.tsx"),
}

/** One page per YAML file in content/pages, content/services and content/products, each by its collection's template. */
export function pagesFromContent(sources: Record<Collection, PageSource[]>): PageToCreate[] {
  return (Object.keys(TEMPLATES) as Collection[]).flatMap((collection) =>
    sources[collection].map(({ id, slug }) => ({
      path: routeFor(collection, slug),
      component: TEMPLATES[collection],
      context: { id },
    })),
  )
}

interface CollectionQuery {
  allPagesYaml: { nodes: PageSource[] }
  allServicesYaml: { nodes: PageSource[] }
  allProductsYaml: { nodes: PageSource[] }
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<CollectionQuery>(`
    query CollectionPages {
      allPagesYaml(sort: { slug: ASC }) {
        nodes {
          id
          slug
        }
      }
      allServicesYaml(sort: { slug: ASC }) {
        nodes {
          id
          slug
        }
      }
      allProductsYaml(sort: { slug: ASC }) {
        nodes {
          id
          slug
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load the pages from content/", result.errors)
    return
  }
  const pages = pagesFromContent({
    pages: result.data.allPagesYaml.nodes,
    services: result.data.allServicesYaml.nodes,
    products: result.data.allProductsYaml.nodes,
  })
  // Every route ends in a slash (trailingSlash: "always"); /about-us reaches /about-us/ through the
  // server's own redirect to the folder (Netlify's pretty URLs, scripts/static-server.ts), so no redirect is created here.
  pages.forEach((page) => actions.createPage(page))
}
