/**
 * @jest-environment node
 *
 * The list of case studies, its pages and the top bar's Work entry exist only while a study is
 * published: judged against content/'s case studies as they are (all drafts, or some published).
 * A draft entry of a shared list (a parked testimonial) is nowhere in the built site's data.
 */
import fs from "fs"
import path from "path"
import { SHARED_LISTS } from "../../content/schema/content-schema"
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

test("leaves every draft entry of a shared list out of the built site's page data", () => {
  // A draft's longest words (a testimonial's quote), as page data would carry them (JSON).
  const parkedWords = SHARED_LISTS.flatMap((list) =>
    readContent<Array<Record<string, unknown>>>(`shared/${list}.yaml`)
      .filter((entry) => entry.draft === true)
      .map((entry) => Object.values(entry).filter((value): value is string => typeof value === "string"))
      .map((words) => JSON.stringify(words.reduce((longest, value) => (value.length > longest.length ? value : longest), "")).slice(1, -1)),
  )
  const pageData = path.join(PUBLIC_DIR, "page-data")
  const carrying = fs
    .readdirSync(pageData, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".json"))
    .flatMap((file) => {
      const text = fs.readFileSync(path.join(pageData, file), "utf8")
      return parkedWords.filter((words) => text.includes(words)).map((words) => `${file}: ${words}`)
    })
  expect(carrying).toEqual([])
})
