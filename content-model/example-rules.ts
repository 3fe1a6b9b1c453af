/**
 * The example case studies the site ships (content/case-studies/, each a draft) are a template:
 * their title, description and summary begin with EXAMPLE_MARK, so that a reader, a search result
 * or a link preview could never take one for a real client's story. Published as they are, they
 * would be; so a case study with Draft switched off is refused while any of its texts (those fields,
 * the hero's heading) still begins with the mark: the editor writes the real study's words first.
 */
import { collectionOf, isObject, type ContentProblem } from "./content-files"

/** What an example study's template text begins with. */
export const EXAMPLE_MARK = "Example:"

/** The fields a reader sees first (the card, the search result, the preview), where the mark stands. */
export const MARKED_FIELDS = ["title", "description", "summary"] as const

/** Every text of a value, with its path as the check names fields ("sections[0].heading"). */
function textsOf(value: unknown, path: string): Array<[string, string]> {
  if (typeof value === "string") return [[path, value]]
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, `${path}[${index}]`))
  if (isObject(value)) return Object.entries(value).flatMap(([key, item]) => textsOf(item, path ? `${path}.${key}` : key))
  return []
}

/**
 * Each text of a published case study that is still the example's template text, as one problem:
 * the fields above, and any other that begins with the mark (the hero's heading, the page's main
 * heading, carries it too).
 */
export function exampleProblems(file: string, data: unknown): ContentProblem[] {
  if (collectionOf(file) !== "case-studies" || !isObject(data) || data.draft === true) return []
  return textsOf(data, "")
    .filter(([, text]) => text.trimStart().startsWith(EXAMPLE_MARK))
    .map(([path]) => ({
      file,
      path,
      message: `is still the example's template text ("${EXAMPLE_MARK} …"): write the real study's own, or keep Draft on`,
    }))
}
