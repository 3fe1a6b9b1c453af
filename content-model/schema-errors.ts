/**
 * The content schema's check through Ajv, and its errors in the words of CONTENT.md's table: every
 * error, not just the first; sections told apart by `type`; the schema's own keywords (an icon
 * exists, a link leads to a built page, a day is on the calendar) answered from the icon sets and
 * the routes the content makes.
 */
import Ajv, { type ErrorObject, type ValidateFunction } from "ajv"
import type { TSchema } from "@sinclair/typebox"
import {
  ANNOTATIONS,
  lengthLimitMessage,
  notAPageMessage,
  PAGE_KINDS,
  SECTION_TYPES,
  SECTIONS_OFFERED,
  type Collection,
  type IconSet,
} from "../content/schema/content-schema"
import { showInvisible } from "../content/schema/line-token"
import { allowedLink } from "../content/schema/link-targets"
import { child, inDraft, type IconVocabulary, type Json } from "./content-files"
import { characterCount } from "./text-length"

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

export interface Context {
  /** Every page's route, with its kind; a link may lead to those that are built. */
  pages: ReadonlyMap<string, Collection>
  /** Pages that exist but are not built: drafts, and list pages of kinds with nothing published. */
  unbuilt: ReadonlySet<string>
  collection: Collection | null
}

/** Whether a link may lead to a route: a built page, or, from within a draft, any page. */
const reachable = (context: Context, route: string, fromDraft = false) =>
  context.pages.has(route) && (fromDraft || !context.unbuilt.has(route))

/** One Ajv error in the words of CONTENT.md's table; null for errors another one already explains. */
export function explain(error: ErrorObject, context: Context): { path: string; message: string } | null {
  const path = readablePath(error.instancePath)
  const data: unknown = error.data
  const schema = error.parentSchema as Json | undefined
  switch (error.keyword) {
    case "required":
    case "dependencies": {
      const missing = (error.params as { missingProperty: string }).missingProperty
      const when =
        error.keyword === "dependencies"
          ? ` when there is ${(error.params as { property: string }).property === "image" ? "an image" : "a " + (error.params as { property: string }).property}`
          : ""
      // A list the schema says what to start with (a page's sections: its Hero) says it when missing, as when empty.
      const hint = ((schema?.properties as Json | undefined)?.[missing] as Json | undefined)?.emptyListHint
      return { path: child(path, missing), message: `is required${when}${typeof hint === "string" ? `: ${hint}` : ""}` }
    }
    case "minLength":
      return { path, message: "is required" }
    case "maxLength":
      return { path, message: lengthLimitMessage((error.params as { limit: number }).limit, characterCount(String(data))) }
    case "minItems":
      return { path, message: `must not be empty${typeof schema?.emptyListHint === "string" ? `: ${schema.emptyListHint}` : ""}` }
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
      return {
        path,
        message: `${(schema?.patternErrorMessage as string | undefined) ?? `must match ${String(error.params.pattern)}`}, not "${showInvisible(String(data))}"`,
      }
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
        return {
          path,
          message: `"${String(data)}" must be one of the site's ${kinds.map((kind) => PAGE_KINDS[kind as Collection].description).join(" or ")}`,
        }
      if (context.unbuilt.has(route))
        return { path, message: `${notAPageMessage(String(data))} while it is a draft (or, for a list, while nothing in it is published)` }
      const hint = route.endsWith("/") ? "" : ` (did you mean "${route}/"?)`
      return { path, message: `${notAPageMessage(String(data))}${hint}` }
    }
    default:
      return { path, message: error.message ?? error.keyword }
  }
}

/** One Ajv and its compiled schemas per icon vocabulary; the routes a link is judged against are the check's of the moment. */
interface Validation {
  context: Context
  validate(schema: TSchema, data: unknown): ErrorObject[]
}
const validations = new WeakMap<IconVocabulary, Validation>()

/**
 * An Ajv set up for the content schema: every error, not just the first; sections told apart by
 * `type`; and our two keywords, answered from the icon sets and the routes the content makes.
 * Compiling the schema takes about 99% of a check's time, so it is done once per vocabulary and
 * reused: the content manager checks the whole content at each save, its tests hundreds of times.
 */
export function contentValidator(vocabulary: IconVocabulary, context: Context) {
  const validation = validations.get(vocabulary) ?? newValidation(vocabulary)
  validations.set(vocabulary, validation)
  return (schema: TSchema, data: unknown): ErrorObject[] => {
    // Set at each call, so a validator of another check (another context) is never judged by this one's routes.
    validation.context = context
    return validation.validate(schema, data)
  }
}

function newValidation(vocabulary: IconVocabulary): Validation {
  const ajv = new Ajv({ allErrors: true, discriminator: true, verbose: true, strict: true })
  for (const keyword of ANNOTATIONS.filter((annotation) => annotation !== "calendarDate")) ajv.addKeyword({ keyword })
  // A day its pattern lets through that the calendar lacks (2026-02-31): GraphQL could not format it.
  ajv.addKeyword({
    keyword: "calendarDate",
    type: "string",
    schemaType: "boolean",
    validate: (_on: boolean, day: string) =>
      !/^\d{4}-\d{2}-\d{2}$/.test(day) || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day,
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
    validate: (
      target: "page" | readonly Collection[],
      url: string,
      parentSchema?: Record<string, unknown>,
      where?: { instancePath: string; rootData: unknown },
    ) => {
      const route = url.split("#")[0]
      // A draft may lead to another draft (an example testimonial to an example study): neither is built.
      // A field the site never draws as a link (`namesDrafts`: a testimonial's study) may name a draft from anywhere.
      const { context } = validation
      const fromDraft = parentSchema?.namesDrafts === true || (where !== undefined && inDraft(where))
      const kind = reachable(context, route, fromDraft) ? context.pages.get(route) : undefined
      // Only a site path must be a page; the field's pattern (link-targets.ts) judges every other target.
      if (target === "page") return allowedLink(url)?.leadsTo !== "this site" || kind !== undefined
      return kind !== undefined && target.includes(kind)
    },
  })
  const compiled = new Map<TSchema, ValidateFunction>()
  const validation: Validation = {
    context: { pages: new Map(), unbuilt: new Set(), collection: null },
    validate: (schema, data) => {
      let validate = compiled.get(schema)
      if (!validate) compiled.set(schema, (validate = ajv.compile(schema)))
      return validate(data) ? [] : (validate.errors ?? [])
    },
  }
  return validation
}
