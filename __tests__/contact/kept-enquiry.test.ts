import { onClientEntry } from "../../gatsby-browser"
import {
  KEPT_FOR_MS,
  forgetExpiredEnquiry,
  forgetUnsentEnquiry,
  keepUnsentEnquiry,
  unsentEnquiry,
} from "../../src/components/contact/kept-enquiry"

const ENQUIRY = { name: "Asha", email: "asha@example.com", phone: "9876543210", service: "Digital Marketing", message: "Hello" }
const KEPT_AT = Date.UTC(2026, 10, 24, 10, 0)

beforeEach(() => window.sessionStorage.clear())

describe("a failed enquiry kept in the tab", () => {
  it("is given back within its time, and forgotten after it (and no longer stored)", () => {
    keepUnsentEnquiry(ENQUIRY, KEPT_AT)
    expect(unsentEnquiry(KEPT_AT + KEPT_FOR_MS)).toEqual(ENQUIRY)
    expect(unsentEnquiry(KEPT_AT + KEPT_FOR_MS + 1)).toBeNull()
    expect(window.sessionStorage.length).toBe(0)
    expect(unsentEnquiry(KEPT_AT)).toBeNull()
  })

  it("is kept for 30 minutes", () => {
    expect(KEPT_FOR_MS).toBe(30 * 60 * 1000)
  })

  it("is forgotten on request", () => {
    keepUnsentEnquiry(ENQUIRY, KEPT_AT)
    forgetUnsentEnquiry()
    expect(unsentEnquiry(KEPT_AT)).toBeNull()
  })

  it("is not given back when what is stored has no time (an older copy of the site kept it) or is not an enquiry", () => {
    window.sessionStorage.setItem("contact-form:unsent-enquiry", JSON.stringify(ENQUIRY))
    expect(unsentEnquiry(KEPT_AT)).toBeNull()
    window.sessionStorage.setItem("contact-form:unsent-enquiry", JSON.stringify({ enquiry: { name: 1 }, keptAt: KEPT_AT }))
    expect(unsentEnquiry(KEPT_AT)).toBeNull()
    window.sessionStorage.setItem("contact-form:unsent-enquiry", "{not json")
    expect(unsentEnquiry(KEPT_AT)).toBeNull()
  })

  it("keeps only the five fields: never the consent", () => {
    keepUnsentEnquiry({ ...ENQUIRY, terms: true } as typeof ENQUIRY, KEPT_AT)
    expect(unsentEnquiry(KEPT_AT)).toEqual(ENQUIRY)
  })
})

describe("at each page load of the site", () => {
  afterEach(() => jest.useRealTimers())

  it("an expired kept enquiry is removed, before any form reads it", () => {
    keepUnsentEnquiry(ENQUIRY, KEPT_AT)
    jest.useFakeTimers({ now: KEPT_AT + KEPT_FOR_MS + 1 })
    onClientEntry?.({} as never, {} as never)
    // Only the enquiry goes: the page load keeps what else it stores (where the visit began).
    expect(window.sessionStorage.getItem("contact-form:unsent-enquiry")).toBeNull()
  })

  it("one still within its 30 minutes stays, for the form to give back", () => {
    keepUnsentEnquiry(ENQUIRY, KEPT_AT)
    jest.useFakeTimers({ now: KEPT_AT + KEPT_FOR_MS })
    onClientEntry?.({} as never, {} as never)
    expect(unsentEnquiry(KEPT_AT + KEPT_FOR_MS)).toEqual(ENQUIRY)
  })

  it("what is stored but is no kept enquiry is removed too", () => {
    window.sessionStorage.setItem("contact-form:unsent-enquiry", "{not json")
    forgetExpiredEnquiry(KEPT_AT)
    expect(window.sessionStorage.length).toBe(0)
  })
})
