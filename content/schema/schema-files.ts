import fs from "fs"
import { CONTENT_FILES } from "./content-schema"

/**
 * The JSON Schema files written beside the source (npm run schema, which npm install, npm start
 * and npm test run; git ignores them), one per kind of content file and named after it
 * (pages.schema.json for content/pages/*.yaml), for editors' hints.
 */
export function contentSchemaFiles(): Array<{ path: string; json: string; glob: string }> {
  return CONTENT_FILES.map(({ name, schema, glob }) => ({
    path: `content/schema/${name}.schema.json`,
    glob,
    json: `${JSON.stringify({ $schema: "http://json-schema.org/draft-07/schema#", ...schema }, null, 2)}\n`,
  }))
}

/** Writes a file made from the schema whose text changed; whether it wrote (a file left as it was is not touched). */
export function writeIfChanged(file: string, text: string): boolean {
  if (fs.existsSync(file) && fs.readFileSync(file, "utf8") === text) return false
  fs.writeFileSync(file, text)
  return true
}

/** Where VS Code reads which JSON Schema file describes which content files. */
export const VSCODE_SETTINGS_FILE = ".vscode/settings.json"

/** VS Code's settings (as the file holds them, or null) with `yaml.schemas` mapping each schema file onto its content files; other settings kept. */
export function vscodeSettings(current: string | null): string {
  const settings = current ? (JSON.parse(current) as Record<string, unknown>) : {}
  settings["yaml.schemas"] = Object.fromEntries(contentSchemaFiles().map(({ path, glob }) => [`./${path}`, glob]))
  return `${JSON.stringify(settings, null, 2)}\n`
}
