import { defineConfig, devices } from "@playwright/test"
import { E2E_SITE_ORIGIN, E2E_SITE_PORT } from "./__tests__/e2e/support/origins"
import { CHROME_FLAGS, chromePath } from "./scripts/chromium"

/**
 * Browser tests against the built site (public/), in Debian's Chromium: no
 * browser is downloaded. Run through `npm run test:e2e`, which builds the site
 * first when public/ is missing and runs the two suites one after the other:
 * - site (E2E_SUITE unset or "site"): pages, keyboard, form, served as Netlify's CDN serves
 *   them by our own server (scripts/serve.ts, the benchmark's);
 * - delivery (E2E_SUITE=delivery): headers, CSP, status codes, Observatory, one
 *   real send and the CMS at /admin/ under its own policy, served by Netlify's own
 *   server (`netlify dev`, scripts/netlify.ts).
 */
const DELIVERY_SPECS = ["**/security-headers.spec.ts", "**/observatory.spec.ts", "**/cms.spec.ts"]
const delivery = process.env.E2E_SUITE === "delivery"

export default defineConfig({
  testDir: "__tests__/e2e",
  testMatch: delivery ? DELIVERY_SPECS : "**/*.spec.ts",
  testIgnore: delivery ? [] : DELIVERY_SPECS,
  fullyParallel: true,
  workers: 2,
  // One retry in CI: on a loaded 2-core machine a timing-sensitive browser test can flake; Playwright
  // still reports it as flaky, so it is seen, not hidden.
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: {
    baseURL: E2E_SITE_ORIGIN,
    trace: "retain-on-failure",
    launchOptions: { executablePath: chromePath(), args: CHROME_FLAGS },
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } }],
  webServer: delivery
    ? {
        // Installs tools/netlify/ on first use; netlify dev takes ~30 s to start on a busy machine.
        command: `npx tsx scripts/netlify.ts --port ${E2E_SITE_PORT}`,
        url: `${E2E_SITE_ORIGIN}/`,
        reuseExistingServer: false,
        timeout: 300_000,
      }
    : {
        command: `npx tsx scripts/serve.ts --port ${E2E_SITE_PORT}`,
        url: `${E2E_SITE_ORIGIN}/`,
        reuseExistingServer: !process.env.CI,
      },
})
