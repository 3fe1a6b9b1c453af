/**
 * Breaks of a content tree, generated from the content schema and the check's rules, for the tests
 * that hold the content manager's save to the build's check (cms-save-*.test.ts). Each case is a
 * save of one file as Decap would hand it over: a required field dropped, a list emptied, or a rule
 * across files broken (content-model/content-rules.ts, link-rules.ts, page-rules.ts).
 */
import path from "path"
import { loadContent } from "../../content-model/load-content"
import {
  collectionOf,
  fixedSlugOf,
  isObject,
  pathOf,
  placesIn,
  routeOf,
  schemaFor,
  type ContentFile,
  type Step,
} from "../../content-model/content-files"
import { PAGE_KINDS, type PageKind } from "../../content/schema/content-schema"

export const FIXTURE = path.join(__dirname, "../fixtures/save-check/content")

/** The fixture as the CMS's savedContent() hands it over: every file as the build reads it. */
export const fixtureTree = (): ContentFile[] => loadContent(FIXTURE).files

export interface SaveCase {
  name: string
  /** The content before the save (the fixture, or the fixture with a reference the case then breaks). */
  before: ContentFile[]
  file: string
  /** The file's data as the build reads it after the save. */
  data: unknown
}

interface Schema {
  type?: string
  required?: string[]
  minItems?: number
  properties?: Record<string, Schema>
  items?: Schema & { oneOf?: Schema[] }
  oneOf?: Schema[]
  linksTo?: unknown
  iconSet?: string
  calendarDate?: boolean
  picture?: boolean
  const?: unknown
  dependencies?: Record<string, string[]>
}

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T
const at = (root: unknown, steps: readonly Step[]) => steps.reduce<unknown>((value, step) => (value as Record<Step, unknown>)?.[step], root)

/** One change of a file's data at a place: a copy with `change` applied to the value's parent. */
function changed(data: unknown, steps: readonly Step[], change: (parent: Record<Step, unknown>, last: Step) => void): unknown {
  const copy = clone(data)
  change(at(copy, steps.slice(0, -1)) as Record<Step, unknown>, steps.at(-1)!)
  return copy
}

/** Required fields dropped and required lists emptied: each field of each schema once per collection (of a section type, once). */
export function requiredFieldCases(tree: ContentFile[]): SaveCase[] {
  const seen = new Set<string>()
  const ids = new Map<Schema, number>()
  const once = (group: string, schema: Schema, field: string) => {
    if (!ids.has(schema)) ids.set(schema, ids.size)
    const key = `${group} ${ids.get(schema)} ${field}`
    return !seen.has(key) && seen.add(key)
  }
  return tree.flatMap(({ file, data }) => {
    return placesIn(data, schemaFor(file) as Schema).flatMap(({ steps, schema, value }): SaveCase[] => {
      // A section type's fields are one schema wherever it is offered: each is dropped once.
      const group = steps[0] === "sections" ? "sections" : (collectionOf(file) ?? file)
      if (isObject(value))
        return (schema.required ?? [])
          .filter((field) => field in value && once(group, schema, field))
          .map((field) => ({
            name: `${file}: without ${pathOf([...steps, field])}`,
            before: tree,
            file,
            data: changed(data, [...steps, field], (parent, last) => delete parent[last]),
          }))
      if (Array.isArray(value) && (schema.minItems ?? 0) > 0 && value.length > 0 && once(group, schema, "[]"))
        return [
          {
            name: `${file}: ${pathOf(steps) || "the list"} emptied`,
            before: tree,
            file,
            data: steps.length ? changed(data, steps, (p, l) => (p[l] = [])) : [],
          },
        ]
      return []
    })
  })
}

const fileIn = (tree: ContentFile[], file: string) => tree.find((entry) => entry.file === file)!
const withData = (tree: ContentFile[], file: string, data: unknown) => tree.map((entry) => (entry.file === file ? { file, data } : entry))

/** The first value of each collection whose schema has the given keyword: a link, an icon, a day. */
function valueCases(tree: ContentFile[], keyword: "linksTo" | "iconSet" | "calendarDate" | "picture", broken: string): SaveCase[] {
  const done = new Set<string>()
  return tree.flatMap(({ file, data }) => {
    const group = collectionOf(file) ?? file
    const place = placesIn(data, schemaFor(file) as Schema).find(({ schema, value }) => schema[keyword] && typeof value === "string")
    if (!place || done.has(group)) return []
    done.add(group)
    const to = changed(data, place.steps, (parent, last) => (parent[last] = broken))
    return [{ name: `${file}: ${pathOf(place.steps)} set to "${broken}"`, before: tree, file, data: to }]
  })
}

/** The check's rules across files and within a page, each broken once. */
/**
 * Every page whose address may change, moved to another slug: whatever links to it (menus,
 * buttons, a study's "proves", a testimonial's "about") is carried by the save, and its old
 * address kept.
 */
export function movedPageCases(tree: ContentFile[]): SaveCase[] {
  return tree.flatMap(({ file, data }) => {
    const route = routeOf({ file, data })
    if (!route || fixedSlugOf(file) || !isObject(data)) return []
    return [{ name: `${route} moved to another slug`, before: tree, file, data: { ...data, slug: `${String(data.slug)}-moved` } }]
  })
}

