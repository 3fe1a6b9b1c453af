import type { GatsbyNode } from "gatsby"
import { onPostBuild as writeOgImages } from "./og-images"
import { onPostBuild as writeRobotsTxt } from "./robots-txt"
import { onPostBuild as writeSecurityHeaders } from "./security-headers"
import { onPostBuild as startScriptsAfterPaint } from "./start-scripts-after-paint"

/** Gatsby waits for a callback when onPostBuild declares three parameters; this one declares two and passes this. */
const noCallback = () => undefined

/**
 * Everything written into public/ after the build, in order: robots.txt, each
 * page's link-preview image, the pages' script loader, then _headers (last, so its policies cover every HTML
 * file and inline script the build produced).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args, options) => {
  await writeRobotsTxt?.(args, options, noCallback)
  await writeOgImages?.(args, options, noCallback)
  await startScriptsAfterPaint?.(args, options, noCallback)
  await writeSecurityHeaders?.(args, options, noCallback)
}
