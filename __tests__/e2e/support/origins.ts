import os from "os"
import path from "path"

/** Where the browser tests serve the built site. */
export const E2E_SITE_PORT = 9100
export const E2E_SITE_ORIGIN = `http://127.0.0.1:${E2E_SITE_PORT}`

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
