/**
 * What a field's own check in the CMS cannot see: a field the content schema requires only beside
 * another (an object's `dependencies`: a picture needs its description, wherever it is: a hero's
 * image, a testimonial's photo, a client's logo). Decap validates each field alone, so the
 * sections' widget (sections-widget.tsx) and the save (index.tsx) ask this first, in the words the
 * editor sees in the form; the build's check refuses the same file.
 */
import { SECTION_SCHEMAS, type SectionType } from "../../content/schema/content-schema"

interface ObjectSchema {
  title?: string
  type?: string
  properties?: Record<string, ObjectSchema>
  items?: ObjectSchema
  dependencies?: Record<string, readonly string[]>
}

const isFilledIn = (value: unknown) => value !== undefined && value !== null && value !== ""

/** A noun with its article: "an image", "a photo". */
export const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? "an" : "a"} ${noun}`

/**
 * One message per companion field left empty anywhere in a value of the given schema, each after
 * where it is ("Testimonial 2: Photo description is required when there is a photo").
 */
export function missingCompanions(schema: ObjectSchema, value: unknown, where = schema.title ?? ""): string[] {
  if (Array.isArray(value) && schema.items)
    return value.flatMap((item, index) => missingCompanions(schema.items!, item, `${schema.items!.title ?? where} ${index + 1}`))
  if (typeof value !== "object" || value === null || !schema.properties) return []
  const fields = value as Record<string, unknown>
  const name = (field: string) => schema.properties?.[field]?.title ?? field
  const own = Object.entries(schema.dependencies ?? {})
    .filter(([field]) => isFilledIn(fields[field]))
    .flatMap(([field, companions]) =>
      companions
        .filter((companion) => !isFilledIn(fields[companion]))
        .map((companion) => `${where}: ${name(companion)} is required when there is ${withArticle(name(field).toLowerCase())}`),
    )
  const inner = Object.entries(schema.properties).flatMap(([field, property]) =>
    property.type === "object" || property.type === "array" ? missingCompanions(property, fields[field], property.title ?? where) : [],
  )
  return [...own, ...inner]
}

/** The same for a page's sections, each named by its type and place: "Hero (section 1): Image description is required when there is an image". */
export function missingCompanionFields(sections: ReadonlyArray<Record<string, unknown>>): string[] {
  return sections.flatMap((section, index) => {
    const schema = SECTION_SCHEMAS[section.type as SectionType] as ObjectSchema | undefined
    return schema ? missingCompanions(schema, section, `${schema.title} (section ${index + 1})`) : []
  })
}

/** A content file's schema (or none) without its sections, which missingCompanionFields names by their place. */
export function withoutSections(schema: object | undefined): ObjectSchema {
  const { sections: _sections, ...properties } = (schema as ObjectSchema | undefined)?.properties ?? {}
  return { ...(schema as ObjectSchema | undefined), properties }
}