/** The pages an owner may delete: those of every kind the content manager offers a delete for (admin/src/config.ts). */
export const deletablePages = (tree: ContentFile[]): ContentFile[] =>
  tree.filter(({ file }) => {
    const kind = collectionOf(file)
    return kind !== null && !(PAGE_KINDS[kind] as PageKind).required
  })

export function ruleCases(tree: ContentFile[]): SaveCase[] {
  const navigation = fileIn(tree, "content/navigation.yaml")
  const menus = navigation.data as Record<string, Array<{ id: string; url: string }>>
  const linkedProduct = tree.find((entry) => routeOf(entry) === menus.products[0].url)!
  const otherProduct = tree.find((entry) => collectionOf(entry.file) === "products" && entry !== linkedProduct)!
  const page = (data: unknown) => data as Record<string, unknown> & { sections: Array<Record<string, unknown>> }
  const service = tree.find((entry) => collectionOf(entry.file) === "services")!
  const study = tree.find(
    (entry) => collectionOf(entry.file) === "case-studies" && (page(entry.data).client as { namingAllowed?: boolean }).namingAllowed,
  )!
  const testimonials = fileIn(tree, "content/shared/testimonials.yaml")
  const people = testimonials.data as Array<Record<string, unknown>>
  // A page that quotes the first testimonial, by its key (what a testimonials section chooses by).
  const quoted = people[0].key
  const quoting = {
    ...page(service.data),
    sections: [...page(service.data).sections, { type: "testimonials", heading: "What Clients Say", people: [quoted] }],
  }
  const withQuote = withData(tree, service.file, quoting)
  const formButton = placesIn(linkedProduct.data, schemaFor(linkedProduct.file) as Schema).find(
    ({ value }) => isObject(value) && isObject(value.enquiry),
  )!
  const sections = page(service.data).sections
  return [
    ...valueCases(tree, "linksTo", "/no-such-page/"),
    ...valueCases(tree, "iconSet", "no-such-icon"),
    ...valueCases(tree, "calendarDate", "2026-02-31"),
    ...valueCases(tree, "picture", "../images/no-such-picture.png"),
    {
      name: "a product given another product's slug",
      before: tree,
      file: linkedProduct.file,
      data: { ...page(linkedProduct.data), slug: page(otherProduct.data).slug },
    },
    {
      name: "a page the menu links to made a draft",
      before: tree,
      file: linkedProduct.file,
      data: { ...page(linkedProduct.data), draft: true },
    },
    {
      name: "the contact page given another slug",
      before: tree,
      file: "content/pages/contact-us.yaml",
      data: { ...page(fileIn(tree, "content/pages/contact-us.yaml").data), slug: "contact" },
    },
    {
      name: "an old address that is a page's",
      before: tree,
      file: "content/redirects.yaml",
      data: { redirects: [{ from: menus.products[0].url, to: "/" }] },
    },
    {
      name: "an old address listed twice",
      before: tree,
      file: "content/redirects.yaml",
      data: {
        redirects: [
          { from: "/old/", to: "/" },
          { from: "/old/", to: "/about-us/" },
        ],
      },
    },
    {
      name: "a menu id used twice",
      before: tree,
      file: navigation.file,
      data: { ...menus, products: menus.products.map((entry, index) => (index === 1 ? { ...entry, id: menus.products[0].id } : entry)) },
    },
    {
      name: "a page that does not open with its hero",
      before: tree,
      file: service.file,
      data: { ...page(service.data), sections: [sections[1], sections[0], ...sections.slice(2)] },
    },
    {
      name: "a page with a second hero",
      before: tree,
      file: service.file,
      data: { ...page(service.data), sections: [...sections, sections[0]] },
    },
    {
      name: "a product's button to the form without its enquiry",
      before: tree,
      file: linkedProduct.file,
      data: changed(linkedProduct.data, [...formButton.steps, "enquiry"], (p, l) => delete p[l]),
    },
    {
      name: "a client named nowhere though naming is allowed",
      before: tree,
      file: study.file,
      data: changed(study.data, ["client", "name"], (p, l) => delete p[l]),
    },
    {
      name: "a testimonials section choosing no one the list has",
      before: tree,
      file: service.file,
      data: { ...quoting, sections: [...sections, { type: "testimonials", heading: "What Clients Say", people: ["No One Of That Name"] }] },
    },
    { name: "a quoted testimonial removed from the list", before: withQuote, file: testimonials.file, data: people.slice(1) },
  ]
}

/** A field required beside another (a picture's description) dropped where both are filled in: the first of each collection. */
export function companionCases(tree: ContentFile[]): SaveCase[] {
  const done = new Set<string>()
  return tree.flatMap(({ file, data }) => {
    const group = collectionOf(file) ?? file
    if (done.has(group)) return []
    const pair = placesIn(data, schemaFor(file) as Schema).flatMap(({ steps, schema, value }) =>
      Object.entries(schema.dependencies ?? {}).flatMap(([field, companions]) =>
        isObject(value) && value[field] !== undefined
          ? companions.filter((companion) => companion in value).map((companion) => [...steps, companion])
          : [],
      ),
    )[0]
    if (!pair) return []
    done.add(group)
    return [
      { name: `${file}: without ${pathOf(pair)}`, before: tree, file, data: changed(data, pair, (parent, last) => delete parent[last]) },
    ]
  })
}
