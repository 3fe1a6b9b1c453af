/**
 * A content file that does not parse (a hand edit, a bad merge: the CMS itself always writes valid
 * YAML). Decap opens such a file as an empty form, and saving that form would replace the file's
 * text with whatever was typed into it. Here the entry carries the problem instead of data: the
 * preview names it and says what to do, and a save is refused, so the file stays as it is.
 */
import { formatProblem, type ContentProblem } from "../../content-model/content-files"
import { yamlProblem, yamlProblemOf } from "../../content-model/yaml-problem"

/** The one key of an unreadable file's entry data: where and why it does not parse. */
export const UNREADABLE_FILE = "unreadableFile"

/** Where and why, as the content check says it; the file is the entry's. */
export type Problem = Omit<ContentProblem, "file">
/** Decap's formatter interface; toFile's further arguments are the fields' order and comments, passed on. */
type Format<Data> = { fromFile(content: string): Data; toFile(data: Data, ...rest: never[]): string }

/** A Decap format that reads a file it cannot parse as `{ unreadableFile: problem }` rather than as an empty entry. */
export function readingUnreadableFiles<Data>(format: Format<Data>): Format<Data | { [UNREADABLE_FILE]: Problem }> {
  return {
    fromFile(content) {
      try {
        return format.fromFile(content)
      } catch (error) {
        // In the build's words where js-yaml, which the build reads with, finds the problem too.
        return { [UNREADABLE_FILE]: yamlProblemOf(content) ?? yamlProblem(error) }
      }
    },
    toFile: (data, ...rest) => format.toFile(data as Data, ...rest),
  }
}

export const unreadableProblem = (data: unknown): Problem | null =>
  (data as { [UNREADABLE_FILE]?: Problem } | null)?.[UNREADABLE_FILE] ?? null

/** The file, the line and the problem, as the content check lists them. */
export const problemLine = (file: string, problem: Problem) => formatProblem({ file, ...problem })

/** What a save of an unreadable file's entry is refused with; null for any other entry. */
export function unreadableFileRefusal(file: string, data: unknown): string | null {
  const problem = unreadableProblem(data)
  if (!problem) return null
  return (
    `${problemLine(file, problem)}. The content manager cannot read this file, so its form is empty, and saving would ` +
    "replace what the file holds. Mend the file in a text editor, or bring back its last good " +
    "version (CONTENT.md, Undo)."
  )
}
