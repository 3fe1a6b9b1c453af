/** The routes of a built Gatsby site, and where npm run bench serves it. */
import fs from "fs"
import path from "path"
import { isAdminFile } from "../../admin/admin-path"
import { htmlFiles } from "../../gatsby/post-build/html-files"
import { isNoindexPage } from "./figures"

/** Every route of the built site a visitor sees, home first, then by address: each page's index.html, not the CMS's (the editors' page). */
export const routesOfSite = (publicDir: string): string[] =>
  htmlFiles(publicDir)
    .filter(({ file }) => path.posix.basename(file) === "index.html" && !/^(page-data|static)\//.test(file) && !isAdminFile(file))
    .map(({ paths }) => paths[0])
    .sort((a, b) => (a === "/" ? -1 : b === "/" ? 1 : a.localeCompare(b)))

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

/**
 * Where npm run bench serves the built site and the bare Gatsby page (scripts/bench/serve.ts): fixed
 * ports, each helper's `isolated` network its own. The site is public/, or the built folder
 * BENCH_SITE_DIR names (npm run bench --site sets it for Lighthouse CI and the server); a folder
 * is named from the project's root.
 */
export const BENCH_SERVERS = {
  site: { dir: process.env.BENCH_SITE_DIR || "public", port: 9300 },
  bare: { dir: "bench/bare-gatsby/public", port: 9301 },
} as const

export const originOf = (port: number) => `http://127.0.0.1:${port}`
