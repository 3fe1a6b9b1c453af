/**
 * npm run schema (run by npm install, npm start and npm test): writes what is made from the content
 * schema (content/schema/): the JSON Schema files VS Code's hints use (content/schema/<kind>.schema.json,
 * which git ignores: they are made, not kept), and, committed, VS Code's map of
 * them onto the content files (.vscode/settings.json, other settings kept) and the sections'
 * GraphQL fragment (src/components/sections/section-fields.ts, which every build writes too).
 * Schema files of kinds that are gone are removed.
 */
import fs from "fs"
import path from "path"
import { contentSchemaFiles, VSCODE_SETTINGS_FILE, vscodeSettings, writeIfChanged } from "../content/schema/schema-files"
import { SECTION_FIELDS_FILE } from "../content-model/graphql-types"
import { writeSectionFields } from "../gatsby/node/write-section-fields"

/** npm start and npm test run this each time: a file left as it was is not touched or named. */
function writeChanged(file: string, text: string) {
  if (writeIfChanged(file, text)) console.log(`wrote ${file}`)
}

const files = contentSchemaFiles()
for (const { path: file, json } of files) writeChanged(file, json)
const written = new Set(files.map(({ path: file }) => path.basename(file)))
for (const stale of fs.readdirSync("content/schema").filter((name) => name.endsWith(".schema.json") && !written.has(name))) {
  fs.rmSync(path.join("content/schema", stale))
  console.log(`removed content/schema/${stale}`)
}
fs.mkdirSync(path.dirname(VSCODE_SETTINGS_FILE), { recursive: true })
writeChanged(
  VSCODE_SETTINGS_FILE,
  vscodeSettings(fs.existsSync(VSCODE_SETTINGS_FILE) ? fs.readFileSync(VSCODE_SETTINGS_FILE, "utf8") : null),
)
if (writeSectionFields()) console.log(`wrote ${SECTION_FIELDS_FILE}`)
