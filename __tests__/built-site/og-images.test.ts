/**
 * @jest-environment node
 */
import fs from "fs"
import path from "path"
import { JSDOM } from "jsdom"
import { OG_IMAGE } from "../../src/site/site-images"
import { readContent } from "../support/content"
import { builtPages, PUBLIC_DIR, readBuilt, routeStoodFor } from "./support"

const site = readContent<{ siteUrl: string }>("site.yaml")
const pages = builtPages()
const byRoute = pages.map(({ route, document }) => [route, document] as const)

const content = (document: Document, selector: string) =>
  Array.from(document.querySelectorAll(selector), (element) => element.getAttribute("content"))

/** Width and height from a PNG's IHDR chunk, or null when the file is not a PNG. */
function pngSize(file: string): [number, number] | null {
  const png = fs.readFileSync(file)
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  if (!png.subarray(0, 8).equals(signature) || png.subarray(12, 16).toString("ascii") !== "IHDR") return null
  return [png.readUInt32BE(16), png.readUInt32BE(20)]
}

describe("each page's link-preview image", () => {
  it.each(byRoute)("%s names exactly one, by an absolute URL, the same for Open Graph and X", (route, document) => {
    const openGraph = content(document, 'meta[property="og:image"]')
    const x = content(document, 'meta[name="twitter:image"]')
    expect(openGraph).toHaveLength(1)
    expect(x).toEqual(openGraph)
    expect(openGraph[0]).toBe(`${site.siteUrl}${OG_IMAGE.path(routeStoodFor(route))}`)
    expect(content(document, 'meta[property="og:image:width"]')).toEqual([String(OG_IMAGE.width)])
    expect(content(document, 'meta[property="og:image:height"]')).toEqual([String(OG_IMAGE.height)])
    expect(content(document, 'meta[property="og:image:alt"]')[0]).toContain(document.title)
    expect(content(document, 'meta[name="twitter:card"]')).toEqual(["summary_large_image"])
  })

  it("is a different picture on every page (a copy of the contact page shows the contact page's)", () => {
    const own = pages.filter(({ route }) => routeStoodFor(route) === route)
    const images = own.map(({ document }) => content(document, 'meta[property="og:image"]')[0])
    expect(new Set(images).size).toBe(own.length)
  })

  it.each(byRoute)("%s: the picture it names is a 1200x630 PNG in the built site", (_route, document) => {
    const url = new URL(content(document, 'meta[property="og:image"]')[0]!)
    const file = path.join(PUBLIC_DIR, decodeURIComponent(url.pathname))
    expect(fs.existsSync(file)).toBe(true)
    expect(pngSize(file)).toEqual([OG_IMAGE.width, OG_IMAGE.height])
  })

  it("the not-found page as Netlify serves it (404.html) names the not-found page's preview", () => {
    const document = new JSDOM(readBuilt("404.html")).window.document
    expect(content(document, 'meta[property="og:image"]')).toEqual([`${site.siteUrl}${OG_IMAGE.path("/404/")}`])
  })

  it("the build writes no preview that no page names", () => {
    const named = new Set(pages.map(({ route }) => path.join(PUBLIC_DIR, OG_IMAGE.path(route))))
    const written: string[] = []
    const walk = (folder: string) =>
      fs.readdirSync(folder, { withFileTypes: true }).forEach((entry) => {
        const full = path.join(folder, entry.name)
        if (entry.isDirectory()) walk(full)
        else written.push(full)
      })
    walk(path.join(PUBLIC_DIR, path.dirname(OG_IMAGE.path("/"))))
    expect(written.filter((file) => !named.has(file))).toEqual([])
  })
})
