/**
 * The data component tests render with, and the CMS preview's data, held to
 * what the build's GraphQL layer answered (public/page-data/).
 */
import fs from "fs"
import path from "path"
import { PAGE_SCHEMAS, SHARED_LIST_SCHEMAS, type PageContent } from "../../content/schema/content-schema"
import { sectionData } from "../../content-model/section-data"
import { readSectionSources } from "../../content-model/load-content"
import type { SectionData } from "../../src/components/sections/section-fields"
import { builtPageFiles, pagesByKind, readContent, routeOf, staticQueryFixture } from "../support/content"
import { builtPageData, PUBLIC_DIR } from "./support"

/** The sections of the page a content file became, as the template received them from GraphQL in the build. */
function builtSections(pageFile: string): SectionData[] {
  const node = Object.values(builtPageData(routeOf(pageFile)).result.data).find((value) => value?.sections)
  if (!node) throw new Error(`The built page of ${pageFile} has no sections`)
  return node.sections
}

/**
 * Every static query's answer in the build, merged: { siteYaml, navigationYaml }. Only the answers
 * the built pages name: public/ keeps an earlier build's answers to queries since changed.
 */
function builtStaticQueries(): Record<string, unknown> {
  const pageData = path.join(PUBLIC_DIR, "page-data")
  const hashes = new Set(
    fs
      .readdirSync(pageData, { recursive: true, encoding: "utf8" })
      .filter((file) => path.basename(file) === "page-data.json")
      .flatMap(
        (file) => (JSON.parse(fs.readFileSync(path.join(pageData, file), "utf8")) as { staticQueryHashes: string[] }).staticQueryHashes,
      ),
  )
  return Object.assign(
    {},
    ...[...hashes].map((hash) => JSON.parse(fs.readFileSync(path.join(pageData, "sq", "d", `${hash}.json`), "utf8")).data),
  )
}

/** Every content file that becomes a page, e.g. "services/web-development.yaml" (not drafts). */
const pageFiles = builtPageFiles().map(({ file }) => file)

/**
 * A section without what only one side has: the build's node ids (of shared-list entries and
 * listed pages) and resized pictures (any field: the preview draws the file as it is), and the
 * preview's icon names (the query asks for the icons' SVG, compared here).
 */
const pictureFields = (schema: unknown): string[] =>
  typeof schema !== "object" || schema === null
    ? []
    : Object.entries(schema).flatMap(([key, value]) => [
        ...((value as { picture?: boolean })?.picture ? [key] : []),
        ...pictureFields(value),
      ])
const ONE_SIDED = new Set(["id", "icon", ...pictureFields(PAGE_SCHEMAS), ...pictureFields(SHARED_LIST_SCHEMAS)])
const comparable = (section: object) => JSON.parse(JSON.stringify(section, (key, value) => (ONE_SIDED.has(key) ? undefined : value)))

describe("the data of the component tests and the CMS preview", () => {
  it("answers useStaticQuery in component tests with what the build's static queries answered", () => {
    expect(staticQueryFixture()).toEqual(builtStaticQueries())
  })

  it("gives the CMS preview's useStaticQuery the site constants the build's static queries answered", () => {
    const { siteYaml } = builtStaticQueries() as { siteYaml: object }
    // The queries ask for some of site.yaml's fields; the preview holds them all (admin/build.ts bundles readSectionSources).
    expect(readSectionSources().site).toMatchObject(siteYaml)
    expect(Object.keys(siteYaml).length).toBeGreaterThan(0)
  })

  it.each(pageFiles)("gives the CMS preview of %s the sections its built page received (content-model/section-data.ts)", (pageFile) => {
    const lists = readSectionSources().sharedLists
    const page = readContent<PageContent>(pageFile)
    const listed = page.sections.map((section) => comparable(sectionData(section, lists, undefined, undefined, pagesByKind())))
    expect(listed).toEqual(builtSections(pageFile).map(comparable))
  })
})
