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
