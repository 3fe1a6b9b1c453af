/**
 * @jest-environment node
 */
import { COLLECTIONS, PAGE_KINDS, routeFor, type Collection, type PageKind } from "../../content/schema/content-schema"
import { loadContent } from "../../content-model/load-content"
import { CONTENT_PAGE_TEMPLATE, createPages, enquiryPagesFromContent, pagesFromContent } from "../../gatsby/node/create-pages"
import { contentGraphql, pageNode } from "./content-graphql"

const sources = (kind: Collection) =>
  loadContent()
    .files.filter(({ file }) => file.startsWith(`content/${kind}/`))
    .map(({ file, data }) => ({ id: file, slug: (data as { slug: string }).slug, kind, draft: (data as { draft?: boolean }).draft }))

describe("pages from content", () => {
  const pages = pagesFromContent(COLLECTIONS.flatMap(sources))

  // How many products and services there are is the requirements' to pin (requirements-acceptance.test.ts); here, one page per file.
  it("makes one product page per file in content/products, at /products/<slug from YAML>/", () => {
    const products = pages.filter((page) => page.path.startsWith("/products/"))
    expect(products.map((page) => page.path).sort()).toEqual(
      sources("products")
        .map(({ slug }) => `/products/${slug}/`)
        .sort(),
    )
  })

  it("makes one service page per file in content/services, at /service/<slug from YAML>/, each said to describe a Service", () => {
    const services = pages.filter((page) => page.path.startsWith("/service/"))
    expect(services.map((page) => page.path).sort()).toEqual(
      sources("services")
        .map(({ slug }) => `/service/${slug}/`)
        .sort(),
    )
    expect(new Set(services.map((page) => page.context.describes))).toEqual(new Set(["Service"]))
  })

  it("puts the home page at / and the other pages at /<slug>/, a list page only while it has something to list", () => {
    const listedKinds = COLLECTIONS.filter((kind) => (PAGE_KINDS[kind] as PageKind).listedOn)
    const listPages = listedKinds.map((kind) => (PAGE_KINDS[kind] as PageKind).listedOn!)
    // One published page of each listed kind, so that every list page has something to list.
    const withAList = [...sources("pages"), ...listedKinds.map((kind) => ({ id: `entry of ${kind}`, slug: "fixture-entry", kind }))]
    const ofPages = new Set(sources("pages").map(({ id }) => id))
    const fixed = pagesFromContent(withAList)
      .filter((page) => ofPages.has(page.context.id))
      .map((page) => page.path)
    expect(fixed.sort()).toEqual(
      sources("pages")
        .map(({ slug }) => (slug === "home" ? "/" : `/${slug}/`))
        .sort(),
    )
    expect(fixed).toContain("/")
    const withNothingToList = pagesFromContent(sources("pages")).map((page) => page.path)
    for (const listedOn of listPages) expect(withNothingToList).not.toContain(`/${listedOn}/`)
  })

  it("builds no draft, and a kind's list page only once one of its pages is published", () => {
    const study = { id: "study", slug: "pharmacy-chain", kind: "case-studies" as const }
    const list = { id: "list", slug: "case-studies", kind: "pages" as const }
    expect(pagesFromContent([list, { ...study, draft: true }]).map((page) => page.path)).toEqual([])
    expect(pagesFromContent([list, study]).map((page) => page.path)).toEqual(["/case-studies/", "/case-studies/pharmacy-chain/"])
  })

  it("makes every page, of every kind, from the one template, passing it the id it queries by and its route", () => {
    expect(new Set(pages.map((page) => page.component))).toEqual(new Set([CONTENT_PAGE_TEMPLATE]))
    expect(pagesFromContent([{ id: "node-1", slug: "pet-care-app-development", kind: "products" }])).toEqual([
      {
        path: "/products/pet-care-app-development/",
        component: CONTENT_PAGE_TEMPLATE,
        context: {
          id: "node-1",
          route: "/products/pet-care-app-development/",
          describes: null,
          hasOwnTestimonials: true,
          pageParts: PAGE_KINDS.products.pageParts,
        },
      },
    ])
  })

  it("tells each page the parts its kind declares it draws, and a page of a kind that declares none no parts", () => {
    for (const kind of COLLECTIONS) {
      const [page] = pagesFromContent([{ id: "node-1", slug: "fixture", kind }])
      const declared = (PAGE_KINDS[kind] as PageKind).pageParts ?? []
      expect(page.context.pageParts ?? []).toEqual(declared)
    }
    expect(COLLECTIONS.some((kind) => (PAGE_KINDS[kind] as PageKind).pageParts?.length)).toBe(true)
  })
})

describe("createPages", () => {
  const call = createPages as unknown as (args: object) => Promise<void>

  it("stops the build with a clear message when the list of pages cannot be queried", async () => {
    const createPage = jest.fn()
    const panicOnBuild = jest.fn()
    await call({
      graphql: jest.fn().mockResolvedValue({ errors: [new Error("Cannot query field")] }),
      actions: { createPage },
      reporter: { panicOnBuild },
    })
    expect(panicOnBuild).toHaveBeenCalledWith("Could not load the pages from content/", expect.any(Array))
    expect(createPage).not.toHaveBeenCalled()
  })

  it("creates every page of content/, each at its kind's route", async () => {
    const createPage = jest.fn()
    const page = (slug: string) => ({ slug, title: slug, description: "A page.", sections: [] })
    const nodes = [
      pageNode("pages", "content/pages/home.yaml", page("home")),
      pageNode("products", "content/products/laundry.yaml", page("laundry")),
    ]
    await call({ graphql: contentGraphql(nodes), actions: { createPage }, reporter: { panicOnBuild: jest.fn() } })
    expect(createPage.mock.calls.map(([page]) => page.path)).toEqual(["/", "/products/laundry/"])
  })
})

