/**
 * npm run check:content: checks every YAML file in content/ and prints one
 * line per problem (file: path: what is wrong). Exits 1 when there is any.
 */
import path from "path"
import { formatProblem } from "../content-model/content-files"
import { findContentProblems } from "../content-model/load-content"

const contentDir = path.resolve(process.argv[2] ?? "content")
const problems = findContentProblems(contentDir)
if (problems.length === 0) {
  console.log(`content/ is valid.`)
} else {
  console.error(`content/ has ${problems.length} problem${problems.length === 1 ? "" : "s"}:`)
  for (const problem of problems) console.error(`  ${formatProblem(problem)}`)
  process.exitCode = 1
}
