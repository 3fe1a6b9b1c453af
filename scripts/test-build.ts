/**
 * npm run build:test (npm test runs it): the production build the tests read, made in a copy of
 * the project (.test-build/: its files as git sees them, the installs linked) rather than in the
 * project itself. A build empties public/ and bundles the CMS into static/admin/, both of which
 * npm start's dev site serves; here they are the copy's, so npm test runs beside npm start.
 * The copy keeps its Gatsby cache and output between runs, as the project's own would, so a
 * second build is an incremental one.
 */
import { spawnSync } from "child_process"
import { PUBLISHED_EXAMPLES_FOLDER, TEST_BUILD_DIR, TEST_SITE_DIR } from "./test-build-dir"
import { copyProject } from "./project-files"

/** What a build in the copy writes and a later one reuses, and the published examples' site, which Jest writes after it. */
const KEPT = [".cache", "public", PUBLISHED_EXAMPLES_FOLDER]

function main() {
  copyProject(TEST_BUILD_DIR, { keep: KEPT })
  const build = spawnSync("npm", ["run", "build"], { cwd: TEST_BUILD_DIR, stdio: "inherit" })
  if (build.status !== 0) process.exit(build.status ?? 1)
  console.log(`Built the site for the tests into ${TEST_SITE_DIR}`)
}

main()
