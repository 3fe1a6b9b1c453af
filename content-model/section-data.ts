/**
 * A page's sections as the templates receive them from GraphQL, made from the YAML alone: the
 * CMS preview renders the site's section components with it, and the component tests read the
 * real content through it, without a build. Its shape is the GraphQL layer's
 * (./graphql-types.ts), from the same schema: every field of every section type (null where
 * absent), each icon drawn, each picture (any field the schema marks `picture`, at any depth) as
 * gatsby-plugin-image's data, the shared list the section shows with its entries' ids, and the
 * published pages it lists (`showsPages`), each case study with the pages it counts under.
 * __tests__/built-site/component-data.test.ts holds it to the build's page data.
 */
import type { Static, TArray, TObject, TOptional, TProperties, TSchema } from "@sinclair/typebox"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import type { Collection, PAGE_KINDS, SectionContent, SectionUse, SharedList, TIcon, TPicture } from "../content/schema/content-schema"
import {
  COLLECTIONS,
  PAGE_SCHEMAS,
  routeFor,
  SECTION_SCHEMAS,
  SECTION_TYPES,
  SHARED_LIST_SCHEMAS,
  SHARED_LISTS,
  type SectionType,
} from "../content/schema/content-schema"
import { drawIcon, drawnIconField, type JsonSchema } from "./drawn-icons"
import { iconFileUrl, type IconSource } from "./icon-svg"
import { pagesCountedUnder, type PageWithSections } from "./proven-services"

/** The shared lists as content/shared/ holds them. */
export type SharedLists = Record<SharedList, unknown[]>

/** The field of a section that lists pages (its type's `showsPages`): the published pages of that kind, newest first. */
export const LISTED_PAGES_FIELD = "listedPages"

/** The pages of each kind as content/ holds them (each file's data), for the sections that list pages. */
export type PagesByKind = Partial<Record<Collection, readonly unknown[]>>

/** A picture as GraphQL gives it to the sections: gatsby-plugin-image's data of the file the YAML names. */
export interface QueriedPicture {
  readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null
}

/** A picture as the sections receive it, from the file the YAML names (../images/logo.png); null where none is drawn. */
export type PictureOf = (file: string) => QueriedPicture | null

/**
 * The type of a value of the content as GraphQL gives it (the type of what asQueried makes), read
 * from its schema's type: a picture as its image data, a list of such values, an object's fields.
 */
type Queried<Schema> = Schema extends TPicture
  ? QueriedPicture
  : Schema extends TArray<infer Item>
    ? ReadonlyArray<Queried<Item>>
    : Schema extends TObject<infer Properties>
      ? QueriedFields<Properties>
      : Schema extends TSchema
        ? Static<Schema>
        : never

/** The field an icon's drawing puts in its place (./drawn-icons.ts drawnIconField). */
type DrawnIconField<Schema> = Schema extends TIcon<infer Drawing> ? (Drawing extends "inline" ? "svg" : "iconSrc") : never

/** A field of an object, null where the schema lets it be absent. */
type QueriedField<Schema> = Schema extends TOptional<TSchema> ? Queried<Schema> | null : Queried<Schema>

/** An object's fields as GraphQL gives them: each icon's drawn field (text, null for no icon) in its place. */
type QueriedFields<Properties extends TProperties> = {
  readonly [
    Name in keyof Properties as Properties[Name] extends TIcon ? DrawnIconField<Properties[Name]> : Name
  ]: Properties[Name] extends TIcon ? string | null : QueriedField<Properties[Name]>
}

/** Every name a field has in any of a union of objects' fields. */
type NameInAny<Fields> = Fields extends unknown ? keyof Fields : never
/** The schemas a field has in a union of objects' fields (one, as the GraphQL layer insists). */
type SchemaInAny<Fields, Name> = Fields extends unknown ? (Name extends keyof Fields ? Extract<Fields[Name], TSchema> : never) : never
/** A union of objects' fields as one object's fields, each optional unless every one of them has it. */
type Merged<Fields> = {
  [Name in NameInAny<Fields>]: [Fields] extends [Record<Name, unknown>] ? SchemaInAny<Fields, Name> : TOptional<SchemaInAny<Fields, Name>>
}
/** The same, each field optional: a section's fields, of which the Section type of GraphQL requires `type` only. */
type MergedOptional<Fields> = { [Name in NameInAny<Fields>]: TOptional<SchemaInAny<Fields, Name>> }

