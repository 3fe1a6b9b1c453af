/**
 * The JSON Schemas VS Code's hints read are made from content/schema/*.ts, not kept in git: every
 * command that needs them writes them first, so a fresh clone has them after npm install, and a
 * schema change never leaves a stale copy behind in a commit.
 */
import { execFileSync } from "child_process"
import fs from "fs"
import path from "path"
import { contentSchemaFiles } from "../../content/schema/schema-files"

const ROOT = path.resolve(__dirname, "../..")
const scripts = (JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts
const git = (...args: string[]) => execFileSync("git", args, { cwd: ROOT, encoding: "utf8" })

it.each(["postinstall", "start", "test"])("npm's %s writes the schema files before anything else runs", (name) => {
  const steps = scripts[name].split("&&").map((step) => step.trim())
  const schemaStep = steps.findIndex((step) => /^npm run schema\b/.test(step))
  expect(schemaStep).toBeGreaterThanOrEqual(0)
  // postinstall installs the CMS's packages first (the schema reads none of them); the others start with it.
  expect(schemaStep).toBe(name === "postinstall" ? steps.length - 1 : 0)
})

it("keeps no schema file in git, and git ignores each one the schema makes", () => {
  expect(git("ls-files", "content/schema/*.schema.json").trim()).toBe("")
  const made = contentSchemaFiles().map(({ path: file }) => path.relative(ROOT, path.resolve(ROOT, file)))
  expect(made.length).toBeGreaterThan(0)
  // check-ignore names each path it ignores, one per line.
  expect(
    git("check-ignore", ...made)
      .trim()
      .split("\n")
      .sort(),
  ).toEqual([...made].sort())
})
