import { spawn } from "child_process"

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
