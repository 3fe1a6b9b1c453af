// CommonJS, untranspiled: jest.config.js reads it before Jest can compile TypeScript.
const fs = require("fs")
const path = require("path")
const { TEST_SITE_DIR } = require("../../scripts/test-build-dir")

/** The built site these tests read: npm test's build, made in a copy of the project so that npm start may run meanwhile. */
const PUBLIC_DIR = TEST_SITE_DIR

/** The tests that read the built site (npm test builds it first). */
const BUILT_SITE_TESTS = ["<rootDir>/__tests__/built-site/"]

/** CI as CI services set it: any value but empty, "0" or "false". */
const isCi = (env) => !!env.CI && env.CI !== "0" && env.CI.toLowerCase() !== "false"

/**
 * Whether the tests that read the built site may run. With a build they run.
 * Without one they run under CI too, and fail (there a missing build is a
 * broken pipeline, not a reason to pass); only on a developer's machine are
 * they left out, with a message saying so and how to run them.
 */
function builtSiteGate({ publicDir = PUBLIC_DIR, env = process.env } = {}) {
  if (fs.existsSync(path.join(publicDir, "index.html"))) return { skip: [], message: null }
  const missing = `${path.relative(process.cwd(), publicDir) || publicDir}/ has no built site`
  if (isCi(env))
    return {
      skip: [],
      message: `${missing}: under CI the built-site tests fail without one; run \`npm run build:test\` first (npm test does).`,
    }
  return {
    skip: BUILT_SITE_TESTS,
    message: `${missing}, so the built-site tests are skipped (${BUILT_SITE_TESTS.map((folder) => folder.replace("<rootDir>/", "")).join(", ")}): run \`npm run build:test\` first, or \`npm test\`. Under CI they fail instead.`,
  }
}

module.exports = { PUBLIC_DIR, BUILT_SITE_TESTS, builtSiteGate }
