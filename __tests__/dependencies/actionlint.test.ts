/**
 * @jest-environment node
 */
import { spawnSync } from "child_process"
import fs from "fs"
import yaml from "js-yaml"
import os from "os"
import path from "path"

/**
 * actionlint over .github/workflows, where it is installed: on PATH, or where `go install` puts it.
 * Go's module proxy is out of reach of the development machines and of CI here, so without it the
 * test is skipped, saying how to install it; ACTIONLINT_REQUIRED=1 makes a missing actionlint fail.
 * The Lint workflows workflow runs it on GitHub.
 */
const ROOT = path.resolve(__dirname, "../..")
const LINT_WORKFLOW = path.join(ROOT, ".github/workflows/actionlint.yml")

/** The one install command, as the Lint workflows workflow runs it. */
const installCommand = () => {
  const workflow = yaml.load(fs.readFileSync(LINT_WORKFLOW, "utf8")) as { jobs: Record<string, { steps: Array<{ run?: string }> }> }
  const run = Object.values(workflow.jobs)
    .flatMap(({ steps }) => steps)
    .find((step) => step.run?.startsWith("go install "))?.run
  if (!run) throw new Error(`${path.relative(ROOT, LINT_WORKFLOW)} has no go install step`)
  return run
}

function findActionlint(): string | null {
  const folders = [...(process.env.PATH ?? "").split(path.delimiter), path.join(process.env.GOPATH ?? path.join(os.homedir(), "go"), "bin")]
  return folders.map((folder) => path.join(folder, "actionlint")).find((file) => fs.existsSync(file)) ?? null
}

const actionlint = findActionlint()
const required = process.env.ACTIONLINT_REQUIRED === "1"
if (!actionlint && !required) {
  console.warn(`actionlint is not installed, so the workflows are not linted here (the test is skipped): ${installCommand()}`)
}

describe("the GitHub workflows", () => {
  it("name the actionlint release they install", () => {
    expect(installCommand()).toMatch(/^go install github\.com\/rhysd\/actionlint\/cmd\/actionlint@v\d+\.\d+\.\d+$/)
  })
  ;(actionlint || required ? it : it.skip)("pass actionlint", () => {
    if (!actionlint) throw new Error(`ACTIONLINT_REQUIRED=1, but actionlint is neither on PATH nor in Go's bin folder: ${installCommand()}`)
    const result = spawnSync(actionlint, ["-no-color"], { cwd: ROOT, encoding: "utf8" })
    expect({ status: result.status, output: `${result.stdout}${result.stderr}` }).toEqual({ status: 0, output: "" })
  })
})
