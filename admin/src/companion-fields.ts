/**
 * What a field's own check in the CMS cannot see: a field the content schema
 * requires only beside another (its `dependencies`: a hero's picture needs its
 * Image description). Decap validates each field alone, so the sections'
 * widget (sections-widget.tsx) asks this before a save, in the words the
 * editor sees in the form; the build's check refuses the same file.
 */
import { SECTION_SCHEMAS, type SectionType } from "../../content/schema/content-schema"

interface FieldSchema {
  title?: string
}

interface SectionSchema {
  title?: string
  properties: Record<string, FieldSchema>
  dependencies?: Record<string, readonly string[]>
}

const isFilledIn = (value: unknown) => value !== undefined && value !== null && value !== ""

const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? "an" : "a"} ${noun}`

/** One message per companion field left empty, e.g. "Hero (section 1): Image description is required when there is an image". */
export function missingCompanionFields(sections: ReadonlyArray<Record<string, unknown>>): string[] {
  return sections.flatMap((section, index) => {
    const schema = SECTION_SCHEMAS[section.type as SectionType] as SectionSchema | undefined
    if (!schema) return []
    const name = (field: string) => schema.properties[field]?.title ?? field
    return Object.entries(schema.dependencies ?? {})
      .filter(([field]) => isFilledIn(section[field]))
      .flatMap(([field, companions]) =>
        companions
          .filter((companion) => !isFilledIn(section[companion]))
          .map(
            (companion) =>
              `${schema.title} (section ${index + 1}): ${name(companion)} is required when there is ${withArticle(name(field).toLowerCase())}`,
          ),
      )
  })
}
