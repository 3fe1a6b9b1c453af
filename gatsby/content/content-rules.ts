/**
 * The check of every file in content/, as a pure function over parsed YAML so it can be tested
 * without a build. The shape comes from the content schema (content/schema/),
 * validated by Ajv; what a schema cannot decide alone (a link reaches a page, an icon exists, slugs
 * and menu ids are unique, product and service pages' buttons to the contact
 * form say what the enquiry is about) is the code below. Each problem names the file, the path
 * inside it and what is wrong, and every problem is reported, not just the first, so an editor can
 * fix a commit in one go.
 */
import Ajv, { type ErrorObject, type ValidateFunction } from "ajv"
import type { TSchema } from "@sinclair/typebox"
import {
  ANNOTATIONS,
  lengthLimitMessage,
  notAPageMessage,
  COLLECTIONS,
  CONTENT_FILES,
  MENUS,
  PAGE_KINDS,
  PAGE_SCHEMAS,
  routeFor,
  SECTION_TYPES,
  SECTIONS_OFFERED,
  SHARED_LISTS,
  type Collection,
  type IconSet,
  type PageKind,
} from "../../content/schema/content-schema"
import { showInvisible } from "../../content/schema/line-token"
import { allowedLink } from "../../content/schema/link-targets"
import { CONTACT_PATH } from "../../src/site/enquiry-route"

export interface ContentFile {
  /** Path relative to the project root, e.g. content/products/laundry.yaml */
  file: string
  data: unknown
}

export interface ContentProblem {
  file: string
  path: string
  message: string
}

/** Names content may use for icons: generic icons, and technology logos (simple-icons slugs). */
export interface IconVocabulary {
  icons: readonly string[]
  logos: readonly string[]
}

export const formatProblem = ({ file, path, message }: ContentProblem): string =>
  `${file}${path ? `: ${path}` : ""}: ${message}`

type Json = Record<string, unknown>
export const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value)

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

/** The schema a content file follows, matching CONTENT_FILES' globs (one * stands for a file name). */
export function schemaFor(file: string): TSchema | undefined {
  const normalised = file.replace(/\.yml$/, ".yaml")
  return CONTENT_FILES.find(({ glob }) => new RegExp(`^${glob.replace(/\./g, "\\.").replace("*", "[^/]+")}$`).test(normalised))?.schema
}

function describe(value: unknown): string {
  if (value === null || value === undefined) return "nothing"
  if (Array.isArray(value)) return "a list"
  if (typeof value === "object") return "a group of fields"
  if (typeof value === "string") return `text "${value}"`
  return `${typeof value} ${JSON.stringify(value)}`
}

const TYPE_NAMES: Record<string, string> = { string: "text", array: "a list", object: "a group of fields", boolean: "true or false" }

/** Ajv's instancePath (/sections/0/heading) as an editor reads it: sections[0].heading. */
const readablePath = (pointer: string): string =>
  pointer
    .split("/")
    .slice(1)
    .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"))
    .reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), "")

const child = (path: string, key: string) => (path ? `${path}.${key}` : key)

interface Context {
  /** Every page's route, with its kind; a link may lead to those that are built. */
  pages: ReadonlyMap<string, Collection>
  /** Pages that exist but are not built: drafts, and list pages of kinds with nothing published. */
  unbuilt: ReadonlySet<string>
  collection: Collection | null
}

/** Whether a link may lead to a route: a built page, or, from within a draft, any page. */
const reachable = (context: Context, route: string, fromDraft = false) => context.pages.has(route) && (fromDraft || !context.unbuilt.has(route))

