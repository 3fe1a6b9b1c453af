/**
 * @jest-environment node
 */
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { examplePage } from "../support/content"

const ROOT = path.resolve(__dirname, "../..")
/** Any product: the editor breaks its title and description. */
const PRODUCT = `content/${examplePage("products").file}`

/** A copy of the project (sharing node_modules) whose content an editor has broken. */
function projectWithBrokenContent(): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "broken-content-"))
  for (const entry of [
    "package.json",
    "tsconfig.json",
    "gatsby-config.ts",
    "gatsby-node.ts",
    "gatsby-browser.tsx",
    "gatsby-ssr.tsx",
    "gatsby",
    "content-model",
    "admin/admin-path.ts",
    "admin/local-cms-backend.ts",
    "src",
    "content",
    "static",
  ]) {
    fs.cpSync(path.join(ROOT, entry), path.join(copy, entry), { recursive: true })
  }
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(copy, "node_modules"), "dir")
  const file = path.join(copy, PRODUCT)
  fs.writeFileSync(
    file,
    fs
      .readFileSync(file, "utf8")
      .replace(/^title: .*\n/m, "")
      .replace(/^description: .*(\n {2}.*)*$/m, "description: 42"),
  )
  return copy
}

describe("npm run build", () => {
  it("stops before building when content/ is broken, naming each file and field", () => {
    const copy = projectWithBrokenContent()
    try {
      const build = spawnSync("npx", ["gatsby", "build"], {
        cwd: copy,
        encoding: "utf8",
        env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", CONTEXT: "" },
        timeout: 170_000,
      })
      const output = `${build.stdout}\n${build.stderr}`
      expect(build.status).not.toBe(0)
      expect(output).toContain(`${PRODUCT}: title: is required`)
      expect(output).toContain(`${PRODUCT}: description: must be text, not number 42`)
      expect(fs.existsSync(path.join(copy, "public", "index.html"))).toBe(false)
    } finally {
      fs.rmSync(copy, { recursive: true, force: true })
    }
  }, 180_000)
})
