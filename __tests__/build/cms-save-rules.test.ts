/**
 * @jest-environment node
 */
import { ICON_VOCABULARY } from "../../content-model/load-content"
import { saveRefusal } from "../../admin/src/save-check"
import { treeAfterSave } from "../../admin/src/slug-change/linked-edits"
import { fixtureTree, movedPageCase, ruleCases } from "./cms-save-cases"
import { buildErrorsAfter, verdicts } from "./cms-save-agreement"

/*
 * The content manager's save refuses what the build's check refuses, rule by rule: links, menus,
 * old addresses, slugs, drafts, heroes, enquiries, clients and testimonials (content-model/*-rules.ts),
 * each broken once on a fixed tree; a break in another file is named by that file.
 */

const tree = fixtureTree()

it.each(ruleCases(tree).map((saveCase) => [saveCase.name, saveCase] as const))(
  "%s: refused, with the build's problems",
  (_name, saveCase) => {
    const { build, refused } = verdicts(saveCase)
    expect(build.length).toBeGreaterThan(0)
    expect(refused).toEqual(build)
  },
)

it("saves a page the menu links to under another slug, its links carried, and the build's check agrees", () => {
  const saveCase = movedPageCase(tree)
  expect(verdicts(saveCase)).toEqual({ build: [], refused: [], message: null })
  // What the save writes, as the build reads it: the menu leads to the moved page.
  expect(buildErrorsAfter(saveCase).filter(({ path }) => /^products\[/.test(path))).toEqual([])
})

it("names the other file a save would break, in its words", () => {
  const saveCase = ruleCases(tree).find(({ name }) => name === "a quoted testimonial removed from the list")!
  const refusal = saveRefusal(saveCase.before, saveCase.file, { entries: saveCase.data }, ICON_VOCABULARY)
  const quoting = saveCase.before.find(
    (entry) => /"testimonials"/.test(JSON.stringify(entry.data)) && entry.file.startsWith("content/services/"),
  )!
  expect(refusal?.problems.map(({ file }) => file)).toContain(quoting.file)
  // By where the content manager shows it, its kind and title, never its path.
  expect(refusal?.message).toContain(`Service pages → ${(quoting.data as { title: string }).title}: `)
  expect(refusal?.message).not.toContain(quoting.file)
})

it("lets an unrelated save through past an old problem elsewhere, and refuses a save that keeps nothing worse but adds one", () => {
  const [broken, other] = tree.filter(({ file }) => file.startsWith("content/products/"))
  const withOldProblem = treeAfterSave(tree, broken.file, { ...(broken.data as object), title: "" })
  expect(
    saveRefusal(withOldProblem, other.file, { ...(other.data as object), description: "Still a fine page." }, ICON_VOCABULARY),
  ).toBeNull()
  expect(saveRefusal(withOldProblem, other.file, { ...(other.data as object), title: "" }, ICON_VOCABULARY)?.problems).toEqual([
    expect.objectContaining({ file: other.file, path: "title", elsewhere: null }),
  ])
})
