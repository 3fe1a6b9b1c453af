/**
 * @jest-environment node
 *
 * The CMS preview's sections read the shared lists and the site's constants
 * as the site's pages do: one reading of content/ (readSectionSources), which
 * admin/build.ts bundles for the preview and gatsby/node/schema.ts resolves a
 * section's shared list from; the entries' icons drawn by one rule (content-model/drawn-icons.ts).
 */
import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { buildInputs } from "../../admin/build"
import { routeFor, SHARED_LIST_SCHEMAS, SHARED_LISTS, type SharedList } from "../../content/schema/content-schema"
import { collectionOf } from "../../content-model/content-files"
import { loadContent } from "../../content-model/load-content"
import type { JsonSchema } from "../../content-model/drawn-icons"
import { createResolvers } from "../../gatsby/node/schema"
import { sectionData } from "../../content-model/section-data"
import { pascal, yamlNodeType } from "../../content-model/yaml-type-name"
import { PUBLIC_DIR } from "../support/built-site-gate"

const ROOT = path.resolve(__dirname, "../..")

type Resolve = (source: object, args?: unknown, context?: unknown) => unknown

/** The resolvers gatsby/node/schema.ts gives Gatsby, captured as Gatsby would receive them: by type, then field. */
function graphqlResolvers(): Record<string, Record<string, { resolve: Resolve }>> {
  let resolvers: Record<string, Record<string, { resolve: Resolve }>> | undefined
  ;(createResolvers as (args: unknown) => void)({ createResolvers: (given: typeof resolvers) => (resolvers = given) })
  return resolvers!
}

/** What stands for a picture on both sides: GraphQL's File found from the YAML's path (@fileByRelativePath), the preview's picture of that path. */
const pictureAt = (file: string) => ({ childImageSharp: { file } }) as never

/**
 * A value as GraphQL answers the sections' fragment: every field its schema has (null where the
 * YAML has none), a picture as the file it names, each object's fields resolved by the resolvers
 * of its type where it has them (an icon's drawing), the icon's name left out.
 */
function asAnswered(value: unknown, schema: JsonSchema, typeName: string, resolvers: ReturnType<typeof graphqlResolvers>): unknown {
  if (value === undefined || value === null) return null
  if (Array.isArray(value)) return value.map((item) => asAnswered(item, schema.items!, typeName, resolvers))
  if (schema.picture) return pictureAt(String(value))
  if (schema.type !== "object") return value
  const own = resolvers[typeName] ?? {}
  const fields = Object.fromEntries(
    Object.entries(schema.properties ?? {})
      .filter(([key]) => !(key === "icon" && Object.keys(own).length))
      .map(([key, property]) => {
        const inner = property.items ?? property
        return [key, asAnswered((value as Record<string, unknown>)[key], property, pascal(inner.title ?? ""), resolvers)]
      }),
  )
  for (const [field, { resolve }] of Object.entries(own)) fields[field] = resolve(value)
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
      const entries = (await resolvers.Section[list].resolve(section, {}, { nodeModel })) as Array<{ id: string }>
      const item = (SHARED_LIST_SCHEMAS[list] as JsonSchema).items!
      const fromGraphql = entries.map(({ id, ...entry }) => ({ id, ...(asAnswered(entry, item, yamlNodeType(list), resolvers) as object) }))
      expect(fromGraphql).toEqual(sectionData(section as never, inputs.sharedLists, pictureAt)[list as SharedList])
      // Every entry but the drafts, which no section shows (content/'s list may hold only drafts).
      const published = (inputs.sharedLists[list] as Array<{ draft?: boolean }>).filter((entry) => entry.draft !== true)
      expect(fromGraphql).toHaveLength(published.length)
      // The page's query depends on the list's nodes, so gatsby develop runs it again when the file changes.
      expect(asked).toHaveLength(1)
    },
  )

  it("is what the built home page shows (each list it shows: titles and drawn icons)", () => {
    const pageData = JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, "page-data/index/page-data.json"), "utf8"))
    const sections = pageData.result.data.contentPage.sections as Array<Record<string, unknown>>
    // Whichever lists the home page shows now (editors choose its sections).
    const shown = SHARED_LISTS.filter((list) => sections.some((section) => section.type === list))
    expect(shown.length).toBeGreaterThan(0)
    for (const list of shown) {
      const built = sections.find((section) => section.type === list)![list]
      const previewed = sectionData({ type: list, heading: "Heading" } as never, inputs.sharedLists)[list]
      expect(built).toEqual(previewed)
    }
  })

  it("turns every picture the schema marks into the picture the preview draws, at any depth", () => {
    const { sharedLists } = inputs
    const logos = sectionData(
      { type: "logos", heading: "Clients", logos: [{ name: "A", logo: "../images/a.png", logoAlt: "A's logo" }] } as never,
      sharedLists,
      pictureAt,
    )
    expect(logos.logos?.[0].logo).toEqual(pictureAt("../images/a.png"))
    const pictures = sectionData(
      { type: "pictures", pictures: [{ image: "../images/b.png", imageAlt: "B" }] } as never,
      sharedLists,
      pictureAt,
    )
    expect(pictures.pictures?.[0].image).toEqual(pictureAt("../images/b.png"))
    const withPhoto = {
      testimonials: [{ ...(sharedLists.testimonials[0] as object), draft: false, photo: "../images/c.png", photoAlt: "C" }],
    }
    const testimonials = sectionData({ type: "testimonials", heading: "Said" } as never, { ...sharedLists, ...withPhoto }, pictureAt)
    expect(testimonials.testimonials?.[0].photo).toEqual(pictureAt("../images/c.png"))
  })

  it("leaves a draft entry of a shared list out of a section's data, keeping the others' ids", () => {
    const [first] = inputs.sharedLists.testimonials as object[]
    const parked = { ...first, draft: true, quote: "Words parked in a draft." }
    const lists = { ...inputs.sharedLists, testimonials: [parked, { ...first, draft: false }] }
    const shown = sectionData({ type: "testimonials", heading: "Said" } as never, lists, pictureAt).testimonials!
    expect(shown.map(({ id }) => id)).toEqual(["testimonials#1"])
    expect(JSON.stringify(shown)).not.toContain(parked.quote)
  })

  it("lists in a caseStudies section the published studies it is given, newest first, drafts left out", () => {
    // The shipped studies, as a test's copy: the first two published on different days, the rest drafts.
    const studies = loadContent()
      .files.filter(({ file }) => collectionOf(file) === "case-studies")
      .map(({ data }, index) => ({
        ...(data as { slug: string; client: { logo?: string } }),
        draft: index > 1,
        published: `2026-0${index + 1}-01`,
      }))
    expect(studies.length).toBeGreaterThan(1)
    const section = sectionData({ type: "caseStudies", heading: "Work" } as never, inputs.sharedLists, pictureAt, undefined, {
      "case-studies": studies,
    })
    const listed = section.listedPages!.map((page) => ("route" in page ? page.route : null))
    const expected = [studies[1], studies[0]].map((study) => routeFor("case-studies", study.slug))
    expect(listed).toEqual(expected)
    const { client } = studies[1]
    if (client.logo) expect((section.listedPages![0] as { client: { logo: unknown } }).client.logo).toEqual(pictureAt(client.logo))
    // A section that lists no pages has none.
    expect(sectionData({ type: "cta", heading: "Go" } as never, inputs.sharedLists).listedPages).toBeNull()
  })

  it("has the site's constants as content/site.yaml holds them", () => {
    expect(inputs.site).toEqual(yaml.load(fs.readFileSync(path.join(ROOT, "content/site.yaml"), "utf8")))
  })
})