/** One Ajv error in the words of CONTENT.md's table; null for errors another one already explains. */
function explain(error: ErrorObject, context: Context): { path: string; message: string } | null {
  const path = readablePath(error.instancePath)
  const data: unknown = error.data
  const schema = error.parentSchema as Json | undefined
  switch (error.keyword) {
    case "required":
    case "dependencies": {
      const missing = (error.params as { missingProperty: string }).missingProperty
      const when = error.keyword === "dependencies" ? ` when there is ${(error.params as { property: string }).property === "image" ? "an image" : "a " + (error.params as { property: string }).property}` : ""
      return { path: child(path, missing), message: `is required${when}` }
    }
    case "minLength":
      return { path, message: "is required" }
    case "maxLength":
      return { path, message: `${lengthLimitMessage((error.params as { limit: number }).limit)} (it has ${String(data).length})` }
    case "minItems":
      return { path, message: "must not be empty" }
    case "type":
      if (data === null) return { path, message: "is required" }
      return { path, message: `must be ${TYPE_NAMES[(error.params as { type: string }).type] ?? error.params.type}, not ${describe(data)}` }
    case "additionalProperties": {
      const allowed = Object.keys((schema?.properties as Json | undefined) ?? {})
      return {
        path: child(path, (error.params as { additionalProperty: string }).additionalProperty),
        message: `is not a known field (allowed: ${allowed.join(", ")})`,
      }
    }
    case "pattern":
      return { path, message: `${(schema?.patternErrorMessage as string | undefined) ?? `must match ${String(error.params.pattern)}`}, not "${showInvisible(String(data))}"` }
    case "enum": {
      const title = typeof schema?.title === "string" ? schema.title.toLowerCase() : "value"
      return { path, message: `"${String(data)}" is not a ${title} (use one of: ${(schema?.enum as string[]).join(", ")})` }
    }
    case "discriminator": {
      const { tagValue } = error.params as { tagValue?: unknown }
      if (tagValue === undefined) return null // the "required" error says it
      const typePath = child(path, "type")
      if (typeof tagValue !== "string") return { path: typePath, message: `must be text, not ${describe(tagValue)}` }
      if (!(SECTION_TYPES as string[]).includes(tagValue) || !context.collection)
        return { path: typePath, message: `"${tagValue}" is not a section type (use one of: ${SECTION_TYPES.join(", ")})` }
      const offered = SECTIONS_OFFERED[context.collection]
      return {
        path: typePath,
        message: `"${tagValue}" is not offered on ${PAGE_KINDS[context.collection].description} (use one of: ${offered.join(", ")}; CONTENT.md says how to offer another)`,
      }
    }
    case "calendarDate":
      return { path, message: `"${String(data)}" is not a day of the calendar` }
    case "iconSet":
      return {
        path,
        message: `"${String(data)}" is not a known icon (see CONTENT.md for the list${schema?.iconSet === "icons-or-logos" ? ", or use a simple-icons slug" : ""})`,
      }
    case "linksTo": {
      const route = String(data).split("#")[0]
      const kinds = schema?.linksTo
      if (Array.isArray(kinds) && reachable(context, route))
        return { path, message: `"${String(data)}" must be one of the site's ${kinds.map((kind) => PAGE_KINDS[kind as Collection].description).join(" or ")}` }
      if (context.unbuilt.has(route)) return { path, message: `${notAPageMessage(String(data))} while it is a draft (or, for a list, while nothing in it is published)` }
      const hint = route.endsWith("/") ? "" : ` (did you mean "${route}/"?)`
      return { path, message: `${notAPageMessage(String(data))}${hint}` }
    }
    default:
      return { path, message: error.message ?? error.keyword }
  }
}

/**
 * An Ajv set up for the content schema: every error, not just the first;
 * sections told apart by `type`; and our two keywords, answered from the
 * icon sets and the routes the content makes.
 */
function contentValidator(vocabulary: IconVocabulary, context: Context) {
  const ajv = new Ajv({ allErrors: true, discriminator: true, verbose: true, strict: true })
  for (const keyword of ANNOTATIONS.filter((annotation) => annotation !== "calendarDate")) ajv.addKeyword({ keyword })
  // A day its pattern lets through that the calendar lacks (2026-02-31): GraphQL could not format it.
  ajv.addKeyword({
    keyword: "calendarDate",
    type: "string",
    schemaType: "boolean",
    validate: (_on: boolean, day: string) => !/^\d{4}-\d{2}-\d{2}$/.test(day) || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day,
  })
  ajv.addKeyword({
    keyword: "iconSet",
    type: "string",
    schemaType: "string",
    validate: (set: IconSet, name: string) =>
      name === "" || vocabulary.icons.includes(name) || (set === "icons-or-logos" && vocabulary.logos.includes(name)),
  })
  ajv.addKeyword({
    keyword: "linksTo",
    type: "string",
    schemaType: ["string", "array"],
    validate: (target: "page" | readonly Collection[], url: string, _schema?: unknown, where?: { instancePath: string; rootData: unknown }) => {
      const route = url.split("#")[0]
      // A draft may lead to another draft (an example testimonial to an example study): neither is built.
      const kind = reachable(context, route, where !== undefined && inDraft(where)) ? context.pages.get(route) : undefined
      // Only a site path must be a page; the field's pattern (link-targets.ts) judges every other target.
      if (target === "page") return allowedLink(url)?.leadsTo !== "this site" || kind !== undefined
      return kind !== undefined && target.includes(kind)
    },
  })
  const compiled = new Map<TSchema, ValidateFunction>()
  return (schema: TSchema, data: unknown): ErrorObject[] => {
    let validate = compiled.get(schema)
    if (!validate) compiled.set(schema, (validate = ajv.compile(schema)))
    return validate(data) ? [] : (validate.errors ?? [])
  }
}

