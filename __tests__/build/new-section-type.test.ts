/**
 * @jest-environment node
 *
 * The registry is the one list: a section type added to the content schema and the registry
 * alone (with its component) is accepted by the content check, gets its fields in the CMS and in
 * GraphQL (and the sections' fragment), renders through a page's section list with its code loaded
 * on demand, and shows in the CMS preview. The test adds one, "quote", to a copy of the project
 * (three edits: a schema entry, a registry line, a component file) and runs Jest there on what it
 * must do; nothing else of the copy is touched.
 */
import fs from "fs"
import path from "path"
import { insertBefore, jestIn, withProjectCopy } from "../support/project-copy"

/** What the copy needs to run the check, the GraphQL types, the CMS's fields and the components under Jest. */
const COPIED = ["content", "gatsby", "src", "admin/src", "admin/build.ts", "admin/decap-fixes.ts", "__mocks__", "__tests__/support"]

/** The three edits a developer makes. */
const SCHEMA_ENTRY = `  quote: section("Quote", EVERY_KIND, {
    type: Type.Literal("quote"),
    quote: text("Quote"),
    author: Type.Optional(text("Author")),
  }),
`
const REGISTRY_LINE = `  quote: lazyNearViewport(() => import("./QuoteSection").then((module) => module.QuoteSection)),\n`
const COMPONENT = `import React from "react"
import type { SectionData } from "./section-fields"

/** A customer's words, and whose they are. */
export function QuoteSection({ section }: { section: SectionData & { quote?: string | null; author?: string | null } }) {
  return (
    <figure>
      <blockquote>{section.quote}</blockquote>
      {section.author && <figcaption>{section.author}</figcaption>}
    </figure>
  )
}
`

/** What the new section type must do, run in the copy. */
const EXPECTATIONS = `/**
 * @jest-environment jsdom
 */
import React from "react"
import { render, screen } from "@testing-library/react"
import { ThemeProvider } from "styled-components"
import { PAGE_SCHEMAS, SECTIONS_OFFERED } from "../content/schema/content-schema"
import { checkContent } from "../gatsby/content/content-rules"
import { loadContent, ICON_VOCABULARY, readSectionSources } from "../gatsby/content/load-content"
import { contentTypeDefs, sectionFieldsFragment } from "../gatsby/content/graphql-types"
import { sectionData } from "../gatsby/content/section-data"
import { cmsFields } from "../admin/src/fields"
import { pagePreview } from "../admin/src/preview"
import { SectionList } from "../src/components/sections/SectionList"
import { theme } from "../src/styles/theme"
import { staticQueryFixture } from "./support/content"

const QUOTE = { type: "quote", quote: "They shipped our pharmacy app in nine weeks.", author: "A. Verma, Care Chemists" }
const gatsby = require("gatsby")

test("the content check accepts it on every kind of page", () => {
  const { files } = loadContent()
  const laundry = files.find(({ file }) => file === "content/products/laundry-app-development.yaml")!
  ;(laundry.data as { sections: unknown[] }).sections.push(QUOTE)
  expect(SECTIONS_OFFERED.products).toContain("quote")
  expect(checkContent(files, ICON_VOCABULARY)).toEqual([])
})

test("the CMS offers it with its fields", () => {
  const sections = cmsFields(PAGE_SCHEMAS.products).find((field) => field.name === "sections") as unknown as { types: Array<{ name: string; fields: Array<{ name: string }> }> }
  expect(sections.types.find((type) => type.name === "quote")?.fields.map((field) => field.name)).toEqual(["quote", "author", "anchor"])
})

test("GraphQL has its fields, and the sections' fragment asks for them", () => {
  expect(contentTypeDefs()).toMatch(/type Section \\{[^}]*\\bquote: String\\b[^}]*\\bauthor: String\\b/)
  expect(sectionFieldsFragment()).toMatch(/\\bquote\\b.*\\bauthor\\b/)
})

test("a page's section list renders it, its code loaded on demand", async () => {
  gatsby.__setStaticQueryData(staticQueryFixture())
  render(
    <ThemeProvider theme={theme}>
      <SectionList sections={[sectionData(QUOTE as never, readSectionSources().sharedLists)]} />
    </ThemeProvider>,
  )
  expect(await screen.findByText(QUOTE.quote)).toBeVisible()
  expect(screen.getByText(QUOTE.author)).toBeVisible()
})

test("the CMS preview shows it", async () => {
  gatsby.__setStaticQueryData(staticQueryFixture())
  const Preview = pagePreview({ config: { collections: [] }, bundled: readSectionSources() })
  const entry = { getIn: () => ({ toJS: () => [QUOTE] }) }
  render(<Preview {...({ entry, document, getAsset: (file: string) => file } as never)} />)
  expect(await screen.findByText(QUOTE.quote)).toBeVisible()
})
`

test(
  "a section type added to the schema and the registry alone is checked, edited, queried, rendered and previewed",
  () =>
    withProjectCopy("new-section-type", COPIED, (copy) => {
      insertBefore(path.join(copy, "content/schema/sections.ts"), "}\n\nexport type SectionType", SCHEMA_ENTRY)
      insertBefore(path.join(copy, "src/components/sections/registry.tsx"), "} satisfies Record<SectionType", REGISTRY_LINE)
      fs.writeFileSync(path.join(copy, "src/components/sections/QuoteSection.tsx"), COMPONENT)
      fs.writeFileSync(path.join(copy, "__tests__/new-section-type.test.tsx"), EXPECTATIONS)

      const jest = jestIn(copy, ["__tests__/new-section-type.test.tsx"])
      expect({ status: jest.status, output: jest.status === 0 ? "" : jest.stderr.slice(-4000) }).toEqual({ status: 0, output: "" })
      expect(jest.stderr).toMatch(/Tests:\s+5 passed, 5 total/)
    }),
  120_000,
)
