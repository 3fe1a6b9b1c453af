/**
 * What the benchmark's server (static-server.ts) needs to serve a built Gatsby
 * site as Netlify's CDN does: the Content-Type of a file, and what a URL path
 * means (a file, a 301 to the folder's trailing-slash URL, or the site's 404.html).
 */
import fs from "fs"
import path from "path"

/** The types of the files a built site here holds (public/ and the bare page's); anything else is served as bytes. */
const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff2": "font/woff2",
}

export const contentTypeOf = (filePath: string): string => CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? "application/octet-stream"

/** Whether a regular file is there: false, not an error, when a parent is itself a file (ENOTDIR). */
export function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile()
  } catch {
    return false
  }
}

export type Resolution = { kind: "file"; file: string; status: 200 | 404 } | { kind: "redirect"; location: string } | { kind: "missing" }

export interface ResolveOptions {
  /** The query string, kept on a redirect (e.g. "?a=1"). */
  search?: string
  /** Paths that are never served (Netlify's own /_headers and /_redirects). */
  hidden?: ReadonlySet<string>
}

/**
 * What a URL path (as sent, still percent-encoded) means in a built site: a
 * file, a 301 to the trailing-slash form of a folder with an index.html, or
 * the site's 404.html. `exists` says whether a file exists (injected for tests).
 */
export function resolvePath(root: string, urlPath: string, exists: (file: string) => boolean, options: ResolveOptions = {}): Resolution {
  const notFound = (): Resolution => {
    const page = path.join(root, "404.html")
    return exists(page) ? { kind: "file", file: page, status: 404 } : { kind: "missing" }
  }
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return notFound()
  }
  const normalized = path.posix.normalize(decoded)
  if (normalized.includes("\0") || normalized.split("/").includes("..") || options.hidden?.has(normalized)) return notFound()
  const target = path.join(root, normalized)
  if (!target.startsWith(path.resolve(root))) return notFound()

  if (normalized.endsWith("/")) {
    const index = path.join(target, "index.html")
    return exists(index) ? { kind: "file", file: index, status: 200 } : notFound()
  }
  if (exists(path.join(target, "index.html"))) return { kind: "redirect", location: `${normalized}/${options.search ?? ""}` }
  if (exists(target)) return { kind: "file", file: target, status: 200 }
  return notFound()
}