/**
 * Checks the whole of content/ and returns every problem found. `unreadable`
 * names the files that did not parse (reported already): links to the pages
 * they would make, by their file names, are not reported as well, so the
 * report names the one real problem.
 */
export function checkContent(files: ContentFile[], vocabulary: IconVocabulary, unreadable: readonly string[] = []): ContentProblem[] {
  const problems: ContentProblem[] = []
  const fail = (file: string, path: string, message: string) => problems.push({ file, path, message })

  // The routes first, so that links in any file can be checked against all of them.
  const routes = new Map<string, string>()
  const unreadablePages = unreadable.flatMap((file): Array<[string, Collection]> => {
    const collection = collectionOf(file)
    const name = /([^/]+)\.ya?ml$/.exec(file)?.[1]
    return collection && name ? [[routeFor(collection, name), collection]] : []
  })
  const routesOfUnreadable = unreadablePages.map(([route]) => route)
  const duplicateSlugs: ContentProblem[] = []
  for (const entry of files) {
    const route = routeOf(entry)
    if (!route) continue
    const owner = routes.get(route)
    if (owner) duplicateSlugs.push({ file: entry.file, path: "slug", message: `"${(entry.data as Json).slug as string}" is already the slug of ${owner}` })
    else routes.set(route, entry.file)
  }

  // A fixed page given another slug is reported once, by its slug, not as every link to its address.
  const fixedPages = files.flatMap(({ file }): Array<[string, Collection]> => {
    const collection = collectionOf(file)
    const slug = fixedSlugOf(file)
    return collection && slug ? [[routeFor(collection, slug), collection]] : []
  })
  const pages = new Map<string, Collection>([
    ...[...routes].map(([route, file]): [string, Collection] => [route, collectionOf(file)!]),
    ...unreadablePages,
    ...fixedPages,
  ])
  const context: Context = { pages, unbuilt: unbuiltRoutes(files), collection: null }
  const validate = contentValidator(vocabulary, context)
  for (const { file, data } of files) {
    if (data === undefined || data === null) {
      fail(file, "", "is empty")
      continue
    }
    const schema = schemaFor(file)
    if (!schema) {
      const where = file.startsWith("content/shared/") ? `is not a known shared list (known: ${SHARED_LISTS.join(", ")})` : "is not a known content file (see CONTENT.md for where files go)"
      fail(file, "", where)
      continue
    }
    context.collection = collectionOf(file)
    if (context.collection) checkFileName(file, context.collection, fail)
    const fixedSlug = fixedSlugOf(file)
    if (fixedSlug && isObject(data) && typeof data.slug === "string" && data.slug !== fixedSlug) fail(file, "slug", fixedSlugMessage(fixedSlug, data.slug))
    const errors = validate(schema, data)
    // A link its pattern refuses (a line break in it, say) is that pattern's one problem, not a missing page as well.
    const refusedByPattern = new Set(errors.filter(({ keyword }) => keyword === "pattern").map(({ instancePath }) => instancePath))
    for (const error of errors) {
      if (error.keyword === "linksTo" && refusedByPattern.has(error.instancePath)) continue
      const problem = explain(error, context)
      if (problem) fail(file, problem.path, problem.message)
    }
    problems.push(...duplicateSlugs.filter((problem) => problem.file === file))
  }

  for (const { file, data } of files)
    problems.push(...heroProblems(file, data), ...callToActionProblems(file, data), ...proofOfWorkProblems(file, data, files))
  checkRequiredPages(files, routes, routesOfUnreadable, fail)
  const redirects = files.find(({ file }) => file === "content/redirects.yaml")
  if (redirects && isObject(redirects.data) && Array.isArray(redirects.data.redirects)) checkRedirects(redirects.file, redirects.data.redirects, routes, fail)
  const navigation = files.find(({ file }) => /^content\/navigation\.ya?ml$/.test(file))
  if (navigation && isObject(navigation.data)) checkMenus(navigation.file, navigation.data, fail)
  return problems
}

