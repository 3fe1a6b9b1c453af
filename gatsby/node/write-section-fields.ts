import path from "path"
import type { GatsbyNode } from "gatsby"
import { SECTION_FIELDS_FILE, sectionFieldsFile } from "../../content-model/graphql-types"
import { writeIfChanged } from "../../content/schema/schema-files"

/**
 * Writes the sections' GraphQL fragment from the content schema before Gatsby reads the site's
 * queries, so a field added to a section type in the schema is queried without another edit.
 * The file is committed as well (npm run schema writes it too); a test holds it to the schema.
 */
export function writeSectionFields(root = process.cwd()): boolean {
  return writeIfChanged(path.join(root, SECTION_FIELDS_FILE), sectionFieldsFile())
}

export const onPreExtractQueries: GatsbyNode["onPreExtractQueries"] = ({ reporter }) => {
  if (writeSectionFields()) reporter.info(`Wrote ${SECTION_FIELDS_FILE} from the content schema (commit it).`)
}
