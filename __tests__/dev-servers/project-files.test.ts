/**
 * @jest-environment node
 *
 * The copies of the project that npm test builds in (scripts/test-build.ts) and the dev suite runs
 * npm start in (scripts/dev-copy.ts): the project's files as git sees them, the installs linked,
 * and, for npm test, the copy's own build kept for the next, incremental one.
 */
import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { copyProject, projectFiles } from "../../scripts/project-files"
import { TEST_BUILD_DIR, TEST_SITE_DIR } from "../../scripts/test-build-dir"

const ROOT = path.resolve(__dirname, "../..")

describe("a copy of the project", () => {
  let copy: string
  beforeEach(() => (copy = fs.mkdtempSync(path.join(os.tmpdir(), "project-files-"))))
  afterEach(() => fs.rmSync(copy, { recursive: true, force: true }))

  it("holds every file git sees, byte for byte, and links the installs instead of copying them", () => {
    copyProject(copy)
    const files = projectFiles()
    expect(files).toContain("package.json")
    expect(files.filter((file) => !fs.readFileSync(path.join(copy, file)).equals(fs.readFileSync(path.join(ROOT, file))))).toEqual([])
    for (const installs of ["node_modules", "admin/node_modules"]) {
      expect(fs.lstatSync(path.join(copy, installs)).isSymbolicLink()).toBe(true)
      expect(fs.realpathSync(path.join(copy, installs))).toBe(fs.realpathSync(path.join(ROOT, installs)))
    }
  })

  it("made again, drops what the project no longer has but keeps what it is told to (a build's cache and output)", () => {
    fs.mkdirSync(path.join(copy, ".cache"))
    fs.writeFileSync(path.join(copy, ".cache/state.json"), "{}")
    fs.mkdirSync(path.join(copy, "public"))
    fs.writeFileSync(path.join(copy, "public/index.html"), "<!doctype html>")
    fs.writeFileSync(path.join(copy, "removed-from-the-project.ts"), "")
    copyProject(copy, { keep: [".cache", "public"] })
    expect(fs.readFileSync(path.join(copy, ".cache/state.json"), "utf8")).toBe("{}")
    expect(fs.readFileSync(path.join(copy, "public/index.html"), "utf8")).toBe("<!doctype html>")
    expect(fs.existsSync(path.join(copy, "removed-from-the-project.ts"))).toBe(false)
    copyProject(copy)
    expect(fs.readdirSync(copy)).not.toContain(".cache")
  })

  it("made from a copy that git sees whole, leaves out the links to the installs that git lists there", () => {
    copyProject(copy)
    execFileSync("git", ["init", "-q"], { cwd: copy })
    const listedThere = execFileSync("git", ["ls-files", "--others", "--exclude-standard"], { cwd: copy, encoding: "utf8" }).split("\n")
    expect(listedThere).toContain("node_modules")
    const again = execFileSync(
      process.execPath,
      [require.resolve("tsx/cli"), "-e", 'console.log(JSON.stringify(require("./scripts/project-files").projectFiles()))'],
      {
        cwd: copy,
        encoding: "utf8",
      },
    )
    expect((JSON.parse(again) as string[]).filter((file) => file.split("/").includes("node_modules"))).toEqual([])
  })
})

test("npm test's build lives where git ignores it, so no copy of the project holds another", () => {
  expect(path.dirname(TEST_SITE_DIR)).toBe(TEST_BUILD_DIR)
  expect(execFileSync("git", ["check-ignore", path.relative(ROOT, TEST_BUILD_DIR) + "/"], { cwd: ROOT, encoding: "utf8" }).trim()).not.toBe(
    "",
  )
  expect(projectFiles().filter((file) => path.join(ROOT, file).startsWith(TEST_BUILD_DIR + path.sep))).toEqual([])
})
