import { FIRST_TOUCH_MS, LANDING_STORAGE_KEY, LATEST_LANDING_STORAGE_KEY } from "../../src/components/contact/landing"

/** The modules as a page load starts them: no record kept in this tab yet. */
let recordLanding: (typeof import("../../src/components/contact/landing"))["recordLanding"]
let visitLanding: (typeof import("../../src/components/contact/visit-landing"))["visitLanding"]
beforeEach(async () => {
  await jest.isolateModulesAsync(async () => {
    ;({ recordLanding } = await import("../../src/components/contact/landing"))
    ;({ visitLanding } = await import("../../src/components/contact/visit-landing"))
  })
})

const ORIGIN = "https://site.example"
const at = (pathname: string, search = "") => ({ pathname, search, origin: ORIGIN, href: `${ORIGIN}${pathname}${search}` })
const LANDED = Date.parse("2026-11-25T00:00:00Z")
const DAY = 24 * 60 * 60 * 1000
const NO_TOUCH = Object.fromEntries(
  ["", "latest_"].flatMap((prefix) =>
    ["landing_page", "utm_source", "utm_medium", "utm_campaign", "referrer"].map((field) => [prefix + field, ""]),
  ),
)

afterEach(() => {
  jest.restoreAllMocks()
  localStorage.clear()
})

/** Storage that throws on every call, as a private mode or disabled site data makes it. */
function blockStorage() {
  for (const method of ["getItem", "setItem", "removeItem"] as const)
    jest.spyOn(Storage.prototype, method).mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError")
    })
}

describe("the latest touch", () => {
  it("is a later landing from outside the site, named beside the first (the returning visitor's campaign)", () => {
    recordLanding(at("/about-us/"), "", LANDED)
    recordLanding(at("/service/web-development/", "?utm_source=a&utm_campaign=b"), "https://other.example/page?q=1", LANDED + 2 * DAY)
    recordLanding(at("/contact-us/"), `${ORIGIN}/service/web-development/`, LANDED + 2 * DAY + 60_000)
    expect(visitLanding(LANDED + 2 * DAY + 120_000)).toEqual({
      ...NO_TOUCH,
      landing_page: "/about-us/",
      latest_landing_page: "/service/web-development/",
      latest_utm_source: "a",
      latest_utm_campaign: "b",
      latest_referrer: "https://other.example/page",
    })
    expect(localStorage.getItem(LATEST_LANDING_STORAGE_KEY)).not.toContain("q=1")
  })

  it("is empty while the first touch is the only landing: moving on by links or reloading is no new touch", () => {
    recordLanding(at("/", "?utm_source=x"), "https://search.example/", LANDED)
    recordLanding(at("/about-us/"), `${ORIGIN}/`, LANDED + 1000)
    expect(visitLanding(LANDED + 2000)).toEqual(
      expect.objectContaining({ landing_page: "/", latest_landing_page: "", latest_utm_source: "" }),
    )
  })

  it("expires, as the first does, FIRST_TOUCH_MS after it", () => {
    recordLanding(at("/"), "", LANDED)
    recordLanding(at("/about-us/", "?utm_source=y"), "", LANDED + DAY)
    expect(visitLanding(LANDED + DAY + FIRST_TOUCH_MS).latest_landing_page).toBe("")
    expect(localStorage.getItem(LATEST_LANDING_STORAGE_KEY)).toBeNull()
  })
})

