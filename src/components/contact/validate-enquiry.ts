import { EMAIL_PATTERN } from "../../../content/schema/email-pattern"
import { ENQUIRY_FIELDS, ENQUIRY_SCHEMA, MESSAGES, PHONE_DIGITS, PHONE_SEPARATORS, type Enquiry, type EnquiryField } from "./enquiry"
import { overLimitMessage, type LimitWords } from "./length-limit"

/**
 * A written number, separators gone: an optional country code (+91, 0091, or 91
 * in front of ten digits), an optional trunk 0, then the ten digits requirements §6.2 asks for.
 */
const WRITTEN_PHONE = new RegExp(String.raw`^(?:\+91|0091|91)?0?(\d{${PHONE_DIGITS}})$`)

/** The longest written number WRITTEN_PHONE takes, in digits: 0091, a trunk 0 and the number. */
const LONGEST_WRITTEN_PHONE = 4 + 1 + PHONE_DIGITS

export interface EnquiryProblem {
  /** The control to mark invalid and focus. */
  field: EnquiryField | "terms"
  message: string
}

/** The editor's words the checks speak in (content/words.yaml's form). */
export interface CheckWords {
  required: Record<EnquiryField, string>
  labels: Record<EnquiryField, string>
  limits: LimitWords
}

/**
 * The checks run on submit, stopping at the first failure: every field is
 * required (in screen order), then each within its length limit (./length-limit.ts), then the
 * three rules of requirements §6.2 in their order. Returns null when the enquiry may be sent.
 */
export function validateEnquiry(enquiry: Enquiry, termsAgreed: boolean, words: CheckWords): EnquiryProblem | null {
  const empty = ENQUIRY_FIELDS.find((field) => enquiry[field].trim() === "")
  if (empty) return { field: empty, message: words.required[empty] }
  for (const field of ENQUIRY_FIELDS) {
    const message = overLimitMessage(field, enquiry[field], words.limits, words.labels[field])
    if (message) return { field, message }
  }
  if (!EMAIL_PATTERN.test(enquiry.email.trim())) return { field: "email", message: MESSAGES.invalidEmail }
  if (normalisePhone(enquiry.phone) === null) return { field: "phone", message: MESSAGES.invalidPhone }
  if (!termsAgreed) return { field: "terms", message: MESSAGES.termsUnchecked }
  return null
}

/** The ten-digit number a written phone number stands for, or null when it stands for none. */
export function normalisePhone(text: string): string | null {
  return WRITTEN_PHONE.exec(text.replace(PHONE_SEPARATORS, ""))?.[1] ?? null
}

/**
 * What the phone field shows for what was typed, pasted or autofilled: the ten
 * digits once the text stands for a number, otherwise the text as it is, so
 * the check can refuse it; it is never cut.
 */
export function tidyPhone(text: string): string {
  return normalisePhone(text) ?? text
}

/** Whether typed digits may still become a number: some further digits would make them one. */
export function mayBecomePhoneNumber(text: string): boolean {
  const compact = text.replace(PHONE_SEPARATORS, "")
  // The number's own ten digits may be any, so zeros stand in for the ones still to come.
  for (let missing = 0; compact.length + missing <= LONGEST_WRITTEN_PHONE; missing += 1) {
    if (WRITTEN_PHONE.test(compact + "0".repeat(missing))) return true
  }
  return false
}

/** How each kind of field is sent (the schema's `sent`). */
const SENT_AS = {
  trimmed: (value: string) => value.trim(),
  phone: tidyPhone,
  "as-is": (value: string) => value,
} as const

/** The values as sent: each tidied as the schema says, the form itself untouched. */
export function enquiryToSend(enquiry: Enquiry): Enquiry {
  return Object.fromEntries(ENQUIRY_FIELDS.map((field) => [field, SENT_AS[ENQUIRY_SCHEMA[field].sent](enquiry[field])])) as Enquiry
}
