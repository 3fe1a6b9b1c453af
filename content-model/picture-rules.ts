/**
 * A picture field names a file content/images holds. The schema's pattern only says how a picture
 * is written (../images/<name>.png); a page restored after its picture was deleted under Media
 * would pass it and be served with a broken picture, so the check compares each picture field
 * (any field the schema marks `picture`, at any depth) with the folder's files.
 */
import { branchFor, child, isObject, schemaFor, type ContentProblem } from "./content-files"
import type { JsonSchema } from "./drawn-icons"

/**
 * The names of the files in content/images ("hero.png"), as the build reads the folder or the CMS
 * knows its media; undefined where they are not known, and then no picture is judged.
 */
export type PictureFiles = ReadonlySet<string>

/** How every picture field writes its file: from the YAML file's folder to content/images (content/schema/fields.ts image). */
const PICTURE_PREFIX = "../images/"

/** The message for a picture field naming a file the folder lacks. */
export const missingPictureMessage = (picture: string) => `the picture ${picture} is not in content/images; upload it or choose another`

/** A part of the schema as this walk reads it: a section list's entries are one of several branches, told apart by `type`. */
interface Branching extends Omit<JsonSchema, "properties" | "items" | "oneOf"> {
  properties?: Record<string, Branching & { const?: unknown }>
  items?: Branching
  oneOf?: readonly Branching[]
}

/** The branches of a list's entry schema that describe this value: the one its `type` names, else all of them. */
function branchesFor(schema: Branching, value: unknown): readonly Branching[] {
  if (!schema.oneOf) return [schema]
  const named = branchFor(schema.oneOf, value)
  return named ? [named] : schema.oneOf
}

/** Every picture field's path and value in a file, by its schema. */
function pictureFields(value: unknown, schema: Branching, path: string): Array<{ path: string; picture: string }> {
  if (value === undefined || value === null) return []
  if (schema.picture) return typeof value === "string" ? [{ path, picture: value }] : []
  const items = schema.items
  if (Array.isArray(value) && items)
    return value.flatMap((item, index) => branchesFor(items, item).flatMap((branch) => pictureFields(item, branch, `${path}[${index}]`)))
  if (!isObject(value)) return []
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => pictureFields(value[name], property, child(path, name)))
}

/** Each picture field of a content file naming a file content/images lacks, as one problem; none while the files are not known. */
export function missingPictureProblems(file: string, data: unknown, pictures: PictureFiles | undefined): ContentProblem[] {
  const schema = schemaFor(file) as Branching | undefined
  if (!pictures || !schema) return []
  // One so written that its name is not a file of the folder is its pattern's problem (schema-errors.ts), told once.
  const seen = new Set<string>()
  return pictureFields(data, schema, "")
    .filter(({ path, picture }) => {
      const name = picture.startsWith(PICTURE_PREFIX) ? picture.slice(PICTURE_PREFIX.length) : null
      const key = `${path}\n${picture}`
      if (!name || name.includes("/") || pictures.has(name) || seen.has(key)) return false
      seen.add(key)
      return true
    })
    .map(({ path, picture }) => ({ file, path, message: missingPictureMessage(picture) }))
}
