/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { routesOfSite, selectRoutes } from "../../scripts/bench/routes"

describe("routes of a built site", () => {
  it("walks public/ for pages, home first, and skips Gatsby's own folders and the CMS", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-routes-"))
    for (const file of [
      "service/web/index.html",
      "about-us/index.html",
      "index.html",
      "page-data/index/index.html",
      "static/x/index.html",
      "404.html",
      "admin/index.html",
    ]) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      fs.writeFileSync(path.join(dir, file), "<html></html>")
    }
    expect(routesOfSite(dir)).toEqual(["/", "/about-us/", "/service/web/"])
    fs.rmSync(dir, { recursive: true })
  })

  it("keeps requested routes written with or without slashes and names unknown ones", () => {
    const all = ["/", "/about-us/", "/contact-us/"]
    expect(selectRoutes(all, undefined)).toEqual({ routes: all, unknown: [] })
    expect(selectRoutes(all, ["/", "contact-us", "/nope"])).toEqual({ routes: ["/", "/contact-us/"], unknown: ["/nope/"] })
  })
})
