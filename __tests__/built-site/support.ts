import fs from "fs"
import path from "path"
import { JSDOM } from "jsdom"
import { isAdminFile } from "../../admin/admin-path"
import { CONTACT_PATH } from "../../src/site/enquiry-route"
import { appScriptsOf } from "../../src/browser/start-scripts-after-paint"
import type { SectionData } from "../../src/components/sections/section-fields"
import { PUBLIC_DIR } from "../support/built-site-gate"

export { PUBLIC_DIR }

/** Every built page a visitor sees (the CMS at /admin/ is not one): its route and its parsed HTML. */
export function builtPages(): Array<{ route: string; document: Document }> {
  if (!fs.existsSync(path.join(PUBLIC_DIR, "index.html"))) {
    throw new Error(`${PUBLIC_DIR} has no built site: run \`npm run build:test\` first (npm test does it for you).`)
  }
  const pages: Array<{ route: string; document: Document }> = []
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name)
      if (isAdminFile(path.relative(PUBLIC_DIR, full).split(path.sep).join("/") + "/")) continue
      if (entry.isDirectory() && !["static", "page-data", "~partytown"].includes(entry.name)) walk(full)
      else if (entry.name === "index.html") {
        const route = `/${path.relative(PUBLIC_DIR, folder).split(path.sep).join("/")}/`.replace("//", "/")
        pages.push({ route, document: new JSDOM(fs.readFileSync(full, "utf8")).window.document })
      }
    }
  }
  walk(PUBLIC_DIR)
  return pages.sort((a, b) => a.route.localeCompare(b.route))
}

/**
 * The route a built page stands for: its own, or /contact-us/ for a copy of the contact page made
 * for a call to action (/contact-us/<service>/…, requirements §10.13), whose canonical URL, link
 * preview and breadcrumb are the contact page's.
 */
export const routeStoodFor = (route: string) => (route.startsWith(CONTACT_PATH) && route !== CONTACT_PATH ? CONTACT_PATH : route)

/** One built page, parsed on its own (parsing every page per call made the page tests slow). */
export function builtPage(route: string): Document {
  const file = path.join(PUBLIC_DIR, ...route.split("/").filter(Boolean), "index.html")
  if (!route.startsWith("/") || !route.endsWith("/") || !fs.existsSync(file)) throw new Error(`No built page at ${route}`)
  return new JSDOM(fs.readFileSync(file, "utf8")).window.document
}

/** The section whose h2 is this heading. */
export function sectionByHeading(document: Document, heading: string): Element {
  const h2 = Array.from(document.querySelectorAll("h2")).find((element) => element.textContent?.trim() === heading)
  if (!h2) throw new Error(`No section headed "${heading}"`)
  return h2.closest("section")!
}

/**
 * The blocks of a built page's main, top to bottom: one <section> per section of its YAML that
 * has something to show (the page template draws each section as one block, wrapped or not; a
 * section with nothing to show leaves its wrapper empty).
 */
export const blocksOf = (document: Document): Element[] =>
  Array.from(document.querySelector("main")?.children ?? [])
    // What the page adds between its sections (src/templates/content-page.tsx PagePart) is none of them.
    .filter((child) => !child.hasAttribute("data-page-part"))
    .flatMap((child) => (child.tagName === "SECTION" ? [child] : Array.from(child.querySelectorAll(":scope > section"))))

/** What an element shows in words: its text without what is hidden from assistive technology (a card's arrow, a question's +). */
export function shownText(element: Element | null | undefined): string | null {
  if (!element) return null
  const copy = element.cloneNode(true) as Element
  for (const hidden of Array.from(copy.querySelectorAll('[aria-hidden="true"]'))) hidden.remove()
  return copy.textContent!.replace(/\s+/g, " ").trim()
}

/**
 * Where a link leads: on this site, the page as its canonical URL names it (a copy of /contact-us/
 * made for a call to action, its form opening with a service and product, requirements §10.13, is
 * /contact-us/) with the link's #section; elsewhere, its address.
 */
export function leadsTo(link: Element | null | undefined): string | null {
  const href = link?.getAttribute("href") ?? null
  if (!isLocal(href)) return href
  const [route, section] = href.split("#")
  const canonical = builtPage(route).querySelector('link[rel="canonical"]')!.getAttribute("href")!
  return new URL(canonical).pathname + (section === undefined ? "" : `#${section}`)
}

/** A built file's text, by its path under the built site's folder (with or without a leading slash). */
export const readBuilt = (file: string) => fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8")

/** A URL of a file on this site (not a data: URL, not another origin). */
export const isLocal = (url: string | null): url is string => !!url && url.startsWith("/") && !url.startsWith("//")

/** The data of a built page, as Gatsby hands it to the page's template (page-data/; npm run build:test writes it). */
export function builtPageData(route: string): {
  componentChunkName: string
  result: { data: Record<string, { sections: SectionData[] } | null> }
} {
  const file = path.join(PUBLIC_DIR, "page-data", route === "/" ? "index" : route.slice(1, -1), "page-data.json")
  if (!fs.existsSync(file)) throw new Error(`No built page data for ${route} (${file}): run \`npm run build:test\` first`)
  return JSON.parse(fs.readFileSync(file, "utf8"))
}

interface WebpackStats {
  namedChunkGroups: Record<string, { assets: Array<{ name: string }> }>
}
let stats: WebpackStats | undefined
/** webpack's record of the build: which files make up each chunk group. */
export const webpackStats = () => (stats ??= JSON.parse(readBuilt("webpack.stats.json")) as WebpackStats)

/**
 * The scripts of the page's template: Gatsby's runtime fetches them as soon as
 * it starts, to hydrate the page, so they count as loaded up front even though
 * the HTML does not name them (lazy imports, like the contact form's EmailJS, stay out).
 */
function templateScripts(route: string): string[] {
  const { componentChunkName } = builtPageData(route)
  return webpackStats()
    .namedChunkGroups[componentChunkName].assets.map((asset) => `/${asset.name}`)
    .filter((name) => name.endsWith(".js"))
}

/** Every script file a first visit to the route loads without being asked: the HTML's and its template's. */
export function upFrontScripts(route: string, document: Document): string[] {
  const attribute = (selector: string, name: string) =>
    Array.from(document.querySelectorAll(selector), (element) => element.getAttribute(name)).filter(isLocal)
  return Array.from(
    new Set([
      ...attribute("script[src]", "src"),
      ...appScriptsOf(document),
      ...attribute('link[rel="preload"][as="script"], link[rel="modulepreload"]', "href"),
      ...templateScripts(route),
    ]),
  )
}

/**
 * The chunks this build loads only when asked (import()): webpack's runtime maps
 * each chunk id to its content hash, and an unnamed chunk's file is id-hash.js.
 */
export function chunksLoadedOnDemand(runtimeFile: string): string[] {
  return Array.from(readBuilt(runtimeFile).matchAll(/(\d+):"([0-9a-f]{20})"/g), ([, id, hash]) => `${id}-${hash}.js`).filter((file) =>
    fs.existsSync(path.join(PUBLIC_DIR, file)),
  )
}

/** Every script of this build: each chunk group's files, and the unnamed chunks its runtime loads on demand. */
export function everyScript(): string[] {
  const named = Object.values(webpackStats().namedChunkGroups).flatMap((group) => group.assets.map((asset) => asset.name))
  const runtime = named.find((name) => name.startsWith("webpack-runtime-"))!
  return Array.from(new Set([...named, ...chunksLoadedOnDemand(runtime)])).filter((name) => name.endsWith(".js"))
}
