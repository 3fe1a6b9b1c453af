import fs from "fs"
import path from "path"
import { parse, type DefaultTreeAdapterMap } from "parse5"
import { APP_SCRIPTS_ATTRIBUTE, START_APP_SCRIPTS } from "../../src/browser/start-scripts-after-paint"
import { htmlFiles } from "./html-files"

/*
 * Puts each built page's script loader (src/browser/start-scripts-after-paint.ts)
 * in place of Gatsby's `<script src async>` tags. Not a Gatsby SSR hook: with
 * slices (Gatsby 5's default) those tags are rendered into the `_gatsby-scripts`
 * slice and stitched into each page after rendering, so onPreRenderHTML never sees them.
 */

type Node = DefaultTreeAdapterMap["node"]
type Element = DefaultTreeAdapterMap["element"]

const attribute = (element: Element, name: string): string | undefined => element.attrs.find((attr) => attr.name === name)?.value

/** Where a tag starts and ends in the page's text, and what goes there instead. */
interface Edit {
  start: number
  end: number
  text: string
}

/** Every <script> element of a page, in document order, with where it sits in the page's text. */
function scriptElements(html: string): Element[] {
  const found: Element[] = []
  const visit = (node: Node) => {
    if ("tagName" in node && node.tagName === "script") found.push(node)
    if ("childNodes" in node) node.childNodes.forEach(visit)
  }
  visit(parse(html, { sourceCodeLocationInfo: true }))
  return found
}

const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;")

/**
 * The page with its `<script src async>` tags replaced by the loader, which
 * takes the place of the first of them (unchanged when it has none). The
 * page's text is edited only where those tags stand, so the rest stays byte for byte.
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
  const scripts = scriptElements(html)
  const appScripts = scripts.filter((script) => attribute(script, "src") !== undefined && attribute(script, "async") !== undefined)
  if (appScripts.length === 0) return html
  const earlierLoaders = scripts.filter((script) => attribute(script, APP_SCRIPTS_ATTRIBUTE) !== undefined)
  const list = escapeAttribute(JSON.stringify(appScripts.map((script) => attribute(script, "src"))))
  const loader = `<script ${APP_SCRIPTS_ATTRIBUTE}="${list}">${START_APP_SCRIPTS}</script>`
  const edits: Edit[] = [...earlierLoaders, ...appScripts].map((script) => {
    const { startOffset, endOffset } = script.sourceCodeLocation!
    return { start: startOffset, end: endOffset, text: script === appScripts[0] ? loader : "" }
  })
  return edits.sort((a, b) => b.start - a.start).reduce((page, { start, end, text }) => page.slice(0, start) + text + page.slice(end), html)
}

/** The slice Gatsby stitched the scripts in from: a fragment under public/_gatsby/, not a page. */
const isGatsbySlice = (file: string) => file.startsWith("_gatsby/")

/** Puts the loader into every built page of publicDir; returns how many pages it changed. */
export function addScriptLoaders(publicDir: string): number {
  let changed = 0
  for (const { file } of htmlFiles(publicDir).filter(({ file }) => !isGatsbySlice(file))) {
    const fullPath = path.join(publicDir, file)
    const html = fs.readFileSync(fullPath, "utf8")
    const rewritten = startScriptsAfterPaint(html)
    if (rewritten !== html) {
      fs.writeFileSync(fullPath, rewritten)
      changed += 1
    }
  }
  return changed
}
