/**
 * The contact enquiry: its fields, options, limits, timings and the wording the requirements fix
 * word for word (requirements §4.1, §5.3, §6, §8, §9). Every other word of the form and of its
 * failure notice is an editor's, in content/words.yaml (useWords). The form, its checks and the
 * tests read these; none of them repeats a value.
 */

export {
  ENQUIRY_FIELDS,
  ENQUIRY_SCHEMA,
  HONEYPOT,
  PHONE_DIGITS,
  PHONE_PATTERN,
  PHONE_SEPARATORS,
  SOURCE_FIELDS,
  THANK_YOU_PATH,
  type Enquiry,
  type EnquiryField,
  type SourceField,
} from "../../site/enquiry-schema"
import { ENQUIRY_FIELDS, ENQUIRY_SCHEMA, type Enquiry, type EnquiryField, type FieldDescription } from "../../site/enquiry-schema"

export const EMPTY_ENQUIRY: Enquiry = Object.fromEntries(ENQUIRY_FIELDS.map((field) => [field, ""])) as Enquiry

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
 * Spam guard: a send is refused until the form has been on screen this long, counted from when
 * it was first drawn (the page's first paint when it came with the page's HTML), not from when its
 * code ran: on a slow phone a visitor fills it in while the page loads. A person cannot fill five
 * fields faster; a script posting on load can. A press earlier is told to wait and press again.
 */
export const MIN_FILL_TIME_MS = 2500

export const MESSAGES = {
  invalidEmail: "Please enter a valid email address.",
  invalidPhone: "Please enter a valid 10-digit mobile number.",
  termsUnchecked: "Please agree to the Terms of Use and Privacy Policy.",
  sendSuccess: "Thank you! Your message has been sent successfully. We will get back to you soon.",
} as const
