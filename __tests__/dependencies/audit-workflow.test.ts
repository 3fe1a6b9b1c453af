/**
 * @jest-environment node
 */
import fs from "fs"
import yaml from "js-yaml"
import { builtinModules } from "module"
import path from "path"
import { parseFlags } from "../../scripts/audit"

/** The GitHub workflow that runs npm run audit where npm's advisory service answers. */
const ROOT = path.resolve(__dirname, "../..")
const WORKFLOW_FILE = path.join(ROOT, ".github/workflows/audit.yml")

interface Step {
  name?: string
  uses?: string
  run?: string
  with?: Record<string, unknown>
}
interface Workflow {
  on: Record<string, unknown>
  permissions?: unknown
  jobs: Record<string, { permissions?: unknown; steps: Step[] }>
}

const text = fs.readFileSync(WORKFLOW_FILE, "utf8")
const workflow = yaml.load(text) as Workflow
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps)
const runLines = steps.flatMap((step) => (step.run ?? "").split("\n").map((line) => line.trim()))

describe("the audit workflow (.github/workflows/audit.yml)", () => {
  it("runs on push, on pull requests and once a week", () => {
    expect(Object.keys(workflow.on)).toEqual(expect.arrayContaining(["push", "pull_request", "schedule"]))
    const crons = (workflow.on.schedule as Array<{ cron: string }>).map(({ cron }) => cron.split(/\s+/))
    expect(crons).toHaveLength(1)
    const [minute, hour, dayOfMonth, month, dayOfWeek] = crons[0]
    expect({ minute, hour, dayOfMonth, month, dayOfWeek }).toEqual({
      minute: expect.stringMatching(/^\d+$/),
      hour: expect.stringMatching(/^\d+$/),
      dayOfMonth: "*",
      month: "*",
      dayOfWeek: expect.stringMatching(/^[0-6]$/),
    })
  })

  it("may read the repository and nothing more, and uses no secret", () => {
    expect(workflow.permissions).toEqual({ contents: "read" })
    for (const job of Object.values(workflow.jobs)) expect(job.permissions).toBeUndefined()
    expect(text).not.toMatch(/secrets\./)
  })

  it("pins every action to a full commit or a major release tag", () => {
    const actions = steps.flatMap((step) => (step.uses ? [step.uses] : []))
    expect(actions).toEqual(
      expect.arrayContaining([expect.stringMatching(/^actions\/checkout@/), expect.stringMatching(/^actions\/setup-node@/)]),
    )
    for (const action of actions) expect(action).toMatch(/^[\w.-]+\/[\w.-]+@(v\d+|[0-9a-f]{40})$/)
  })

  it("runs the Node version the project names in .nvmrc", () => {
    const setupNode = steps.find((step) => step.uses?.startsWith("actions/setup-node@"))
    expect(setupNode?.with).toEqual(expect.objectContaining({ "node-version-file": ".nvmrc" }))
    expect(fs.existsSync(path.join(ROOT, ".nvmrc"))).toBe(true)
  })

  it("runs npm run audit with npm's advisory service required, with options the script takes", () => {
    const auditLines = runLines.filter((line) => line.startsWith("npm run audit"))
    expect(auditLines).toHaveLength(1)
    const [, options = ""] = auditLines[0].split(/\s--\s/)
    expect(parseFlags(options.split(/\s+/).filter(Boolean))).toEqual(expect.objectContaining({ requireNpmService: true }))
  })

  it("installs none of the project, only what runs the audit script, without install scripts", () => {
    const installs = runLines.filter((line) => /\bnpm (install|i|ci|add)\b/.test(line))
    for (const install of installs) expect(install).toMatch(/--ignore-scripts\b.*--prefix\b|--prefix\b.*--ignore-scripts\b/)
    const tools = /\[([^\]]*)\]\.map/.exec(runLines.join("\n"))?.[1].match(/[\w@/.-]+/g) ?? []
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }
    const runner = pkg.scripts.audit.split(" ")[0]
    const imported = [...fs.readFileSync(path.join(ROOT, "scripts/audit.ts"), "utf8").matchAll(/^import .* from "([^"]+)"$/gm)]
      .map(([, name]) => name)
      .filter((name) => !name.startsWith(".") && !builtinModules.includes(name.replace(/^node:/, "")))
    expect(tools.sort()).toEqual([runner, ...imported].sort())
  })
})
