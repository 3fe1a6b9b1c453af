/**
 * @jest-environment node
 */
import { collectionOf } from "../../content-model/content-files"
import { fixtureTree, requiredFieldCases } from "./cms-save-cases"
import { verdicts } from "./cms-save-agreement"
import { WOULD_BREAK_THE_SITE } from "../../admin/src/save-check"

/*
 * The same as cms-save-required-pages.test.ts for the files of Site settings and Shared lists:
 * every required field dropped and every required list emptied, each refused with the build's problems.
 */

const tree = fixtureTree()
const cases = requiredFieldCases(tree).filter(({ file }) => !collectionOf(file))

it("yields a case for every settings file and shared list", () => {
  expect(new Set(cases.map(({ file }) => file))).toEqual(
    new Set(tree.map(({ file }) => file).filter((file) => !collectionOf(file) && file !== "content/redirects.yaml")),
  )
})

it.each(cases.map((saveCase) => [saveCase.name, saveCase] as const))("%s: refused, with the build's problems", (_name, saveCase) => {
  const { build, refused, message } = verdicts(saveCase)
  expect(build.length).toBeGreaterThan(0)
  expect(refused).toEqual(build)
  expect(message?.split("\n")[0]).toBe(WOULD_BREAK_THE_SITE)
})
