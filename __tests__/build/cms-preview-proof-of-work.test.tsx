/**
 * The CMS's preview of a case study draws what the site would: its testimonials section quotes the
 * testimonials it chooses, else its own, never another client's, and a result not yet finished
 * shows no empty Period or Source label. Judged on testimonials the test writes itself.
 */
import React from "react"
import { render, screen, within } from "@testing-library/react"
import { fromJS } from "immutable"
import { pagePreview } from "../../admin/src/preview"
import { readSectionSources } from "../../content-model/load-content"
import { staticQueryFixture } from "../support/content"
import { WORDS } from "../support/words"

// The CMS's files resolve React and styled-components to admin/'s copies; its bundle has one of each
// (admin/build.ts OWN_COPIES), and so has this test: the site's, which its sections use.
jest.mock("../../admin/node_modules/react", () => jest.requireActual("react"))
jest.mock("../../admin/node_modules/styled-components", () => jest.requireActual("styled-components"))

// eslint-disable-next-line @typescript-eslint/no-require-imports
const gatsby = require("gatsby") as { __setStaticQueryData: (data: unknown) => void }

const STUDY = "/case-studies/fixture-study/"
const testimonial = (key: string, fields: object = {}) => ({
  key,
  quote: `Quote of ${key}`,
  name: `Person ${key}`,
  role: "Owner",
  company: `Company ${key}`,
  permission: "2026-01-01",
  ...fields,
})

/** The preview of a case study at STUDY with these sections, over shared lists holding these testimonials. */
function preview(sections: object[], testimonials: object[], kind = "case-studies") {
  gatsby.__setStaticQueryData(staticQueryFixture())
  const bundled = readSectionSources()
  const Preview = pagePreview({
    config: { collections: [] },
    bundled: { ...bundled, sharedLists: { ...bundled.sharedLists, testimonials } },
  })
  const entry = fromJS({ data: { slug: "fixture-study", draft: true, sections } })
  const props = { entry, collection: fromJS({ name: kind }), document, getAsset: (file: string) => file }
  render(<Preview {...(props as unknown as React.ComponentProps<typeof Preview>)} />)
}

const heading = { type: "testimonials", heading: "What Fixture Client Says" }
const OTHERS = [testimonial("other-client"), testimonial("own-client", { caseStudy: STUDY }), testimonial("draft-client", { draft: true })]

test("quotes, with no one chosen, the study's own testimonials and never another client's", async () => {
  preview([heading], OTHERS)
  const section = (await screen.findByRole("heading", { name: heading.heading })).closest("section")!
  expect(within(section).getByText("Quote of own-client")).toBeVisible()
  expect(within(section).queryByText("Quote of other-client")).toBeNull()
})

test("draws no testimonials section on a study none speaks for, as the site would not", async () => {
  preview([{ type: "text", heading: "Fixture text", paragraphs: ["Words."] }, heading], [OTHERS[0]])
  expect(await screen.findByRole("heading", { name: "Fixture text" })).toBeVisible()
  expect(screen.queryByRole("heading", { name: heading.heading })).toBeNull()
  expect(screen.queryByText("Quote of other-client")).toBeNull()
})

test("quotes the testimonials chosen by key, under the names they have now", async () => {
  preview([{ ...heading, people: ["other-client"] }], OTHERS)
  expect(await screen.findByText("Quote of other-client")).toBeVisible()
  expect(screen.getByText("Person other-client")).toBeVisible()
  expect(screen.queryByText("Quote of own-client")).toBeNull()
})

test("shows a result without its period or source yet without empty labels", async () => {
  preview([{ type: "results", heading: "Fixture outcome", results: [{ figure: "3x", measures: "fixture orders" }] }], OTHERS)
  const section = (await screen.findByRole("heading", { name: "Fixture outcome" })).closest("section")!
  expect(section).toHaveTextContent("3x fixture orders")
  expect(section).not.toHaveTextContent(`${WORDS.proofOfWork.period}:`)
  expect(section).not.toHaveTextContent(`${WORDS.proofOfWork.source}:`)
})
