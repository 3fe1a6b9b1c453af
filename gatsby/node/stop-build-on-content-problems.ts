import type { GatsbyNode } from "gatsby"
import { findContentProblems } from "../content/load-content"
import { formatProblem } from "../content/content-rules"

/** Stops the build before sourcing when content/ breaks a rule, listing every problem. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const problems = findContentProblems()
  if (problems.length > 0) {
    reporter.panic(
      `content/ has ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n` +
        problems.map((problem) => `  ${formatProblem(problem)}`).join("\n"),
    )
  }
}
