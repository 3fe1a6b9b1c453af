/**
 * npm run check:content: checks every YAML file in content/ and prints one
 * line per problem (file: path: what is wrong). Exits 1 when there is any but
 * a draft's notes, which it prints too (a draft may be unfinished).
 */
import path from "path"
import { bySeverity, countOf, formatProblem } from "../content-model/content-files"
import { findContentProblems } from "../content-model/load-content"

const contentDir = path.resolve(process.argv[2] ?? "content")
const problems = findContentProblems(contentDir)
const { errors, notes } = bySeverity(problems)
if (notes.length > 0) {
  console.log(`Drafts have ${countOf(notes.length, "note")}, to settle before switching Draft off (they stop nothing while it is on):`)
  for (const note of notes) console.log(`  ${formatProblem(note)}`)
}
if (errors.length === 0) {
  console.log(`content/ is valid.`)
} else {
  console.error(`content/ has ${countOf(errors.length, "problem")}:`)
  for (const problem of errors) console.error(`  ${formatProblem(problem)}`)
  process.exitCode = 1
}
