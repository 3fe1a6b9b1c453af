/**
 * @jest-environment node
 */
/**
 * The project-copy test publishes the shipped examples in its copy of content/ (support/published-examples.ts).
 * An owner may have parked a study of their own there, unfinished, as a draft may be: it is no
 * example, and publishing it would make the copy's check fail on the owner's valid content.
 */
import fs from "fs"
import os from "os"
import path from "path"
import yaml from "js-yaml"
import { EXAMPLE_MARK, MARKED_FIELDS } from "../../content-model/example-rules"
import { parkDraftStudy } from "../support/owner-edits"
import { publishExamples } from "../support/published-examples"

let content: string
beforeEach(() => {
  content = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "published-examples-")), "content")
  fs.cpSync(path.join(__dirname, "../../content"), content, { recursive: true })
})
afterEach(() => fs.rmSync(path.dirname(content), { recursive: true, force: true }))

type Study = { draft?: boolean } & Partial<Record<(typeof MARKED_FIELDS)[number], string>>
const studies = () =>
  fs.readdirSync(path.join(content, "case-studies")).map((name) => {
    const file = path.join(content, "case-studies", name)
    return { name, study: yaml.load(fs.readFileSync(file, "utf8")) as Study }
  })
const isMarked = (study: Study) => MARKED_FIELDS.some((field) => study[field]?.trimStart().startsWith(EXAMPLE_MARK))

it("publishes every study still marked as an example, and leaves an owner's own draft a draft", () => {
  const examples = studies()
    .filter(({ study }) => isMarked(study))
    .map(({ name }) => name)
  const { route } = parkDraftStudy(content)
  const parked = `${route.split("/").filter(Boolean).at(-1)}.yaml`
  publishExamples(content)
  const after = new Map(studies().map(({ name, study }) => [name, study]))
  expect(after.get(parked)?.draft).toBe(true)
  for (const name of examples) {
    expect(after.get(name)?.draft).toBe(false)
    expect(isMarked(after.get(name)!)).toBe(false)
  }
})
