import os from "os"
import path from "path"
import { PUBLISHED_EXAMPLES_SITE_DIR, TEST_SITE_DIR } from "../../../scripts/test-build-dir"

/** Where the browser tests serve the built site. */
export const E2E_SITE_PORT = 9100
export const E2E_SITE_ORIGIN = `http://127.0.0.1:${E2E_SITE_PORT}`

/**
 * The built site the suite serves there and reads: npm test's build (scripts/test-build.ts) for the
 * site suite, which so runs beside npm start; Netlify's build in public/ for the delivery suite.
 */
export const SERVED_SITE_DIR = process.env.E2E_SUITE === "delivery" ? path.resolve(__dirname, "../../../public") : TEST_SITE_DIR

/** Where the site suite serves the site built with the example case studies published (PUBLISHED_EXAMPLES_SITE_DIR), for proof of work's pages. */
export const E2E_EXAMPLES_PORT = 9101
export const E2E_EXAMPLES_ORIGIN = `http://127.0.0.1:${E2E_EXAMPLES_PORT}`
export { PUBLISHED_EXAMPLES_SITE_DIR }

/**
 * The dev suite's npm start, in a copy of the project (scripts/dev-copy.ts): the dev site, and
 * the mail sink and decap-server beside it, on ports of their own so that a developer's own
 * npm start may run meanwhile.
 */
export const DEV_COPY = {
  port: 8100,
  origin: "http://localhost:8100",
  decapServerPort: 8091,
  mailSinkPort: 8797,
  /** Where the copy lives while the suite runs. */
  dir: path.join(os.tmpdir(), "agency-dev-copy"),
} as const
