import { execFileSync, spawn } from "child_process"
import fs from "fs"
import path from "path"
import { DEV_COPY_STATE } from "../../../scripts/dev-copy"

const ROOT = path.resolve(__dirname, "../../..")

/** What a copy of the project's tree leaves out: installed packages (linked instead), what builds and tests make, the dev copy's own state. */
const NOT_COPIED = new Set(["node_modules", ".cache", "public", "test-results", "playwright-report", "reports", DEV_COPY_STATE])
const NOT_COPIED_PATHS = new Set(["admin/node_modules", "static/admin"])

/**
 * Copies a project tree (the dev suite's copy, as an editor left it) into `to` for `npm test`:
 * its files without what builds make, the installed packages linked from this checkout, and a git
 * repository around it (tests list the project's files as git sees them).
 */
export function copyTreeForTests(from: string, to: string): void {
  fs.cpSync(from, to, {
    recursive: true,
    filter: (source) => {
      const relative = path.relative(from, source)
      return !NOT_COPIED.has(path.basename(source)) && !NOT_COPIED_PATHS.has(relative)
    },
  })
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(to, "node_modules"), "dir")
  fs.symlinkSync(path.join(ROOT, "admin/node_modules"), path.join(to, "admin/node_modules"), "dir")
  execFileSync("git", ["init", "-q"], { cwd: to })
}

/**
 * Runs a command in `cwd` without blocking the test's timers; its output, both streams, is kept.
 * Without Playwright's FORCE_COLOR: tests that read Jest's report (e.g. "Tests: 5 passed") read it plain, as in a terminal-less CI.
 */
export function run(command: string, args: readonly string[], cwd: string): Promise<{ status: number | null; output: string }> {
  const env = { ...process.env }
  delete env.FORCE_COLOR
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] })
    let output = ""
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()))
    child.on("error", reject)
    child.on("close", (status) => resolve({ status, output }))
  })
}
