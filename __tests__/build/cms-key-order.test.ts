/**
 * @jest-environment node
 */
import fs from "fs"
import path from "path"
import { WordsSchema } from "../../content/schema/content-schema"
import { cmsFormats } from "./cms-yaml-format"

// Decap's own copy of Immutable, which holds an entry's data between reading and saving it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { fromJS } = require("../../admin/node_modules/immutable") as { fromJS(value: unknown): { toJS(): unknown } }

const WORDS = path.resolve(__dirname, "../../content/words.yaml")

/** A file read and saved as Decap does: parsed, held as Immutable data, written in its fields' order. */
function savedAsDecapDoes(text: string, fieldOrder: string[]): string {
  const { yaml } = cmsFormats()
  return yaml.toFile(fromJS(yaml.fromFile(text)).toJS(), fieldOrder)
}

it("saves the words in the order their file has them, every group's keys included", () => {
  const text = fs.readFileSync(WORDS, "utf8")
  expect(savedAsDecapDoes(text, Object.keys(WordsSchema.properties))).toBe(text)
})

it("keeps an editor's order of the top level where it differs from the fields' order", () => {
  const text = fs.readFileSync(WORDS, "utf8")
  const [first, ...rest] = text.split(/\n(?=\S)/)
  const reordered = `${[...rest, first].map((part) => part.replace(/\n+$/, "")).join("\n")}\n`
  expect(savedAsDecapDoes(reordered, Object.keys(WordsSchema.properties))).toBe(reordered)
})

describe("a shared list (content/shared/), whose items have more fields than Immutable keeps in order", () => {
  // A made-up list: ten fields, more than the eight whose order an Immutable map keeps.
  const FIELDS = ["key", "draft", "quote", "name", "role", "company", "caseStudy", "about", "permission", "note"]
  const item = (n: number) => Object.fromEntries(FIELDS.map((field) => [field, `${field} ${n}`]))
  const listText = (items: Array<Record<string, string>>) =>
    items
      .map((entry) =>
        Object.entries(entry)
          .map(([field, value], i) => `${i ? "  " : "- "}${field}: ${value}`)
          .join("\n"),
      )
      .join("\n") + "\n"

  /** The list read, held and changed as Decap holds an entry, then written back. */
  function savedAfter(text: string, change: (items: Array<Record<string, unknown>>) => Array<Record<string, unknown>>): string {
    const { sharedList } = cmsFormats()
    const held = fromJS(sharedList.fromFile(text)).toJS() as Record<string, Array<Record<string, unknown>>>
    const [field] = Object.keys(held)
    return sharedList.toFile(fromJS({ [field]: change(held[field]) }).toJS())
  }

  it("writes back every item in its fields' order", () => {
    const text = listText([item(1), item(2)])
    expect(savedAfter(text, (items) => items)).toBe(text)
  })

  it("keeps the order when a name changes", () => {
    const renamed = { ...item(2), name: "name 2 renamed" }
    expect(savedAfter(listText([item(1), item(2)]), ([first, second]) => [first, { ...second, name: renamed.name }])).toBe(
      listText([item(1), renamed]),
    )
  })

  it("writes a new item, and one with a field filled in, in the order of the items read", () => {
    const { note: _unfilled, ...withoutNote } = item(1)
    const added = Object.fromEntries(FIELDS.map((field) => [field, `${field} 3`]))
    const saved = savedAfter(listText([withoutNote, item(2)]), (items) => [{ ...items[0], note: "note 1" }, items[1], added])
    expect(saved).toBe(listText([{ ...withoutNote, note: "note 1" }, item(2), added]))
  })
})
