import { defineConfig, devices } from "@playwright/test"
import {
  DEV_COPY,
  E2E_EXAMPLES_ORIGIN,
  E2E_EXAMPLES_PORT,
  E2E_SITE_ORIGIN,
  E2E_SITE_PORT,
  PUBLISHED_EXAMPLES_SITE_DIR,
  SERVED_SITE_DIR,
} from "./__tests__/e2e/support/origins"
import { CHROME_FLAGS, chromePath } from "./scripts/chromium"

/**
 * Browser tests in Debian's Chromium: no browser is downloaded. Run through `npm run test:e2e`,
 * which builds the site first when it is missing and runs the three suites one after the other:
 * - site (E2E_SUITE unset or "site"): the built site's pages, keyboard, form, served as Netlify's
 *   CDN serves them by our own server (scripts/serve.ts, the benchmark's), from npm test's build
 *   (.test-build/public/, scripts/test-build.ts), which leaves npm start's public/ alone;
 * - dev (E2E_SUITE=dev, __tests__/e2e/dev/): npm start as a developer or editor runs it, in a copy
 *   of the project (scripts/dev-copy.ts): the CMS on the local back end, the servers it opens;
 * - delivery (E2E_SUITE=delivery): headers, CSP, status codes, Observatory, one real send, the
 *   contact form's Netlify registration and the CMS's page under its production policy, served by
 *   Netlify's own server (`netlify dev`, scripts/netlify.ts).
 */
const DELIVERY_SPECS = [
  "**/security-headers.spec.ts",
  "**/observatory.spec.ts",
  "**/redirects.spec.ts",
  "**/netlify-form-registration.spec.ts",
]
const DEV_SPECS = ["**/dev/*.spec.ts"]
const suite = process.env.E2E_SUITE ?? "site"

const webServers = {
  site: [
    {
      command: `npx tsx scripts/serve.ts --port ${E2E_SITE_PORT} --dir ${JSON.stringify(SERVED_SITE_DIR)}`,
      url: `${E2E_SITE_ORIGIN}/`,
      reuseExistingServer: !process.env.CI,
    },
    // npm test's site with the example case studies published (routes.spec.ts checks proof of work's pages there).
    {
      command: `npx tsx scripts/serve.ts --port ${E2E_EXAMPLES_PORT} --dir ${JSON.stringify(PUBLISHED_EXAMPLES_SITE_DIR)}`,
      url: `${E2E_EXAMPLES_ORIGIN}/`,
      reuseExistingServer: !process.env.CI,
    },
  ],
  // gatsby develop takes a minute or two to start on a busy machine.
  dev: {
    command: `npx tsx scripts/dev-copy.ts --dir ${DEV_COPY.dir} --port ${DEV_COPY.port}`,
    url: `${DEV_COPY.origin}/`,
    reuseExistingServer: false,
    timeout: 400_000,
    env: {
      ...withoutEmailJsIds(process.env),
      DECAP_SERVER_PORT: String(DEV_COPY.decapServerPort),
      MAIL_SINK_PORT: String(DEV_COPY.mailSinkPort),
    },
  },
  delivery: {
    // Installs tools/netlify/ on first use; netlify dev takes ~30 s to start on a busy machine.
    command: `npx tsx scripts/netlify.ts --port ${E2E_SITE_PORT}`,
    url: `${E2E_SITE_ORIGIN}/`,
    reuseExistingServer: false,
    timeout: 300_000,
  },
}

/** The environment without EmailJS ids, so that npm start sends to its own mail sink. */
function withoutEmailJsIds(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => !entry[0].startsWith("GATSBY_EMAILJS_") && entry[1] !== undefined),
  )
}

export default defineConfig({
  testDir: "__tests__/e2e",
  testMatch: suite === "delivery" ? DELIVERY_SPECS : suite === "dev" ? DEV_SPECS : "**/*.spec.ts",
  testIgnore: suite === "site" ? [...DELIVERY_SPECS, ...DEV_SPECS] : [],
  fullyParallel: true,
  // The dev specs share one copy of the project: one breaks its content/ on purpose while another
  // checks the whole copy after a save, so they run one at a time.
  workers: suite === "dev" ? 1 : 2,
  // One retry in CI: on a loaded 2-core machine a timing-sensitive browser test can flake; Playwright
  // still reports it as flaky, so it is seen, not hidden.
  retries: process.env.CI ? 1 : 0,
  timeout: suite === "dev" ? 120_000 : 45_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: {
    baseURL: suite === "dev" ? DEV_COPY.origin : E2E_SITE_ORIGIN,
    // A trace snapshots the whole page at every step, which on the long pages made each step take
    // a second on a loaded machine; in CI only the retry of a failed test records one.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: { executablePath: chromePath(), args: CHROME_FLAGS },
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } }],
  webServer: webServers[suite as keyof typeof webServers] ?? webServers.site,
})
