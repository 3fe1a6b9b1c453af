/**
 * @jest-environment node
 */
import fs from "fs"
import os from "os"
import path from "path"
import config from "../../gatsby-config"
import { readNoindexRoutes } from "../../content-model/site-constants"

describe("noindex routes, from content only", () => {
  it("reads the routes of the pages that set noindex: true, and of no other page", () => {
    const pagesDir = fs.mkdtempSync(path.join(os.tmpdir(), "noindex-"))
    fs.writeFileSync(path.join(pagesDir, "hidden.yaml"), "slug: hidden\nnoindex: true\n")
    fs.writeFileSync(path.join(pagesDir, "home.yaml"), "slug: home\nnoindex: true\n")
    fs.writeFileSync(path.join(pagesDir, "listed.yaml"), "slug: listed\nnoindex: false\n")
    fs.writeFileSync(path.join(pagesDir, "plain.yml"), "slug: plain\n")
    expect(readNoindexRoutes(pagesDir)).toEqual(["/", "/hidden/"])
    fs.rmSync(pagesDir, { recursive: true })
  })

  it("passes over a page that does not parse, which the content check names, so gatsby develop still starts", () => {
    const pagesDir = fs.mkdtempSync(path.join(os.tmpdir(), "noindex-"))
    fs.writeFileSync(path.join(pagesDir, "hidden.yaml"), "slug: hidden\nnoindex: true\n")
    fs.writeFileSync(path.join(pagesDir, "broken.yaml"), "slug: broken\nnoindex: [true\n")
    expect(readNoindexRoutes(pagesDir)).toEqual(["/hidden/"])
    fs.rmSync(pagesDir, { recursive: true })
  })

  it("keeps every page content marks noindex out of the sitemap", () => {
    const sitemap = config.plugins?.find((plugin) => typeof plugin === "object" && plugin.resolve === "gatsby-plugin-sitemap")
    const excludes = typeof sitemap === "object" ? sitemap.options?.excludes : undefined
    const routes = readNoindexRoutes()
    expect(routes.length).toBeGreaterThan(0)
    expect(excludes).toEqual(expect.arrayContaining(routes))
  })
})
