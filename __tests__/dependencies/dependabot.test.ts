/**
 * @jest-environment node
 */
import fs from "fs"
import yaml from "js-yaml"
import path from "path"
import { AUDITED_TREES } from "../../scripts/audit"

/** Dependabot's version updates cover the trees npm run audit judges, and the workflows' actions. */
const ROOT = path.resolve(__dirname, "../..")

interface Update {
  "package-ecosystem": string
  directory: string
  schedule: { interval: string }
  ignore?: Array<{ "dependency-name": string }>
}

const config = yaml.load(fs.readFileSync(path.join(ROOT, ".github/dependabot.yml"), "utf8")) as { version: number; updates: Update[] }
const updatesOf = (ecosystem: string) => config.updates.filter((update) => update["package-ecosystem"] === ecosystem)
/** A folder of the repository as Dependabot writes it: "/" for the root, "/admin" for admin/. */
const asDependabotDirectory = (dir: string) => `/${path.relative(ROOT, dir).split(path.sep).join("/")}`

describe("Dependabot (.github/dependabot.yml)", () => {
  it("updates npm in exactly the folders whose lock files npm run audit judges, each holding a package.json and its lock file", () => {
    expect(config.version).toBe(2)
    const npmDirectories = updatesOf("npm").map(({ directory }) => directory)
    expect(npmDirectories.sort()).toEqual(AUDITED_TREES.map(({ dir }) => asDependabotDirectory(dir)).sort())
    for (const directory of npmDirectories) {
      for (const file of ["package.json", "package-lock.json"]) expect(fs.existsSync(path.join(ROOT, directory, file))).toBe(true)
    }
  })

  it("updates the GitHub Actions of the repository's workflows", () => {
    expect(updatesOf("github-actions").map(({ directory }) => directory)).toEqual(["/"])
    const workflows = fs.readdirSync(path.join(ROOT, ".github/workflows")).filter((file) => /\.ya?ml$/.test(file))
    expect(workflows.length).toBeGreaterThan(0)
  })

  it("runs every update weekly", () => {
    for (const update of config.updates) expect(update.schedule.interval).toBe("weekly")
  })

  it("ignores only packages its folder declares, so a rule cannot outlive its package unnoticed", () => {
    for (const update of updatesOf("npm")) {
      const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, update.directory, "package.json"), "utf8")) as Record<
        string,
        Record<string, string> | undefined
      >
      const declared = new Set(["dependencies", "devDependencies"].flatMap((field) => Object.keys(pkg[field] ?? {})))
      const undeclared = (update.ignore ?? []).map((rule) => rule["dependency-name"]).filter((name) => !declared.has(name))
      expect({ directory: update.directory, undeclared }).toEqual({ directory: update.directory, undeclared: [] })
    }
  })
})
