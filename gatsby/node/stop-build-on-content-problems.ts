import type { GatsbyNode } from "gatsby"
import { findContentProblems } from "../../content-model/load-content"
import { formatProblem, isError, type ContentProblem } from "../../content-model/content-files"

const listOf = (heading: string, problems: readonly ContentProblem[]) =>
  `${heading}:\n${problems.map((problem) => `  ${formatProblem(problem)}`).join("\n")}`

/**
 * Stops the build before sourcing when content/ breaks a rule, listing every problem. In develop
 * it only lists them: the server, and /admin/ on it, stay up so the editor can mend the file where
 * they made it, and every page shows the problems meanwhile (show-content-problems-in-develop.ts).
 * A draft's notes (it may be unfinished: it is not built) stop neither; they are listed.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const problems = findContentProblems()
  const errors = problems.filter(isError)
  const notes = problems.filter((problem) => !isError(problem))
  if (notes.length > 0) reporter.info(listOf(`Drafts, not built, have ${notes.length} note${notes.length === 1 ? "" : "s"}`, notes))
  if (errors.length === 0) return
  const list = listOf(`content/ has ${errors.length} problem${errors.length === 1 ? "" : "s"}`, errors)
  if (process.env.gatsby_executing_command === "develop") {
    reporter.warn(`${list}\nThe dev site runs on and shows them on every page until they are fixed; a build stops on them.`)
  } else {
    reporter.panic(list)
  }
}
