// CommonJS, untranspiled: jest.config.js reads it (through the built-site gate) before Jest can compile TypeScript.
const path = require("path")

/**
 * Where npm test, run in the project at `project`, builds the site: a copy of the project
 * (scripts/test-build.ts), so that its build leaves public/ and static/admin/, which npm start's
 * dev site serves, alone.
 */
const testBuildDirOf = (project) => path.join(project, ".test-build")

/** The site npm test built there: what the built-site tests (Jest) and the site browser suite read. */
const testSiteDirOf = (project) => path.join(testBuildDirOf(project), "public")

const ROOT = path.resolve(__dirname, "..")

module.exports = { testSiteDirOf, TEST_BUILD_DIR: testBuildDirOf(ROOT), TEST_SITE_DIR: testSiteDirOf(ROOT) }