/** Each kind of page's fields but its sections: every page's, and its kind's own (PAGE_KINDS' `fields`). */
type ListedFieldsOf<Kind> = Kind extends Collection
  ? Omit<(typeof PAGE_SCHEMAS)[Kind]["properties"], "sections"> &
      ((typeof PAGE_KINDS)[Kind] extends { fields: infer Own extends TProperties } ? Own : unknown)
  : never

/**
 * A listed page as GraphQL gives it (ContentPage): every page's fields and every kind's own
 * (null where a kind lacks it), but its sections; its id, its route and the pages it counts under.
 */
type QueriedListedPage = QueriedFields<Merged<ListedFieldsOf<Collection>>> & {
  readonly id: string
  readonly route: string
  readonly countsUnder: readonly string[] | null
}

/**
 * A section as its component reads it, the type of what GraphQL answers the sections' fragment
 * (src/components/sections/section-fields.ts) and sectionData below makes, from the content
 * schema's types: every field of every section type (null where absent), its type, the shared
 * list the section shows (each entry with its id) and the pages it lists. A field added to the
 * schema is a field of it at once, with no Gatsby run.
 */
export type SectionData = Omit<QueriedFields<MergedOptional<(typeof SECTION_SCHEMAS)[SectionType]["properties"]>>, "type"> & {
  readonly type: string
} & {
  readonly [List in SharedList]: ReadonlyArray<{ readonly id: string } & Queried<(typeof SHARED_LIST_SCHEMAS)[List]["items"]>> | null
} & { readonly [Field in typeof LISTED_PAGES_FIELD]: readonly QueriedListedPage[] | null }

/** Where a section's pictures and icons come from: the build's files, or what the CMS preview has. */
interface Drawing {
  iconSource: IconSource
  pictureOf: PictureOf
}

/** A value of the content as GraphQL answers the sections' fragment: every field (null where absent), icons drawn in place of their names, pictures as image data. */
function asQueried(value: unknown, schema: JsonSchema, drawing: Drawing): unknown {
  if (value === undefined || value === null) return null
  if (schema.type === "array" && schema.items) return (value as unknown[]).map((item) => asQueried(item, schema.items!, drawing))
  if (schema.picture) return drawing.pictureOf(String(value))
  // A day the YAML holds unquoted reaches here as js-yaml's Date: GraphQL gives it as YYYY-MM-DD.
  if (schema.calendarDate) return day(value as string | Date)
  if (schema.type !== "object") return value
  const fields = value as Record<string, unknown>
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, property]) =>
      name === "icon"
        ? [drawnIconField(property.drawnAs), drawIcon(fields.icon as string | undefined, property, drawing.iconSource)]
        : [name, asQueried(fields[name], property, drawing)],
    ),
  )
}

/** A day as text (YYYY-MM-DD), whether the YAML held it quoted or js-yaml made a Date of it. */
const day = (value: string | Date | null | undefined) => (value instanceof Date ? value.toISOString().slice(0, 10) : (value ?? ""))

/** A page of content/ as lists of pages sort and filter it. */
interface ListedPage {
  slug: string
  draft?: boolean | null
  published?: string | Date | null
}

/** The published pages (not drafts) of a kind, newest first: what a section that lists them shows. */
export const publishedPages = <Page extends ListedPage>(pages: Iterable<Page>): Page[] =>
  [...pages].filter((page) => !page.draft).sort((a, b) => day(b.published).localeCompare(day(a.published)) || a.slug.localeCompare(b.slug))

