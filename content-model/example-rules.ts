/**
 * The example case studies the site ships (content/case-studies/, each a draft) are a template:
 * their title, description and summary begin with EXAMPLE_MARK, so that a reader, a search result
 * or a link preview could never take one for a real client's story. Published as they are, they
 * would be; so a case study with Draft unticked is refused while any of those fields still begins
 * with the mark: the editor writes the real study's words first.
 */
import { collectionOf, isObject, type ContentProblem } from "./content-files"

/** What an example study's template text begins with. */
export const EXAMPLE_MARK = "Example:"

/** The fields a reader sees first (the card, the search result, the preview), where the mark stands. */
export const MARKED_FIELDS = ["title", "description", "summary"] as const

/** Each field of a published case study that is still the example's template text, as one problem. */
export function exampleProblems(file: string, data: unknown): ContentProblem[] {
  if (collectionOf(file) !== "case-studies" || !isObject(data) || data.draft === true) return []
  return MARKED_FIELDS.filter((field) => {
    const value = data[field]
    return typeof value === "string" && value.trimStart().startsWith(EXAMPLE_MARK)
  }).map((field) => ({
    file,
    path: field,
    message: `is still the example's template text ("${EXAMPLE_MARK} …"): write the real study's own, or keep Draft ticked`,
  }))
}
