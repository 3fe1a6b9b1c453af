import { CONTACT_PATH, contactLinkOn, enquiryRoute } from "../../src/site/enquiry-route"

const TAXI = { service: "Mobile App Development", about: "Taxi Booking App" }

describe("a link to the contact form on a copy of the contact page made for a context (requirements §10.13)", () => {
  it("leads to that copy, with the same anchor, whether it names the page or its form", () => {
    expect(contactLinkOn(TAXI, CONTACT_PATH)).toBe(enquiryRoute(TAXI))
    expect(contactLinkOn(TAXI, `${CONTACT_PATH}#enquiry`)).toBe(`${enquiryRoute(TAXI)}#enquiry`)
  })

  it("is left alone anywhere else: on a page with no context, and for a link to any other page", () => {
    expect(contactLinkOn(null, `${CONTACT_PATH}#enquiry`)).toBe(`${CONTACT_PATH}#enquiry`)
    for (const to of ["/", "/privacy-policy/", "#enquiry", "https://wa.me/910000000000", enquiryRoute({ service: "Cloud Consulting" })])
      expect(contactLinkOn(TAXI, to)).toBe(to)
  })
})
