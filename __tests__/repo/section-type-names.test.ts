/**
 * @jest-environment node
 *
 * A section type is named in at most three source files: its schema entry
 * (content/schema/sections.ts), its registry line (src/components/sections/registry.tsx)
 * and, where it reads what only it has (a shared list), its component. Everything else reads the
 * schema and the registry, so a new section type touches those three files (plus generated output).
 *
 * "Named" means named as code, found with TypeScript's parser so that comments and prose do not
 * count: a string literal that is a `type` (`{ type: "faq" }`, `section.type === "faq"`,
 * `Type.Literal("faq")`), a key of an object literal keyed by section types (one with two or more
 * of them as keys), or a property read of a name that is also a shared list's (`section.industries`).
 * An HTML attribute (`<input type="text">`) is not a section type.
 */
import { execFileSync } from "child_process"
import fs from "fs"
import path from "path"
import ts from "typescript"
import { SECTION_TYPES, SHARED_LISTS } from "../../content/schema/content-schema"

const ROOT = path.resolve(__dirname, "../..")
const MAX_FILES = 3

/**
 * The project's own source files: code, not tests, generated files or content; nor the shared
 * lists' schema, whose keys name lists (a section type showing one may share its name).
 */
const sourceFiles = () =>
  execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" })
    .split("\n")
    .filter(
      (file) =>
        /\.(ts|tsx|js|mjs)$/.test(file) &&
        !/^__tests__\/|^__mocks__\/|gatsby-types\.d\.ts$|section-fields\.ts$|^content\/schema\/shared-lists\.ts$/.test(file),
    )
    .filter((file) => fs.existsSync(path.join(ROOT, file)))

const names = new Set<string>(SECTION_TYPES)
const lists = new Set<string>(SHARED_LISTS)

/** The section types a file names as code. */
function sectionTypesNamedIn(file: string): Set<string> {
  const source = ts.createSourceFile(file, fs.readFileSync(path.join(ROOT, file), "utf8"), ts.ScriptTarget.Latest, true)
  const found = new Set<string>()
  const keyOf = (name: ts.PropertyName) => (ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined)
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) && names.has(node.text) && !ts.isJsxAttribute(node.parent)) {
      const parent = node.parent
      const isType =
        (ts.isPropertyAssignment(parent) && keyOf(parent.name) === "type") ||
        (ts.isBinaryExpression(parent) &&
          [parent.left, parent.right].some((side) => ts.isPropertyAccessExpression(side) && side.name.text === "type")) ||
        (ts.isCallExpression(parent) && parent.expression.getText(source).endsWith("Literal"))
      if (isType) found.add(node.text)
    }
    if (ts.isObjectLiteralExpression(node)) {
      const keys = node.properties
        .flatMap((property) => (property.name ? [keyOf(property.name)] : []))
        .filter((key) => key && names.has(key))
      if (keys.length >= 2) keys.forEach((key) => found.add(key!))
    }
    if (ts.isPropertyAccessExpression(node) && lists.has(node.name.text) && names.has(node.name.text)) found.add(node.name.text)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe("each section type's name", () => {
  const files = sourceFiles()
  const namedIn = new Map(SECTION_TYPES.map((type) => [type, [] as string[]]))
  for (const file of files) for (const type of sectionTypesNamedIn(file)) namedIn.get(type as (typeof SECTION_TYPES)[number])!.push(file)

  it.each(SECTION_TYPES)(`%s is named in at most ${MAX_FILES} source files, among them the schema and the registry`, (type) => {
    const where = namedIn.get(type)!
    expect(where).toEqual(expect.arrayContaining(["content/schema/sections.ts", "src/components/sections/registry.tsx"]))
    expect({ type, files: where.length <= MAX_FILES ? "at most 3" : where }).toEqual({ type, files: "at most 3" })
  })

  it("is found where it is named (the measure can fail): a record keyed by section types, a type literal", () => {
    expect(sectionTypesNamedIn("src/components/sections/registry.tsx")).toEqual(new Set(SECTION_TYPES))
    expect(sectionTypesNamedIn("content/schema/sections.ts")).toEqual(new Set(SECTION_TYPES))
  })
})
