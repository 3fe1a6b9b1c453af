/**
 * The contact enquiry: its fields, options, limits, timings and the wording the requirements fix
 * word for word (requirements §4.1, §5.3, §6, §8, §9). Every other word of the form and of its
 * failure notice is an editor's, in content/words.yaml (useWords). The form, its checks and the
 * tests read these; none of them repeats a value.
 */

export const PHONE_DIGITS = 10

/** Spaces, dashes, brackets and dots people write inside phone numbers. */
export const PHONE_SEPARATORS = /[\s().-]/g

/**
 * The phone's pattern for the browser's own check (without JavaScript): what the checks take, ten
 * digits with an optional +91, 0091 or 91 and trunk 0, separators anywhere (./validate-enquiry.ts).
 * Written for the `v` flag browsers compile a pattern attribute with.
 */
const SEPARATORS = String.raw`[\s\(\)\.\-]*`
export const PHONE_PATTERN = String.raw`${SEPARATORS}(?:(?:\+91|0091|91)${SEPARATORS})?(?:0${SEPARATORS})?(?:\d${SEPARATORS}){${PHONE_DIGITS}}`

/**
 * The one description of the enquiry's fields, in screen order (the required check reports the first
 * empty one in this order): the control each is written in, the browser's own checks on it (which
 * hold without JavaScript) and how its value is tidied before it is sent. Its labels and
 * required messages are the editor's (content/words.yaml's form.labels and form.required, keyed by
 * these names). The form, its checks, the EmailJS parameters, the Netlify form's registered fields
 * and the stored records all follow from it (./netlify-form.ts, ./validate-enquiry.ts).
 */
export const ENQUIRY_SCHEMA = {
  name: { control: "input", type: "text", maxLength: 100, autoComplete: "name", sent: "trimmed" },
  email: { control: "input", type: "email", maxLength: 254, autoComplete: "email", sent: "trimmed" },
  phone: { control: "input", type: "tel", maxLength: 20, pattern: PHONE_PATTERN, autoComplete: "tel-national", sent: "phone" },
  service: { control: "select", sent: "as-is" },
  message: { control: "textarea", maxLength: 5000, sent: "trimmed" },
} as const satisfies Record<string, FieldDescription>

interface FieldDescription {
  control: "input" | "select" | "textarea"
  type?: "text" | "email" | "tel"
  /** The browser's maxlength; the checks state and enforce it (./length-limit.ts). */
  maxLength?: number
  /** The browser's pattern, anchored by the browser. */
  pattern?: string
  autoComplete?: string
  /** How the value is sent: trimmed, tidied to its ten digits (a phone) or as chosen. */
  sent: "trimmed" | "phone" | "as-is"
}

/** The values sent to EmailJS and stored, under these exact names. */
export type EnquiryField = keyof typeof ENQUIRY_SCHEMA
export type Enquiry = Record<EnquiryField, string>

/** Field order on screen; the required check reports the first empty one in this order. */
export const ENQUIRY_FIELDS = Object.keys(ENQUIRY_SCHEMA) as readonly EnquiryField[]

export const EMPTY_ENQUIRY: Enquiry = Object.fromEntries(ENQUIRY_FIELDS.map((field) => [field, ""])) as Enquiry

/**
 * What travels with the fields, under these names: the enquiry's id (the stored record's and the
 * e-mail's, to match them), the page and its call to action (written into the page at build time),
 * the first touch (./landing.ts, 30 days), this visit's own landing when it differs (the latest
 * touch, ./visit-landing.ts) and when Send was pressed.
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


export const SERVICE_PLACEHOLDER = "Select Service"

// Written beside the content schema, which lets a call to action select one (content/schema/service-options.ts).
export { SERVICE_OPTIONS } from "../../../content/schema/service-options"

export const MESSAGE_ROWS = 10

type LimitedField = { [F in EnquiryField]: (typeof ENQUIRY_SCHEMA)[F] extends { maxLength: number } ? F : never }[EnquiryField]

/** Maximum lengths of the text fields, from the schema (the phone's 20 takes "+91 (0) 98765-43210" whole). */
export const MAX_LENGTHS = Object.fromEntries(
  ENQUIRY_FIELDS.flatMap((field) => {
    const description: FieldDescription = ENQUIRY_SCHEMA[field]
    return description.maxLength === undefined ? [] : [[field, description.maxLength]]
  }),
) as Record<LimitedField, number>

export const TERMS_LABEL = {
  before: "I agree with Terms of Use and ",
  link: "Privacy Policy",
  href: "/privacy-policy/",
} as const

/**
 * The spam trap: a field people never see; form-filling robots do fill it. Its name and label match
 * nothing a browser's or password manager's autofill looks for (a name, an e-mail, a phone, an
 * address, a company, a website…): a trap filled by autofill would show a visitor success and send nothing.
 */
export const HONEYPOT = { name: "leave_empty", label: "Leave this field empty" } as const
export const THANK_YOU_PATH = "/thank-you/"

/**
 * Spam guard: a send is refused until the form has been on screen this long, counted from when
 * it was first drawn (the page's first paint when it came with the page's HTML), not from when its
 * code ran: on a slow phone a visitor fills it in while the page loads. A person cannot fill five
 * fields faster; a script posting on load can. A press earlier is told to wait and press again.
 */
export const MIN_FILL_TIME_MS = 2500

/** After this long with no answer the loading toast says the send is still going on (EmailJS usually answers in a second or two). */
export const SLOW_SEND_MS = 10_000

/**
 * A send with no answer after this long counts as failed. It is long on purpose:
 * a slow answer is not a failure, and failing early invites a second, duplicate send.
 */
export const SEND_TIMEOUT_MS = 60_000

export const MESSAGES = {
  invalidEmail: "Please enter a valid email address.",
  invalidPhone: "Please enter a valid 10-digit mobile number.",
  termsUnchecked: "Please agree to the Terms of Use and Privacy Policy.",
  sendSuccess: "Thank you! Your message has been sent successfully. We will get back to you soon.",
} as const
