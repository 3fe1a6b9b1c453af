/**
 * The CMS's own YAML formatting, for tests in Node: the formats the CMS registers
 * (admin/src/cms-formats.ts: Decap's YAML formatter from admin/node_modules and ours
 * for the shared lists; ES modules, bundled for Node with admin's esbuild), applied as Decap applies them when
 * it saves an entry (top-level fields in the collection's order, a final newline).
 */
import fs from "fs"
import path from "path"
import { NavigationSchema, PAGE_SCHEMAS, SiteSchema } from "../../content/schema/content-schema"
import { SHARED_LIST_FORMAT } from "../../admin/src/shared-list-field"

const ROOT = path.resolve(__dirname, "../..")
const ADMIN = path.join(ROOT, "admin")

interface Format {
  fromFile(content: string): Record<string, unknown>
  toFile(data: unknown, sortedKeys?: string[]): string
}

let formats: { yaml: Format; sharedList: Format } | undefined

/** An admin/src module's exports in Node: bundled with admin's esbuild, as the CMS's ES modules need. */
export function bundledForNode<Exports>(entry: string): Exports {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const esbuild = require(path.join(ADMIN, "node_modules/esbuild")) as typeof import("esbuild")
  const { outputFiles } = esbuild.buildSync({
    stdin: { contents: `export * from ${JSON.stringify(`./${entry}`)}`, resolveDir: ROOT, loader: "ts" },
    nodePaths: [path.join(ADMIN, "node_modules")],
    bundle: true,
    platform: "node",
    format: "cjs",
    write: false,
  })
  const module = { exports: {} as Exports }
  new Function("module", "exports", "require", outputFiles[0].text)(module, module.exports, require)
  return module.exports
}

/** The CMS's formats, as it registers them. */
export function cmsFormats(): { yaml: Format; sharedList: Format } {
  if (formats) return formats
  const { CMS_FORMATS } = bundledForNode<{ CMS_FORMATS: Record<string, Format> }>("admin/src/cms-formats")
  return (formats = { yaml: CMS_FORMATS.yaml, sharedList: CMS_FORMATS[SHARED_LIST_FORMAT] })
}

/** The field order the CMS writes a file's top level in: its schema's, as its collection's fields are. */
function fieldOrder(file: string): string[] {
  const collection = /^content\/(pages|services|products)\//.exec(file)?.[1] as keyof typeof PAGE_SCHEMAS | undefined
  const schema = collection
    ? PAGE_SCHEMAS[collection]
    : file === "content/site.yaml"
      ? SiteSchema
      : file === "content/navigation.yaml"
        ? NavigationSchema
        : undefined
  return Object.keys(schema?.properties ?? {})
}

/** A content file (path from the project root) as the CMS writes it back after reading it. */
export function savedByCms(file: string, text = fs.readFileSync(path.join(ROOT, file), "utf8")): string {
  const format = file.startsWith("content/shared/") ? cmsFormats().sharedList : cmsFormats().yaml
  const written = format.toFile(format.fromFile(text), fieldOrder(file))
  return written.endsWith("\n") ? written : `${written}\n`
}
