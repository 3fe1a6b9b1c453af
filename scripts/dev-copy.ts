/**
 * `npm start` in a fresh copy of the project, for the browser tests that use the dev site and its
 * CMS as an editor does (the dev suite, __tests__/e2e/dev/): they save content, and the copy keeps
 * the real content/ untouched. Copies the working tree (what git tracks or would track) into a git
 * repository of its own, links the installed node_modules, and runs scripts/start.ts there on its
 * own ports, so that it runs beside a developer's own npm start.
 *
 *   npx tsx scripts/dev-copy.ts --dir /tmp/agency-dev-copy --port 8100
 *
 * It writes <dir>/dev-copy.json ({ pid }: its own process, the root of every server npm start
 * opened) and stops them all, and removes the copy, when it is stopped.
 */
import { execFileSync, spawn } from "child_process"
import fs from "fs"
import path from "path"
import { parseArgs } from "util"
import { copyProject } from "./project-files"

export const DEV_COPY_STATE = "dev-copy.json"

function main() {
  const { values } = parseArgs({ options: { dir: { type: "string" }, port: { type: "string", default: "8100" } } })
  if (!values.dir) throw new Error("--dir is required")
  const dir = path.resolve(values.dir)
  copyProject(dir)
  // A checkout, as a developer's is: npm test there lists the project's files as git sees them.
  execFileSync("git", ["init", "-q"], { cwd: dir })
  fs.writeFileSync(path.join(dir, DEV_COPY_STATE), JSON.stringify({ pid: process.pid }))
  const start = spawn(process.execPath, [require.resolve("tsx/cli"), "scripts/start.ts", "--port", values.port], {
    cwd: dir,
    stdio: "inherit",
    env: process.env,
  })
  let stopping = false
  const stop = () => {
    stopping = true
    start.kill("SIGTERM")
  }
  process.on("SIGINT", stop)
  process.on("SIGTERM", stop)
  start.on("exit", (code, signal) => {
    // Said, for a test run's log: every test after this finds no server.
    if (!stopping) console.error(`npm start in the dev copy stopped by itself (${signal ? `signal ${signal}` : `exit code ${code}`}).`)
    fs.rmSync(dir, { recursive: true, force: true })
    process.exit(code ?? 1)
  })
}

if (require.main === module) main()
