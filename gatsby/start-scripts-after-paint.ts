import fs from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { htmlFiles } from "./security-headers"

/**
 * Gatsby ends every page with `<script async>` tags for webpack's runtime,
 * React and the app. An async script runs the moment it arrives, and on a
 * phone it often arrives before the first paint, so the visitor waits for
 * ~90 KB of JavaScript to download, parse and run before seeing a page that is
 * already complete HTML and CSS. The scripts also take bandwidth from the hero
 * image and the font while those are still loading.
 *
 * After the build, each page's app scripts are replaced by one small inline
 * script that adds them once the first frame is painted: the page shows
 * first, then hydrates. It names the scripts in `data-app-scripts`, so the
 * inline code is the same on every page (one CSP hash) and tests can read the
 * list. A hidden tab, which paints no frames, starts them at once.
 */

/** The attribute that lists, as JSON, the scripts the loader adds. */
export const APP_SCRIPTS_ATTRIBUTE = "data-app-scripts"

/** The loader itself: after the next frame is painted (a timeout after a frame callback), or now in a hidden tab. */
export const START_APP_SCRIPTS = [
  "(function(l){var s=JSON.parse(l.getAttribute('" + APP_SCRIPTS_ATTRIBUTE + "')),started=false;",
  "function start(){if(started)return;started=true;s.forEach(function(src){var e=document.createElement('script');e.src=src;e.async=true;document.body.appendChild(e)})}",
  "if(document.visibilityState==='hidden')start();else{requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,3000)}",
  "})(document.currentScript)",
].join("")

const ASYNC_SCRIPT = /<script src="([^"]+)" async=""><\/script>|<script src="([^"]+)" async><\/script>/g

/** The page with its `<script src async>` tags replaced by the loader (unchanged when it has none). */
export function startScriptsAfterPaint(html: string): string {
  const sources: string[] = []
  const withoutScripts = html.replace(ASYNC_SCRIPT, (_tag, quoted?: string, bare?: string) => {
    sources.push((quoted ?? bare) as string)
    return ""
  })
  if (sources.length === 0) return html
  const list = JSON.stringify(sources).replace(/"/g, "&quot;")
  const loader = `<script ${APP_SCRIPTS_ATTRIBUTE}="${list}">${START_APP_SCRIPTS}</script>`
  const bodyEnd = withoutScripts.lastIndexOf("</body>")
  if (bodyEnd === -1) throw new Error("A built page has no </body> to put its script loader before")
  return withoutScripts.slice(0, bodyEnd) + loader + withoutScripts.slice(bodyEnd)
}

/** The scripts a built page's loader will add, in order (empty when the page has no loader). */
export function appScriptsOf(document: Document): string[] {
  const loader = document.querySelector(`script[${APP_SCRIPTS_ATTRIBUTE}]`)
  return loader ? (JSON.parse(loader.getAttribute(APP_SCRIPTS_ATTRIBUTE) ?? "[]") as string[]) : []
}

/** The slice Gatsby stitched the scripts in from: a fragment under public/_gatsby/, not a page. */
const isGatsbySlice = (file: string) => file.startsWith("_gatsby/")

export const onPostBuild: GatsbyNode["onPostBuild"] = () => {
  const publicDir = path.resolve("public")
  for (const { file } of htmlFiles(publicDir).filter(({ file }) => !isGatsbySlice(file))) {
    const fullPath = path.join(publicDir, file)
    const html = fs.readFileSync(fullPath, "utf8")
    const rewritten = startScriptsAfterPaint(html)
    if (rewritten !== html) fs.writeFileSync(fullPath, rewritten)
  }
}
