/**
 * The one description of the content's shape, by idea, one file each: ./fields.ts (text, links,
 * icons, pictures, dates), ./page-kinds.ts (the folders whose files become pages), ./sections.ts
 * (the blocks of a page), ./shared-lists.ts (lists shown on several pages), ./proof-of-work.ts
 * (a case study's client and results, testimonials), ./site.ts (settings, menus, old addresses)
 * and ./words.ts (the words of every page). This index puts each kind of page's
 * file schema together and says which schema each content file follows.
 *
 * From it come the build's check (content-model/content-rules.ts validates with Ajv), the
 * TypeScript types, the JSON Schema files beside it that VS Code uses for hints (npm run schema
 * writes them and .vscode/settings.json), the GraphQL types (content-model/graphql-types.ts) and
 * the CMS's fields and collections (admin/src/fields.ts, admin/src/config.ts).
 *
 * `title` is the label an editor sees, `description` the hint under it, `patternErrorMessage`
 * what is wrong when a value does not fit its pattern (VS Code shows it too), and `emptyListHint`
 * what a list needs first, said when it is empty or missing. Keywords of our own
 * mark what a schema cannot decide alone: `iconSet` (the name must be an icon we can draw) and
 * `linksTo` (a link must reach a page of this site, or of the kinds it names); and describe the content to the code that
 * draws it: `drawnAs` (how an icon is drawn), `offeredOn` (the kinds of page a section type may be
 * used on), `showsList` (the shared list a section type shows), `showsPages` (the kind of page a
 * section type lists), `picture` and `describedBy` (a picture, whatever its field's name, and the
 * field that describes it), `calendarDate` (a YYYY-MM-DD day: the check also refuses one the
 * calendar lacks, such as 2026-02-31) and `newEntryValue` (what the CMS fills in for a new entry,
 * where a file without the field means something else: the Draft switch).
 */
import { Type, type Static, type TSchema } from "@sinclair/typebox"
import { MAX_LENGTH, object, text, textList } from "./fields"
import { COLLECTIONS, NOINDEX, PAGE_KINDS, type Collection, type PageKind } from "./page-kinds"
import { sections, SECTIONS_OFFERED } from "./sections"
import { SHARED_LIST_SCHEMAS, SHARED_LISTS } from "./shared-lists"
import { NavigationSchema, RedirectsSchema, SiteSchema } from "./site"
import { WordsSchema } from "./words"

export * from "./fields"
export * from "./page-kinds"
export * from "./proof-of-work"
export * from "./sections"
export * from "./shared-lists"
export * from "./site"
export * from "./words"

const pageFields = {
  slug: Type.String({
    title: "Slug",
    description: "The last part of the address: lower-case words joined by hyphens",
    pattern: "^[a-z0-9]+(-[a-z0-9]+)*$",
    patternErrorMessage: "must be lower-case words joined by hyphens",
  }),
  title: text("Title", 'The browser-tab title becomes "<title> - <brand>"', MAX_LENGTH.title),
  description: text("Description", "One or two sentences for search results and link previews", MAX_LENGTH.description),
  keywords: Type.Optional(textList({ title: "Keywords", entry: "Keyword" }, "The site's keywords otherwise")),
}

const pageSchema = (kind: Collection) =>
  object(
    { ...pageFields, ...(PAGE_KINDS[kind] as PageKind).fields, sections: sections(SECTIONS_OFFERED[kind]) },
    PAGE_KINDS[kind].labelSingular,
  ) as unknown as ReturnType<typeof object<typeof pageFields & typeof NOINDEX & { sections: ReturnType<typeof sections> }>>

/** Each kind of page's file schema: the same fields, and the sections that kind offers. */
export const PAGE_SCHEMAS = Object.fromEntries(COLLECTIONS.map((kind) => [kind, pageSchema(kind)])) as Record<
  Collection,
  ReturnType<typeof pageSchema>
>
/** Which schema each content file follows, by its path from the project root; `name` names its JSON Schema file. */
export const CONTENT_FILES = [
  { glob: "content/site.yaml", schema: SiteSchema, name: "site" },
  { glob: "content/navigation.yaml", schema: NavigationSchema, name: "navigation" },
  { glob: "content/redirects.yaml", schema: RedirectsSchema, name: "redirects" },
  { glob: "content/words.yaml", schema: WordsSchema, name: "words" },
  ...COLLECTIONS.map((kind) => ({ glob: `content/${kind}/*.yaml`, schema: PAGE_SCHEMAS[kind] as TSchema, name: kind })),
  ...SHARED_LISTS.map((list) => ({ glob: `content/shared/${list}.yaml`, schema: SHARED_LIST_SCHEMAS[list] as TSchema, name: list })),
]

/** The keywords of our own that describe content to the code (see the top of this file); the check knows them. */
export const ANNOTATIONS = ["patternErrorMessage", "emptyListHint", "drawnAs", "offeredOn", "showsList", "showsPages", "picture", "describedBy", "calendarDate", "keyOf", "refersTo", "requiredWhen", "newEntryValue", "namesDrafts"] as const

export type PageContent = Static<(typeof PAGE_SCHEMAS)["pages"]>
