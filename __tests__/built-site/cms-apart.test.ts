/**
 * @jest-environment node
 *
 * The CMS is built beside the site (public/admin/) and stays out of every
 * visitor's way: no visitor page loads any of its code, search engines are
 * kept out, and the visitor pages' byte budgets (size-budgets.test.ts) are
 * those of the site without it.
 */
import fs from "fs"
import path from "path"
import { JSDOM } from "jsdom"
import { ADMIN_PATH } from "../../admin/admin-path"
import { builtPages, PUBLIC_DIR, readBuilt, upFrontScripts } from "./support"

/** Text only the CMS's bundle holds: Decap logs its version under this name. */
const CMS_MARK = "decap-cms-app"

const scriptFiles = (folder: string): string[] =>
  fs
    .readdirSync(folder, { withFileTypes: true, recursive: true })
    .flatMap((entry) => (entry.isFile() && entry.name.endsWith(".js") ? [path.join(entry.parentPath, entry.name)] : []))

describe("the CMS in the built site", () => {
  it("is at /admin/, bundled, and asks search engines not to index it", () => {
    const document = new JSDOM(readBuilt("admin/index.html")).window.document
    expect(document.querySelector('meta[name="robots"]')?.getAttribute("content")).toMatch(/noindex/)
    const bundle = document.querySelector("script[src]")?.getAttribute("src") ?? ""
    expect(bundle.startsWith(ADMIN_PATH)).toBe(true)
    expect(readBuilt(bundle.slice(1))).toContain(CMS_MARK)
  })

  it("is in no visitor page's scripts, up front or loaded later", () => {
    const outside = scriptFiles(PUBLIC_DIR).filter((file) => !file.startsWith(path.join(PUBLIC_DIR, ADMIN_PATH)))
    expect(outside.length).toBeGreaterThan(0)
    expect(
      outside.filter((file) => fs.readFileSync(file, "utf8").includes(CMS_MARK)).map((file) => path.relative(PUBLIC_DIR, file)),
    ).toEqual([])
    for (const { route, document } of builtPages()) {
      expect({ route, cms: upFrontScripts(route, document).filter((script) => script.startsWith(ADMIN_PATH)) }).toEqual({ route, cms: [] })
    }
  })

  it("is disallowed in robots.txt and absent from the sitemap", () => {
    expect(readBuilt("robots.txt")).toContain(`Disallow: ${ADMIN_PATH}`)
    const sitemaps = fs.readdirSync(PUBLIC_DIR).filter((file) => /^sitemap-.*\.xml$/.test(file))
    expect(sitemaps.length).toBeGreaterThan(0)
    for (const sitemap of sitemaps) expect(readBuilt(sitemap)).not.toContain(ADMIN_PATH)
  })
})
