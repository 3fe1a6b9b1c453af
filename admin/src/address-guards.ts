/**
 * What keeps every address of the site whole when an editor saves, deletes or publishes a page in
 * the CMS, judged against the content as it is saved now (saved-content.ts reads it from the back
 * end): a page the site depends on keeps its slug; no two pages share one; a page that menus or
 * pages link to is not deleted, and the refusal names each place that links to it; a new product
 * or service page joins its menu. A linked page's slug change carries its links along
 * (slug-change/). The build's check (content-model/content-rules.ts) refuses the same
 * content; here the editor hears it before anything is saved.
 */
import { routeFor } from "../../content/schema/content-schema"
import { menuEntryId } from "../../content-model/menus"
import {
  branchFor,
  collectionOf,
  fixedSlugMessage,
  fixedSlugOf,
  isObject,
  routeOf,
  schemaFor,
  type ContentFile,
} from "../../content-model/content-files"
import { linksTo, picturesOnlyIn, type LinkPlace } from "../../content-model/link-rules"
import { placeOfFile } from "./cms-places"

/** The menus' file, which a new product or service page joins. */
export const NAVIGATION = "content/navigation.yaml"

interface FieldSchema {
  title?: string
  properties?: Record<string, FieldSchema>
  items?: FieldSchema & { oneOf?: FieldSchema[] }
}

type Json = Record<string, unknown>

/** A list entry's own name where it has one (a menu entry's title, a testimonial's person), as the owner knows it. */
function entryName(entry: unknown): string {
  const name = isObject(entry) ? (entry.title ?? entry.name) : undefined
  return typeof name === "string" && name.trim() ? ` (${name.trim()})` : ""
}

/**
 * A field's path in a file (sections[0].button.enquiry) in the words of the CMS's form: "Hero
 * (section 1) → Button → Enquiry"; a menu's entry is "Products menu, entry 3 (Laundry App) → Link",
 * a list itself "Sections".
 */
export function fieldInWords(file: string, path: string, data: unknown): string {
  let schema = schemaFor(file) as FieldSchema | undefined
  let value = data
  const words: string[] = []
  const parts = path.match(/[^.[\]]+/g) ?? []
  for (const [at, part] of parts.entries()) {
    if (/^\d+$/.test(part)) {
      const index = Number(part)
      value = Array.isArray(value) ? value[index] : undefined
      const branch = branchFor(schema?.items?.oneOf, value)
      words.push(branch ? `${branch.title} (section ${index + 1})` : `${schema?.title ?? "list"}, entry ${index + 1}${entryName(value)}`)
      schema = branch ?? schema?.items
    } else {
      schema = schema?.properties?.[part]
      value = isObject(value) ? value[part] : undefined
      // A list is named with its entry: "Products menu, entry 3", not "Products menu → Products menu, entry 3";
      // by itself where the path ends at it (a missing or empty list).
      if (!schema?.items || at === parts.length - 1) words.push(schema?.title ?? part)
    }
  }
  return words.join(" → ")
}

/** What an editor looks for: where the content manager shows the file (Site settings → Menus), then the field. */
function placeInWords(files: readonly ContentFile[], { file, path }: LinkPlace): string {
  const data = files.find((entry) => entry.file === file)?.data
  return `${placeOfFile(file, data)}: ${fieldInWords(file, path, data)}`
}

const listOfPlaces = (files: readonly ContentFile[], places: readonly LinkPlace[]) =>
  places.map((place) => `- ${placeInWords(files, place)}`).join("\n")

/**
 * Why a save of a page is refused for its address (a fixed page's slug changed, a slug another
 * page has); null when it may be saved. A linked page's slug may change: the save carries every
 * link to it and its old address along (slug-change/linked-edits.ts).
 */
export function slugChangeRefusal(saved: readonly ContentFile[], file: string, data: unknown): string | null {
  const slug = isObject(data) && typeof data.slug === "string" ? data.slug : null
  const collection = collectionOf(file)
  if (!slug || !collection) return null
  const fixed = fixedSlugOf(file)
  if (fixed && slug !== fixed) return `Slug ${fixedSlugMessage(fixed, slug)}.`
  // A copy made with Duplicate keeps the slug of the page it was made from until the editor gives it its own.
  const owner = saved.find((entry) => entry.file !== file && routeOf(entry) === routeFor(collection, slug))
  if (owner) return `Slug: "${slug}" is already the slug of ${placeOfFile(owner.file, owner.data)}: give this page its own.`
  return null
}

/** Why a page may not be deleted (menus or pages link to it); null when it may. */
export function deleteRefusal(saved: readonly ContentFile[], file: string): string | null {
  const page = saved.find((entry) => entry.file === file)
  const route = page && routeOf(page)
  const places = route ? linksTo(saved, route) : []
  if (places.length === 0) return null
  return `${route} is linked from these, which would lead nowhere without it:\n${listOfPlaces(saved, places)}\nRemove or change those links first.`
}

/** What to say once a page is gone: the pictures no other page shows, to delete under Media; null when there are none. */
export function orphanedPicturesNotice(saved: readonly ContentFile[], file: string): string | null {
  const pictures = picturesOnlyIn(saved, file).map((picture) => picture.replace(/^\.\.\/images\//, ""))
  return pictures.length === 0
    ? null
    : `No page shows ${pictures.join(", ")} any more: delete ${pictures.length === 1 ? "it" : "them"} under Media.`
}

/** Menu entries the editor added without an id (the CMS hides the field): each gets one from its address. */
export function withMenuIds(navigation: Json): Json {
  return Object.fromEntries(
    Object.entries(navigation).map(([menu, entries]) => {
      if (!Array.isArray(entries)) return [menu, entries]
      const taken: unknown[] = entries.map((entry) => (isObject(entry) ? entry.id : undefined)).filter(Boolean)
      return [
        menu,
        entries.map((entry) => {
          if (!isObject(entry) || entry.id || typeof entry.url !== "string") return entry
          const id = menuEntryId(entry.url, taken)
          taken.push(id)
          return { id, ...entry }
        }),
      ]
    }),
  )
}
