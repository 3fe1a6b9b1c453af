/**
 * npm run schema: writes what is made from content/schema/content-schema.ts and committed: the JSON
 * Schema files VS Code's hints use (content/schema/*.schema.json) and the sections' GraphQL fragment
 * (src/components/sections/section-fields.ts, which every build writes too).
 */
import fs from "fs"
import { contentSchemaFiles } from "../content/schema/schema-files"
import { SECTION_FIELDS_FILE } from "../gatsby/content/graphql-types"
import { writeSectionFields } from "../gatsby/node/write-section-fields"

for (const { path, json } of contentSchemaFiles()) {
  fs.writeFileSync(path, json)
  console.log(`wrote ${path}`)
}
console.log(writeSectionFields() ? `wrote ${SECTION_FIELDS_FILE}` : `${SECTION_FIELDS_FILE} is current`)
