/**
 * What else a page's slug change writes, in the same save: every link to the page's old address
 * (menus, pages, old addresses leading there, the page's own links to itself) goes to the new one,
 * and the old address joins content/redirects.yaml, leading to the new, so nothing points at an
 * address that has no page and a visitor's bookmark is moved on (301). Pure functions over parsed
 * content: carry-links.ts adds their files to the save, and a check of the tree after a save applies
 * them too (treeAfterSave).
 */
import { CONTENT_FILES, type RedirectsContent } from "../../../content/schema/content-schema"
import { isDraft, isObject, routeOf, type ContentFile } from "../../../content-model/content-files"
import { linksTo } from "../../../content-model/link-rules"

/** The old addresses' file (Site settings → Old addresses). */
export const REDIRECTS = CONTENT_FILES.find(({ name }) => name === "redirects")!.glob

/** A page's move: its route before the save and after, and whether visitors could reach the old one. */
export interface AddressChange {
  from: string
  to: string
  wasLive: boolean
}

/** The move a save makes of a page already saved, or null (a new page, another file, the same slug). */
export function addressChange(saved: readonly ContentFile[], file: string, data: unknown): AddressChange | null {
  const before = saved.find((entry) => entry.file === file)
  const from = before && routeOf(before)
  const to = routeOf({ file, data })
  if (!before || !from || !to || from === to) return null
  return { from, to, wasLive: !isDraft(before.data) }
}

/** Replaces the value at a path as linksTo writes it ("products[2].url", "[0].items[1].url"). */
function replaceAt(data: unknown, path: string, replace: (value: string) => string): void {
  const parts = path.match(/[^.[\]]+/g) ?? []
  let container = data as Record<string, unknown>
  for (const part of parts.slice(0, -1)) container = container[part] as Record<string, unknown>
  const last = parts[parts.length - 1]
  container[last] = replace(container[last] as string)
}

/**
 * The old addresses after the move: the page's new address is no old one any more (the page
 * answers there); its old address, if visitors could reach it, leads to the new one. Addresses
 * that led to the old one lead to the new already (they are links: filesMovedWith).
 */
function withOldAddress(data: unknown, { from, to, wasLive }: AddressChange): RedirectsContent {
  const redirects = ((isObject(data) ? data.redirects : undefined) ?? []) as NonNullable<RedirectsContent["redirects"]>
  const kept = redirects.filter((redirect) => redirect.from !== to)
  const added = wasLive && !kept.some((redirect) => redirect.from === from) ? [{ from, to }] : []
  return { ...(isObject(data) ? data : {}), redirects: [...kept, ...added] }
}

/**
 * Every file a page's slug change rewrites, with its new data (the page's own file among them if
 * it links to itself): empty when the save moves no page. The page's data is taken as saved.
 */
export function filesMovedWith(saved: readonly ContentFile[], file: string, data: unknown): ContentFile[] {
  const change = addressChange(saved, file, data)
  if (!change) return []
  const after = treeWith(saved, [{ file, data }])
  const edited = new Map<string, unknown>()
  for (const place of linksTo(after, change.from)) {
    if (!edited.has(place.file)) edited.set(place.file, structuredClone(after.find((entry) => entry.file === place.file)!.data))
    replaceAt(edited.get(place.file), place.path, (link) => change.to + link.slice(change.from.length))
  }
  const redirectsBefore = edited.get(REDIRECTS) ?? after.find((entry) => entry.file === REDIRECTS)?.data
  const redirects = withOldAddress(redirectsBefore, change)
  if (JSON.stringify(redirects) !== JSON.stringify(redirectsBefore)) edited.set(REDIRECTS, redirects)
  return [...edited].map(([name, content]) => ({ file: name, data: content }))
}

/** The files with some replaced or added: the content as it is after a save. */
const treeWith = (files: readonly ContentFile[], changed: readonly ContentFile[]): ContentFile[] => [
  ...files.map((entry) => changed.find(({ file }) => file === entry.file) ?? entry),
  ...changed.filter(({ file }) => !files.some((entry) => entry.file === file)),
]

/** The content as one save of a page leaves it: the page as saved, and every file its slug change rewrites. */
export function treeAfterSave(saved: readonly ContentFile[], file: string, data: unknown): ContentFile[] {
  const withPage = treeWith(saved, [{ file, data }])
  return treeWith(withPage, filesMovedWith(saved, file, data))
}
