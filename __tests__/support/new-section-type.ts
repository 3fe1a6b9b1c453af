import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { insertBefore } from "./project-copy"

/*
 * The registry is the one list: a section type added to the content schema and the registry
 * alone (with its component) is accepted by the content check, gets its fields in the CMS and in
 * GraphQL (and the sections' fragment), renders through a page's section list with its code loaded
 * on demand, and shows in the CMS preview. A developer adds one, "quote", to a copy of the project
 * (three edits: a schema entry, a registry line, a component file), with the Jest file that says
 * what it must do, and a complete one on a page of content/ for editors to start from (as every
 * section type has: __tests__/sections/half-filled-sections.test.tsx).
 */

/** The three edits a developer makes. */
const SCHEMA_ENTRY = `  quote: section("Quote", EVERY_KIND, {
    type: Type.Literal("quote"),
    quote: text("Quote"),
    author: Type.Optional(text("Author")),
  }),
`
const REGISTRY_LINE = `  quote: lazyNearViewport(() => import("./QuoteSection").then((module) => module.QuoteSection)),\n`
const COMPONENT = `import React from "react"
import { SectionShell } from "./SectionShell"
import type { SectionData } from "./section-fields"

/** A customer's words, and whose they are, in the frame every block has. */
export function QuoteSection({ section }: { section: SectionData & { quote?: string | null; author?: string | null } }) {
  return (
    <SectionShell anchor={section.anchor}>
      <figure>
        <blockquote>{section.quote}</blockquote>
        {section.author && <figcaption>{section.author}</figcaption>}
      </figure>
    </SectionShell>
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
import { checkContent } from "../content-model/content-rules"
import { loadContent, ICON_VOCABULARY, readSectionSources } from "../content-model/load-content"
import { contentTypeDefs, sectionFieldsFragment } from "../content-model/graphql-types"
import { sectionData } from "../content-model/section-data"
import { cmsFields } from "../admin/src/fields"
import { pagePreview } from "../admin/src/preview"
import { SectionList } from "../src/components/sections/SectionList"
import { theme } from "../src/styles/theme"
import { staticQueryFixture } from "./support/content"

const QUOTE = { type: "quote", quote: "They shipped our pharmacy app in nine weeks.", author: "A. Verma, Care Chemists" }
const gatsby = require("gatsby")
// The copy links admin/'s packages whole (its build bundles the CMS), so the CMS's files would get
// admin/'s React 19 beside the site's React 18. Here both are the site's: one React, as in the CMS's
// bundle, where both are admin/'s (admin/build.ts).
jest.mock("../admin/node_modules/react", () => jest.requireActual("react"))
jest.mock("../admin/node_modules/react/jsx-runtime", () => jest.requireActual("react/jsx-runtime"))
jest.mock("../admin/node_modules/styled-components", () => jest.requireActual("styled-components"))

test("the content check accepts it on every kind of page", () => {
  const { files } = loadContent()
  // Any product page: the first the copy's content has.
  const product = files.find(({ file }) => file.startsWith("content/products/"))!
  ;(product.data as { sections: unknown[] }).sections.push(QUOTE)
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

/** The Jest file addQuoteSectionType writes, and how many tests it holds. */
export const QUOTE_SECTION_TESTS = { file: "__tests__/new-section-type.test.tsx", count: EXPECTATIONS.match(/^test\(/gm)!.length }

/** The page of the copy that gets the complete quote: the about page, one of the fixed pages. */
const EXAMPLE_PAGE = "content/pages/about-us.yaml"
const EXAMPLE = { type: "quote", quote: "They listened first, then built exactly what our stores needed.", author: "R. Iyer, FreshMart" }

/** Makes the developer's three edits in the copy, adds a quote to a page and writes the Jest file that judges them. */
export function addQuoteSectionType(copy: string): void {
  const page = yaml.load(fs.readFileSync(path.join(copy, EXAMPLE_PAGE), "utf8")) as { sections: unknown[] }
  page.sections.push(EXAMPLE)
  fs.writeFileSync(path.join(copy, EXAMPLE_PAGE), yaml.dump(page))
  insertBefore(path.join(copy, "content/schema/sections.ts"), "}\n\nexport type SectionType", SCHEMA_ENTRY)
  insertBefore(path.join(copy, "src/components/sections/registry.tsx"), "} satisfies Record<SectionType", REGISTRY_LINE)
  fs.writeFileSync(path.join(copy, "src/components/sections/QuoteSection.tsx"), COMPONENT)
  fs.writeFileSync(path.join(copy, QUOTE_SECTION_TESTS.file), EXPECTATIONS)
}
