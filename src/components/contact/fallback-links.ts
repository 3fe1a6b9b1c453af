import { ENQUIRY_FIELDS, FALLBACK, FALLBACK_URL_MAX_LENGTH, FIELD_LABELS, type Enquiry } from "./enquiry"
import { chatUrl } from "./contact-details"

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
  const cutTo = (length: number) =>
    build({ ...enquiry, message: characters.slice(0, length).join("").trimEnd() + FALLBACK.cutMark })
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
