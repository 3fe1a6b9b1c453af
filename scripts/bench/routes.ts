/** The routes of a built Gatsby site: every index.html under public/. */
import fs from "fs"
import path from "path"
import { isAdminFile } from "../../gatsby/content/admin-path"
import { isNoindexPage } from "./figures"

/** The URL path of an index.html, given its path relative to public/ ("about-us/index.html" -> "/about-us/"). */
export function routeOfIndexFile(relativePath: string): string {
  const parts = relativePath.split(/[\\/]/).filter(Boolean)
  if (parts[parts.length - 1] !== "index.html") throw new Error(`${relativePath} is not an index.html`)
  const directories = parts.slice(0, -1)
  return directories.length === 0 ? "/" : `/${directories.join("/")}/`
}

/** Home first, then the rest alphabetically: the table's order. */
export function sortRoutes(routes: string[]): string[] {
  return [...routes].sort((a, b) => (a === "/" ? -1 : b === "/" ? 1 : a.localeCompare(b)))
}

/** Directories Gatsby writes that are not pages. */
const NOT_PAGES = new Set(["page-data", "static", "_gatsby", "~partytown"])

/** Every route of the built site a visitor sees: each index.html under publicDir, not the CMS's (the editors' page). */
export function routesOfSite(publicDir: string): string[] {
  const found = fs
    .readdirSync(publicDir, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => path.posix.basename(file) === "index.html" && !NOT_PAGES.has(file.split("/")[0]) && !isAdminFile(file))
  return sortRoutes(found.map(routeOfIndexFile))
}

/** Whether a route's built page asks search engines not to index it (its SEO target does not apply). */
export const isNoindexRoute = (publicDir: string, route: string) =>
  isNoindexPage(fs.readFileSync(path.join(publicDir, route, "index.html"), "utf8"))

/** Keeps the requested routes (with or without their trailing slash) and names any the site lacks. */
export function selectRoutes(all: string[], requested: string[] | undefined): { routes: string[]; unknown: string[] } {
  if (!requested) return { routes: all, unknown: [] }
  const withSlash = (route: string) => {
    const leading = route.startsWith("/") ? route : `/${route}`
    return leading.endsWith("/") ? leading : `${leading}/`
  }
  const wanted = requested.map(withSlash)
  return {
    routes: all.filter((route) => wanted.includes(route)),
    unknown: wanted.filter((route) => !all.includes(route)),
  }
}

/** Where npm run bench serves the built site and the bare Gatsby page (scripts/bench/serve.ts): fixed ports, each helper's `isolated` network its own. */
export const BENCH_SERVERS = {
  site: { dir: "public", port: 9300 },
  bare: { dir: "bench/bare-gatsby/public", port: 9301 },
} as const

export const originOf = (port: number) => `http://127.0.0.1:${port}`
