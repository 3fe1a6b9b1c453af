import { fillIn } from "../ui/fill-in"
import { MAX_LENGTHS, type EnquiryField } from "./enquiry"

/**
 * The fields' length limits as the visitor meets them (the agency's issue 34): nothing typed or
 * pasted is cut. The limit is said, a count of what is left shows from NEAR_LIMIT_SHARE of it, a
 * field over its limit says by how much, and Send refuses it until it is shortened.
 */

/** From this share of its limit on, a field shows how many characters it has left. */
export const NEAR_LIMIT_SHARE = 0.8

/** The words of content/words.yaml (form.limits) the notes are written in. */
export interface LimitWords {
  stated: string
  left: string
  over: string
}

/** A field's length limit, if it has one (the service is chosen from a list). */
export const limitOf = (field: EnquiryField): number | undefined => (MAX_LENGTHS as Partial<Record<EnquiryField, number>>)[field]

const numbers = new Intl.NumberFormat("en")

/** The words saying that a field's value is over its limit, and by how much; null when it is not. */
export function overLimitMessage(field: EnquiryField, value: string, words: LimitWords, label: string): string | null {
  const limit = limitOf(field)
  if (limit === undefined || value.length <= limit) return null
  return fillIn(words.over, { field: label, count: numbers.format(value.length - limit), limit: numbers.format(limit) })
}

/**
 * What is said under a field about its length: over its limit, by how much; near it, how many
 * characters are left; else its limit where `stateLimit` asks for it, or nothing.
 */
export function lengthNote(
  field: EnquiryField,
  value: string,
  { words, label, stateLimit = false }: { words: LimitWords; label: string; stateLimit?: boolean },
): { text: string; over: boolean; near: boolean } | null {
  const limit = limitOf(field)
  if (limit === undefined) return null
  const over = overLimitMessage(field, value, words, label)
  if (over) return { text: over, over: true, near: true }
  const near = value.length >= NEAR_LIMIT_SHARE * limit
  if (near)
    return { text: fillIn(words.left, { count: numbers.format(limit - value.length), limit: numbers.format(limit) }), over: false, near }
  return stateLimit ? { text: fillIn(words.stated, { limit: numbers.format(limit) }), over: false, near } : null
}
