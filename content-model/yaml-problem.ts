import yaml from "js-yaml"

/** What an editor most often needs to hear when a file does not parse. */
export const YAML_HINT = 'check the indentation, and put text that contains ": " or starts with a special character in quotes'

/**
 * Where a YAML text stops parsing and why, in the content check's words ("line 3, column 20",
 * "is not valid YAML: …"): the check and the CMS (admin/src/unreadable-file.ts) say it alike.
 */
export function yamlProblem(error: unknown): { path: string; message: string } {
  const mark = (error as { mark?: { line: number; column: number } }).mark
  const where = mark ? `line ${mark.line + 1}, column ${mark.column + 1}` : ""
  const reason = (error as { reason?: string }).reason ?? (error as Error).message
  return { path: where, message: `is not valid YAML: ${reason} (${YAML_HINT})` }
}

/** The problem js-yaml, which the build reads content with, finds in a text; null when it parses. */
export function yamlProblemOf(text: string): { path: string; message: string } | null {
  try {
    yaml.load(text)
    return null
  } catch (error) {
    return yamlProblem(error)
  }
}
