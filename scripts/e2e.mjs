/**
 * npm run test:e2e: the browser tests. They run on a built site, so this builds
 * it first when it is missing: the site suite's is npm test's (npm run build:test,
 * beside npm start's public/, and the project-copy test's site with the examples published), the delivery suite's public/ (npm run build; CI's netlify build).
 * Three suites, one after the other (see playwright.config.ts): the site's pages on
 * our static server (scripts/serve.ts), npm start in a copy of the project (the CMS, the local
 * servers), then delivery (headers, status codes, one real send) on Netlify's own server.
 * E2E_SUITE=site, dev or delivery runs one of them.
 */
import { spawnSync } from "child_process"
import fs from "fs"
import path from "path"
import testBuild from "./test-build-dir.js"

const SUITES = ["site", "dev", "delivery"]

const run = (command, args, env = {}) => {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...env } })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const chosen = process.env.E2E_SUITE
if (chosen && !SUITES.includes(chosen)) {
  console.error(`E2E_SUITE must be one of ${SUITES.join(", ")}, not ${chosen}.`)
  process.exit(1)
}
const chromium = process.env.CHROME_PATH || "/usr/bin/chromium"
if (!fs.existsSync(chromium)) {
  console.error(`Chromium is not at ${chromium}. Install Debian's: apt-get install -y chromium (or set CHROME_PATH).`)
  process.exit(1)
}
const suites = chosen ? [chosen] : SUITES
if (suites.includes("site") && !fs.existsSync(path.join(testBuild.TEST_SITE_DIR, "index.html"))) run("npm", ["run", "build:test"])
// The site with the example case studies published: npm test's project-copy test builds and keeps it.
if (suites.includes("site") && !fs.existsSync(path.join(testBuild.PUBLISHED_EXAMPLES_SITE_DIR, "index.html")))
  run("npx", ["jest", "__tests__/build/developer-and-editor-changes.test.ts"])
if (suites.includes("delivery") && !fs.existsSync("public/index.html")) run("npm", ["run", "build"])
for (const suite of suites) {
  // A file named on the command line belongs to one suite; the other then has nothing to run.
  run("npx", ["playwright", "test", "--pass-with-no-tests", ...process.argv.slice(2)], { E2E_SUITE: suite })
}
