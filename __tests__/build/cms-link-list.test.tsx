/**
 * The CMS's link field lists the pages known when the CMS was bundled and those the back end
 * holds now (admin/src/link-widget.tsx): a page saved a moment ago is a link to pick in the menu
 * an editor opens next, though Decap remembers a query's answer for ten seconds.
 */
import { screen, waitFor } from "@testing-library/dom"
import { fromJS } from "immutable"
import { PAGE_KINDS } from "../../content/schema/content-schema"
import { DRAFT_NAMED_MARK, UNBUILT_MARK } from "../../admin/src/link-choice"
import { forgetListedPages, LinkControl, type Query } from "../../admin/src/link-widget"

/** A root of the CMS's React, as far as these tests use one. */
interface Root {
  render(element: unknown): void
  unmount(): void
}

// The CMS's own React (admin/node_modules, React 19), which the widget's file resolves "react" to, as in its bundle.
/* eslint-disable @typescript-eslint/no-require-imports */
const React = require("../../admin/node_modules/react") as {
  createElement(type: unknown, props: object): unknown
  act(work: () => void): void
}
const { createRoot } = require("../../admin/node_modules/react-dom/client") as { createRoot(container: Element): Root }
/* eslint-enable @typescript-eslint/no-require-imports */
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

jest.mock(
  "../../admin/src/build-inputs",
  () => ({ BUILD_INPUTS: { routes: ["/", "/contact-us/"], unbuilt: [], titles: { "/contact-us/": "Talk to Us" } } }),
  { virtual: true },
)

/**
 * The back end as Decap's `query` gives it to widgets, with Decap's memory: the same arguments
 * within its ten seconds get the first answer again (decap-cms-core, actions/search.js).
 */
function backEnd(
  slugs: Record<string, string[]>,
  { failing = [] as string[], drafts = [] as string[], titles = {} as Record<string, string> } = {},
) {
  const remembered = new Map<string, Awaited<ReturnType<Query>>>()
  const query = jest.fn(async (...args: Parameters<Query>) => {
    const [, kind] = args
    const key = JSON.stringify(args.slice(1))
    if (!remembered.has(key)) {
      remembered.set(
        key,
        failing.includes(kind)
          ? { payload: {} }
          : {
              payload: {
                hits: (slugs[kind] ?? []).map((slug) => ({
                  data: { slug, ...(titles[slug] ? { title: titles[slug] } : {}), ...(drafts.includes(slug) ? { draft: true } : {}) },
                })),
              },
            },
      )
    }
    return remembered.get(key)!
  })
  return { query, slugs }
}

const roots: Root[] = []

/** A link field as Decap mounts one; the back end's answer arrives after the first render. */
function linkField(
  query: Query,
  {
    linksTo,
    inDraft = false,
    value,
    collection = "pages",
    namesDrafts = false,
  }: { linksTo?: readonly string[]; inDraft?: boolean; value?: string; collection?: string; namesDrafts?: boolean } = {},
) {
  const root = createRoot(document.body.appendChild(document.createElement("div")))
  roots.push(root)
  React.act(() =>
    root.render(
      React.createElement(LinkControl, {
        forID: "url-field-1",
        classNameWrapper: "",
        query,
        onChange: () => undefined,
        // As Decap hands them over: the field's configuration and the entry, Immutable.
        ...(linksTo ? { field: fromJS({ linksTo, ...(namesDrafts ? { namesDrafts } : {}) }) } : {}),
        entry: fromJS({ data: inDraft ? { draft: true } : {} }),
        collection: fromJS({ name: collection }),
        value,
        setActiveStyle: () => undefined,
        setInactiveStyle: () => undefined,
      }),
    ),
  )
  return { unmount: () => React.act(() => root.unmount()) }
}

afterEach(() => {
  for (const root of roots.splice(0)) React.act(() => root.unmount())
  document.body.innerHTML = ""
})

const listed = () => screen.getAllByRole("option").map((option) => option.getAttribute("value"))
/** What the list shows for a page, by its address. */
const label = (route: string) => screen.getAllByRole("option").find((option) => option.getAttribute("value") === route)?.textContent
/** The kinds' groups of the list, each with the addresses under it. */
const groups = () =>
  [...document.querySelectorAll("optgroup")].map((group) => [
    group.label,
    [...group.querySelectorAll("option")].map((option) => option.value),
  ])

beforeEach(forgetListedPages)

it("lists the pages the back end holds now, and no longer an address known when the CMS was bundled that no page has", async () => {
  // Since the bundle (/ and /contact-us/), the contact page was deleted and others were added.
  const { query } = backEnd({ products: ["laundry-app-development"], services: ["web-development"], pages: ["home", "about-us"] })
  linkField(query)
  await waitFor(() => expect(listed()).toContain("/products/laundry-app-development/"))
  expect(listed()).toEqual(expect.arrayContaining(["/", "/about-us/", "/service/web-development/"]))
  expect(listed()).not.toContain("/contact-us/")
})

it("lists a page saved a moment ago in the next form opened, past Decap's memory of the last answer", async () => {
  const store = backEnd({ products: ["laundry-app-development"] })
  const before = linkField(store.query)
  await waitFor(() => expect(listed()).toContain("/products/laundry-app-development/"))
  before.unmount()

  // The editor saves a new product page, and opens the menus at once.
  store.slugs.products.push("pet-care")
  forgetListedPages()
  linkField(store.query)
  await waitFor(() => expect(listed()).toContain("/products/pet-care/"))
})