/**
 * A page opens with its Hero, and has no other: the hero's heading is the page's one main heading
 * (its h1), which search engines and screen readers take for the page's title. The CMS asks the
 * same before it saves (admin/src/index.tsx).
 */
export function heroProblems(file: string, data: unknown): ContentProblem[] {
  const sections = collectionOf(file) && isObject(data) && Array.isArray(data.sections) ? (data.sections as unknown[]) : []
  const typeAt = (index: number) => (isObject(sections[index]) ? sections[index].type : undefined)
  return sections.flatMap((_, index): ContentProblem[] => {
    // A first section of no known type is that type's one problem: its message says what to write.
    if (index === 0 && typeAt(0) !== "hero" && (SECTION_TYPES as unknown[]).includes(typeAt(0)))
      return [{ file, path: "sections[0]", message: "a page opens with a Hero section, whose heading is the page's main heading: add one at the top" }]
    if (index > 0 && typeAt(index) === "hero")
      return [{ file, path: `sections[${index}]`, message: "a page has one Hero section, at its top: here use another kind of section (a Call to action, say)" }]
    return []
  })
}

/** The kinds of page whose buttons to the contact form say what the enquiry is about (requirements §10.13). */
const CALLS_TO_ACTION_WITH_CONTEXT: Partial<Record<Collection, "service" | "service and product">> = {
  services: "service",
  products: "service and product",
}

/**
 * A product or service page's button to the contact form opens it with the page's service selected
 * (and, on a product page, the product named): its Enquiry is filled in, or the visitor who pressed
 * it would land on an empty form. The CMS asks the same before it saves (admin/src/index.tsx).
 */
export function callToActionProblems(file: string, data: unknown): ContentProblem[] {
  const problems: ContentProblem[] = []
  const fail = (file: string, path: string, message: string) => problems.push({ file, path, message })
  const collection = collectionOf(file)
  const needs = collection && CALLS_TO_ACTION_WITH_CONTEXT[collection]
  if (!needs) return problems
  const visit = (value: unknown, path: string): void => {
    if (Array.isArray(value)) return value.forEach((item, index) => visit(item, `${path}[${index}]`))
    if (!isObject(value)) return
    const isButtonToForm = typeof value.label === "string" && typeof value.url === "string" && value.url.startsWith(CONTACT_PATH)
    if (isButtonToForm) {
      const enquiry = isObject(value.enquiry) ? value.enquiry : undefined
      if (!enquiry?.service)
        fail(file, `${path}.enquiry`, `a button to the contact form needs its Enquiry: the service it selects${needs === "service and product" ? " and what it is about (e.g. Medicine Delivery App)" : ""}`)
      else if (needs === "service and product" && !enquiry.about)
        fail(file, `${path}.enquiry.about`, "a product page's button to the contact form names the product in the form's message: fill in About (e.g. Medicine Delivery App)")
    }
    for (const [key, child] of Object.entries(value)) if (key !== "enquiry") visit(child, path ? `${path}.${key}` : key)
  }
  visit(data, "")
  return problems
}

