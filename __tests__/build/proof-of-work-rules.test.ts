/**
 * @jest-environment node
 *
 * The content check's rules for proof of work (issue 37), on a case study and testimonials the
 * test writes itself beside the rest of content/: results carry their period and source, a study
 * proves service and product pages only, a client is named only with a name, a testimonial has
 * the date its permission was given, nothing published links to a draft, and a testimonials
 * section chooses people the list has.
 */
import { routeFor } from "../../content/schema/content-schema"
import type { ContentFile } from "../../content-model/content-files"
import { loadContent, parseContent } from "../../content-model/load-content"
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

test("refuses a published link to a draft study, and lets a draft lead to one", () => {
  const draftStudy = (study: Editable) => (study.draft = true)
  expect(messages(content(draftStudy))).toEqual([
    `${TESTIMONIALS}: [0].caseStudy: "/case-studies/rules-fixture/" is not a page of this site while it is a draft (or, for a list, while nothing in it is published)`,
  ])
  expect(messages(content((study, testimonials) => (draftStudy(study), (testimonials[0].draft = true))))).toEqual([])
})

test("has a testimonials section choose only people the list has", () => {
  const files = content((_study, _testimonials, others) => {
    const home = others.find(({ file }) => file === "content/pages/home.yaml")!.data as { sections: unknown[] }
    home.sections.push({ type: "testimonials", heading: "Clients", people: ["A Person", "Nobody"] })
  })
  const at = (loadContent().files.find(({ file }) => file === "content/pages/home.yaml")!.data as { sections: unknown[] }).sections.length
  expect(messages(files)).toEqual([
    `content/pages/home.yaml: sections[${at}].people[1]: "Nobody" is not the name of a testimonial (Shared lists → Testimonials)`,
  ])
})
