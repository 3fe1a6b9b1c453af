import type { GatsbyNode } from "gatsby"
import { findContentProblems } from "../../content-model/load-content"
import { formatProblem } from "../../content-model/content-files"

/**
 * Stops the build before sourcing when content/ breaks a rule, listing every problem. In develop
 * it only lists them: the server, and /admin/ on it, stay up so the editor can mend the file where
 * they made it, and every page shows the problems meanwhile (show-content-problems-in-develop.ts).
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const problems = findContentProblems()
  if (problems.length === 0) return
  const list =
    `content/ has ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n` +
    problems.map((problem) => `  ${formatProblem(problem)}`).join("\n")
  if (process.env.gatsby_executing_command === "develop") {
    reporter.warn(`${list}\nThe dev site runs on and shows them on every page until they are fixed; a build stops on them.`)
  } else {
    reporter.panic(list)
  }
}