/** The pages the site depends on (PAGE_KINDS' `required`) exist, each named with why it is needed. */
function checkRequiredPages(files: readonly ContentFile[], routes: Map<string, string>, unreadable: readonly string[], fail: (file: string, path: string, message: string) => void): void {
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

/** The slug a page the site depends on must keep, if the file is one of those pages (content/pages/contact-us.yaml: contact-us). */
export function fixedSlugOf(file: string): string | null {
  const collection = collectionOf(file)
  const name = file.replace(/^.*\/|\.ya?ml$/g, "")
  return collection && (PAGE_KINDS[collection] as PageKind).fixed?.includes(name) ? name : null
}

/** How the check and the CMS refuse a new slug on a page whose address the site depends on. */
export const fixedSlugMessage = (slug: string, given: string) =>
  `must stay "${slug}", not "${given}": the site's own links, forms and Netlify lead to this page's address, so it cannot change`

/** A place in content/ that links to a page: the file, the field and how an editor finds it. */
export interface LinkPlace {
  file: string
  path: string
}

/**
 * Every place that links to a route (or to a section of it, /contact-us/#enquiry), in file order:
 * what would lead nowhere if the page's address changed or the page went. The page's own links to
 * itself are not counted.
 */
export function linksTo(files: readonly ContentFile[], route: string): LinkPlace[] {
  const places: LinkPlace[] = []
  for (const { file, data } of files) {
    if (routeOf({ file, data }) === route) continue
    const visit = (value: unknown, path: string): void => {
      if (typeof value === "string" && value.split("#")[0] === route && /(^|\.)(url|to)$/.test(path)) places.push({ file, path })
      else if (Array.isArray(value)) value.forEach((item, index) => visit(item, `${path}[${index}]`))
      else if (isObject(value)) for (const [key, item] of Object.entries(value)) visit(item, child(path, key))
    }
    visit(data, "")
  }
  return places
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
function checkFileName(file: string, collection: Collection, fail: (file: string, path: string, message: string) => void): void {
  const name = file.replace(/^.*\/|\.ya?ml$/g, "")
  const slug = PAGE_SCHEMAS[collection].properties.slug as unknown as { pattern: string; patternErrorMessage: string }
  if (!new RegExp(slug.pattern, "u").test(name))
    fail(file, "", `its name ${slug.patternErrorMessage}, as a slug is, for the page's old address is made from it: not "${showInvisible(name)}"`)
}

/** An old address is not a page's (Netlify would show the page, never the redirect), and is listed once. */
function checkRedirects(file: string, redirects: unknown[], routes: Map<string, string>, fail: (file: string, path: string, message: string) => void): void {
  const seen = new Map<unknown, number>()
  redirects.forEach((redirect, index) => {
    if (!isObject(redirect)) return
    const path = `redirects[${index}].from`
    const owner = routes.get(String(redirect.from))
    if (owner) fail(file, path, `"${String(redirect.from)}" is the address of ${owner}: visitors would see that page, not where this leads`)
    else if (seen.has(redirect.from)) fail(file, path, `"${String(redirect.from)}" is listed twice (first at redirects[${seen.get(redirect.from)}])`)
    else seen.set(redirect.from, index)
  })
}

/**
 * Each menu's ids are unique. A page of a kind with a menu of its name (services, products) that the
 * menu does not list yet is no problem: it joins the end of its menu in the build (./menus.ts).
 */
function checkMenus(file: string, data: Json, fail: (file: string, path: string, message: string) => void): void {
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

/** A page file's `draft` tick. */
const isDraft = (data: unknown) => isObject(data) && data.draft === true

/** Whether a value lies in a draft: a draft page's file, or a draft entry of a shared list. */
const inDraft = ({ instancePath, rootData }: { instancePath: string; rootData: unknown }) =>
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

/**
 * What the schema cannot say of proof of work: a client named only with a name, and a testimonials
 * section choosing people that the testimonials list has. The CMS asks the first before it saves
 * (admin/src/index.tsx).
 */
export function proofOfWorkProblems(file: string, data: unknown, files: readonly ContentFile[]): ContentProblem[] {
  const problems: ContentProblem[] = []
  if (!isObject(data)) return problems
  if (isObject(data.client) && data.client.namingAllowed === true && !data.client.name)
    problems.push({ file, path: "client.name", message: "is required when the client allows us to name them" })
  const testimonials = files.find((entry) => entry.file === "content/shared/testimonials.yaml")?.data
  const people = new Set(Array.isArray(testimonials) ? testimonials.filter(isObject).map((testimonial) => testimonial.name) : [])
  // Without the testimonials list at hand (the CMS's save asks of one file), the build's check alone says.
  if (Array.isArray(data.sections) && testimonials !== undefined)
    data.sections.forEach((section, index) => {
      if (!isObject(section) || !Array.isArray(section.people)) return
      section.people.forEach((person, at) => {
        if (!people.has(person))
          problems.push({ file, path: `sections[${index}].people[${at}]`, message: `"${String(person)}" is not the name of a testimonial (Shared lists → Testimonials)` })
      })
    })
  return problems
}
