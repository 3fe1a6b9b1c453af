/** @jest-environment node */
import { routeFor } from "../../content/schema/content-schema"
import { enquiryServiceOf, pagesCountedUnder, type PageWithSections } from "../../content-model/proven-services"

/** A page whose hero's button asks about `service` (or no button at all). */
const page = (slug: string, service?: string): PageWithSections => ({
  slug,
  sections: [
    { type: "hero", heading: slug, ...(service && { button: { label: "Talk to us", url: "/contact-us/", enquiry: { service } } }) },
    { type: "cta", heading: "Later", button: { label: "Later", url: "/contact-us/", enquiry: { service: "Not the first" } } },
  ],
})
const services = [page("apps", "Apps"), page("sites", "Sites"), page("quiet")]
const products = [page("taxi", "Apps"), page("shop", "Sites"), page("orphan", "No such service"), page("silent")]
const pages = { services, products }
const service = (slug: string) => routeFor("services", slug)
const product = (slug: string) => routeFor("products", slug)

test("a page's service is the one its first call to action asks about, at any depth", () => {
  expect(enquiryServiceOf(page("taxi", "Apps"))).toBe("Apps")
  expect(enquiryServiceOf({ slug: "deep", sections: [{ type: "cards", items: [{ button: { enquiry: { service: "Deep" } } }] }] })).toBe(
    "Deep",
  )
  expect(enquiryServiceOf(page("silent"))).toBe("Not the first")
  expect(enquiryServiceOf({ slug: "none", sections: [] })).toBeUndefined()
})

test("a proven service page counts as itself", () => {
  expect(pagesCountedUnder([service("sites"), service("apps")], pages)).toEqual([service("sites"), service("apps")])
})

test("a proven product counts as itself and under the service page whose calls to action ask about its service", () => {
  expect(pagesCountedUnder([product("taxi")], pages)).toEqual([product("taxi"), service("apps")])
  expect(pagesCountedUnder([product("shop"), service("apps")], pages)).toEqual([product("shop"), service("sites"), service("apps")])
})

test("each page once; a product whose service has no page counts as itself only, a page that is not there for nothing", () => {
  expect(pagesCountedUnder([product("taxi"), service("apps")], pages)).toEqual([product("taxi"), service("apps")])
  expect(pagesCountedUnder([product("orphan"), product("gone"), service("gone")], pages)).toEqual([product("orphan")])
})

test("a draft service or product page counts for nothing", () => {
  const drafts = {
    services: [{ ...page("apps", "Apps"), draft: true }, ...services.slice(1)],
    products: [{ ...page("shop", "Sites"), draft: true }, page("taxi", "Apps")],
  }
  expect(pagesCountedUnder([service("apps"), product("shop"), product("taxi")], drafts)).toEqual([product("taxi")])
})
