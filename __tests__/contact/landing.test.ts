import { VISIT_MS, recordLanding } from "../../src/components/contact/landing"
import { visitLanding } from "../../src/components/contact/visit-landing"

const ORIGIN = "https://site.example"
const at = (pathname: string, search = "") => ({ pathname, search, origin: ORIGIN, href: `${ORIGIN}${pathname}${search}` })
const LANDED = Date.parse("2026-11-25T00:00:00Z")

afterEach(() => sessionStorage.clear())

describe("the visit's landing (requirements §10.12)", () => {
  it("is the first page of the visit with its campaign, kept while the visitor moves on by links that drop the query", () => {
    recordLanding(at("/", "?utm_source=x&utm_medium=y&utm_campaign=z&gclid=abc"), "", LANDED)
    recordLanding(at("/products/laundry-app-development/"), `${ORIGIN}/`, LANDED + 60_000)
    expect(visitLanding(LANDED + 120_000)).toEqual({ landing_page: "/", utm_source: "x", utm_medium: "y", utm_campaign: "z", referrer: "" })
  })

  it("keeps of the referring site its origin and path only, and nothing of a referrer on this site", () => {
    recordLanding(at("/"), "https://search.example/results?q=laundry+app#top", LANDED)
    expect(visitLanding(LANDED).referrer).toBe("https://search.example/results")
    sessionStorage.clear()
    recordLanding(at("/about-us/"), `${ORIGIN}/?utm_source=old`, LANDED)
    expect(visitLanding(LANDED).referrer).toBe("")
  })

  it("starts again when the visitor comes back through another campaign's link", () => {
    recordLanding(at("/", "?utm_source=first"), "", LANDED)
    recordLanding(at("/contact-us/", "?utm_source=second&utm_campaign=winter"), "", LANDED + 60_000)
    expect(visitLanding(LANDED + 60_000)).toEqual({
      landing_page: "/contact-us/",
      utm_source: "second",
      utm_medium: "",
      utm_campaign: "winter",
      referrer: "",
    })
  })

  it("ends VISIT_MS after the landing: a later page load is a new visit, and an old one is not sent", () => {
    recordLanding(at("/", "?utm_source=x"), "", LANDED)
    expect(visitLanding(LANDED + VISIT_MS - 1).utm_source).toBe("x")
    expect(visitLanding(LANDED + VISIT_MS).utm_source).toBe("")
    recordLanding(at("/about-us/"), "", LANDED + VISIT_MS)
    expect(visitLanding(LANDED + VISIT_MS)).toEqual({
      landing_page: "/about-us/",
      utm_source: "",
      utm_medium: "",
      utm_campaign: "",
      referrer: "",
    })
  })

  it("cuts a campaign value to 200 characters and keeps nothing else of the address", () => {
    recordLanding(at("/", `?utm_source=${"a".repeat(500)}&email=asha@example.com`), "", LANDED)
    expect(visitLanding(LANDED).utm_source).toHaveLength(200)
    expect(sessionStorage.getItem("contact-form:landing")).not.toContain("asha")
  })

  it("is empty when storage holds something else, and recording never throws where storage is blocked", () => {
    sessionStorage.setItem("contact-form:landing", "not json")
    expect(visitLanding(LANDED).landing_page).toBe("")
    const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("blocked")
    })
    expect(() => recordLanding(at("/", "?utm_source=x"), "", LANDED)).not.toThrow()
    setItem.mockRestore()
  })
})
