/**
 * @jest-environment node
 *
 * The list of case studies, its pages and the top bar's Work entry exist only while a study is
 * published: judged against content/'s case studies as they are (all drafts, or some published).
 */
import fs from "fs"
import path from "path"
import { pageFiles, readContent, routeOf } from "../support/content"
import { builtPage, PUBLIC_DIR } from "./support"
import { WORDS } from "../support/words"

const studies = pageFiles().filter(({ file }) => file.startsWith("case-studies/"))
const published = studies.filter(({ file }) => !readContent<{ draft?: boolean }>(file).draft)
const isBuilt = (route: string) => fs.existsSync(path.join(PUBLIC_DIR, ...route.split("/").filter(Boolean), "index.html"))
const workEntries = () =>
  Array.from(builtPage("/").querySelectorAll("header a")).filter((link) => link.textContent?.trim() === WORDS.proofOfWork.work)

test("builds exactly the published case studies", () => {
  expect(studies.filter(({ route }) => isBuilt(route))).toEqual(published)
})

test("has the list of case studies and the Work entry only while a study is published", () => {
  expect({ listBuilt: isBuilt(routeOf("pages/case-studies.yaml")), workEntries: workEntries().length }).toEqual({
    listBuilt: published.length > 0,
    workEntries: published.length > 0 ? 1 : 0,
  })
})
