/**
 * @jest-environment node
 *
 * Case studies and testimonials once published: a copy of the project with every example
 * published (../support/published-examples.ts), built as the site is, and what its built pages
 * must show judged against the copy's own content.
 */
import { spawnSync } from "child_process"
import path from "path"
import { withProjectCopy } from "../support/project-copy"
import { publishExamples, publishedExamplesShown } from "../support/published-examples"
import { projectFiles } from "../../scripts/project-files"

test("a build with every example published lists, links and maps each study, and shows each testimonial", async () => {
  await withProjectCopy(
    "case-studies-published",
    projectFiles(),
    (copy) => {
      const content = path.join(copy, "content")
      publishExamples(content)
      const build = spawnSync("npm", ["run", "build"], {
        cwd: copy,
        encoding: "utf8",
        env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
      })
      expect({ status: build.status, output: build.status === 0 ? "" : `${build.stdout}\n${build.stderr}`.slice(-4000) }).toEqual({
        status: 0,
        output: "",
      })
      const missing = publishedExamplesShown(content, path.join(copy, "public")).filter(([, holds]) => !holds)
      expect(missing.map(([what]) => what)).toEqual([])
    },
    { linkAdmin: true },
  )
}, 600_000)
