import type { GatsbyNode } from "gatsby"
import { findContentProblems } from "../../content-model/load-content"
import { bySeverity, countOf, formatProblem, type ContentProblem } from "../../content-model/content-files"

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
  const { errors, notes } = bySeverity(problems)
  if (notes.length > 0) reporter.info(listOf(`Drafts, not built, have ${countOf(notes.length, "note")}`, notes))
  if (errors.length === 0) return
  const list = listOf(`content/ has ${countOf(errors.length, "problem")}`, errors)
  if (process.env.gatsby_executing_command === "develop") {
    reporter.warn(`${list}\nThe dev site runs on and shows them on every page until they are fixed; a build stops on them.`)
  } else {
    reporter.panic(list)
  }
}
