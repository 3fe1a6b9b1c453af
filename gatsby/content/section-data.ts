/**
 * A page's sections as the templates receive them from GraphQL, made from the YAML alone: the
 * CMS preview renders the site's section components with it, and the component tests read the
 * real content through it, without a build. Its shape is the GraphQL layer's
 * (./graphql-types.ts), from the same schema: every field of every section type (null where
 * absent), each icon drawn, the shared list the section shows with its entries' ids.
 * __tests__/built-site/component-data.test.ts holds it to the build's page data.
 */
import type { SectionContent, SharedList } from "../../content/schema/content-schema"
import { SECTION_SCHEMAS, SECTION_TYPES, SHARED_LIST_SCHEMAS, SHARED_LISTS, type SectionType } from "../../content/schema/content-schema"
import type { SectionData } from "../../src/components/sections/section-fields"
import { drawIcon, drawnIconField, type JsonSchema } from "./drawn-icons"
import { iconFileUrl, type IconSource } from "./icon-svg"

/** The shared lists as content/shared/ holds them. */
export type SharedLists = Record<SharedList, unknown[]>

/** A value of the content as GraphQL answers the sections' fragment: every field (null where absent), icons drawn in place of their names. */
function asQueried(value: unknown, schema: JsonSchema, iconSource: IconSource): unknown {
  if (value === undefined || value === null) return null
  if (schema.type === "array" && schema.items) return (value as unknown[]).map((item) => asQueried(item, schema.items!, iconSource))
  if (schema.type !== "object") return value
  const fields = value as Record<string, unknown>
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, property]) =>
      name === "icon"
        ? [drawnIconField(property.drawnAs), drawIcon(fields.icon as string | undefined, property, iconSource)]
        : [name, asQueried(fields[name], property, iconSource)],
    ),
  )
}

/** The shared list a section type shows, if any (its schema's `showsList`). */
export const sharedListShownBy = (sectionType: string): SharedList | null =>
  (SECTION_SCHEMAS[sectionType as SectionType] as { showsList?: SharedList } | undefined)?.showsList ?? null

/** A shared list's entries, each with the id GraphQL gives it ("industries#0" …), as the YAML has them otherwise. */
export const entriesWithIds = (list: SharedList, entries: readonly unknown[]) =>
  entries.map((entry, index) => ({ id: `${list}#${index}`, ...(entry as object) }))

/** A shared list's entries as GraphQL gives them to the section that shows it: each with its id, its icons drawn. */
function sharedListEntries(list: SharedList, entries: readonly unknown[], iconSource: IconSource) {
  const item = (SHARED_LIST_SCHEMAS[list] as JsonSchema).items!
  return entriesWithIds(list, entries).map(({ id, ...entry }) => ({ id, ...(asQueried(entry, item, iconSource) as object) }))
}

/** Every field of every section type, with its schema (the Section type of GraphQL). */
const SECTION_FIELDS = new Map(
  SECTION_TYPES.flatMap((type) => Object.entries((SECTION_SCHEMAS[type] as JsonSchema).properties ?? {})).reverse(),
)

/**
 * A section of a page's YAML as the templates receive it from GraphQL: every field (null where
 * absent), each icon drawn as the build draws it, and the shared list the section shows.
 * `iconSource` says where icon files are: the build's addresses, or `data:` URLs in the CMS preview.
 */
export function sectionData(section: SectionContent, lists: SharedLists, image: SectionData["image"] = null, iconSource: IconSource = iconFileUrl): SectionData {
  const fields = section as Record<string, unknown>
  const shown = sharedListShownBy(section.type)
  return {
    ...Object.fromEntries([...SECTION_FIELDS].map(([name, schema]) => [name, asQueried(fields[name], schema, iconSource)])),
    type: section.type,
    image,
    ...Object.fromEntries(SHARED_LISTS.map((list) => [list, list === shown ? sharedListEntries(list, lists[list] ?? [], iconSource) : null])),
  } as SectionData
}
