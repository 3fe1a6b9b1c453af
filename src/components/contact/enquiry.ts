/**
 * The contact enquiry: its fields, options, limits, timings and every message
 * the form shows (requirements §4.1, §6, §8, §9). The form, its checks and the tests read
 * these; none of them repeats a value.
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

export const FIELD_LABELS: Record<EnquiryField, string> = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  service: "Service",
  message: "Message",
}

export const SERVICE_PLACEHOLDER = "Select Service"

export const SERVICE_OPTIONS = [
  "Mobile App Development",
  "Website Development",
  "Digital Marketing",
  "Search Engine Optimization",
  "Graphic & UI/UX Design",
  "Cloud Consulting",
] as const

export const PHONE_DIGITS = 10
export const PHONE_PLACEHOLDER = "Please enter a valid 10-digit phone number"
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
  /** The policy opens in a new tab so that reading it loses nothing typed; this says so to screen readers. */
  newTabHint: "Opens in a new tab",
} as const

export const REQUIRED_NOTE = "All fields are required."
export const SUBMIT_LABEL = "Send Message"

/** The spam trap: a field people never see; form-filling robots do fill it. */
export const HONEYPOT = { name: "website", label: "Website" } as const
export const THANK_YOU_PATH = "/thank-you/"

/**
 * Spam guard: a send is refused until the form has been on screen this long.
 * A person cannot fill five fields faster; a script posting on load can.
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
  sendFailure: "Something went wrong! Please try again later.",
  sendSuccess: "Thank you! Your message has been sent successfully. We will get back to you soon.",
  sending: "Sending your message…",
  /** Shown in the loading toast once a send has taken SLOW_SEND_MS: the send goes on. */
  stillSending: "Still sending: the connection is slow. Please wait; pressing Send Message again is not needed.",
  needsJavaScript: "Sending this form needs JavaScript, which is off in your browser. Please call, e-mail or chat with us instead:",
  tooFast: "Please take a moment to check your details, then press Send Message again.",
  required: {
    name: "Please enter your name.",
    email: "Please enter your email address.",
    phone: "Please enter your phone number.",
    service: "Please select a service.",
    message: "Please enter your message.",
  } satisfies Record<EnquiryField, string>,
} as const

// Written in ./contact-details.tsx, which every page's top bar and footer load without the form's messages.
export { DIRECT_CONTACTS } from "./contact-details"

/**
 * The failure notice's one-step ways to send the same enquiry now, by e-mail
 * or chat, prefilled with what the visitor typed: no lead is lost to a failed send.
 */
export const FALLBACK = {
  failed: "Your message has not reached us. Send the same enquiry now, already filled in:",
  timedOut:
    "We have had no answer for a minute. Your message may still arrive, so Send Message stays off until we hear back. To be sure, send the same enquiry now, already filled in:",
  email: "Send it by e-mail",
  chat: "Send it on WhatsApp",
  shortened:
    "Your message is longer than an e-mail or chat link can carry, so these hold its first part; the whole text is still in the form to copy.",
  subject: (service: string) => `Enquiry: ${service}`,
  chatOpening: "Hello! My enquiry from your website:",
  /** Marks where a message too long for a link was cut. */
  cutMark: "…",
} as const

/**
 * The longest mail or chat link the notice builds. RFC 6068 sets no limit, but
 * Outlook and older browsers stop at 2,083 characters; 2,000 keeps clear of it.
 */
export const FALLBACK_URL_MAX_LENGTH = 2000
