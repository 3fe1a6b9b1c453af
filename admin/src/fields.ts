/**
 * The CMS's fields, made from the content schema (content/schema/),
 * so an editor gets the same required fields, patterns, choices and messages
 * as the build's check and VS Code.
 */
import type { CmsField } from "decap-cms-core"
import { GENERIC_ICON_NAMES, LOGO_NAMES } from "../../content-model/icon-svg"
import { MAX_LENGTH, SHARED_LIST_SCHEMAS, type SharedList } from "../../content/schema/content-schema"
import { PICTURE_HINT, PICTURE_UPLOAD_LIMIT } from "./picture-upload-limit"
import { SHARED_LIST_FIELD, SHARED_LISTS_COLLECTION } from "./shared-list-field"
import { withArticle } from "./companion-fields"
import { pluralOf, type QualifiedField } from "./field-labels"

interface JsonSchema {
  type?: string
  title?: string
  description?: string
  pattern?: string
  patternErrorMessage?: string
  minLength?: number
  maxLength?: number
  enum?: readonly string[]
  const?: string
  iconSet?: "icons" | "icons-or-logos"
  linksTo?: string | readonly string[]
  namesDrafts?: boolean
  picture?: boolean
  calendarDate?: boolean
  keyOf?: string
  refersTo?: SharedList
  requiredWhen?: string
  newEntryValue?: boolean
  dependencies?: Record<string, readonly string[]>
  properties?: Record<string, JsonSchema>
  required?: readonly string[]
  items?: JsonSchema
  oneOf?: readonly JsonSchema[]
  discriminator?: { propertyName: string }
}

/**
 * Text whose limit is more than a heading's is written in a text area: sentences, answers, quotes,
 * descriptions of pictures. Text with a shorter limit or none (labels, names, the words of every
 * page), and text with a pattern (links, addresses, dates), in one line.
 */
const isLongText = (schema: JsonSchema) =>
  !schema.pattern && !schema.enum && schema.maxLength !== undefined && schema.maxLength > MAX_LENGTH.heading

/** The widget of a link (link-widget.tsx): a page picked from the site's pages, or another address typed on purpose. */
export const LINK_WIDGET = "link"

/** The widget of a page's sections (sections-widget.tsx): Decap's list, plus the fields one requires beside another. */
export const SECTIONS_WIDGET = "sections"

const label = (name: string, schema: JsonSchema) => schema.title ?? name

function hintAndRequired(schema: JsonSchema, required: boolean) {
  return { required, ...(schema.description ? { hint: schema.description } : {}) }
}

/** One field of an object: its widget follows the schema's type, choices, pattern and our iconSet keyword. */
export function cmsField(name: string, schema: JsonSchema, required: boolean): CmsField {
  const common: Common = { name, label: label(name, schema), ...hintAndRequired(schema, required) }
  // Made by the CMS as the entry is first saved (admin/src/testimonial-keys.ts), never typed.
  if (schema.keyOf) return { ...common, widget: "hidden", required: false } as CmsField
  // One picker of several entries, so no entry of it can be left empty: none chosen is the field left empty.
  if (schema.type === "array" && schema.items?.refersTo)
    return { ...common, ...entriesOf(schema.items.refersTo), multiple: true } as CmsField
  if (schema.type === "array" && schema.items) return listField(common, schema.items)
  // Decap checks the fields of an optional group even when it is left empty, so they are marked
  // optional here; the build's check still requires them once the group is filled in.
  if (schema.type === "object") return { ...common, widget: "object", fields: cmsFields(schema, required) } as CmsField
  // Decap gives `default` to a new entry and a new list entry only; a saved file keeps its own value, or none.
  if (schema.type === "boolean") return { ...common, widget: "boolean", default: schema.newEntryValue ?? false } as CmsField
  if (schema.enum) return { ...common, widget: "select", options: [...schema.enum] } as CmsField
  if (schema.iconSet) {
    const names = schema.iconSet === "icons-or-logos" ? [...LOGO_NAMES, ...GENERIC_ICON_NAMES] : GENERIC_ICON_NAMES
    return { ...common, widget: "select", options: [...new Set(names)].sort() } as CmsField
  }
  // `linksTo` goes with it: the widget offers only the kinds of page the field may lead to.
  if (schema.linksTo)
    return {
      ...common,
      widget: LINK_WIDGET,
      linksTo: schema.linksTo,
      ...(schema.namesDrafts ? { namesDrafts: true } : {}),
      ...patternOf(schema),
    } as CmsField
  if (schema.picture)
    return { ...common, hint: PICTURE_HINT, widget: "image", choose_url: false, media_library: PICTURE_UPLOAD_LIMIT } as CmsField
  if (schema.calendarDate)
    return {
      ...common,
      widget: "datetime",
      format: "YYYY-MM-DD",
      date_format: "YYYY-MM-DD",
      time_format: false,
      picker_utc: true,
      ...patternOf(schema),
    } as CmsField
  return { ...common, widget: isLongText(schema) ? "text" : "string", ...patternOf(schema), ...maxLengthOf(schema) } as CmsField
}

