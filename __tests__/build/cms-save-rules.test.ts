/**
 * @jest-environment node
 */
import { ICON_VOCABULARY } from "../../content-model/load-content"
import { saveRefusal } from "../../admin/src/save-check"
import { treeAfterSave } from "../../admin/src/slug-change/linked-edits"
import { deleteRefusal } from "../../admin/src/address-guards"
import { linksTo } from "../../content-model/link-rules"
import { routeOf } from "../../content-model/content-files"
import { deletablePages, fixtureTree, movedPageCases, ruleCases } from "./cms-save-cases"
import { buildErrorsWithout, verdicts } from "./cms-save-agreement"

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

it.each(movedPageCases(tree).map((saveCase) => [saveCase.name, saveCase] as const))(
  "%s: saved, every link to it carried, and the build's check agrees",
  (_name, saveCase) => {
    expect(verdicts(saveCase)).toEqual({ build: [], refused: [], message: null })
  },
)

it("moves pages linked from every kind of link field the schema has", () => {
  // What makes the cases above worth their time: between them they move pages linked from menus,
  // buttons, "proves", a testimonial's "about" and case study, and a list of chosen studies.
  const linkedFrom = new Set(
    movedPageCases(tree).flatMap(({ before, file }) =>
      linksTo(before, routeOf({ file, data: before.find((entry) => entry.file === file)!.data })!).map(({ path }) =>
        path.replace(/\[\d+\]/g, "[]"),
      ),
    ),
  )
  expect(linkedFrom.size).toBeGreaterThan(0)
  for (const field of ["proves[]", "[].about[]", "[].caseStudy"]) expect(linkedFrom).toContain(field)
})

it.each(deletablePages(tree).map(({ file }) => [file] as const))(
  "deleting %s: refused exactly when the build would find links leading nowhere, each named",
  (file) => {
    const refusal = deleteRefusal(tree, file)
    const build = buildErrorsWithout(tree, file)
    expect(refusal !== null).toBe(build.length > 0)
    if (refusal) expect(refusal.split("\n").filter((line) => line.startsWith("- "))).toHaveLength(build.length)
  },
)

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
