/**
 * @jest-environment node
 *
 * What the check refuses beyond a file's shape, each on a copy of the real content
 * (never content/ itself): text longer than its place on the page can show, and
 * the absence of a page the site depends on.
 */
import { MAX_LENGTH, PAGE_KINDS } from "../../content/schema/content-schema"
import { checkMessages as messages, copyOfContent as realContent, examplePage, withFile } from "../support/content"

/** Any product whose first section has a heading and a button, as the check's messages below name them. */
const PRODUCT = `content/${examplePage("products", (data) => data.sections[0]?.heading && data.sections[0]?.button).file}`
const tooLong = (limit: number) => "x".repeat(limit + 1)

describe("the check's length limits", () => {
  it("refuses a 260-character title in an editor's words", () => {
    const files = withFile(realContent(), PRODUCT, (data) => (data.title = "t".repeat(260)))
    expect(messages(files)).toEqual([`${PRODUCT}: title: must be at most ${MAX_LENGTH.title} characters (it has 260)`])
  })

  it("refuses a description, a heading and a button label longer than the page can show", () => {
    const files = withFile(realContent(), PRODUCT, (data) => {
      data.description = tooLong(MAX_LENGTH.description)
      data.sections[0].heading = tooLong(MAX_LENGTH.heading)
      data.sections[0].button.label = tooLong(MAX_LENGTH.buttonLabel)
    })
    expect(messages(files)).toEqual([
      `${PRODUCT}: description: must be at most ${MAX_LENGTH.description} characters (it has ${MAX_LENGTH.description + 1})`,
      `${PRODUCT}: sections[0].heading: must be at most ${MAX_LENGTH.heading} characters (it has ${MAX_LENGTH.heading + 1})`,
      `${PRODUCT}: sections[0].button.label: must be at most ${MAX_LENGTH.buttonLabel} characters (it has ${MAX_LENGTH.buttonLabel + 1})`,
    ])
  })

  it("takes text exactly at the limit", () => {
    const files = withFile(realContent(), PRODUCT, (data) => (data.title = "t".repeat(MAX_LENGTH.title)))
    expect(messages(files)).toEqual([])
  })
})

describe("the pages the site depends on", () => {
  const required = Object.entries(PAGE_KINDS.pages.required)

  it("are home, contact-us, thank-you, 404, privacy-policy and the case studies' list", () => {
    expect(required.map(([slug]) => slug).sort()).toEqual(["404", "case-studies", "contact-us", "home", "privacy-policy", "thank-you"])
  })

  it.each(required)("refuses the absence of content/pages/%s.yaml, saying why the site needs it", (slug, reason) => {
    const files = realContent().filter(({ file }) => file !== `content/pages/${slug}.yaml`)
    // Links to it are refused as well.
    expect(messages(files)).toContain(
      `content/pages/${slug}.yaml: is missing, and the site needs it: ${reason} (CONTENT.md says how to bring a deleted page back)`,
    )
  })

  it("does not ask for about-us, which the site can do without", () => {
    const files = realContent().filter(({ file }) => file !== "content/pages/about-us.yaml")
    expect(messages(files).filter((message) => message.includes("is missing"))).toEqual([])
  })
})
