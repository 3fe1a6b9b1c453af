/**
 * The menus that list a kind of page by its own name (the Services and Products menus): a page of
 * such a kind joins the end of its menu when it is published. The CMS writes the entry into
 * content/navigation.yaml as it publishes (admin/src/index.tsx), and the build adds any entry still
 * missing (gatsby/node/schema.ts), so the first build after a publish already shows the page in
 * its menu, whether or not the CMS's second commit has landed yet.
 */
import { MENUS, NavigationSchema, routeFor, type NavigationContent } from "../content/schema/content-schema"
import { collectionOf, isDraft, isObject } from "./content-files"

/** A menu entry's id: the page's address as one word, unique in its menu (the check requires it). */
export function menuEntryId(url: string, taken: ReadonlyArray<unknown>): string {
  const base = url.split("/").filter(Boolean).pop() ?? "home"
  let id = base
  for (let n = 2; taken.includes(id); n++) id = `${base}-${n}`
  return id
}

/**
 * The menus with a page of a kind that has a menu of its name (services, products) added at its end,
 * the page's title its entry's; null when it is there already, the page is a draft (not on the
 * site: it joins its menu when Draft is switched off), or the page is of another kind.
 */
export function withMenuEntry(
  navigation: NavigationContent,
  file: string,
  data: unknown,
): { navigation: NavigationContent; menuTitle: string } | null {
  const collection = collectionOf(file)
  const menu = (MENUS as readonly string[]).includes(collection ?? "") ? (collection as (typeof MENUS)[number]) : null
  if (!menu || !isObject(data) || isDraft(data) || typeof data.slug !== "string" || typeof data.title !== "string") return null
  const url = routeFor(collection!, data.slug)
  const entries = navigation[menu] ?? []
  if (entries.some((entry) => entry.url === url)) return null
  const entry = {
    id: menuEntryId(
      url,
      entries.map(({ id }) => id),
    ),
    title: data.title,
    url,
  }
  return { navigation: { ...navigation, [menu]: [...entries, entry] }, menuTitle: NavigationSchema.properties[menu].title ?? menu }
}

/** The menus with every published page of a kind that has a menu of its name added at its end, in the order given; the rest as they are. */
export function withEveryPageInItsMenu(
  navigation: NavigationContent,
  pages: ReadonlyArray<{ file: string; data: unknown }>,
): NavigationContent {
  return pages.reduce((menus, { file, data }) => withMenuEntry(menus, file, data)?.navigation ?? menus, navigation)
}
