/**
 * What the content check and everything beside it know of a file in content/: its kind of page, its
 * route, its schema, whether it is a draft and so built or not, and how a problem in it is written.
 * Pure functions over parsed YAML, shared by the check's rules (content-rules.ts and the files it
 * calls), the CMS and the build.
 */
import type { TSchema } from "@sinclair/typebox"
import {
  canBeDraft,
  COLLECTIONS,
  CONTENT_FILES,
  PAGE_KINDS,
  routeFor,
  type Collection,
  type PageKind,
} from "../content/schema/content-schema"

export interface ContentFile {
  /** Path relative to the project root, e.g. content/products/laundry.yaml */
  file: string
  data: unknown
}

export interface ContentProblem {
  file: string
  path: string
  message: string
  /**
   * "note": a problem a draft may have while unfinished (asNotesInDrafts); listed, but it
   * stops nothing: the build, the check and the CMS's save refuse only the others (no severity).
   */
  severity?: "note"
}

/** Names content may use for icons: generic icons, and technology logos (simple-icons slugs). */
export interface IconVocabulary {
  icons: readonly string[]
  logos: readonly string[]
}

export const formatProblem = ({ file, path, message }: ContentProblem): string => `${file}${path ? `: ${path}` : ""}: ${message}`

/** Whether a problem stops a build and a save: every one but a draft's note. */
export const isError = (problem: ContentProblem): boolean => problem.severity !== "note"

/** The problems as the build, check:content and develop's panel tell them: the errors apart from drafts' notes. */
export const bySeverity = (problems: readonly ContentProblem[]) => ({
  errors: problems.filter(isError),
  notes: problems.filter((problem) => !isError(problem)),
})

/** How many problems or notes, in words: "1 problem", "3 notes". */
export const countOf = (n: number, what: "problem" | "note") => `${n} ${what}${n === 1 ? "" : "s"}`

export type Json = Record<string, unknown>
export const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value)

/** A field's path below another, as an editor reads it: sections[0].heading. */
export const child = (path: string, key: string) => (path ? `${path}.${key}` : key)

/** The kind of page a content file is one of (content/<kind>/<slug>.yaml), if any. */
export const collectionOf = (file: string): Collection | null => {
  const folder = /^content\/([^/]+)\/[^/]+\.ya?ml$/.exec(file)?.[1]
  return folder && (COLLECTIONS as string[]).includes(folder) ? (folder as Collection) : null
}

/** The route of the page a content file makes, if it is a page with a slug. */
export function routeOf({ file, data }: ContentFile): string | null {
  const collection = collectionOf(file)
  return collection && isObject(data) && typeof data.slug === "string" ? routeFor(collection, data.slug) : null
}

/** Every page's route, in file order: what a link of this site may lead to (the CMS offers them to pick from). */
export const routesOf = (files: readonly ContentFile[]): string[] => files.map(routeOf).filter((route): route is string => route !== null)

/** A page's title, what an editor knows it by; null while it has none (a new entry, a blank title). */
export const titleOf = (data: unknown): string | null =>
  isObject(data) && typeof data.title === "string" && data.title.trim() ? data.title : null

/** Each page's title by its route, where it has one. */
export const titlesByRoute = (files: readonly ContentFile[]): Record<string, string> =>
  Object.fromEntries(
    files.flatMap((file) => {
      const [route, title] = [routeOf(file), titleOf(file.data)]
      return route && title ? [[route, title]] : []
    }),
  )

/** The schema a content file follows, matching CONTENT_FILES' globs (one * stands for a file name). */
export function schemaFor(file: string): TSchema | undefined {
  const normalised = file.replace(/\.yml$/, ".yaml")
  return CONTENT_FILES.find(({ glob }) => new RegExp(`^${glob.replace(/\./g, "\\.").replace("*", "[^/]+")}$`).test(normalised))?.schema
}

/**
 * The branch of a list entry's schema that describes `value`: a list whose entries branch (a
 * page's sections, `oneOf`) is told apart by each entry's `type`. Undefined where the schema does
 * not branch or no branch has that type.
 */
export function branchFor<Branch extends { properties?: Record<string, unknown> }>(
  oneOf: readonly Branch[] | undefined,
  value: unknown,
): Branch | undefined {
  const type = isObject(value) ? value.type : undefined
  return oneOf?.find((branch) => (branch.properties?.type as { const?: unknown } | undefined)?.const === type)
}

/** One step into a file's data: a field's name or a list entry's index. */
export type Step = string | number

/** Steps as an editor reads them, as problems name a field: sections[0].heading, [2].about[0]. */
export const pathOf = (steps: readonly Step[]): string =>
  steps.reduce<string>((path, step) => (typeof step === "number" ? `${path}[${step}]` : child(path, step)), "")

/** What a walk of a file's data needs of its schema: fields, and list entries that may branch by type. */
export interface SchemaNode {
  properties?: Record<string, SchemaNode>
  items?: SchemaNode & { oneOf?: SchemaNode[] }
}

/** A value in a file, with where it lies and the schema that describes it. */
export interface SchemaPlace<Schema extends SchemaNode> {
  steps: Step[]
  schema: Schema
  value: unknown
}

