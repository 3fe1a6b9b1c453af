/**
 * The one description of the contact enquiry (issue 45): its fields in screen order, their
 * controls, the browser's own checks and limits, what context travels with them, and the Netlify
 * form that registers them all. The form (src/components/contact/), its checks, the EmailJS
 * parameters, the registration in every page's HTML, the stored record and the local stand-ins
 * (scripts/enquiry-inbox.ts, scripts/mail-sink.ts) follow from it. Below the components, since
 * the scripts read it too. Labels and required messages are the editor's (content/words.yaml's
 * form.labels and form.required, keyed by these names).
 */

import { FORM_ACTION, NETLIFY_FORM_NAME, TERMS_FIELD } from "./enquiry-store"

export const PHONE_DIGITS = 10

/** Spaces, dashes, brackets and dots people write inside phone numbers. */
export const PHONE_SEPARATORS = /[\s().-]/g

/**
 * The phone's pattern for the browser's own check (without JavaScript): what the checks take, ten
 * digits with an optional +91, 0091 or 91 and trunk 0, separators anywhere (validate-enquiry.ts).
 * Written for the `v` flag browsers compile a pattern attribute with.
 */
const SEPARATORS = String.raw`[\s\(\)\.\-]*`
export const PHONE_PATTERN = String.raw`${SEPARATORS}(?:(?:\+91|0091|91)${SEPARATORS})?(?:0${SEPARATORS})?(?:\d${SEPARATORS}){${PHONE_DIGITS}}`

interface FieldDescription {
  control: "input" | "select" | "textarea"
  /** The input's type without JavaScript; once hydrated, the checks speak instead (a text field). */
  type?: "text" | "email" | "tel"
  /** The browser's maxlength; the checks state and enforce it (length-limit.ts). */
  maxLength?: number
  /** The browser's pattern, anchored by the browser. */
  pattern?: string
  autoComplete?: string
  /** How the value is sent: trimmed, tidied to its ten digits (a phone) or as chosen. */
  sent: "trimmed" | "phone" | "as-is"
}

/** The visitor's fields in screen order: the required check reports the first empty one in this order. */
export const ENQUIRY_SCHEMA = {
  name: { control: "input", type: "text", maxLength: 100, autoComplete: "name", sent: "trimmed" },
  email: { control: "input", type: "email", maxLength: 254, autoComplete: "email", sent: "trimmed" },
  phone: { control: "input", type: "tel", maxLength: 20, pattern: PHONE_PATTERN, autoComplete: "tel-national", sent: "phone" },
  service: { control: "select", sent: "as-is" },
  message: { control: "textarea", maxLength: 5000, sent: "trimmed" },
} as const satisfies Record<string, FieldDescription>

/** The values sent to EmailJS and stored, under these exact names. */
export type EnquiryField = keyof typeof ENQUIRY_SCHEMA
export type Enquiry = Record<EnquiryField, string>
export type { FieldDescription }

export const ENQUIRY_FIELDS = Object.keys(ENQUIRY_SCHEMA) as readonly EnquiryField[]

/**
 * What travels with the fields, under these names: the enquiry's id (the stored record's and the
 * e-mail's, to match them), the page and its call to action (written into the page at build time),
 * the first touch (landing.ts, 30 days), this visit's own landing when it differs (the latest
 * touch) and when Send was pressed.
 */
export const SOURCE_FIELDS = [
  "enquiry_id",
  "page",
  "context",
  "landing_page",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "referrer",
  "latest_landing_page",
  "latest_utm_source",
  "latest_utm_medium",
  "latest_utm_campaign",
  "latest_referrer",
  "sent_at",
] as const

export type SourceField = (typeof SOURCE_FIELDS)[number]

/**
 * The spam trap: a field people never see; form-filling robots do fill it. Its name and label match
 * nothing a browser's or password manager's autofill looks for (a name, an e-mail, a phone, an
 * address, a company, a website…): a trap filled by autofill would show a visitor success and send nothing.
 */
export const HONEYPOT = { name: "leave_empty", label: "Leave this field empty" } as const

/* The store's names and where the form posts: ./enquiry-store.ts, apart for the sake of the form's first load. */
export { FORM_ACTION, FORM_NAME_FIELD, NETLIFY_FORM_NAME, TERMS_FIELD, THANK_YOU_PATH } from "./enquiry-store"

/** Every field the registration carries and a POST may send, in the form's order: one field set for every page. */
export const REGISTERED_FIELDS = [...ENQUIRY_FIELDS, ...SOURCE_FIELDS, TERMS_FIELD.name, HONEYPOT.name] as const

/** What a store keeps of a POST: every registered field but the trap, which is empty when kept. */
export const STORED_FIELDS = REGISTERED_FIELDS.filter((field) => field !== HONEYPOT.name)

/** The attributes that make the form Netlify's: found in the static HTML at deploy time. */
export const NETLIFY_FORM_ATTRIBUTES = {
  name: NETLIFY_FORM_NAME,
  method: "post",
  action: FORM_ACTION,
  "data-netlify": "true",
  "data-netlify-honeypot": HONEYPOT.name,
} as const
