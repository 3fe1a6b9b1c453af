import fs from "fs"
import path from "path"
import { previewPathTemplate, routeFor, type RedirectsContent } from "../../content/schema/content-schema"
import { collectionOf, type ContentFile } from "../../content-model/content-files"
import { loadContent } from "../../content-model/load-content"
import { assertSafeLineValue } from "./line-safe-value"

const REDIRECTS_FILE = "content/redirects.yaml"

export interface Redirect {
  from: string
  to: string
}

/**
 * Where an old address leads: the editors' list (content/redirects.yaml), and for each page the
 * addresses it answers to besides its route. A slug changed in the CMS keeps the page's file name
 * (Decap renames no file), so the address made from the file name is the page's old one; "View
 * preview" opens the address made from the file name too (the home page's is /home/). Each
 * address is one token of a line of _redirects, and is refused, naming where it came from, if not.
 */
export function redirectsOf(files: readonly ContentFile[]): Redirect[] {
  const list = files.find(({ file }) => file === REDIRECTS_FILE)?.data as RedirectsContent | undefined
  const listed = (list?.redirects ?? []).map(({ from, to }, index) => ({
    from: assertSafeLineValue(from, `${REDIRECTS_FILE}: redirects[${index}].from`),
    to: assertSafeLineValue(to, `${REDIRECTS_FILE}: redirects[${index}].to`),
  }))
  const pages = files.flatMap(({ file, data }) => {
    const collection = collectionOf(file)
    const name = path.basename(file).replace(/\.ya?ml$/, "")
    const slug = (data as { slug?: unknown } | null)?.slug
    if (!collection || typeof slug !== "string") return []
    const route = assertSafeLineValue(routeFor(collection, slug), `${file}: slug`)
    const others = [routeFor(collection, name), previewPathTemplate(collection).replace("{{slug}}", name)].map((from) =>
      assertSafeLineValue(from, `${file}: the file's name`),
    )
    return [...new Set(others)].filter((from) => from !== route).map((from) => ({ from, to: route }))
  })
  const routes = new Set(pages.map(({ to }) => to))
  // An address that is some page's route answers with that page; Netlify would not apply the redirect anyway.
  const seen = new Set<string>()
  return [...listed, ...pages].filter(({ from }) => !routes.has(from) && !seen.has(from) && seen.add(from))
}

/** Netlify's _redirects lines: moved for good (301). netlify.toml's 404 rule is read after them. */
export const redirectsFile = (redirects: readonly Redirect[]): string =>
  [
    "# Old addresses of pages (gatsby/post-build/redirects.ts; content/redirects.yaml and pages' old slugs)",
    ...redirects.map(({ from, to }) => `${from} ${to} 301`),
    "",
  ].join("\n")

/** Writes public/_redirects; the Netlify adapter adds its own block to the file afterwards, leaving these lines. */
export function writeRedirects(publicDir: string): number {
  const redirects = redirectsOf(loadContent().files)
  fs.writeFileSync(path.join(publicDir, "_redirects"), redirectsFile(redirects))
  return redirects.length
}
