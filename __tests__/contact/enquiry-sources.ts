import type { EnquirySource } from "../../src/components/contact/send-enquiry"

/** Where an enquiry came from, as the form sends it beside the five fields: a visit that landed with a campaign, sent from a call to action's form. */
export const SAMPLE_SOURCE: EnquirySource = {
  enquiry_id: "0123456789abcdef0123456789abcdef",
  page: "/contact-us/mobile-app-development/medicine-delivery-app/",
  context: "Medicine Delivery App (Mobile App Development)",
  landing_page: "/products/medicine-delivery-app-development/",
  utm_source: "newsletter",
  utm_medium: "email",
  utm_campaign: "spring",
  referrer: "https://search.example/results",
  latest_landing_page: "/service/web-development/",
  latest_utm_source: "a",
  latest_utm_medium: "",
  latest_utm_campaign: "b",
  latest_referrer: "https://other.example/",
  sent_at: "2026-11-25T01:00:00.000Z",
}

/** What is sent from the home page (jsdom's /) with no call to action and no landing recorded: every parameter, empty. */
export const noSource = (sentAt: unknown, enquiryId: unknown = expect.any(String)): Record<keyof EnquirySource, unknown> => ({
  enquiry_id: enquiryId,
  page: "/",
  context: "",
  landing_page: "",
  utm_source: "",
  utm_medium: "",
  utm_campaign: "",
  referrer: "",
  latest_landing_page: "",
  latest_utm_source: "",
  latest_utm_medium: "",
  latest_utm_campaign: "",
  latest_referrer: "",
  sent_at: sentAt,
})
