import path from "path"
import type { GatsbyNode } from "gatsby"
import { writeOgImages } from "../post-build/og-images"
import { writeRedirects } from "../post-build/redirects"
import { writeRobotsTxt } from "../post-build/robots-txt"
import { addScriptLoaders } from "../post-build/script-loader"
import { writeSecurityHeadersForBuild } from "../post-build/security-headers"
import { speedUpOn } from "../speed-ups"

/**
 * Everything written into public/ after the build, in order: robots.txt, _redirects (old addresses), each
 * page's link-preview image, the pages' script loader, then _headers (last, so
 * its policies cover every HTML file and inline script the build produced).
 * Two parameters: Gatsby waits for a callback from an API function with three.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  const publicDir = path.resolve("public")
  writeRobotsTxt(publicDir)
  reporter.info(`Redirects: ${writeRedirects(publicDir)} old addresses in public/_redirects`)
  const previews = await writeOgImages(publicDir)
  reporter.info(`Open Graph images: one per page, ${previews} in public/og/`)
  if (speedUpOn("scripts-after-paint")) addScriptLoaders(publicDir)
  try {
    reporter.info(writeSecurityHeadersForBuild(publicDir, process.env))
  } catch (error) {
    reporter.panicOnBuild(`The Content-Security-Policy could not be written:\n${(error as Error).message}`)
  }
}
