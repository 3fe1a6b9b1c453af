/**
 * The content check's rules across files: the pages the site needs exist, what links to a page (so a
 * slug change or a delete is refused while anything does), the pictures a file alone shows, file
 * names written as slugs, old addresses that are no page's, and menu ids used once.
 */
import { COLLECTIONS, MENUS, PAGE_KINDS, PAGE_SCHEMAS, routeFor, type Collection, type PageKind } from "../content/schema/content-schema"
import { showInvisible } from "../content/schema/line-token"
import { isObject, pathOf, placesIn, routeOf, schemaFor, type ContentFile, type Json, type SchemaNode } from "./content-files"

/** How a rule reports a problem: the file, the path inside it, and what is wrong. */
export type Fail = (file: string, path: string, message: string) => void

/** The pages the site depends on (PAGE_KINDS' `required`) exist, each named with why it is needed. */
export function checkRequiredPages(
  files: readonly ContentFile[],
  routes: Map<string, string>,
  unreadable: readonly string[],
  fail: Fail,
): void {
  for (const collection of COLLECTIONS) {
    for (const [slug, reason] of Object.entries((PAGE_KINDS[collection] as PageKind).required ?? {})) {
      const file = `content/${collection}/${slug}.yaml`
      const route = routeFor(collection, slug)
      // A fixed page given another slug is refused by its slug field (checkContent), not as missing.
      if (files.some((entry) => entry.file === file)) continue
      if (!routes.has(route) && !unreadable.includes(route))
        fail(file, "", `is missing, and the site needs it: ${reason} (CONTENT.md says how to bring a deleted page back)`)
    }
  }
}

/** A place in content/ that links to a page: the file, the field and how an editor finds it. */
export interface LinkPlace {
  file: string
  path: string
}

/** A field the schema marks as a link (content/schema/fields.ts `url`): `linksTo` names the pages it may lead to. */
interface LinkFieldSchema extends SchemaNode {
  linksTo?: unknown
}

/**
 * Every place that links to a route (or to a section of it, /contact-us/#enquiry), in file order:
 * what would lead nowhere if the page's address changed or the page went. A place is any field the
 * content schema marks as a link (`linksTo`), whatever its name: a menu's link, a button's, a
 * study's "proves", a testimonial's "about" and case study, an old address's target. The page's own
 * links to itself are not counted.
 */
export function linksTo(files: readonly ContentFile[], route: string): LinkPlace[] {
  return files.flatMap(({ file, data }) =>
    routeOf({ file, data }) === route
      ? []
      : placesIn(data, schemaFor(file) as LinkFieldSchema | undefined)
          .filter(({ schema, value }) => schema.linksTo !== undefined && typeof value === "string" && value.split("#")[0] === route)
          .map(({ steps }) => ({ file, path: pathOf(steps) })),
  )
}

/** The pictures (../images/<name>) a content file shows. */
export function picturesOf(data: unknown): string[] {
  if (typeof data === "string") return /^\.\.\/images\/[^/]+$/.test(data) ? [data] : []
  if (Array.isArray(data)) return data.flatMap(picturesOf)
  return isObject(data) ? Object.values(data).flatMap(picturesOf) : []
}

/** The pictures only the given file shows, which go unused when it goes: named for removal from content/images. */
export const picturesOnlyIn = (files: readonly ContentFile[], file: string): string[] => {
  const elsewhere = new Set(files.filter((entry) => entry.file !== file).flatMap(({ data }) => picturesOf(data)))
  return [...new Set(picturesOf(files.find((entry) => entry.file === file)?.data))].filter((picture) => !elsewhere.has(picture))
}

/**
 * A page's file name is written as a slug is: the page's old and "View preview" addresses, which
 * _redirects leads on, are made from it (gatsby/post-build/redirects.ts). The CMS names files so.
 */
export function checkFileName(file: string, collection: Collection, fail: Fail): void {
  const name = file.replace(/^.*\/|\.ya?ml$/g, "")
  const slug = PAGE_SCHEMAS[collection].properties.slug as unknown as { pattern: string; patternErrorMessage: string }
  if (!new RegExp(slug.pattern, "u").test(name))
    fail(
      file,
      "",
      `its name ${slug.patternErrorMessage}, as a slug is, for the page's old address is made from it: not "${showInvisible(name)}"`,
    )
}

/** An old address is not a page's (Netlify would show the page, never the redirect), and is listed once. */
export function checkRedirects(file: string, redirects: unknown[], routes: Map<string, string>, fail: Fail): void {
  const seen = new Map<unknown, number>()
  redirects.forEach((redirect, index) => {
    if (!isObject(redirect)) return
    const path = `redirects[${index}].from`
    const owner = routes.get(String(redirect.from))
    if (owner) fail(file, path, `"${String(redirect.from)}" is the address of ${owner}: visitors would see that page, not where this leads`)
    else if (seen.has(redirect.from))
      fail(file, path, `"${String(redirect.from)}" is listed twice (first at redirects[${seen.get(redirect.from)}])`)
    else seen.set(redirect.from, index)
  })
}

/**
 * Each menu's ids are unique. A page of a kind with a menu of its name (services, products) that the
 * menu does not list yet is no problem: it joins the end of its menu in the build (./menus.ts).
 */
export function checkMenus(file: string, data: Json, fail: Fail): void {
  for (const menu of MENUS) {
    const items = Array.isArray(data[menu]) ? (data[menu] as unknown[]) : []
    const seen = new Map<unknown, string>()
    items.forEach((item, index) => {
      if (!isObject(item)) return
      const path = `${menu}[${index}].id`
      const first = seen.get(item.id)
      if (typeof item.id === "string" && first) fail(file, path, `"${item.id}" is used twice (first at ${first})`)
      else seen.set(item.id, `${menu}[${index}]`)
    })
  }
}
