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

/** Where, in the test build's folder, npm test keeps the site built with every example case study and testimonial published. */
const PUBLISHED_EXAMPLES_FOLDER = "published-examples"

const ROOT = path.resolve(__dirname, "..")

module.exports = {
  testSiteDirOf,
  TEST_BUILD_DIR: testBuildDirOf(ROOT),
  TEST_SITE_DIR: testSiteDirOf(ROOT),
  PUBLISHED_EXAMPLES_FOLDER,
  /**
   * The site as built with every example case study and testimonial published (draft: false), by
   * __tests__/build/developer-and-editor-changes.test.ts in its copy of the project: what the site
   * browser suite's accessibility checks and npm run bench --site read of proof of work's pages,
   * which the ordinary build, its examples all drafts, does not have.
   */
  PUBLISHED_EXAMPLES_SITE_DIR: path.join(testBuildDirOf(ROOT), PUBLISHED_EXAMPLES_FOLDER),
}
