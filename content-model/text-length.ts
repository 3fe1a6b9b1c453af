/**
 * A text's length as the check counts it, and its refusal when over its field's limit: the build's
 * check and the CMS's fields both word it here, so an editor sees the same count in both.
 */
import { lengthLimitMessage } from "../content/schema/content-schema"

/** Characters as Ajv's maxLength counts them: an emoji or an accented letter pasted whole is one. */
export const characterCount = (text: string) => [...text].length

/** "must be at most 60 characters (it has 84)", or null when the text fits. */
export function overLengthProblem(text: string, limit: number): string | null {
  const length = characterCount(text)
  return length > limit ? lengthLimitMessage(limit, length) : null
}
