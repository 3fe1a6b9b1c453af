/**
 * @jest-environment node
 */
import { canBeDraft, COLLECTIONS, type Collection } from "../../content/schema/content-schema"
import { collectionOf, IDENTIFYING_FIELDS, type ContentFile } from "../../content-model/content-files"
import { ICON_VOCABULARY } from "../../content-model/load-content"
import { saveRefusal, WOULD_BREAK_THE_SITE } from "../../admin/src/save-check"
import { companionCases, fixtureTree, requiredFieldCases } from "./cms-save-cases"
import { verdicts } from "./cms-save-agreement"

/*
 * A draft may be unfinished: its save needs only what identifies it (slug and title), and what
 * else it lacks is a note the save lets through, as the build's check does. Switching Draft off
 * asks for everything: the save refuses what the check refuses. Each kind of page with the Draft
 * switch gets a new entry of its own, copied from the fixture's first page of that kind.
 */

const tree = fixtureTree()
const draftable = COLLECTIONS.filter(canBeDraft)
const newFile = (kind: Collection) => `content/${kind}/a-new-draft.yaml`
const firstOf = (kind: Collection) => tree.find(({ file }) => collectionOf(file) === kind)!.data as Record<string, unknown>
const identifying = (kind: Collection, draft: boolean) => ({
  ...Object.fromEntries(Object.entries(firstOf(kind)).filter(([field]) => IDENTIFYING_FIELDS.has(field))),
  slug: "a-new-draft",
  draft,
})

it("offers the Draft switch on some kind of page, so the cases below are not empty", () => {
  expect(draftable.length).toBeGreaterThan(0)
})

describe.each(draftable)("a new %s page", (kind) => {
  it("saved as a draft with only its slug and title: accepted, as the check accepts it", () => {
    const saveCase = { name: "identifying only", before: tree, file: newFile(kind), data: identifying(kind, true) }
    expect(verdicts(saveCase)).toEqual({ build: [], refused: [], message: null })
  })

  it("published with only its slug and title: refused, with the check's problems", () => {
    const saveCase = { name: "published unfinished", before: tree, file: newFile(kind), data: identifying(kind, false) }
    const { build, refused, message } = verdicts(saveCase)
    expect(build.length).toBeGreaterThan(0)
    expect(refused).toEqual(build)
    expect(message?.split("\n")[0]).toBe(WOULD_BREAK_THE_SITE)
  })

  it("saved as a draft without its title: refused, for the title identifies it", () => {
    const { title: _title, ...untitled } = identifying(kind, true) as Record<string, unknown>
    const refusal = saveRefusal(tree, newFile(kind), untitled, ICON_VOCABULARY)
    expect(refusal?.problems.map(({ path }) => path)).toEqual(["title"])
  })
})

// Every required field of a draft dropped, one at a time: the save lets each through as the check does.
const whole = (kind: Collection): ContentFile => ({ file: newFile(kind), data: { ...firstOf(kind), slug: "a-new-draft", draft: true } })
const draftCases = draftable.flatMap((kind) => requiredFieldCases([whole(kind)]).map((saveCase) => ({ ...saveCase, before: tree })))

it.each(draftCases.map((saveCase) => [saveCase.name, saveCase] as const))(
  "a draft %s: accepted, as the check accepts it",
  (_name, saveCase) => {
    const { build, refused } = verdicts(saveCase)
    expect(refused).toEqual(build)
    // Only what names a draft is an error; a slug or title dropped is refused by both.
    if (!/without (slug|title)$/.test(saveCase.name)) expect(build).toEqual([])
  },
)

// A picture without its description, in a draft and published: the save's check alone judges it
// (the sections' widget leaves it to the check), so the form can mark the field itself.
const companionCasesOf = (draft: boolean) =>
  companionCases(draftable.map(whole))
    .filter(({ name }) => name.includes(": without sections["))
    .map((saveCase) => ({ ...saveCase, before: tree, data: { ...(saveCase.data as object), draft } }))

it("finds a section's companion field to drop in some kind of page with the Draft switch", () => {
  expect(companionCasesOf(true).length).toBeGreaterThan(0)
})

it.each(companionCasesOf(true).map((saveCase) => [saveCase.name, saveCase] as const))(
  "a draft %s: a note to the check and the save",
  (_name, saveCase) => {
    expect(verdicts(saveCase)).toEqual({ build: [], refused: [], message: null })
  },
)

it.each(companionCasesOf(false).map((saveCase) => [saveCase.name, saveCase] as const))(
  "published, %s: refused by the check and the save, at the field itself",
  (_name, saveCase) => {
    const { build, refused } = verdicts(saveCase)
    expect(build).toEqual([expect.stringMatching(/: sections\[\d+\]\.\S+: is required when there is/)])
    expect(refused).toEqual(build)
    // The refusal names the companion's own path, which the panel marks in the form (refusal-panel.ts).
    const refusal = saveRefusal(saveCase.before, saveCase.file, saveCase.data, ICON_VOCABULARY)!
    const [path] = build[0].split(": ").slice(1)
    expect(refusal.problems.map((problem) => problem.path)).toEqual([path])
    expect(refusal.problems[0].field).toMatch(/\(section \d+\) → /)
  },
)