describe("the contact page's copies for calls to action", () => {
  const medicine = { service: "Mobile App Development", about: "Medicine Delivery App" }

  it("makes one copy of /contact-us/ per context, at an address made of its service and product, its form opening with it", () => {
    expect(enquiryPagesFromContent("contact", [medicine, null, { service: "Graphic & UI/UX Design" }, { ...medicine }])).toEqual([
      {
        path: "/contact-us/mobile-app-development/medicine-delivery-app/",
        component: CONTENT_PAGE_TEMPLATE,
        context: {
          id: "contact",
          route: "/contact-us/mobile-app-development/medicine-delivery-app/",
          describes: null,
          hasOwnTestimonials: false,
          enquiry: medicine,
        },
      },
      {
        path: "/contact-us/graphic-ui-ux-design/",
        component: CONTENT_PAGE_TEMPLATE,
        context: {
          id: "contact",
          route: "/contact-us/graphic-ui-ux-design/",
          describes: null,
          hasOwnTestimonials: false,
          enquiry: { service: "Graphic & UI/UX Design", about: null },
        },
      },
    ])
  })

  it("are created from the buttons that lead to /contact-us/ only", async () => {
    const call = createPages as unknown as (args: object) => Promise<void>
    const createPage = jest.fn()
    const button = (url: string) => ({ type: "cta", heading: "Ask", button: { url, label: "Go", enquiry: medicine } })
    const product = {
      slug: "medicine-delivery-app-development",
      title: "Medicine",
      description: "An app.",
      sections: [button("/about-us/")],
    }
    const contact = pageNode("pages", "content/pages/contact-us.yaml", {
      slug: "contact-us",
      title: "Contact",
      description: "Write.",
      sections: [],
    })
    const run = (sections: unknown[]) =>
      call({
        graphql: contentGraphql([contact, pageNode("products", "content/products/medicine.yaml", { ...product, sections })]),
        actions: { createPage },
        reporter: { panicOnBuild: jest.fn() },
      })
    await run(product.sections)
    expect(createPage.mock.calls.map(([page]) => page.path)).toEqual(["/contact-us/", "/products/medicine-delivery-app-development/"])
    createPage.mockClear()
    await run([...product.sections, button("/contact-us/")])
    expect(createPage.mock.calls.map(([page]) => page.path)).toContain("/contact-us/mobile-app-development/medicine-delivery-app/")
  })
})

describe("a page that proves others: its buttons to the form, and its section in the top bar", () => {
  const app = { service: "Fixture Apps", about: "Fixture Product" }
  const sites = { service: "Fixture Sites", about: null }
  const ctaTo = (enquiry: object | null, url = "/contact-us/") => ({ type: "hero", faqs: null, button: { url, enquiry } })
  const node = (kind: Collection, slug: string, fields: object = {}) =>
    pageNode(kind, `content/${kind}/${slug}.yaml`, { slug, title: `Fixture ${slug}`, description: "A fixture.", sections: [], ...fields })
  const created = async (nodes: ReturnType<typeof node>[]) => {
    const actions = { createPage: jest.fn() }
    const reporter = { panicOnBuild: jest.fn() }
    const call = createPages as unknown as (args: object) => Promise<void>
    await call({ graphql: contentGraphql(nodes), actions, reporter })
    expect(reporter.panicOnBuild).not.toHaveBeenCalled()
    return new Map(actions.createPage.mock.calls.map(([page]) => [page.path, page.context]))
  }
  const site = (proves: string[], studyDraft = false) => [
    node("pages", "contact-us"),
    node("pages", "case-studies"),
    node("services", "fixture-sites", { sections: [ctaTo(null, "/about-us/"), ctaTo(sites)] }),
    node("products", "fixture-product", { sections: [ctaTo(app)] }),
    node("case-studies", "fixture-study", { proves, draft: studyDraft, sections: [ctaTo(null)] }),
  ]

  it("gives a study the context of the first proven page that names a product, else of the first proven page, and makes its copy of the form", async () => {
    const withProduct = await created(site(["/service/fixture-sites/", "/products/fixture-product/"]))
    expect(withProduct.get("/case-studies/fixture-study/")?.callsToAction).toEqual(app)
    expect(withProduct.has("/contact-us/fixture-apps/fixture-product/")).toBe(true)
    const servicesOnly = await created(site(["/service/fixture-sites/"]))
    expect(servicesOnly.get("/case-studies/fixture-study/")?.callsToAction).toEqual(sites)
    expect(servicesOnly.get("/service/fixture-sites/")?.callsToAction).toBeUndefined()
  })

  it("gives none where no proven page's button names a context", async () => {
    const pages = await created(site(["/about-us/"]))
    expect(pages.get("/case-studies/fixture-study/")?.callsToAction).toBeUndefined()
  })

  it("tells each page of a kind with a list page that list's address, and no other page", async () => {
    const pages = await created(site(["/service/fixture-sites/"]))
    const listed = COLLECTIONS.filter((kind) => (PAGE_KINDS[kind] as PageKind).listedOn)
    expect(listed).toContain("case-studies")
    expect(pages.get("/case-studies/fixture-study/")?.listedOn).toBe(routeFor("pages", (PAGE_KINDS["case-studies"] as PageKind).listedOn!))
    for (const route of ["/contact-us/", "/service/fixture-sites/", "/products/fixture-product/"])
      expect(pages.get(route)?.listedOn).toBeUndefined()
  })
})
