import { SECTION_SCHEMAS, type SectionType } from "../../content/schema/content-schema"

/** What the editor is asked before a section goes, naming it as the list shows it. */
export function removalQuestion(section: Record<string, unknown> | undefined, index: number): string {
  const type = SECTION_SCHEMAS[section?.type as SectionType]?.title ?? "section"
  const heading = typeof section?.heading === "string" && section.heading ? ` "${section.heading}"` : ""
  return `Remove section ${index + 1}, ${type}${heading}, and everything in it? (Until you save, leaving the page without saving brings it back.)`
}
