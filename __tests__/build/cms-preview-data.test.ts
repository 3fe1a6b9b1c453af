/**
 * @jest-environment node
 *
 * The CMS preview's sections read the shared lists and the site's constants
 * as the site's pages do: one reading of content/ (readSectionSources), which
 * admin/build.ts bundles for the preview and gatsby/node/schema.ts resolves a
 * section's shared list from, shaped by one function (sharedListsShownBy).
 */
import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { buildInputs } from "../../admin/build"
import type { SharedList } from "../../content/schema/content-schema"
import { createResolvers } from "../../gatsby/node/schema"
import { sectionData } from "../../gatsby/content/section-data"

const ROOT = path.resolve(__dirname, "../..")
const SHARED_LISTS: SharedList[] = ["industries", "reasons", "technologies"]

type Resolve = (source: { type: string }, args: unknown, context: unknown) => Promise<unknown>

/** The resolvers gatsby/node/schema.ts gives Gatsby, captured as Gatsby would receive them. */
function sectionResolvers(): Record<SharedList, { resolve: Resolve }> {
  let resolvers: { Section: Record<SharedList, { resolve: Resolve }> } | undefined
  const register = (given: typeof resolvers) => (resolvers = given)
  ;(createResolvers as (args: unknown) => void)({ createResolvers: register })
  return resolvers!.Section
}

describe("the data the preview's sections read", () => {
  const inputs = buildInputs()

  it.each(SHARED_LISTS.map((list) => [list]))(
    "the %s: a section showing them gets from GraphQL the entries the preview shows",
    async (list) => {
      const section = { type: list, heading: "Heading" }
      const asked: string[] = []
      const nodeModel = { findAll: async ({ type }: { type: string }) => (asked.push(type), { entries: [] }) }
      const fromGraphql = await sectionResolvers()[list].resolve(section, {}, { nodeModel })
      expect(fromGraphql).toEqual(sectionData(section, inputs.sharedLists)[list])
      expect((fromGraphql as unknown[]).length).toBeGreaterThan(0)
      // The page's query depends on the list's nodes, so gatsby develop runs it again when the file changes.
      expect(asked).toHaveLength(1)
    },
  )

  it("is what the built home page shows (each list's titles and drawn icons)", () => {
    const pageData = JSON.parse(fs.readFileSync(path.join(ROOT, "public/page-data/index/page-data.json"), "utf8"))
    const sections = pageData.result.data.pagesYaml.sections as Array<Record<string, unknown>>
    for (const list of SHARED_LISTS) {
      const built = sections.find((section) => section.type === list)![list]
      const previewed = sectionData({ type: list, heading: "Heading" }, inputs.sharedLists)[list]
      // The page asks GraphQL for each entry's drawing (svg), not its icon's name.
      expect(built).toEqual(JSON.parse(JSON.stringify(previewed, (key, value) => (key === "icon" ? undefined : value))))
    }
  })

  it("has the site's constants as content/site.yaml holds them", () => {
    expect(inputs.site).toEqual(yaml.load(fs.readFileSync(path.join(ROOT, "content/site.yaml"), "utf8")))
  })
})
