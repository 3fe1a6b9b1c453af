/**
 * @jest-environment node
 *
 * What the CMS writes passes the build: every content file, read and written
 * back as the CMS does (Decap's own YAML formatter from admin/node_modules, and
 * our format for the shared lists), still passes the content check and holds
 * the same data, so the build makes the same page from it.
 */
import path from "path"
import { PAGE_SCHEMAS, NavigationSchema, SiteSchema } from "../../content/schema/content-schema"
import { checkContent, formatProblem, type ContentFile } from "../../gatsby/content/content-rules"
import { ICON_VOCABULARY, loadContent } from "../../gatsby/content/load-content"

const ROOT = path.resolve(__dirname, "../..")
const ADMIN = path.join(ROOT, "admin")

interface Format {
  fromFile(content: string): Record<string, unknown>
  toFile(data: unknown, sortedKeys?: string[]): string
}

/** Decap's YAML formatter and the shared lists' format, bundled for Node with admin's esbuild (they are ES modules). */
function cmsFormats(): { yaml: Format; sharedList: Format } {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const esbuild = require(path.join(ADMIN, "node_modules/esbuild")) as typeof import("esbuild")
  const { outputFiles } = esbuild.buildSync({
    stdin: {
      contents: `export { default as yaml } from "decap-cms-core/dist/esm/formats/yaml"\nexport { sharedListFormat as sharedList } from "./admin/src/shared-list-format"`,
      resolveDir: ROOT,
      loader: "ts",
    },
    nodePaths: [path.join(ADMIN, "node_modules")],
    bundle: true,
    platform: "node",
    format: "cjs",
    write: false,
  })
  const module = { exports: {} as { yaml: Format; sharedList: Format } }
  new Function("module", "exports", "require", outputFiles[0].text)(module, module.exports, require)
  return module.exports
}

/** The field order the CMS writes a file's top level in: its schema's, as its collection's fields are. */
function fieldOrder(file: string): string[] {
  const collection = /^content\/(pages|services|products)\//.exec(file)?.[1] as keyof typeof PAGE_SCHEMAS | undefined
  const schema = collection ? PAGE_SCHEMAS[collection] : file === "content/site.yaml" ? SiteSchema : file === "content/navigation.yaml" ? NavigationSchema : undefined
  return Object.keys(schema?.properties ?? {})
}

describe("a content file saved by the CMS", () => {
  const { files } = loadContent(path.join(ROOT, "content"))
  const formats = cmsFormats()
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const jsYaml = require("js-yaml") as typeof import("js-yaml")

  /** Read as the CMS reads it, written as it writes it (with the final newline Decap adds), read again as the build does. */
  const roundTrip = ({ file }: ContentFile): ContentFile => {
    const text = require("fs").readFileSync(path.join(ROOT, file), "utf8") as string
    const format = file.startsWith("content/shared/") ? formats.sharedList : formats.yaml
    let written = format.toFile(format.fromFile(text), fieldOrder(file))
    if (!written.endsWith("\n")) written += "\n"
    return { file, data: jsYaml.load(written) }
  }

  it.each(files.map(({ file }) => [file]))("%s keeps its data", (file) => {
    const original = files.find((entry) => entry.file === file)!
    expect(roundTrip(original).data).toEqual(original.data)
  })

  it("passes the content check, every file of it", () => {
    expect(checkContent(files.map(roundTrip), ICON_VOCABULARY).map(formatProblem)).toEqual([])
  })
})
