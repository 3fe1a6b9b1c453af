import { ENQUIRY_FIELDS, type Enquiry, type EnquiryField } from "./enquiry"
import { chatUrl } from "./contact-details"
import { fillIn } from "../ui/fill-in"

/*
 * The failure notice's one-step ways to send the same enquiry now, by e-mail
 * or chat, prefilled with what the visitor typed: no lead is lost to a failed send.
 */

/** The words the links are written with (content/words.yaml): the fields' labels, the mail's subject, the chat's first line. */
export interface FallbackWords {
  labels: Record<EnquiryField, string>
  subject: string
  chatOpening: string
}

/** Marks where a message too long for a link was cut. */
export const CUT_MARK = "…"

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
const enquiryLines = (enquiry: Enquiry, words: FallbackWords) => ENQUIRY_FIELDS.map((field) => `${words.labels[field]}: ${enquiry[field]}`)

/** A mail to the agency: the subject names the service, the body holds the five fields (RFC 6068 wants CRLF). */
const mailHref = (address: string, words: FallbackWords) => (enquiry: Enquiry) =>
  `mailto:${address}?subject=${encodeURIComponent(fillIn(words.subject, { service: enquiry.service }))}&body=${encodeURIComponent(
    enquiryLines(enquiry, words).join("\r\n"),
  )}`

/** A chat with the agency's number, its text opening the enquiry. */
const chatHref = (number: string, words: FallbackWords) => (enquiry: Enquiry) =>
  chatUrl(number, [words.chatOpening, ...enquiryLines(enquiry, words)].join("\n"))

/**
 * The link build() makes of the enquiry, its message cut (with a mark) to the
 * longest that keeps the link within FALLBACK_URL_MAX_LENGTH.
 */
function fitted(build: (enquiry: Enquiry) => string, enquiry: Enquiry): FallbackLink {
  const whole = build(enquiry)
  if (whole.length <= FALLBACK_URL_MAX_LENGTH) return { href: whole, shortened: false }
  // Code points, so that no character is split; a longer cut never makes a shorter link.
  const characters = Array.from(enquiry.message)
  const cutTo = (length: number) => build({ ...enquiry, message: characters.slice(0, length).join("").trimEnd() + CUT_MARK })
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
export const mailFallback = (address: string, enquiry: Enquiry, words: FallbackWords) => fitted(mailHref(address, words), enquiry)

/** The chat link to the agency's chat number, prefilled with the enquiry. */
export const chatFallback = (number: string, enquiry: Enquiry, words: FallbackWords) => fitted(chatHref(number, words), enquiry)
