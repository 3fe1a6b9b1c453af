/**
 * @jest-environment node
 *
 * The content check's rules for proof of work (issue 37), on a case study and testimonials the
 * test writes itself beside the rest of content/: results carry their period and source, a study
 * proves service and product pages only, a client is named only with a name, a testimonial has
 * the date its permission was given, nothing published links to a draft, a result's figure is a
 * number, and a testimonials section chooses testimonials the list has by their keys, which no
 * rename changes.
 */
import { routeFor } from "../../content/schema/content-schema"
import type { ContentFile } from "../../content-model/content-files"
import { checkContent } from "../../content-model/content-rules"
import { ICON_VOCABULARY, loadContent, parseContent } from "../../content-model/load-content"
import { checkMessages as messages } from "../support/content"

const STUDY = "content/case-studies/rules-fixture.yaml"
const TESTIMONIALS = "content/shared/testimonials.yaml"

// The fixtures are edited freely, as YAML would be: wrong on purpose.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Editable = any

/** content/ with its own examples taken out, and the test's study and testimonials put in; `change` edits them. */
function content(change: (study: Editable, testimonials: Editable[], files: ContentFile[]) => void = () => {}): ContentFile[] {
  const files = loadContent().files.filter(({ file }) => !file.startsWith("content/case-studies/") && file !== TESTIMONIALS)
  const product = files.find(({ file }) => file.startsWith("content/products/"))!
  const service = files.find(({ file }) => file.startsWith("content/services/"))!
  const study = {
    slug: "rules-fixture",
    title: "A study",
    description: "What was built.",
    published: "2026-03-31",
    summary: "In one sentence.",
    client: { description: "A shop in a city", namingAllowed: false, industry: "Retail", city: "Pune" },
    proves: [routeFor("products", (product.data as { slug: string }).slug), routeFor("services", (service.data as { slug: string }).slug)],
    sections: [
      { type: "hero", heading: "A study", subheading: "What it changed.", button: { label: "Ask", url: "/contact-us/" } },
      {
        type: "results",
        heading: "Outcome",
        results: [{ figure: "3x", measures: "orders a day", period: "Jan–Jun 2026", source: "the client's records" }],
      },
    ],
  }
  const testimonials = [
    {
      key: "a-person",
      quote: "It works.",
      name: "A Person",
      role: "Owner",
      company: "A shop",
      permission: "2026-04-01",
      caseStudy: "/case-studies/rules-fixture/",
    },
  ]
  change(study, testimonials, files)
  return [...files, { file: STUDY, data: study }, { file: TESTIMONIALS, data: testimonials }]
}

test("accepts a complete study and testimonial", () => {
  expect(messages(content())).toEqual([])
})

test("refuses a result without its period or its source", () => {
  const files = content((study) => {
    delete study.sections[1].results[0].period
    delete study.sections[1].results[0].source
  })
  expect(messages(files)).toEqual([
    `${STUDY}: sections[1].results[0].period: is required`,
    `${STUDY}: sections[1].results[0].source: is required`,
  ])
})

test("refuses a testimonial without the date its permission was given, or with a date that is not one", () => {
  expect(messages(content((_study, testimonials) => delete testimonials[0].permission))).toEqual([
    `${TESTIMONIALS}: [0].permission: is required`,
  ])
  expect(messages(content((_study, testimonials) => (testimonials[0].permission = "1 April")))).toEqual([
    `${TESTIMONIALS}: [0].permission: must be a date written YYYY-MM-DD, such as 2026-03-31, not "1 April"`,
  ])
  expect(messages(content((study) => (study.published = "2026-02-31")))).toEqual([
    `${STUDY}: published: "2026-02-31" is not a day of the calendar`,
  ])
  expect(messages(content((study) => (study.published = "2024-02-29")))).toEqual([])
  // Unquoted, as the CMS writes a date: read as its text, not turned into another day.
  const { published } = parseContent("published: 2026-02-31\n", STUDY) as { published: string }
  expect(messages(content((study) => (study.published = published)))).toEqual([
    `${STUDY}: published: "2026-02-31" is not a day of the calendar`,
  ])
})

test("lets a study prove service and product pages only", () => {
  const files = content((study) => study.proves.push("/about-us/"))
  expect(messages(files)).toEqual([`${STUDY}: proves[2]: "/about-us/" must be one of the site's service pages or product pages`])
})

test("names a client only with their name", () => {
  expect(messages(content((study) => (study.client.namingAllowed = true)))).toEqual([
    `${STUDY}: client.name: is required when the client allows us to name them`,
  ])
  expect(messages(content((study) => Object.assign(study.client, { namingAllowed: true, name: "A Shop Ltd" })))).toEqual([])
})

