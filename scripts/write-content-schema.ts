/** npm run schema: writes content/schema/*.schema.json from content/schema/content-schema.ts. */
import fs from "fs"
import { contentSchemaFiles } from "../content/schema/schema-files"

for (const { path, json } of contentSchemaFiles()) {
  fs.writeFileSync(path, json)
  console.log(`wrote ${path}`)
}
