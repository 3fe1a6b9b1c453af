/**
 * npm run test:e2e: the browser tests. They run on the built site, so this
 * builds it first when public/ is missing (`npm test` has already built it in CI).
 */
import { spawnSync } from "child_process"
import fs from "fs"

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" } })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const chromium = process.env.CHROME_PATH || "/usr/bin/chromium"
if (!fs.existsSync(chromium)) {
  console.error(`Chromium is not at ${chromium}. Install Debian's: apt-get install -y chromium (or set CHROME_PATH).`)
  process.exit(1)
}
if (!fs.existsSync("public/index.html")) run("npm", ["run", "build"])
run("npx", ["playwright", "test", ...process.argv.slice(2)])