it("still lists the other kinds of page when one cannot be listed, and that kind's pages as they were bundled", async () => {
  const { query } = backEnd({ products: ["pet-care"], services: ["web-development"] }, { failing: ["pages"] })
  linkField(query)
  await waitFor(() => expect(listed()).toContain("/products/pet-care/"))
  expect(listed()).toEqual(expect.arrayContaining(["/service/web-development/", "/", "/contact-us/"]))
})

describe("a link field that leads to some kinds of page only", () => {
  const pages = {
    pages: ["home", "case-studies"],
    services: ["web-development"],
    products: ["pet-care"],
    "case-studies": ["clinic", "grocery"],
  }

  it("offers only the service and product pages where a case study names what it proves", async () => {
    linkField(backEnd(pages).query, { linksTo: ["services", "products"] })
    await waitFor(() => expect(listed()).toContain("/products/pet-care/"))
    const pagesListed = listed().filter((value) => value?.startsWith("/"))
    expect(pagesListed.sort()).toEqual(["/products/pet-care/", "/service/web-development/"])
  })

  it("offers neither a draft study nor the studies' list with nothing published, outside a draft", async () => {
    linkField(backEnd(pages, { drafts: ["grocery"] }).query, { linksTo: ["case-studies"] })
    await waitFor(() => expect(listed()).toContain("/case-studies/clinic/"))
    expect(listed()).not.toContain("/case-studies/grocery/")
    forgetListedPages()
    document.body.innerHTML = ""
    // Every study a draft: the list page /case-studies/ is not built, so no published page may link to it.
    linkField(backEnd(pages, { drafts: ["grocery", "clinic"] }).query)
    await waitFor(() => expect(listed()).toContain("/products/pet-care/"))
    expect(listed()).not.toContain("/case-studies/")
    expect(listed()).not.toContain("/case-studies/clinic/")
  })

  it("offers pages that are not built in a draft, which is not built either (as the build's check allows)", async () => {
    linkField(backEnd(pages, { drafts: ["grocery", "clinic"] }).query, { inDraft: true })
    await waitFor(() => expect(listed()).toContain("/case-studies/clinic/"))
    expect(listed()).toEqual(expect.arrayContaining(["/case-studies/", "/case-studies/grocery/"]))
  })
})

it("offers in a shared list the draft studies too, marked, which a draft testimonial may pick (the build's check judges the entry)", async () => {
  const pages = { pages: ["case-studies"], "case-studies": ["clinic", "grocery"] }
  linkField(backEnd(pages, { drafts: ["clinic"] }).query, {
    linksTo: ["case-studies"],
    collection: "shared",
    value: "/case-studies/clinic/",
  })
  await waitFor(() => expect(listed()).toContain("/case-studies/grocery/"))
  expect(listed()).toContain("/case-studies/clinic/")
  expect(label("/case-studies/clinic/")).toBe(`/case-studies/clinic/ ${UNBUILT_MARK}`)
  expect(label("/case-studies/grocery/")).toBe("/case-studies/grocery/")
  expect((screen.getByRole("combobox", { name: "Page" }) as HTMLSelectElement).value).toBe("/case-studies/clinic/")
})

it("offers a field that only names a page (a testimonial's study) its draft studies, marked as drafts, in a published entry too", async () => {
  const pages = { pages: ["case-studies"], "case-studies": ["clinic", "grocery"] }
  linkField(backEnd(pages, { drafts: ["clinic"] }).query, { linksTo: ["case-studies"], namesDrafts: true })
  await waitFor(() => expect(listed()).toContain("/case-studies/clinic/"))
  expect(label("/case-studies/clinic/")).toBe(`/case-studies/clinic/ ${DRAFT_NAMED_MARK}`)
  expect(label("/case-studies/grocery/")).toBe("/case-studies/grocery/")
})

it("shows each page by its title and address, under its kind's name, titles in order within a kind", async () => {
  const { query } = backEnd(
    { pages: ["home", "about-us"], products: ["pet-care", "laundry"], services: ["web-development"] },
    { titles: { home: "Home", "about-us": "About Us", "pet-care": "Pet Care App", laundry: "Laundry App" } },
  )
  linkField(query)
  await waitFor(() => expect(listed()).toContain("/products/pet-care/"))
  expect(label("/products/pet-care/")).toBe("Pet Care App — /products/pet-care/")
  // A page with no title yet is shown by its address alone.
  expect(label("/service/web-development/")).toBe("/service/web-development/")
  expect(groups()).toEqual([
    [PAGE_KINDS.pages.label, ["/about-us/", "/"]],
    [PAGE_KINDS.services.label, ["/service/web-development/"]],
    [PAGE_KINDS.products.label, ["/products/laundry/", "/products/pet-care/"]],
  ])
})

it("shows the pages known when the CMS was bundled by their titles until the back end answers", () => {
  // A back end that never answers: the bundle's list is what the editor sees.
  linkField(jest.fn(() => new Promise<never>(() => undefined)))
  expect(label("/contact-us/")).toBe("Talk to Us — /contact-us/")
  expect(label("/")).toBe("/")
})