describe("the first touch (requirements §10.12)", () => {
  it("is the first page with its campaign, kept while the visitor moves on by links that drop the query", () => {
    recordLanding(at("/", "?utm_source=x&utm_medium=y&utm_campaign=z&gclid=abc"), "", LANDED)
    recordLanding(at("/products/laundry-app-development/"), `${ORIGIN}/`, LANDED + 60_000)
    expect(visitLanding(LANDED + 120_000)).toEqual({
      ...NO_TOUCH,
      landing_page: "/",
      utm_source: "x",
      utm_medium: "y",
      utm_campaign: "z",
    })
  })

  it("is kept for the site, not the tab: it is in localStorage, where another tab and a later visit read it", () => {
    recordLanding(at("/products/taxi-booking-app-development/", "?utm_source=x&utm_campaign=y"), "https://other.example/", LANDED)
    expect(JSON.parse(localStorage.getItem(LANDING_STORAGE_KEY)!)).toEqual(expect.objectContaining({ utm_source: "x", at: LANDED }))
    expect(sessionStorage.length).toBe(0)
  })

  it("keeps of the referring site its origin and path only, and nothing of a referrer on this site", () => {
    recordLanding(at("/"), "https://search.example/results?q=laundry+app#top", LANDED)
    expect(visitLanding(LANDED).referrer).toBe("https://search.example/results")
    localStorage.clear()
    recordLanding(at("/about-us/"), `${ORIGIN}/?utm_source=old`, LANDED)
    expect(visitLanding(LANDED).referrer).toBe("")
  })

  it("wins within FIRST_TOUCH_MS: a later landing through another campaign's link, or from another site, replaces nothing", () => {
    recordLanding(at("/", "?utm_source=first"), "https://search.example/", LANDED)
    recordLanding(at("/contact-us/", "?utm_source=second&utm_campaign=winter"), "https://ads.example/", LANDED + FIRST_TOUCH_MS - 1)
    expect(visitLanding(LANDED + FIRST_TOUCH_MS - 1)).toEqual(
      expect.objectContaining({
        landing_page: "/",
        utm_source: "first",
        utm_medium: "",
        utm_campaign: "",
        referrer: "https://search.example/",
      }),
    )
  })

  it("survives a return a day later", () => {
    recordLanding(at("/", "?utm_source=x"), "", LANDED)
    recordLanding(at("/about-us/"), "", LANDED + DAY)
    expect(visitLanding(LANDED + DAY)).toEqual(expect.objectContaining({ landing_page: "/", utm_source: "x" }))
  })

  it("expires FIRST_TOUCH_MS after it: an expired record is removed when read, and the next landing is the new first touch", () => {
    recordLanding(at("/", "?utm_source=x"), "", LANDED)
    expect(visitLanding(LANDED + FIRST_TOUCH_MS - 1).utm_source).toBe("x")
    expect(visitLanding(LANDED + FIRST_TOUCH_MS)).toEqual(NO_TOUCH)
    expect(localStorage.getItem(LANDING_STORAGE_KEY)).toBeNull()

    recordLanding(at("/", "?utm_source=x"), "", LANDED)
    recordLanding(at("/about-us/", "?utm_source=later"), "", LANDED + FIRST_TOUCH_MS)
    expect(visitLanding(LANDED + FIRST_TOUCH_MS)).toEqual(expect.objectContaining({ landing_page: "/about-us/", utm_source: "later" }))
  })

  it("is not credited when its time is in the future (a clock set back): the next landing replaces it", () => {
    recordLanding(at("/", "?utm_source=x"), "", LANDED)
    expect(visitLanding(LANDED - 1).utm_source).toBe("")
    recordLanding(at("/about-us/"), "", LANDED - 1)
    expect(visitLanding(LANDED).landing_page).toBe("/about-us/")
  })

  it("cuts a campaign value to 200 characters and keeps nothing else of the address", () => {
    recordLanding(at("/", `?utm_source=${"a".repeat(500)}&email=asha@example.com`), "", LANDED)
    expect(visitLanding(LANDED).utm_source).toHaveLength(200)
    expect(localStorage.getItem(LANDING_STORAGE_KEY)).not.toContain("asha")
  })

  it("is empty, and the stored text removed, when storage holds something that is not a record", () => {
    for (const stored of ["not json", "null", "5", '{"landing_page":"/"}']) {
      localStorage.setItem(LANDING_STORAGE_KEY, stored)
      expect(visitLanding(LANDED).landing_page).toBe("")
      expect(localStorage.getItem(LANDING_STORAGE_KEY)).toBeNull()
    }
    recordLanding(at("/about-us/"), "", LANDED)
    expect(visitLanding(LANDED).landing_page).toBe("/about-us/")
  })

  it("where storage throws, never throws itself and keeps this tab's first touch for the enquiry", () => {
    blockStorage()
    expect(() => recordLanding(at("/", "?utm_source=x"), "", LANDED)).not.toThrow()
    expect(() => recordLanding(at("/about-us/", "?utm_source=y"), "", LANDED + 1)).not.toThrow()
    expect(visitLanding(LANDED + 2)).toEqual(expect.objectContaining({ landing_page: "/", utm_source: "x" }))
    expect(visitLanding(LANDED + FIRST_TOUCH_MS).landing_page).toBe("")
  })

  it("where storage is full, keeps this tab's first touch", () => {
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError")
    })
    recordLanding(at("/about-us/", "?utm_source=z"), "", LANDED)
    expect(visitLanding(LANDED + DAY)).toEqual(expect.objectContaining({ landing_page: "/about-us/", utm_source: "z" }))
  })
})
