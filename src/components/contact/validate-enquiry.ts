import { ENQUIRY_FIELDS, MESSAGES, PHONE_DIGITS, type Enquiry, type EnquiryField } from "./enquiry"

/** Dot-separated parts with none empty: no dot at either end, no two dots together. */
const LOCAL_PART = String.raw`[^\s@.]+(?:\.[^\s@.]+)*`
/** A domain label: not empty, and neither starting nor ending with a hyphen. */
const DOMAIN_LABEL = String.raw`[^\s@.-](?:[^\s@.]*[^\s@.-])?`

/**
 * A local part, '@', a domain and a top-level part of at least 2 letters (SPEC 5,
 * rule 1), written so that addresses that cannot exist are refused too.
 */
export const EMAIL_PATTERN = new RegExp(String.raw`^${LOCAL_PART}@(?:${DOMAIN_LABEL}\.)+[A-Za-z]{2,}$`)

const PHONE_PATTERN = new RegExp(`^\\d{${PHONE_DIGITS}}$`)

export interface EnquiryProblem {
  /** The control to mark invalid and focus. */
  field: EnquiryField | "terms"
  message: string
}

/**
 * The checks run on submit, stopping at the first failure: every field is
 * required (in screen order), then SPEC 5's three rules in SPEC's order.
 * Returns null when the enquiry may be sent.
 */
export function validateEnquiry(enquiry: Enquiry, termsAgreed: boolean): EnquiryProblem | null {
  const empty = ENQUIRY_FIELDS.find((field) => enquiry[field].trim() === "")
  if (empty) return { field: empty, message: MESSAGES.required[empty] }
  if (!EMAIL_PATTERN.test(enquiry.email.trim())) return { field: "email", message: MESSAGES.invalidEmail }
  if (!PHONE_PATTERN.test(enquiry.phone)) return { field: "phone", message: MESSAGES.invalidPhone }
  if (!termsAgreed) return { field: "terms", message: MESSAGES.termsUnchecked }
  return null
}

/** What the phone field keeps of typed or pasted text: its digits, at most 10. */
export function phoneDigits(text: string): string {
  return text.replace(/\D/g, "").slice(0, PHONE_DIGITS)
}

/** The values as sent: surrounding whitespace dropped, the form itself untouched. */
export function enquiryToSend(enquiry: Enquiry): Enquiry {
  return {
    name: enquiry.name.trim(),
    email: enquiry.email.trim(),
    phone: enquiry.phone,
    service: enquiry.service,
    message: enquiry.message.trim(),
  }
}
