/**
 * The contact enquiry: its fields, options, limits, timings and the wording the requirements fix
 * word for word (requirements §4.1, §5.3, §6, §8, §9). Every other word of the form and of its
 * failure notice is an editor's, in content/words.yaml (useWords). The form, its checks and the
 * tests read these; none of them repeats a value.
 */

/** The five values sent to EmailJS, under these exact template parameter names. */
export interface Enquiry {
  name: string
  email: string
  phone: string
  service: string
  message: string
}

export type EnquiryField = keyof Enquiry

/** Field order on screen; the required check reports the first empty one in this order. */
export const ENQUIRY_FIELDS: readonly EnquiryField[] = ["name", "email", "phone", "service", "message"]

export const EMPTY_ENQUIRY: Enquiry = { name: "", email: "", phone: "", service: "", message: "" }

export const SERVICE_PLACEHOLDER = "Select Service"

// Written beside the content schema, which lets a call to action select one (content/schema/service-options.ts).
export { SERVICE_OPTIONS } from "../../../content/schema/service-options"

export const PHONE_DIGITS = 10
export const MESSAGE_ROWS = 10

/**
 * Maximum lengths of the text fields (OWASP: an e-mail address is at most 254
 * characters). The phone field takes a number as people write it, "+91 (0)
 * 98765-43210" being 19 characters, so that the limit cannot cut one before it
 * is tidied to its ten digits; the limit of 10 in requirements §6.3 is on the digits kept.
 */
export const MAX_LENGTHS = {
  name: 100,
  email: 254,
  phone: 20,
  message: 5000,
} as const

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
