import type { EnquirySource } from "../../src/components/contact/send-enquiry"

/** Where an enquiry came from, as the form sends it beside the five fields: a visit that landed with a campaign, sent from a call to action's form. */
export const SAMPLE_SOURCE: EnquirySource = {
  page: "/contact-us/mobile-app-development/medicine-delivery-app/",
  context: "Medicine Delivery App (Mobile App Development)",
  landing_page: "/products/medicine-delivery-app-development/",
  utm_source: "newsletter",
  utm_medium: "email",
  utm_campaign: "spring",
  referrer: "https://search.example/results",
  sent_at: "2026-11-25T01:00:00.000Z",
}

/** What is sent from the home page (jsdom's /) with no call to action and no landing recorded: every parameter, empty. */
export const noSource = (sentAt: unknown): Record<keyof EnquirySource, unknown> => ({
  page: "/",
  context: "",
  landing_page: "",
  utm_source: "",
  utm_medium: "",
  utm_campaign: "",
  referrer: "",
  sent_at: sentAt,
})
