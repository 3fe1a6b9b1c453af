import { ENQUIRY_FIELDS, FIELD_LABELS, type Enquiry } from "./enquiry"
import { chatUrl } from "./contact-details"

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
  /** Empties the form and forgets the copy kept in this tab. */
  discard: "Discard this enquiry",
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

/** A prefilled link, and whether the message had to be cut to fit it. */
export interface FallbackLink {
  href: string
  shortened: boolean
}

/** The five fields as lines of "Label: value". */
const enquiryLines = (enquiry: Enquiry) => ENQUIRY_FIELDS.map((field) => `${FIELD_LABELS[field]}: ${enquiry[field]}`)

/** A mail to the agency: the subject names the service, the body holds the five fields (RFC 6068 wants CRLF). */
const mailHref = (address: string) => (enquiry: Enquiry) =>
  `mailto:${address}?subject=${encodeURIComponent(FALLBACK.subject(enquiry.service))}&body=${encodeURIComponent(
    enquiryLines(enquiry).join("\r\n"),
  )}`

/** A chat with the agency's number, its text opening the enquiry. */
const chatHref = (number: string) => (enquiry: Enquiry) => chatUrl(number, [FALLBACK.chatOpening, ...enquiryLines(enquiry)].join("\n"))

/**
 * The link build() makes of the enquiry, its message cut (with a mark) to the
 * longest that keeps the link within FALLBACK_URL_MAX_LENGTH.
 */
function fitted(build: (enquiry: Enquiry) => string, enquiry: Enquiry): FallbackLink {
  const whole = build(enquiry)
  if (whole.length <= FALLBACK_URL_MAX_LENGTH) return { href: whole, shortened: false }
  // Code points, so that no character is split; a longer cut never makes a shorter link.
  const characters = Array.from(enquiry.message)
  const cutTo = (length: number) => build({ ...enquiry, message: characters.slice(0, length).join("").trimEnd() + FALLBACK.cutMark })
  let fits = 0
  let tooLong = characters.length
  while (tooLong - fits > 1) {
    const middle = Math.floor((fits + tooLong) / 2)
    if (cutTo(middle).length <= FALLBACK_URL_MAX_LENGTH) fits = middle
    else tooLong = middle
  }
  return { href: cutTo(fits), shortened: true }
}

/** The mail link to the agency's address, prefilled with the enquiry. */
export const mailFallback = (address: string, enquiry: Enquiry) => fitted(mailHref(address), enquiry)

/** The chat link to the agency's chat number, prefilled with the enquiry. */
export const chatFallback = (number: string, enquiry: Enquiry) => fitted(chatHref(number), enquiry)
