/**
 * Serves a built Gatsby site the way Netlify would, so Lighthouse measures what
 * visitors download: pretty URLs with trailing slashes (/about-us -> 301 /about-us/),
 * 404.html for unknown paths, brotli or gzip for text, long-lived caching for
 * content-hashed files and revalidation for the rest, plus the rules of a
 * `_headers` file in the site's root when there is one.
 */
import fs from "fs"
import http from "http"
import type { AddressInfo } from "net"
import path from "path"
import zlib from "zlib"
import { contentTypeOf, isFile, resolvePath } from "../static-site"

/** Types Netlify compresses: text, JSON, JavaScript, SVG, XML (already-compressed images and fonts are left alone). */
export const isCompressible = (contentType: string) =>
  /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/.test(contentType)

/** The encoding to answer with for an Accept-Encoding header: brotli first, as Netlify does. */
export function chooseEncoding(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  const accepted = new Map<string, number>()
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";")
    if (!name) continue
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="))
    accepted.set(name, q ? Number(q.slice(2)) : 1)
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0
  if (ok("br")) return "br"
  if (ok("gzip")) return "gzip"
  return undefined
}

/**
 * Cache-Control for a URL path, as Gatsby's caching guide sets it: files named by
 * their content hash, and everything under /static/, never change; HTML and
 * page-data must be revalidated on every visit.
 */
export function cacheControlFor(urlPath: string): string {
  const immutable = "public, max-age=31536000, immutable"
  if (urlPath.startsWith("/static/")) return immutable
  if (/[-.][0-9a-f]{16,}\.(js|css)$/.test(urlPath) && !urlPath.startsWith("/page-data/")) return immutable
  return "public, max-age=0, must-revalidate"
}

export interface HeaderRule {
  pattern: string
  headers: Array<[string, string]>
}

/** Parses a Netlify `_headers` file: a path line, then indented `Name: value` lines. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const raw of text.split(/\r?\n/)) {
    if (!raw.trim() || raw.trim().startsWith("#")) continue
    if (!/^\s/.test(raw)) {
      rules.push({ pattern: raw.trim(), headers: [] })
      continue
    }
    const colon = raw.indexOf(":")
    const rule = rules[rules.length - 1]
    if (!rule || colon < 0) continue
    rule.headers.push([raw.slice(0, colon).trim(), raw.slice(colon + 1).trim()])
  }
  return rules
}

/** Whether a `_headers` path pattern (with `*` splats and `:placeholders`) matches a URL path. */
export function headerPatternMatches(pattern: string, urlPath: string): boolean {
  const source = pattern
    .split("/")
    .map((segment) =>
      segment.startsWith(":")
        ? "[^/]+"
        : segment
            .split("*")
            .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
            .join(".*"),
    )
    .join("/")
  return new RegExp(`^${source}$`).test(urlPath)
}

/** Headers of every matching rule, later rules overriding earlier ones. */
export function headersFor(rules: HeaderRule[], urlPath: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const rule of rules) {
    if (headerPatternMatches(rule.pattern, urlPath)) {
      for (const [name, value] of rule.headers) headers[name] = value
    }
  }
  return headers
}

export interface StaticServer {
  origin: string
  close(): Promise<void>
}

/** Every file under `dir`, as absolute paths. */
function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/**
 * Serves `root` on 127.0.0.1 (port 0 picks a free one). Text files are compressed
 * once, before the first request, so the time to first byte Lighthouse observes
 * (and feeds into its simulation) is that of a CDN's cache, not of compressing.
 */
export async function startStaticServer(root: string, port = 0): Promise<StaticServer> {
  const rootDir = path.resolve(root)
  const headersFile = path.join(rootDir, "_headers")
  const rules = fs.existsSync(headersFile) ? parseHeadersFile(fs.readFileSync(headersFile, "utf8")) : []
  const compressed = new Map<string, Buffer>()
  const compress = (file: string, encoding: "br" | "gzip", body: Buffer) => {
    const key = `${encoding}:${file}`
    let out = compressed.get(key)
    if (!out) {
      out =
        encoding === "br"
          ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
          : zlib.gzipSync(body, { level: 9 })
      compressed.set(key, out)
    }
    return out
  }
  for (const file of filesUnder(rootDir)) {
    if (file.endsWith(".map") || !isCompressible(contentTypeOf(file))) continue
    const body = fs.readFileSync(file)
    compress(file, "br", body)
    compress(file, "gzip", body)
  }

  const server = http.createServer((request, response) => {
    const urlPath = new URL(request.url ?? "/", "http://localhost").pathname
    const resolution = resolvePath(rootDir, urlPath, isFile)
    if (resolution.kind === "redirect") {
      response.writeHead(301, { Location: resolution.location })
      response.end()
      return
    }
    if (resolution.kind === "missing") {
      response.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" })
      response.end("Not found")
      return
    }
    const body = fs.readFileSync(resolution.file)
    const contentType = contentTypeOf(resolution.file)
    const headers: Record<string, string | number> = {
      "Content-Type": contentType,
      "Cache-Control": resolution.status === 404 ? "public, max-age=0, must-revalidate" : cacheControlFor(urlPath),
      Vary: "Accept-Encoding",
      ...headersFor(rules, urlPath),
    }
    const encoding = isCompressible(contentType) ? chooseEncoding(request.headers["accept-encoding"]) : undefined
    const payload = encoding ? compress(resolution.file, encoding, body) : body
    if (encoding) headers["Content-Encoding"] = encoding
    headers["Content-Length"] = payload.length
    response.writeHead(resolution.status, headers)
    response.end(request.method === "HEAD" ? undefined : payload)
  })

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, "127.0.0.1", () => resolve())
  })
  const { port: actual } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${actual}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
