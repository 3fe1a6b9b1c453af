/** @jest-environment node */
import fs from "fs"
import http from "http"
import os from "os"
import path from "path"
import zlib from "zlib"
import { cacheControlFor, chooseEncoding, startStaticServer, type StaticServer } from "../../scripts/static-server"
import { isFile, resolvePath } from "../../scripts/static-site"

describe("what the bench server answers", () => {
  it("prefers brotli, then gzip, honouring q=0", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br")
    expect(chooseEncoding("gzip, br;q=0")).toBe("gzip")
    expect(chooseEncoding("identity")).toBeUndefined()
    expect(chooseEncoding(undefined)).toBeUndefined()
  })

  it("caches content-hashed files for a year and revalidates HTML and page-data", () => {
    const immutable = "public, max-age=31536000, immutable"
    expect(cacheControlFor("/app-c848ba841ec0890889fa.js")).toBe(immutable)
    expect(cacheControlFor("/component---src-templates-page-tsx-27f465271a9eb97c5914.js")).toBe(immutable)
    expect(cacheControlFor("/styles.1af16db022ad8a3c9a22.css")).toBe(immutable)
    expect(cacheControlFor("/static/inter-latin-wght-normal-4f2981d82860061bca3ecb967a2cd084.woff2")).toBe(immutable)
    expect(cacheControlFor("/about-us/")).toBe("public, max-age=0, must-revalidate")
    expect(cacheControlFor("/page-data/index/page-data.json")).toBe("public, max-age=0, must-revalidate")
    expect(cacheControlFor("/favicon.svg")).toBe("public, max-age=0, must-revalidate")
  })

  it("resolves Gatsby's trailing-slash routes like Netlify's pretty URLs", () => {
    const files = new Set(["/site/index.html", "/site/about-us/index.html", "/site/app-1.js", "/site/404.html"])
    const exists = (file: string) => files.has(file)
    expect(resolvePath("/site", "/", exists)).toEqual({ kind: "file", file: "/site/index.html", status: 200 })
    expect(resolvePath("/site", "/about-us/", exists)).toEqual({ kind: "file", file: "/site/about-us/index.html", status: 200 })
    expect(resolvePath("/site", "/about-us", exists)).toEqual({ kind: "redirect", location: "/about-us/" })
    expect(resolvePath("/site", "/app-1.js", exists)).toEqual({ kind: "file", file: "/site/app-1.js", status: 200 })
    expect(resolvePath("/site", "/nope/", exists)).toEqual({ kind: "file", file: "/site/404.html", status: 404 })
    expect(resolvePath("/site", "/../etc/passwd", exists)).toEqual({ kind: "file", file: "/site/404.html", status: 404 })
    expect(resolvePath("/site", "/%E0%A4%A", exists)).toEqual({ kind: "file", file: "/site/404.html", status: 404 })
  })

  it("resolves a file's path against the real disk, where the folder test meets a file (ENOTDIR)", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "site-"))
    fs.mkdirSync(path.join(root, "static"))
    fs.writeFileSync(path.join(root, "static", "font.woff2"), "")
    expect(isFile(path.join(root, "static", "font.woff2", "index.html"))).toBe(false)
    expect(resolvePath(root, "/static/font.woff2", isFile)).toEqual({
      kind: "file",
      file: path.join(root, "static", "font.woff2"),
      status: 200,
    })
  })

  it("keeps the query on a redirect and never serves hidden files (Netlify's _headers)", () => {
    const files = new Set(["/site/about-us/index.html", "/site/_headers", "/site/404.html"])
    const exists = (file: string) => files.has(file)
    expect(resolvePath("/site", "/about-us", exists, { search: "?ref=mail" })).toEqual({
      kind: "redirect",
      location: "/about-us/?ref=mail",
    })
    expect(resolvePath("/site", "/_headers", exists, { hidden: new Set(["/_headers"]) })).toEqual({
      kind: "file",
      file: "/site/404.html",
      status: 404,
    })
    expect(resolvePath("/site", "/_headers", exists)).toEqual({ kind: "file", file: "/site/_headers", status: 200 })
    expect(resolvePath("/empty", "/nope", () => false)).toEqual({ kind: "missing" })
  })
})

describe("the bench server over HTTP", () => {
  let dir: string
  let server: StaticServer
  const html = `<!DOCTYPE html><html><body>${"<p>Fast and findable.</p>".repeat(50)}</body></html>`

  const get = (route: string, acceptEncoding?: string) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const request = http.get(
        server.origin + route,
        { headers: acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {} },
        (response) => {
          const chunks: Buffer[] = []
          response.on("data", (chunk: Buffer) => chunks.push(chunk))
          response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
        },
      )
      request.on("error", reject)
    })

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-server-"))
    fs.mkdirSync(path.join(dir, "about-us"))
    fs.writeFileSync(path.join(dir, "about-us", "index.html"), html)
    fs.writeFileSync(path.join(dir, "404.html"), "<h1>Not found</h1>")
    fs.writeFileSync(path.join(dir, "hero.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]))
    fs.writeFileSync(path.join(dir, "_headers"), "/*\n  X-Content-Type-Options: nosniff\n")
    server = await startStaticServer(dir)
  })
  afterAll(async () => {
    await server.close()
    fs.rmSync(dir, { recursive: true })
  })

  it("sends HTML brotli-compressed to a browser that accepts it", async () => {
    const response = await get("/about-us/", "gzip, deflate, br")
    expect(response.status).toBe(200)
    expect(response.headers["content-encoding"]).toBe("br")
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8")
    expect(zlib.brotliDecompressSync(response.body).toString()).toBe(html)
    expect(response.body.length).toBeLessThan(html.length / 5)
  })

  it("sends gzip or nothing to clients that cannot take brotli, and leaves images alone", async () => {
    const gzip = await get("/about-us/", "gzip")
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(html)
    expect((await get("/about-us/")).body.toString()).toBe(html)
    expect((await get("/hero.png", "br")).headers["content-encoding"]).toBeUndefined()
  })

  it("redirects to the trailing slash and answers unknown paths with the 404 page", async () => {
    const redirect = await get("/about-us")
    expect(redirect.status).toBe(301)
    expect(redirect.headers.location).toBe("/about-us/")
    const missing = await get("/nope/")
    expect(missing.status).toBe(404)
    expect(missing.body.toString()).toBe("<h1>Not found</h1>")
  })

  it("never serves Netlify's _headers file", async () => {
    expect((await get("/_headers")).status).toBe(404)
  })

  it("started without compressing ahead (npm run serve, the browser tests), sends the same brotli bytes", async () => {
    const ahead = await get("/about-us/", "br")
    const eager = server
    server = await startStaticServer(dir, { compressAhead: false })
    try {
      const onRequest = await get("/about-us/", "br")
      expect(onRequest.headers["content-encoding"]).toBe("br")
      expect(onRequest.body.equals(ahead.body)).toBe(true)
    } finally {
      await server.close()
      server = eager
    }
  })
})
