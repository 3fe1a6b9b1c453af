/**
 * @jest-environment node
 *
 * The check refuses an example case study published unchanged (content-model/example-rules.ts),
 * on a study the test writes itself beside the rest of content/: with Draft unticked, each of its
 * first-read fields still beginning with the template's mark is a problem; a draft, or a study
 * whose words are its own, passes.
 */
import { routeFor } from "../../content/schema/content-schema"
import { EXAMPLE_MARK, MARKED_FIELDS } from "../../content-model/example-rules"
import { loadContent } from "../../content-model/load-content"
import { checkMessages } from "../support/content"

const STUDY = "content/case-studies/example-fixture.yaml"

/** content/ without its own studies, with the test's study: marked as an example in the given fields. */
function content(draft: boolean | undefined, marked: readonly string[]) {
  const files = loadContent().files.filter(({ file }) => !file.startsWith("content/case-studies/"))
  const service = files.find(({ file }) => file.startsWith("content/services/"))!
  const words = { title: "A study", description: "What was built.", summary: "In one sentence." }
  const study = {
    slug: "example-fixture",
    ...Object.fromEntries(Object.entries(words).map(([field, text]) => [field, marked.includes(field) ? `${EXAMPLE_MARK} ${text}` : text])),
    ...(draft === undefined ? {} : { draft }),
    published: "2026-03-31",
    client: { description: "A shop in a city", namingAllowed: false, industry: "Retail", city: "Pune" },
    proves: [routeFor("services", (service.data as { slug: string }).slug)],
    sections: [{ type: "hero", heading: "A study", subheading: "What it changed.", button: { label: "Ask", url: "/contact-us/" } }],
  }
  return [...files, { file: STUDY, data: study }]
}

/** The check's words about the test's study (the rest of content/ is judged by its own tests). */
const messages = (files: ReturnType<typeof content>) => checkMessages(files).filter((message) => message.startsWith(`${STUDY}:`))

const refusal = (field: string) =>
  `${STUDY}: ${field}: is still the example's template text ("${EXAMPLE_MARK} …"): write the real study's own, or keep Draft on`

test("refuses each marked field of an example published unchanged, ticked off or with no Draft at all", () => {
  expect(messages(content(false, MARKED_FIELDS))).toEqual(MARKED_FIELDS.map(refusal))
  expect(messages(content(undefined, MARKED_FIELDS))).toEqual(MARKED_FIELDS.map(refusal))
})

test("refuses an example whose title was rewritten but whose description (what search results show) was not", () => {
  expect(messages(content(false, ["description"]))).toEqual([refusal("description")])
})

test("refuses the mark wherever it is left, as in a hero heading (the page's main heading), naming its field", () => {
  const files = content(false, [])
  const study = files.at(-1)!.data as { sections: Array<{ heading: string }> }
  study.sections[0].heading = `${EXAMPLE_MARK} ${study.sections[0].heading}`
  expect(messages(files)).toEqual([refusal("sections[0].heading")])
})

test("accepts an example kept a draft, and a published study whose words are its own", () => {
  expect(messages(content(true, MARKED_FIELDS))).toEqual([])
  expect(messages(content(false, []))).toEqual([])
})