/** Every field of every kind of page but its sections: what GraphQL gives of a listed page (ContentPage), besides its id and route. */
const LISTED_PAGE_SCHEMA: JsonSchema = {
  type: "object",
  properties: Object.fromEntries(
    COLLECTIONS.flatMap((kind) => Object.entries((PAGE_SCHEMAS[kind] as JsonSchema).properties ?? {})).filter(
      ([name]) => name !== "sections",
    ),
  ),
}

/** The published pages a section type lists (its `showsPages`), as GraphQL gives them; null for a type that lists none. */
function listedPagesOf(sectionType: string, pages: PagesByKind, drawing: Drawing) {
  const kind = (SECTION_SCHEMAS[sectionType as SectionType] as SectionUse | undefined)?.showsPages
  if (!kind) return null
  const provable = { services: (pages.services ?? []) as PageWithSections[], products: (pages.products ?? []) as PageWithSections[] }
  return publishedPages((pages[kind] ?? []) as Array<ListedPage & { proves?: string[] }>).map((page) => ({
    id: routeFor(kind, page.slug),
    ...(asQueried(page, LISTED_PAGE_SCHEMA, drawing) as object),
    route: routeFor(kind, page.slug),
    countsUnder: page.proves ? pagesCountedUnder(page.proves, provable) : null,
  }))
}

/** The shared list a section type shows, if any (its schema's `showsList`). */
export const sharedListShownBy = (sectionType: string): SharedList | null =>
  (SECTION_SCHEMAS[sectionType as SectionType] as { showsList?: SharedList } | undefined)?.showsList ?? null

/**
 * A shared list's entries a section may show, each with the id GraphQL gives it ("industries#0" …,
 * its place in the file), as the YAML has them otherwise: never a draft, so a parked
 * testimonial's words and name stay out of the built site's page data, not only out of its HTML.
 */
export const shownEntriesWithIds = (list: SharedList, entries: readonly unknown[]) =>
  entries
    .map((entry, index) => ({ id: `${list}#${index}`, ...(entry as object) }))
    .filter((entry) => (entry as { draft?: unknown }).draft !== true)

/** A shared list's entries as GraphQL gives them to the section that shows it: each with its id, its icons drawn. */
function sharedListEntries(list: SharedList, entries: readonly unknown[], drawing: Drawing) {
  const item = (SHARED_LIST_SCHEMAS[list] as JsonSchema).items!
  return shownEntriesWithIds(list, entries).map(({ id, ...entry }) => ({ id, ...(asQueried(entry, item, drawing) as object) }))
}

/** Every field of every section type, with its schema (the Section type of GraphQL). */
const SECTION_FIELDS = new Map(
  SECTION_TYPES.flatMap((type) => Object.entries((SECTION_SCHEMAS[type] as JsonSchema).properties ?? {})).reverse(),
)

/** No pictures drawn: every picture field null (a test's data, where no picture matters). */
const NO_PICTURES: PictureOf = () => null

/**
 * A section of a page's YAML as the templates receive it from GraphQL: every field (null where
 * absent), each icon drawn as the build draws it, each picture as `pictureOf` makes it (wherever
 * the schema marks one: a hero's image, a logo in a list, a testimonial's photo), the shared list
 * the section shows and the published pages of `pages` it lists. `iconSource` says where icon
 * files are: the build's addresses, or `data:` URLs in the CMS preview.
 */
export function sectionData(
  section: SectionContent,
  lists: SharedLists,
  pictureOf: PictureOf = NO_PICTURES,
  iconSource: IconSource = iconFileUrl,
  pages: PagesByKind = {},
): SectionData {
  const fields = section as Record<string, unknown>
  const shown = sharedListShownBy(section.type)
  const drawing = { iconSource, pictureOf }
  return {
    ...Object.fromEntries([...SECTION_FIELDS].map(([name, schema]) => [name, asQueried(fields[name], schema, drawing)])),
    type: section.type,
    ...Object.fromEntries(SHARED_LISTS.map((list) => [list, list === shown ? sharedListEntries(list, lists[list] ?? [], drawing) : null])),
    [LISTED_PAGES_FIELD]: listedPagesOf(section.type, pages, drawing),
  } as SectionData
}
