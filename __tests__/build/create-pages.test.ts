/**
 * @jest-environment node
 */
import path from "path"
import { createPages, pagesFromContent } from "../../gatsby/node/create-pages"
import { loadContent } from "../../gatsby/content/load-content"

const sources = (collection: string) =>
  loadContent()
    .files.filter(({ file }) => file.startsWith(`content/${collection}/`))
    .map(({ file, data }) => ({ id: file, slug: (data as { slug: string }).slug }))

describe("pages from content", () => {
  const pages = pagesFromContent({
    pages: sources("pages"),
    services: sources("services"),
    products: sources("products"),
  })

  // How many products and services there are is the requirements' to pin (requirements-acceptance.test.ts); here, one page per file.
  it("makes one product page per file in content/products, from one template, at /products/<slug from YAML>/", () => {
    const products = pages.filter((page) => page.path.startsWith("/products/"))
    expect(products.map((page) => page.path).sort()).toEqual(
      sources("products")
        .map(({ slug }) => `/products/${slug}/`)
        .sort(),
    )
    expect(new Set(products.map((page) => page.component))).toEqual(new Set([path.resolve("src/templates/product.tsx")]))
  })

  it("makes one service page per file in content/services, from one template, at /service/<slug from YAML>/", () => {
    const services = pages.filter((page) => page.path.startsWith("/service/"))
    expect(services.map((page) => page.path).sort()).toEqual(
      sources("services")
        .map(({ slug }) => `/service/${slug}/`)
        .sort(),
    )
    expect(new Set(services.map((page) => page.component))).toEqual(new Set([path.resolve("src/templates/service.tsx")]))
  })

  it("puts the home page at / and the others at /<slug>/", () => {
    const fixed = pages.filter((page) => page.component.endsWith("page.tsx")).map((page) => page.path)
    expect(fixed.sort()).toEqual(["/", "/404/", "/about-us/", "/contact-us/", "/privacy-policy/", "/thank-you/"])
  })

  it("passes each page the id its template queries by", () => {
    const page = pagesFromContent({ pages: [], services: [], products: [{ id: "node-1", slug: "pet-care-app-development" }] })
    expect(page).toEqual([
      {
        path: "/products/pet-care-app-development/",
        component: path.resolve("src/templates/product.tsx"),
        context: { id: "node-1" },
      },
    ])
  })
})

describe("createPages", () => {
  const run = (result: unknown) => {
    const actions = { createPage: jest.fn(), createRedirect: jest.fn() }
    const reporter = { panicOnBuild: jest.fn() }
    const graphql = jest.fn().mockResolvedValue(result)
    const call = createPages as unknown as (args: object) => Promise<void>
    return call({ graphql, actions, reporter }).then(() => ({ actions, reporter }))
  }

  it("stops the build with a clear message when the query fails", async () => {
    const { actions, reporter } = await run({ errors: [new Error("Cannot query field")] })
    expect(reporter.panicOnBuild).toHaveBeenCalledWith("Could not load the pages from content/", expect.any(Array))
    expect(actions.createPage).not.toHaveBeenCalled()
  })

  it("creates every page the query returns", async () => {
    const { actions } = await run({
      data: {
        allPagesYaml: { nodes: [{ id: "a", slug: "home" }] },
        allServicesYaml: { nodes: [] },
        allProductsYaml: { nodes: [{ id: "b", slug: "laundry-app-development" }] },
      },
    })
    expect(actions.createPage.mock.calls.map(([page]) => page.path)).toEqual(["/", "/products/laundry-app-development/"])
  })
})
