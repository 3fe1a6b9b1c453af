import fs from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { HOLD_CLICKS_UNTIL_HYDRATED } from "./clicks-before-hydration"
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
 * script that adds them once the page has loaded (for most pages that is the
 * HTML, CSS and font; on the home page also the hero image) and has been
 * painted: the page shows first, complete, then hydrates. A visitor who
 * presses a key or touches the screen before then starts them at once, and the
 * loader holds back a click on a JavaScript-only button until React has
 * hydrated that button, so that it is not lost (clicks-before-hydration.ts).
 * A hidden tab, which paints no frames, starts them at once; and they start
 * at the latest APP_SCRIPTS_AT_LATEST_MS after the page was parsed.
 *
 * The loader names the scripts in `data-app-scripts`, so its code is the same
 * on every page (one CSP hash) and tests can read the list.
 */

/** The attribute that lists, as JSON, the scripts the loader adds. */
export const APP_SCRIPTS_ATTRIBUTE = "data-app-scripts"

/** When a page's load event is slow (a slow network, a stuck image), the scripts start anyway after this long. */
export const APP_SCRIPTS_AT_LATEST_MS = 5000

/** What starts the scripts before the page has loaded: the visitor reaching for a control. */
export const INTERACTIONS = ["pointerdown", "keydown", "touchstart"]

/**
 * The loader itself: holds early clicks, then adds the scripts after the load
 * event, the first contentful paint and the next frame (a timeout after a
 * frame callback), at once on an interaction or in a hidden tab. The paint is
 * the browser's own report (a `paint` PerformanceObserver entry), not just a
 * frame callback: a frame is handed to the screen well after its callbacks
 * run, longer on a busy phone and while the font may still hide the text,
 * and scripts started in that gap ran before the page appeared. A browser
 * without paint entries waits for the next frame only.
 */
export const START_APP_SCRIPTS = [
  HOLD_CLICKS_UNTIL_HYDRATED,
  "(function(l){var s=JSON.parse(l.getAttribute('" + APP_SCRIPTS_ATTRIBUTE + "')),started=false,on=" + JSON.stringify(INTERACTIONS).replace(/"/g, "'") + ";",
  "function start(){if(started)return;started=true;on.forEach(function(t){document.removeEventListener(t,start,true)});",
  "s.forEach(function(src){var e=document.createElement('script');e.src=src;e.async=true;document.body.appendChild(e)})}",
  "function afterNextFrame(){requestAnimationFrame(function(){setTimeout(start,0)})}",
  "function afterFirstPaint(){var P=window.PerformanceObserver;",
  "if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')<0)return afterNextFrame();",
  "var o=new P(function(list){if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();afterNextFrame()}});",
  "o.observe({type:'paint',buffered:true})}",
  "if(document.visibilityState==='hidden')start();else{",
  "on.forEach(function(t){document.addEventListener(t,start,{capture:true,passive:true})});",
  "if(document.readyState==='complete')afterFirstPaint();else window.addEventListener('load',afterFirstPaint);",
  "setTimeout(start," + APP_SCRIPTS_AT_LATEST_MS + ")}",
  "})(document.currentScript)",
].join("")

const ASYNC_SCRIPT = /<script src="([^"]+)" async=""><\/script>|<script src="([^"]+)" async><\/script>/g

/** A loader this step wrote into the page on an earlier build. */
const EARLIER_LOADER = new RegExp(`<script ${APP_SCRIPTS_ATTRIBUTE}="[^"]*">[\\s\\S]*?<\\/script>`, "g")

/**
 * The page with its `<script src async>` tags replaced by the loader, which
 * takes the place of the first of them (unchanged when it has none).
 *
 * The scripts sit in Gatsby's scripts slice (between `<!-- slice-start -->`
 * and `<!-- slice-end -->` comments). On an incremental build in which only
 * the browser bundle changed, Gatsby does not render the page again: it
 * stitches the new slice, with new `<script async>` tags, between those
 * comments of the HTML this step already rewrote. So the loader goes inside the
 * slice, where restitching replaces it, and a loader left from an earlier build
 * is dropped: two loaders would start two copies of the app on one page.
 */
export function startScriptsAfterPaint(html: string): string {
  const sources = Array.from(html.matchAll(ASYNC_SCRIPT), ([, quoted, bare]) => quoted ?? bare)
  if (sources.length === 0) return html
  const list = JSON.stringify(sources).replace(/"/g, "&quot;")
  const loader = `<script ${APP_SCRIPTS_ATTRIBUTE}="${list}">${START_APP_SCRIPTS}</script>`
  let placed = false
  return html.replace(EARLIER_LOADER, "").replace(ASYNC_SCRIPT, () => {
    if (placed) return ""
    placed = true
    return loader
  })
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