test("refuses a logo or photo without its description, wherever it is", () => {
  const files = content((study, testimonials) => {
    study.client.logo = "../images/hero.png"
    testimonials[0].photo = "../images/hero.png"
  })
  expect(messages(files)).toEqual([
    `${STUDY}: client.logoAlt: is required when there is a logo`,
    `${TESTIMONIALS}: [0].photoAlt: is required when there is a photo`,
  ])
})

test("lets a testimonial, published or a draft, name a draft study (the site never draws that as a link), and no page that is not one", () => {
  const draftStudy = (study: Editable) => (study.draft = true)
  // Else a new study and a new testimonial that name each other could not be published, either first.
  expect(messages(content(draftStudy))).toEqual([])
  expect(messages(content((study, testimonials) => (draftStudy(study), (testimonials[0].draft = true))))).toEqual([])
  expect(messages(content((_study, testimonials) => (testimonials[0].caseStudy = "/case-studies/no-such-study/")))).toEqual([
    `${TESTIMONIALS}: [0].caseStudy: "/case-studies/no-such-study/" is not a page of this site`,
  ])
})

test("accepts a result's figure written as a number, with its sign, currency or unit, and refuses a word", () => {
  for (const figure of ["3x", "42%", "-40%", "12,000", "₹2L", "4.8/5", "10k+", "2 days"])
    expect(messages(content((study) => (study.sections[1].results[0].figure = figure)))).toEqual([])
  for (const figure of ["lots", "x3", "many more"])
    expect(messages(content((study) => (study.sections[1].results[0].figure = figure)))).toEqual([
      `${STUDY}: sections[1].results[0].figure: must be a number such as 3x, 42%, -40% or 12,000 (a sign, currency or short unit may go with it), not a word, not "${figure}"`,
    ])
})

/** The test's study with a testimonials section choosing these keys, after its results. */
const choosing = (study: Editable, people: unknown[]) => study.sections.push({ type: "testimonials", heading: "What they say", people })
const CHOSEN = "sections[2].people"

test("has a testimonials section choose testimonials by their keys, which a rename leaves as they are", () => {
  expect(messages(content((study) => choosing(study, ["a-person"])))).toEqual([])
  const renamed = content((study, testimonials) => (choosing(study, ["a-person"]), (testimonials[0].name = "A R. Person")))
  expect(messages(renamed)).toEqual([])
  expect(messages(content((study) => choosing(study, ["a-person", "nobody"])))).toEqual([
    `${STUDY}: ${CHOSEN}[1]: "nobody" is the key of no testimonial (Shared lists → Testimonials): choose one of them by name`,
  ])
  // A name written by hand where the key goes is named as such, with the key to write.
  expect(messages(content((study) => choosing(study, ["A Person"])))).toEqual([
    `${STUDY}: ${CHOSEN}[0]: "A Person" is a name: a testimonial is chosen by its key, here "a-person" (Shared lists → Testimonials)`,
  ])
  // None chosen, or the list emptied, is the field left empty: the section shows those that speak for the page.
  expect(messages(content((study) => choosing(study, [])))).toEqual([])
})

test("refuses a testimonial without its key, with a key not written as one, or with another's key", () => {
  expect(messages(content((_study, testimonials) => delete testimonials[0].key))).toEqual([`${TESTIMONIALS}: [0].key: is required`])
  expect(messages(content((_study, testimonials) => (testimonials[0].key = "A Person")))).toEqual([
    `${TESTIMONIALS}: [0].key: must be lower-case letters and digits joined by hyphens, such as sunita-kale, not "A Person"`,
  ])
  const twice = content((_study, testimonials) => testimonials.push({ ...testimonials[0], name: "Another Person" }))
  expect(messages(twice)).toEqual([`${TESTIMONIALS}: [1].key: "a-person" is the key of [0] already: each testimonial has its own`])
})

test("says a published study quotes a draft testimonial, which the site would leave out; in a draft study it is a note", () => {
  const quotingADraft = (study: Editable, testimonials: Editable[]) => {
    choosing(study, ["a-person"])
    testimonials[0].draft = true
    delete testimonials[0].caseStudy
  }
  const draftWords =
    "A Person's testimonial is a draft, which the site does not show: publish it (Shared lists → Testimonials) or choose another"
  expect(checkContent(content(quotingADraft), ICON_VOCABULARY)).toEqual([{ file: STUDY, path: `${CHOSEN}[0]`, message: draftWords }])
  const inADraft = content((study, testimonials) => (quotingADraft(study, testimonials), (study.draft = true)))
  expect(checkContent(inADraft, ICON_VOCABULARY)).toEqual([
    { file: STUDY, path: `${CHOSEN}[0]`, message: `${draftWords} before this page is published`, severity: "note" },
  ])
})
