/**
 * @jest-environment node
 *
 * The CMS preview's sections read the shared lists and the site's constants
 * as the site's pages do: one reading of content/ (readSectionSources), which
 * admin/build.ts bundles for the preview and gatsby/node/schema.ts resolves a
 * section's shared list from; the entries' icons drawn by one rule (gatsby/content/drawn-icons.ts).
 */
import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { buildInputs } from "../../admin/build"
import { SHARED_LISTS, type SharedList } from "../../content/schema/content-schema"
import { createResolvers } from "../../gatsby/node/schema"
import { sectionData } from "../../gatsby/content/section-data"
import { yamlNodeType } from "../../gatsby/content/yaml-type-name"
import { PUBLIC_DIR } from "../support/built-site-gate"

const ROOT = path.resolve(__dirname, "../..")

type Resolve = (source: object, args?: unknown, context?: unknown) => unknown

/** The resolvers gatsby/node/schema.ts gives Gatsby, captured as Gatsby would receive them: by type, then field. */
function graphqlResolvers(): Record<string, Record<string, { resolve: Resolve }>> {
  let resolvers: Record<string, Record<string, { resolve: Resolve }>> | undefined
  ;(createResolvers as (args: unknown) => void)({ createResolvers: (given: typeof resolvers) => (resolvers = given) })
  return resolvers!
}

/**
 * A value as GraphQL answers the sections' fragment: each object's fields resolved by the
 * resolvers of its type where it has them (an icon's drawing), the icon's name left out.
 */
function asAnswered(value: unknown, typeName: string, resolvers: ReturnType<typeof graphqlResolvers>): unknown {
  if (Array.isArray(value)) return value.map((item) => asAnswered(item, typeName, resolvers))
  if (typeof value !== "object" || value === null) return value
  const own = resolvers[typeName] ?? {}
  const fields = Object.fromEntries(Object.entries(value).filter(([key]) => !(key === "icon" && Object.keys(own).length)))
  for (const [field, { resolve }] of Object.entries(own)) fields[field] = resolve(value)
  // The one nested list of a shared list's entries (a technology category's stacks) is of type Technology.
  if ("stacks" in fields) fields.stacks = asAnswered(fields.stacks, "Technology", resolvers)
  return fields
}

describe("the data the preview's sections read", () => {
  const inputs = buildInputs()

  it.each(SHARED_LISTS.map((list) => [list]))(
    "the %s: a section showing them gets from GraphQL the entries the preview shows",
    async (list) => {
      const section = { type: list, heading: "Heading" }
      const asked: string[] = []
      const nodeModel = { findAll: async ({ type }: { type: string }) => (asked.push(type), { entries: [] }) }
      const resolvers = graphqlResolvers()
      const entries = await resolvers.Section[list].resolve(section, {}, { nodeModel })
      const fromGraphql = asAnswered(entries, yamlNodeType(list), resolvers)
      expect(fromGraphql).toEqual(sectionData(section as never, inputs.sharedLists)[list as SharedList])
      expect((fromGraphql as unknown[]).length).toBeGreaterThan(0)
      // The page's query depends on the list's nodes, so gatsby develop runs it again when the file changes.
      expect(asked).toHaveLength(1)
    },
  )

  it("is what the built home page shows (each list's titles and drawn icons)", () => {
    const pageData = JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, "page-data/index/page-data.json"), "utf8"))
    const sections = pageData.result.data.contentPage.sections as Array<Record<string, unknown>>
    for (const list of SHARED_LISTS) {
      const built = sections.find((section) => section.type === list)![list]
      const previewed = sectionData({ type: list, heading: "Heading" } as never, inputs.sharedLists)[list]
      expect(built).toEqual(previewed)
    }
  })

  it("has the site's constants as content/site.yaml holds them", () => {
    expect(inputs.site).toEqual(yaml.load(fs.readFileSync(path.join(ROOT, "content/site.yaml"), "utf8")))
  })
})
