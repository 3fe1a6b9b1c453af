/**
 * @jest-environment node
 */
import fs from "fs"
import os from "os"
import path from "path"
import { checkContent, formatProblem, type ContentFile } from "../../gatsby/content/content-rules"
import { findContentProblems, ICON_VOCABULARY, loadContent, YAML_HINT } from "../../gatsby/content/load-content"
import { SERVICE_OPTIONS } from "../../content/schema/service-options"

const messages = (files: ContentFile[]) => checkContent(files, ICON_VOCABULARY).map(formatProblem)

/** The real content, as the build reads it: each test breaks one thing in a copy. */
const realContent = () => structuredClone(loadContent().files)
// Each test breaks one field of a file of its own choosing, whatever its shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const withFile = (files: ContentFile[], file: string, change: (data: any) => void) => {
  const target = files.find((entry) => entry.file === file)
  if (!target) throw new Error(`${file} is not in content/`)
  change(target.data)
  return files
}

const LAUNDRY = "content/products/laundry-app-development.yaml"

describe("the content check", () => {
  it("passes the content the site ships with", () => {
    expect(findContentProblems()).toEqual([])
  })

  it("names the file and field of a missing title", () => {
    const files = withFile(realContent(), LAUNDRY, (data) => delete data.title)
    expect(messages(files)).toEqual([`${LAUNDRY}: title: is required`])
  })

  it("rejects a number where text belongs", () => {
    const files = withFile(realContent(), LAUNDRY, (data) => (data.sections[0].heading = 42))
    expect(messages(files)).toEqual([`${LAUNDRY}: sections[0].heading: must be text, not number 42`])
  })

  it("rejects a slug that another page already uses", () => {
    const files = realContent()
    files.push({
      file: "content/products/laundry-copy.yaml",
      data: structuredClone(files.find((entry) => entry.file === LAUNDRY)!.data),
    })
    expect(messages(files)).toEqual([
      `content/products/laundry-copy.yaml: slug: "laundry-app-development" is already the slug of ${LAUNDRY}`,
    ])
  })

  it("rejects an unknown section type and says which types exist", () => {
    const files = withFile(realContent(), LAUNDRY, (data) => (data.sections[1].type = "gallery"))
    expect(messages(files)).toEqual([
      `${LAUNDRY}: sections[1].type: "gallery" is not a section type (use one of: hero, text, cards, cta, faq, industries, reasons, technologies, workflow, contactForm)`,
    ])
  })

  it("rejects a section its kind of page does not offer, and says which it does", () => {
    const files = withFile(realContent(), LAUNDRY, (data) => data.sections.push({ type: "contactForm", heading: "Ask us" }))
    const last = (files.find((entry) => entry.file === LAUNDRY)!.data as { sections: unknown[] }).sections.length - 1
    expect(messages(files)).toEqual([
      `${LAUNDRY}: sections[${last}].type: "contactForm" is not offered on product pages (use one of: hero, text, cards, cta, faq; CONTENT.md says how to offer another)`,
    ])
  })

  it("offers every section type on the fixed pages, and the carousels on them only", () => {
    const industries = { type: "industries", heading: "Industries We Serve" }
    const about = "content/pages/about-us.yaml"
    expect(messages(withFile(realContent(), about, (data) => data.sections.push(industries)))).toEqual([])

    const service = "content/services/web-development.yaml"
    const files = withFile(realContent(), service, (data) => data.sections.unshift(industries))
    expect(messages(files)).toEqual([
      `${service}: sections[0].type: "industries" is not offered on service pages (use one of: hero, text, cards, cta, faq, reasons, contactForm; CONTENT.md says how to offer another)`,
    ])
  })

  it("rejects a menu entry that points at no page", () => {
    const files = withFile(realContent(), "content/navigation.yaml", (data) =>
      data.products.push({ id: "pet-care", title: "Pet Care App", url: "/products/pet-care-app-development/" }),
    )
    expect(messages(files)).toEqual([
      `content/navigation.yaml: products[13].url: "/products/pet-care-app-development/" is not a page of this site`,
    ])
  })

  it("rejects a product page that no menu lists", () => {
    const files = withFile(realContent(), "content/navigation.yaml", (data) =>
      data.products.splice(
        data.products.findIndex((item: { id: string }) => item.id === "laundry"),
        1,
      ),
    )
    expect(messages(files)).toEqual([`content/navigation.yaml: products: has no entry for /products/laundry-app-development/ (${LAUNDRY})`])
  })

  it("rejects an internal link written without its trailing slash", () => {
    const files = withFile(realContent(), LAUNDRY, (data) => (data.sections[0].button.url = "/contact-us"))
    expect(messages(files)).toEqual([
      `${LAUNDRY}: sections[0].button.url: "/contact-us" is not a page of this site (did you mean "/contact-us/"?)`,
    ])
  })

  it("rejects a misspelt field instead of ignoring it", () => {
    const files = withFile(realContent(), LAUNDRY, (data) => {
      data.sections[0].subheadng = data.sections[0].subheading
      delete data.sections[0].subheading
    })
    expect(messages(files)).toEqual([
      `${LAUNDRY}: sections[0].subheading: is required`,
      `${LAUNDRY}: sections[0].subheadng: is not a known field (allowed: type, heading, subheading, button, image, imageAlt, anchor)`,
    ])
  })

  it("rejects an icon it cannot draw", () => {
    const files = withFile(realContent(), "content/shared/industries.yaml", (data) => (data[0].icon = "pizza-slice"))
    expect(messages(files)).toEqual([
      `content/shared/industries.yaml: [0].icon: "pizza-slice" is not a known icon (see CONTENT.md for the list)`,
    ])
  })

  it("rejects a phone number a phone cannot dial, saying what it should be", () => {
    const files = withFile(realContent(), "content/site.yaml", (data) => (data.phones[1].dial = "9000000002"))
    expect(messages(files)).toEqual([`content/site.yaml: phones[1].dial: must be + and 8 to 15 digits, not "9000000002"`])
  })

  it("rejects a site e-mail address the contact form would refuse (one pattern for both)", () => {
    const files = withFile(realContent(), "content/site.yaml", (data) => (data.emails[0] = "hello..team@example.com"))
    expect(messages(files)).toEqual([`content/site.yaml: emails[0]: must be an e-mail address, not "hello..team@example.com"`])
  })

  it("rejects an empty title as missing", () => {
    const files = withFile(realContent(), LAUNDRY, (data) => (data.title = ""))
    expect(messages(files)).toEqual([`${LAUNDRY}: title: is required`])
  })

  it("requires a description of a picture", () => {
    const home = "content/pages/home.yaml"
    const files = withFile(realContent(), home, (data) => delete data.sections[0].imageAlt)
    expect(messages(files)).toEqual([`${home}: sections[0].imageAlt: is required when there is an image`])
  })

  it("rejects a call to action's service that is not one of the contact form's, and lists those that are", () => {
    const files = withFile(realContent(), LAUNDRY, (data) => (data.sections[0].button.enquiry.service = "Laundry Apps"))
    expect(messages(files)).toEqual([
      `${LAUNDRY}: sections[0].button.enquiry.service: "Laundry Apps" is not a service (use one of: ${SERVICE_OPTIONS.join(", ")})`,
    ])
  })

  it("rejects a card layout it does not know, and lists those it does", () => {
    const files = withFile(realContent(), LAUNDRY, (data) => (data.sections[2].layout = "carousel"))
    expect(messages(files)).toEqual([`${LAUNDRY}: sections[2].layout: "carousel" is not a layout (use one of: grid, list, tiles, steps)`])
  })

  it("rejects a menu id used twice in one menu", () => {
    const files = withFile(realContent(), "content/navigation.yaml", (data) => (data.main[1].id = data.main[0].id))
    expect(messages(files)).toEqual([`content/navigation.yaml: main[1].id: "about" is used twice (first at main[0])`])
  })

  it("lists every problem at once, not just the first", () => {
    const files = withFile(realContent(), LAUNDRY, (data) => {
      delete data.title
      delete data.description
    })
    expect(messages(files)).toHaveLength(2)
  })

  it("reports a file that is not valid YAML with its line and a hint, instead of crashing", () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "content-"))
    const products = path.join(folder, "content", "products")
    fs.mkdirSync(products, { recursive: true })
    fs.writeFileSync(
      path.join(products, "laundry-app-development.yaml"),
      "slug: laundry-app-development\ntitle: Laundry App Development\ndescription: Pickup: and delivery\n  at your door\n",
    )
    expect(findContentProblems(path.join(folder, "content")).map(formatProblem)).toEqual([
      `${LAUNDRY}: line 3, column 20: is not valid YAML: bad indentation of a mapping entry (${YAML_HINT})`,
    ])
  })

  it("names only the file that does not parse, not the links to the page it would make", () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "content-"))
    fs.cpSync(path.join(__dirname, "../../content"), path.join(folder, "content"), { recursive: true })
    fs.writeFileSync(
      path.join(folder, LAUNDRY),
      "slug: laundry-app-development\ntitle: Laundry App Development\ndescription: Pickup: and delivery\n  at your door\n",
    )
    expect(findContentProblems(path.join(folder, "content")).map(formatProblem)).toEqual([
      `${LAUNDRY}: line 3, column 20: is not valid YAML: bad indentation of a mapping entry (${YAML_HINT})`,
    ])
  })
})