/**
 * Decap's relation widget over a shared list's entries: it shows each entry's name (or title) and
 * writes its key, which a rename leaves as it is.
 */
function entriesOf(list: SharedList) {
  const entry = (SHARED_LIST_SCHEMAS[list] as JsonSchema).items!
  const key = Object.entries(entry.properties ?? {}).find(([, property]) => property.keyOf === list)![0]
  const shown = summaryFieldOf(entry)!
  return {
    widget: "relation",
    collection: SHARED_LISTS_COLLECTION,
    file: list,
    value_field: `${SHARED_LIST_FIELD}.*.${key}`,
    search_fields: [`${SHARED_LIST_FIELD}.*.${shown}`],
    display_fields: [`${SHARED_LIST_FIELD}.*.${shown}`],
  }
}

/** A pattern in the schema's words. */
function patternOf(schema: JsonSchema): { pattern?: [string, string] } {
  return schema.pattern ? { pattern: [schema.pattern, schema.patternErrorMessage ?? `must match ${schema.pattern}`] } : {}
}

/** The limit our string and text widgets refuse longer text by, with its length (length-limit-widget.tsx). */
const maxLengthOf = (schema: JsonSchema) => (schema.maxLength ? { maxLength: schema.maxLength } : {})

type Common = { name: string; label: string; required: boolean; hint?: string }

/** Decap's name of one entry, and ours of several, which Decap ignores. */
type ListWords = { label_singular?: string; label_plural?: string }

/** The option of a list's field that its header counts entries by. */
export const LIST_HEADER_LABEL = "label_plural" satisfies keyof ListWords

/**
 * What one entry of a list is called, for its "Add" button and its header's count ("Add menu
 * entry", "1 menu entry", "6 menu entries"): the schema's title of an entry. LIST_HEADER_LABEL
 * carries the plural, which the list widgets head the list by (counted-list.tsx).
 */
function entryWords(items: JsonSchema): ListWords {
  return items.title ? { label_singular: items.title, label_plural: pluralOf(items.title) } : {}
}

function listField(common: Common, items: JsonSchema): CmsField {
  if (items.oneOf && items.discriminator) {
    const typeKey = items.discriminator.propertyName
    return {
      ...common,
      ...entryWords(items),
      widget: SECTIONS_WIDGET,
      // A page's sections open, so an editor sees every block's fields beside its preview.
      collapsed: false,
      typeKey,
      types: items.oneOf.map((branch) => ({
        name: branch.properties![typeKey].const!,
        label: branch.title ?? branch.properties![typeKey].const!,
        widget: "object",
        ...summaryOf(branch),
        fields: cmsFields(branch).filter((field) => field.name !== typeKey),
      })),
    } as CmsField
  }
  if (items.type === "object")
    return { ...common, widget: "list", ...entryWords(items), ...summaryOf(items), fields: cmsFields(items) } as CmsField
  // A list of plain values (keywords, paragraphs, e-mail addresses) shows each value's input open:
  // closed, Decap would show every entry as the list's label only.
  return { ...common, widget: "list", ...entryWords(items), collapsed: false, field: cmsField(common.name, items, true) } as CmsField
}

/** What a closed entry of a list shows: its heading, title or question, where it has one. */
function summaryOf(schema: JsonSchema): { summary?: string } {
  const name = summaryFieldOf(schema)
  return name ? { summary: `{{fields.${name}}}` } : {}
}

/** The field that names an entry of a list: its heading, title, question or name. */
const summaryFieldOf = (schema: JsonSchema) =>
  ["heading", "title", "question", "name", "display"].find((candidate) => schema.properties?.[candidate])

/**
 * The fields of an object schema, in the schema's order; none is required inside an optional group.
 * One Decap does not require says when it is required after all (field-labels.ts).
 */
export function cmsFields(schema: JsonSchema, groupRequired = true): CmsField[] {
  return Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const field = cmsField(name, property, groupRequired && (schema.required ?? []).includes(name))
    const when = field.required === false ? requiredWhen(name, schema, groupRequired) : undefined
    return when ? ({ ...field, required_when: when } as QualifiedField) : field
  })
}

/**
 * When the check requires a field Decap may not: a picture's description beside its picture (the
 * object's `dependencies`), a contact button's Enquiry (its `requiredWhen`), a field the schema
 * requires of a group left optional ("Service", required in an enquiry).
 */
function requiredWhen(name: string, schema: JsonSchema, groupRequired: boolean): string | undefined {
  const own = schema.properties?.[name]?.requiredWhen
  if (own) return own
  const companion = Object.entries(schema.dependencies ?? {}).find(([, needs]) => needs.includes(name))?.[0]
  if (companion) return `with ${withArticle((schema.properties?.[companion]?.title ?? companion).toLowerCase())}`
  if (!groupRequired && (schema.required ?? []).includes(name)) return `in ${withArticle((schema.title ?? "this group").toLowerCase())}`
  return undefined
}
