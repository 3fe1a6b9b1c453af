/**
 * @jest-environment node
 *
 * An editor's edit in content/ leaves the GraphQL schema, and so the types Gatsby writes into the
 * tracked src/gatsby-types.d.ts, as they were: under `npm start` the file changes only when the
 * content schema or a query does. Judged on Gatsby's own schema build over files made here
 * (./gatsby-schema.ts).
 */
import { CONTENT_FILES } from "../../content/schema/content-schema"
import { contentTypeDefs } from "../../content-model/graphql-types"
import { yamlNodeType } from "../../content-model/yaml-type-name"
import { printedSchema, removeGatsbyWorkDir, type YamlFile } from "./gatsby-schema"

const SITE_METADATA = { siteUrl: "https://www.example.com" }

/** A little content of each shape the edits below touch: an object file, a list file, a page. */
const BEFORE: readonly YamlFile[] = [
  { relativePath: "site.yaml", yaml: "brand: Example Apps\nsiteUrl: https://www.example.com\n" },
  { relativePath: "redirects.yaml", yaml: "redirects: []\n" },
  { relativePath: "shared/testimonials.yaml", yaml: "- key: asha-rao\n  name: Asha Rao\n  quote: Quick and careful.\n" },
  { relativePath: "products/pet-care.yaml", yaml: "slug: pet-care\ntitle: Pet Care App\ndescription: Book a groomer.\nsections: []\n" },
]

const replaced = (relativePath: string, yaml: string) =>
  BEFORE.map((file) => (file.relativePath === relativePath ? { relativePath, yaml } : file))

const EDITS: Array<[string, readonly YamlFile[], Record<string, unknown>]> = [
  [
    "an old address added under Old addresses",
    replaced("redirects.yaml", "redirects:\n  - from: /products/pets/\n    to: /products/pet-care/\n"),
    SITE_METADATA,
  ],
  ["the testimonials emptied", replaced("shared/testimonials.yaml", "[]\n"), SITE_METADATA],
  [
    "optional fields filled in",
    replaced(
      "products/pet-care.yaml",
      "slug: pet-care\ntitle: Pet Care App\ndescription: Book a groomer.\nkeywords: [pets]\nnoindex: true\nsections: []\n",
    ),
    SITE_METADATA,
  ],
  [
    "a draft page with only its slug and title",
    [...BEFORE, { relativePath: "products/new.yaml", yaml: "slug: new\ntitle: New\ndraft: true\n" }],
    SITE_METADATA,
  ],
  ["the last page of a kind deleted", BEFORE.filter(({ relativePath }) => !relativePath.startsWith("products/")), SITE_METADATA],
  // gatsby-config.ts reads siteUrl from site.yaml; develop starts without it while site.yaml is broken.
  ["site.yaml broken", BEFORE.filter(({ relativePath }) => relativePath !== "site.yaml"), {}],
]

describe("the GraphQL schema after an editor's edit", () => {
  let before: string
  // Loads Gatsby's schema build for the first time: past Jest's 20 s on a loaded 2-core machine (an owner's npm test beside npm start).
  beforeAll(async () => {
    before = await printedSchema(BEFORE, SITE_METADATA)
  }, 120_000)
  afterAll(removeGatsbyWorkDir)

  it.each(EDITS)("is as it was: %s", async (_edit, files, siteMetadata) => {
    expect(await printedSchema(files, siteMetadata)).toBe(before)
  })
})

it("declares a node type, with nothing inferred, for every kind of content file", () => {
  const declared = contentTypeDefs()
  for (const { name } of CONTENT_FILES) {
    expect(declared).toMatch(new RegExp(`^type ${yamlNodeType(name)} implements .*@childOf\\(types: \\["File"\\]\\) @dontInfer \\{`, "m"))
  }
})
