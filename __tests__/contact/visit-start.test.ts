import { KEPT_ENQUIRY_KEY, KEPT_FOR_MS } from "../../src/components/contact/kept-enquiry-expiry"
import { LANDING_STORAGE_KEY } from "../../src/components/contact/landing"
import { onVisitStart } from "../../src/components/contact/visit-start"

const NOW = Date.parse("2026-11-28T10:00:00Z")

afterEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})

describe("the contact feature's start of a page load (gatsby-browser's one call)", () => {
  it("records where the visit began and drops a failed enquiry past its keeping time", () => {
    sessionStorage.setItem(KEPT_ENQUIRY_KEY, JSON.stringify({ keptAt: NOW - KEPT_FOR_MS - 1 }))
    onVisitStart(NOW)
    expect(JSON.parse(localStorage.getItem(LANDING_STORAGE_KEY)!)).toEqual(expect.objectContaining({ landing_page: "/", at: NOW }))
    expect(sessionStorage.getItem(KEPT_ENQUIRY_KEY)).toBeNull()
  })

  it("keeps a failed enquiry still within its keeping time", () => {
    const kept = JSON.stringify({ keptAt: NOW - 60_000 })
    sessionStorage.setItem(KEPT_ENQUIRY_KEY, kept)
    onVisitStart(NOW)
    expect(sessionStorage.getItem(KEPT_ENQUIRY_KEY)).toBe(kept)
  })
})