/**
 * Every value of a file with its schema, depth first, the file itself first: how the check's rules
 * and the CMS find the fields the schema marks (a link's `linksTo`). A list entry of a list that
 * branches (sections) takes the branch of its type (branchFor); a value the schema does not describe
 * (a field it lacks, a section of no known type) is left out with everything below it.
 */
export function placesIn<Schema extends SchemaNode>(value: unknown, schema: Schema | undefined, steps: Step[] = []): SchemaPlace<Schema>[] {
  if (!schema) return []
  const here = { steps, schema, value }
  const entrySchema = (item: unknown) => (schema.items?.oneOf ? branchFor(schema.items.oneOf, item) : schema.items) as Schema | undefined
  if (Array.isArray(value)) return [here, ...value.flatMap((item, index) => placesIn(item, entrySchema(item), [...steps, index]))]
  if (isObject(value))
    return [
      here,
      ...Object.entries(value).flatMap(([key, field]) => placesIn(field, schema.properties?.[key] as Schema | undefined, [...steps, key])),
    ]
  return [here]
}

/** The slug a page the site depends on must keep, if the file is one of those pages (content/pages/contact-us.yaml: contact-us). */
export function fixedSlugOf(file: string): string | null {
  const collection = collectionOf(file)
  const name = file.replace(/^.*\/|\.ya?ml$/g, "")
  return collection && (PAGE_KINDS[collection] as PageKind).fixed?.includes(name) ? name : null
}

/** How the check and the CMS refuse a new slug on a page whose address the site depends on. */
export const fixedSlugMessage = (slug: string, given: string) =>
  `must stay "${slug}", not "${given}": the site's own links, forms and Netlify lead to this page's address, so it cannot change`

/** A page file's `draft` tick. */
export const isDraft = (data: unknown) => isObject(data) && data.draft === true

/** What a draft must still have right, for it names the entry: a page's slug and title, a shared list entry's name. */
export const IDENTIFYING_FIELDS = new Set(["slug", "title", "name"])

/** The field a problem's path begins with (sections[0].heading: sections), and the shared list entry it lies in ([2].quote: 2). */
function placeOf(path: string): { entry: number | null; field: string } {
  const entry = /^\[(\d+)\]\.?/.exec(path)
  const rest = entry ? path.slice(entry[0].length) : path
  return { entry: entry ? Number(entry[1]) : null, field: rest.split(/[.[]/)[0] }
}

/**
 * The problems with those of drafts marked as notes: a draft (a page of a kind that has the Draft
 * switch, or a draft entry of a shared list) may be unfinished, for it is not built, so it needs
 * only what names it right (IDENTIFYING_FIELDS). A problem of the whole file (it is empty, its
 * name) stays an error. Switching Draft off makes every problem an error again.
 */
export function asNotesInDrafts(problems: readonly ContentProblem[], files: readonly ContentFile[]): ContentProblem[] {
  const data = new Map(files.map(({ file, data }) => [file, data]))
  const inDraftEntry = ({ file, path }: ContentProblem): boolean => {
    const { entry, field } = placeOf(path)
    if (!field || IDENTIFYING_FIELDS.has(field)) return false
    const content = data.get(file)
    const kind = collectionOf(file)
    if (entry === null) return kind !== null && canBeDraft(kind) && isDraft(content)
    return file.startsWith("content/shared/") && Array.isArray(content) && isDraft(content[entry])
  }
  return problems.map((problem) => (inDraftEntry(problem) ? { ...problem, severity: "note" } : problem))
}

/** Whether a value lies in a draft: a draft page's file, or a draft entry of a shared list. */
export const inDraft = ({ instancePath, rootData }: { instancePath: string; rootData: unknown }) =>
  isDraft(rootData) || (Array.isArray(rootData) && isDraft(rootData[Number(instancePath.split("/")[1])]))

/** A page as the rule of what is built sees it: its kind, its slug and its draft tick. */
export interface PageSlot {
  kind: Collection
  slug: string
  draft?: boolean | null
}

/**
 * The addresses of pages that are not built, so nothing may link to them: drafts, and a kind's list
 * page (`listedOn`) while none of that kind is published. The one rule: the check and the CMS ask it
 * of content/'s files (unbuiltRoutes), gatsby/node/create-pages.ts of GraphQL's nodes.
 */
export function unbuiltRoutesOf(pages: readonly PageSlot[]): Set<string> {
  const unbuilt = new Set(pages.filter((page) => page.draft).map(({ kind, slug }) => routeFor(kind, slug)))
  for (const kind of COLLECTIONS) {
    const listedOn = (PAGE_KINDS[kind] as PageKind).listedOn
    if (listedOn && !pages.some((page) => page.kind === kind && !page.draft)) unbuilt.add(routeFor("pages", listedOn))
  }
  return unbuilt
}

/** The same of content/'s files. */
export const unbuiltRoutes = (files: readonly ContentFile[]): Set<string> =>
  unbuiltRoutesOf(
    files.flatMap(({ file, data }) => {
      const kind = collectionOf(file)
      return kind && isObject(data) && typeof data.slug === "string" ? [{ kind, slug: data.slug, draft: isDraft(data) }] : []
    }),
  )
