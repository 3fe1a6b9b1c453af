/**
 * Serves a built Gatsby site the way Netlify would, so Lighthouse measures what
 * visitors download: pretty URLs with trailing slashes (/about-us -> 301 /about-us/),
 * 404.html for unknown paths, brotli or gzip for text, long-lived caching for
 * content-hashed files and revalidation for the rest. Netlify's CDN compresses;
 * its local server (netlify dev) does not, so the benchmark keeps this one. The
 * security headers, which do not change what Lighthouse measures, are tested on
 * Netlify's own server (__tests__/e2e/security-headers.spec.ts).
 *
 * npm run serve, the site's browser tests, the screenshots and the benchmark use it.
 * Our own server, not gatsby serve or a library such as serve-handler or sirv: Lighthouse must receive brotli at
 * quality 11, compressed before the first request as a CDN's cache holds it, which none of them does (gatsby serve
 * compresses each response on the fly, netlify dev not at all, sirv only serves .br files written beside the build).
 */
import fs from "fs"
import http from "http"
import type { AddressInfo } from "net"
import path from "path"
import zlib from "zlib"
import { contentTypeOf, isFile, resolvePath } from "./static-site"

/** Files Netlify reads as configuration and never serves. */
const NETLIFY_CONFIG_FILES = new Set(["/_headers", "/_redirects"])

/** Types Netlify compresses: text, JSON, JavaScript, SVG, XML (already-compressed images and fonts are left alone). */
export const isCompressible = (contentType: string) =>
  /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/.test(contentType)

/** A body compressed as this server sends it, ahead of the first request as a CDN's cache holds it: brotli at quality 11, gzip at level 9. */
export const compressAsServed = (body: Buffer | string, encoding: "br" | "gzip"): Buffer =>
  encoding === "br"
    ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
    : zlib.gzipSync(body, { level: 9 })

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

export interface StaticServer {
  origin: string
  close(): Promise<void>
}

/** Every file under `dir`, as absolute paths. */
function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}

export interface StaticServerOptions {
  /** Port 0 picks a free one. */
  port?: number
  /**
   * Compress every text file before the first request (the benchmark: the time to first byte
   * Lighthouse observes, and feeds into its simulation, is then that of a CDN's cache). Otherwise
   * each file is compressed on its first request and kept: a quick start for npm run serve and the
   * browser tests, where the CMS's large bundle would take a minute to compress up front.
   */
  compressAhead?: boolean
  /** Answers a request itself instead of serving a file, returning true (npm run serve's form store, scripts/enquiry-inbox.ts). */
  answerHere?: (request: http.IncomingMessage, response: http.ServerResponse) => boolean
}

/** Serves `root` on 127.0.0.1; each text file is compressed once, ahead or on its first request. */
export async function startStaticServer(
  root: string,
  { port = 0, compressAhead = true, answerHere }: StaticServerOptions = {},
): Promise<StaticServer> {
  const rootDir = path.resolve(root)
  const compressed = new Map<string, Buffer>()
  const compress = (file: string, encoding: "br" | "gzip", body: Buffer) => {
    const key = `${encoding}:${file}`
    let out = compressed.get(key)
    if (!out) {
      out = compressAsServed(body, encoding)
      compressed.set(key, out)
    }
    return out
  }
  for (const file of compressAhead ? filesUnder(rootDir) : []) {
    if (file.endsWith(".map") || !isCompressible(contentTypeOf(file))) continue
    const body = fs.readFileSync(file)
    compress(file, "br", body)
    compress(file, "gzip", body)
  }

  const server = http.createServer((request, response) => {
    if (answerHere?.(request, response)) return
    const urlPath = new URL(request.url ?? "/", "http://localhost").pathname
    const resolution = resolvePath(rootDir, urlPath, isFile, { hidden: NETLIFY_CONFIG_FILES })
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
