import fs from "fs"
import path from "path"

/*
 * The built site's HTML files and the request paths Netlify serves each at: what the
 * post-build steps (the script loader, the per-page security headers) walk over.
 */

/** One HTML file of public/ and the request paths Netlify serves it at. */
export interface HtmlFile {
  /** Relative to public/, with forward slashes. */
  file: string
  paths: string[]
}

/**
 * Every HTML file under public/, with its request paths: about-us/index.html is
 * served at /about-us/ (Netlify's rule for /about-us/ also matches /about-us)
 * and at /about-us/index.html; 404.html at /404.html.
 */
export function htmlFiles(publicDir: string): HtmlFile[] {
  return fs
    .readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep))
    .sort(byFolderThenName)
    .map((parts) => {
      const file = parts.join("/")
      if (/[*:\s]/.test(file)) throw new Error(`public/${file}: a * or : or space in an HTML file's path cannot be written in _headers`)
      const paths = parts.at(-1) === "index.html" ? [`/${file.slice(0, -"index.html".length)}`, `/${file}`] : [`/${file}`]
      return { file, paths }
    })
}

/** Folder by folder, each by name: a folder's files stay together, in the order a walk of sorted folders meets them. */
function byFolderThenName(a: string[], b: string[]): number {
  for (let index = 0; index < Math.min(a.length, b.length); index++) {
    if (a[index] !== b[index]) return a[index].localeCompare(b[index])
  }
  return a.length - b.length
}
