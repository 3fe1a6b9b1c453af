import { execFileSync, spawn } from "child_process"
import fs from "fs"
import path from "path"
import { copyProject } from "../../../scripts/project-files"

/**
 * This project as it is, in `to`, with the files an editor saved in the dev suite's copy (`from`)
 * laid over it, ready for `npm test`: the installed packages linked (scripts/project-files.ts's copy),
 * and a git repository around it (tests list the project's files as git sees them). Only the
 * editor's files come from the copy: the dev suite's other tests change other pages there.
 */
export function projectWithEditorsFiles(to: string, from: string, files: readonly string[]): void {
  copyProject(to)
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(to, file)), { recursive: true })
    fs.copyFileSync(path.join(from, file), path.join(to, file))
  }
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
