/** @jest-environment node */
import { routeFor } from "../../content/schema/content-schema"
import { enquiryServiceOf, provenServices, type PageWithSections } from "../../content-model/proven-services"

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
  expect(provenServices([service("sites"), service("apps")], pages)).toEqual([service("sites"), service("apps")])
})

test("a proven product counts under the service page whose calls to action ask about its service", () => {
  expect(provenServices([product("taxi")], pages)).toEqual([service("apps")])
  expect(provenServices([product("shop"), service("apps")], pages)).toEqual([service("sites"), service("apps")])
})

test("each service once, and nothing for a product whose service has no page or a page that is not there", () => {
  expect(provenServices([product("taxi"), service("apps")], pages)).toEqual([service("apps")])
  expect(provenServices([product("orphan"), product("gone"), service("gone")], pages)).toEqual([])
})

test("a draft service or product page counts for nothing", () => {
  const drafts = {
    services: [{ ...page("apps", "Apps"), draft: true }, ...services.slice(1)],
    products: [{ ...page("shop", "Sites"), draft: true }],
  }
  expect(provenServices([service("apps"), product("shop")], drafts)).toEqual([])
})
