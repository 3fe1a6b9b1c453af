/**
 * @jest-environment node
 */
import { collectionOf } from "../../content-model/content-files"
import { findContentProblems } from "../../content-model/load-content"
import { FIXTURE, fixtureTree, requiredFieldCases } from "./cms-save-cases"
import { verdicts } from "./cms-save-agreement"
import { WOULD_BREAK_THE_SITE } from "../../admin/src/save-check"

/*
 * The content manager's save refuses what the build's check refuses, field by field: every
 * required field of every kind of page's schema dropped, every required list emptied, on a fixed tree
 * with everything published (__tests__/fixtures/save-check/).
 */

const tree = fixtureTree()
// Pages here, settings and shared lists in cms-save-required-settings.test.ts: Jest runs the two side by side.
const cases = requiredFieldCases(tree).filter(({ file }) => collectionOf(file))

it("the fixture checks clean and yields a case for every collection", () => {
  expect(findContentProblems(FIXTURE)).toEqual([])
  expect(new Set(cases.map(({ file }) => collectionOf(file)))).toEqual(new Set(tree.map(({ file }) => collectionOf(file)).filter(Boolean)))
})

it.each(cases.map((saveCase) => [saveCase.name, saveCase] as const))("%s: refused, with the build's problems", (_name, saveCase) => {
  const { build, refused, message } = verdicts(saveCase)
  expect(build.length).toBeGreaterThan(0)
  expect(refused).toEqual(build)
  expect(message?.split("\n")[0]).toBe(WOULD_BREAK_THE_SITE)
})
