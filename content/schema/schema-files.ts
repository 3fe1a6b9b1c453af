import { CONTENT_FILES } from "./content-schema"

/**
 * The JSON Schema files written beside the source (npm run schema), one per
 * kind of content file, for editors' hints (.vscode/settings.json maps each
 * onto its files). A test fails when they no longer match the source.
 */
export function contentSchemaFiles(): Array<{ path: string; json: string; glob: string }> {
  return CONTENT_FILES.map(({ name, schema, glob }) => ({
    path: `content/schema/${name}.schema.json`,
    glob,
    json: `${JSON.stringify({ $schema: "http://json-schema.org/draft-07/schema#", ...schema }, null, 2)}\n`,
  }))
}
