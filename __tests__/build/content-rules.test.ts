/**
 * @jest-environment node
 */
import fs from "fs"
import os from "os"
import path from "path"
import { formatProblem, isError, type ContentFile } from "../../content-model/content-files"
import { findContentProblems, loadContent } from "../../content-model/load-content"
import { YAML_HINT } from "../../content-model/yaml-problem"
import { checkMessages as messages, withFile } from "../support/content"
import { addProductPage, newProductPage } from "../support/new-product-page"
import { SERVICE_OPTIONS } from "../../content/schema/service-options"
import { SECTION_TYPES, SECTIONS_OFFERED, type NavigationContent } from "../../content/schema/content-schema"
import { withEveryPageInItsMenu } from "../../content-model/menus"

/**
 * The tests break a product page of their own, added (with its menu entry) to a copy of content/ in a
 * folder of their own, so they judge the rules whatever pages the site has, and never touch content/.
 */
const FIXTURE_SLUG = "rules-fixture-app-development"
const FIXTURE = `content/products/${FIXTURE_SLUG}.yaml`
let fixtureContentDir: string
beforeAll(async () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "content-rules-"))
  fixtureContentDir = path.join(folder, "content")
  fs.cpSync(path.join(__dirname, "../../content"), fixtureContentDir, { recursive: true })
  await addProductPage(fixtureContentDir, newProductPage(FIXTURE_SLUG, "Rules Fixture App"))
})
afterAll(() => fs.rmSync(path.dirname(fixtureContentDir), { recursive: true, force: true }))

/** The copy of content/, as the build reads it: each test breaks one thing in it. */
const fixtureContent = () => loadContent(fixtureContentDir).files

/** The Products menu's entries in the copy. */
const productsMenu = (files: ContentFile[]) =>
  (files.find((entry) => entry.file === "content/navigation.yaml")!.data as { products: Array<{ id: string; url: string }> }).products

describe("the content check", () => {
  it("passes the content the site ships with", () => {
    expect(findContentProblems().filter(isError)).toEqual([])
  })

  it("names the file and field of a missing title", () => {
    const files = withFile(fixtureContent(), FIXTURE, (data) => delete data.title)
    expect(messages(files)).toEqual([`${FIXTURE}: title: is required`])
  })

  it("rejects a number where text belongs", () => {
    const files = withFile(fixtureContent(), FIXTURE, (data) => (data.sections[0].heading = 42))
    expect(messages(files)).toEqual([`${FIXTURE}: sections[0].heading: must be text, not number 42`])
  })

  it("rejects a slug that another page already uses", () => {
    const files = fixtureContent()
    files.push({
      file: "content/products/fixture-copy.yaml",
      data: structuredClone(files.find((entry) => entry.file === FIXTURE)!.data),
    })
    expect(messages(files)).toEqual([`content/products/fixture-copy.yaml: slug: "${FIXTURE_SLUG}" is already the slug of ${FIXTURE}`])
  })

  it("rejects an unknown section type and says which types exist", () => {
    const files = withFile(fixtureContent(), FIXTURE, (data) => (data.sections[1].type = "gallery"))
    expect(messages(files)).toEqual([
      `${FIXTURE}: sections[1].type: "gallery" is not a section type (use one of: ${SECTION_TYPES.join(", ")})`,
    ])
  })

  it("rejects a section its kind of page does not offer, and says which it does", () => {
    const files = withFile(fixtureContent(), FIXTURE, (data) => data.sections.push({ type: "contactForm", heading: "Ask us" }))
    const last = (files.find((entry) => entry.file === FIXTURE)!.data as { sections: unknown[] }).sections.length - 1
    expect(messages(files)).toEqual([
      `${FIXTURE}: sections[${last}].type: "contactForm" is not offered on product pages (use one of: ${SECTIONS_OFFERED.products.join(", ")}; CONTENT.md says how to offer another)`,
    ])
  })

  it("offers every section type on the fixed pages, and the carousels on them only", () => {
    const industries = { type: "industries", heading: "Industries We Serve" }
    const about = "content/pages/about-us.yaml"
    expect(messages(withFile(fixtureContent(), about, (data) => data.sections.push(industries)))).toEqual([])

    const service = "content/services/web-development.yaml"
    const files = withFile(fixtureContent(), service, (data) => data.sections.push(industries))
    const last = (files.find(({ file }) => file === service)!.data as { sections: unknown[] }).sections.length - 1
    expect(messages(files)).toEqual([
      `${service}: sections[${last}].type: "industries" is not offered on service pages (use one of: ${SECTIONS_OFFERED.services.join(", ")}; CONTENT.md says how to offer another)`,
    ])
  })

  it("rejects a menu entry that points at no page", () => {
    const files = fixtureContent().filter((entry) => entry.file !== FIXTURE)
    const entry = productsMenu(files).findIndex((item) => item.url === `/products/${FIXTURE_SLUG}/`)
    expect(messages(files)).toEqual([
      `content/navigation.yaml: products[${entry}].url: "/products/${FIXTURE_SLUG}/" is not a page of this site`,
    ])
  })

  it("accepts a product page its menu does not list yet: the build adds it at the menu's end", () => {
    const files = fixtureContent()
    const menu = productsMenu(files)
    menu.splice(
      menu.findIndex((item) => item.url === `/products/${FIXTURE_SLUG}/`),
      1,
    )
    expect(messages(files)).toEqual([])
    const navigation = files.find(({ file }) => file === "content/navigation.yaml")!.data as NavigationContent
    const completed = withEveryPageInItsMenu(navigation, files)
    const page = files.find(({ file }) => file === FIXTURE)!.data as { title: string }
    expect(completed.products.at(-1)).toMatchObject({ url: `/products/${FIXTURE_SLUG}/`, title: page.title })
    expect(completed.products.slice(0, -1)).toEqual(menu)
    expect(completed.services).toEqual(navigation.services)
  })

  it("adds no draft and no page already listed to a menu", () => {
    const files = fixtureContent()
    const navigation = files.find(({ file }) => file === "content/navigation.yaml")!.data as NavigationContent
    expect(withEveryPageInItsMenu(navigation, files)).toEqual(navigation)
    const fixture = files.find(({ file }) => file === FIXTURE)!
    const unlisted = { ...navigation, products: navigation.products.filter((item) => item.url !== `/products/${FIXTURE_SLUG}/`) }
    expect(withEveryPageInItsMenu(unlisted, [{ file: FIXTURE, data: { ...(fixture.data as object), draft: true } }])).toEqual(unlisted)
  })

  it("rejects an internal link written without its trailing slash", () => {
    const files = withFile(fixtureContent(), FIXTURE, (data) => (data.sections[0].button.url = "/contact-us"))
    expect(messages(files)).toEqual([
      `${FIXTURE}: sections[0].button.url: "/contact-us" is not a page of this site (did you mean "/contact-us/"?)`,
    ])
  })

  it("rejects a link to script or to another host written as a path, once, with what a link may be", () => {
    for (const target of ["javascript:alert(1)", " JavaScript:alert(1)", "//evil.example/", "/\\evil.example/", "http://example.com/"]) {
      const files = withFile(fixtureContent(), FIXTURE, (data) => (data.sections[0].button.url = target))
      expect(messages(files)).toEqual([
        `${FIXTURE}: sections[0].button.url: must be a page of this site such as /contact-us/, or start with https://, mailto: or tel:, with no spaces or line breaks, not "${target}"`,
      ])
    }
  })

  it("accepts an https, mailto or tel link without looking for a page", () => {
    for (const target of ["https://example.com/pricing", "mailto:hello@example.com", "tel:+15550000000"]) {
      const files = withFile(fixtureContent(), "content/pages/about-us.yaml", (data) =>
        data.sections.push({ type: "cta", heading: "Talk to us", button: { label: "Write to us", url: target } }),
      )
      expect(messages(files)).toEqual([])
    }
  })

  it("rejects a misspelt field instead of ignoring it", () => {
    const files = withFile(fixtureContent(), FIXTURE, (data) => {
      data.sections[0].subheadng = data.sections[0].subheading
      delete data.sections[0].subheading
    })
    expect(messages(files)).toEqual([
      `${FIXTURE}: sections[0].subheading: is required`,
      `${FIXTURE}: sections[0].subheadng: is not a known field (allowed: type, heading, subheading, button, image, imageAlt, anchor)`,
    ])
  })

  it("rejects an icon it cannot draw", () => {
    const files = withFile(fixtureContent(), "content/shared/industries.yaml", (data) => (data[0].icon = "pizza-slice"))
    expect(messages(files)).toEqual([
      `content/shared/industries.yaml: [0].icon: "pizza-slice" is not a known icon (see CONTENT.md for the list)`,
    ])
  })

  it("rejects a phone number a phone cannot dial, saying what it should be", () => {
    const files = withFile(fixtureContent(), "content/site.yaml", (data) => (data.phones[1].dial = "9000000002"))
    expect(messages(files)).toEqual([`content/site.yaml: phones[1].dial: must be + and 8 to 15 digits, not "9000000002"`])
  })

  it("rejects a displayed phone number with letters in it (an O for a 0)", () => {
    const files = withFile(fixtureContent(), "content/site.yaml", (data) => (data.phones[1].display = "+91 90000 OOOO2"))
    expect(messages(files)).toEqual([
      `content/site.yaml: phones[1].display: must be digits, with spaces, +, brackets, hyphens or dots between them (no letters), not "+91 90000 OOOO2"`,
    ])
  })

  it("refuses another slug for a page whose address the site depends on, by its slug alone, not as every link to it", () => {
    for (const file of ["content/pages/contact-us.yaml", "content/pages/about-us.yaml", "content/pages/home.yaml"]) {
      const slug = file.replace(/^.*\/|\.yaml$/g, "")
      const files = withFile(fixtureContent(), file, (data) => (data.slug = "moved-page"))
      expect(messages(files)).toEqual([
        `${file}: slug: must stay "${slug}", not "moved-page": the site's own links, forms and Netlify lead to this page's address, so it cannot change`,
      ])
    }
  })

  it("rejects a site e-mail address the contact form would refuse (one pattern for both)", () => {
    const files = withFile(fixtureContent(), "content/site.yaml", (data) => (data.emails[0] = "hello..team@example.com"))
    expect(messages(files)).toEqual([`content/site.yaml: emails[0]: must be an e-mail address, not "hello..team@example.com"`])
  })

  it("rejects an empty title as missing", () => {
    const files = withFile(fixtureContent(), FIXTURE, (data) => (data.title = ""))
    expect(messages(files)).toEqual([`${FIXTURE}: title: is required`])
  })

  it("requires a description of a picture", () => {
    const files = withFile(fixtureContent(), FIXTURE, (data) => (data.sections[0].image = "../images/uploaded.png"))
    expect(messages(files)).toEqual([`${FIXTURE}: sections[0].imageAlt: is required when there is an image`])
  })

  it("rejects a call to action's service that is not one of the contact form's, and lists those that are", () => {
    const files = withFile(
      fixtureContent(),
      FIXTURE,
      (data) => (data.sections[0].button.enquiry = { service: "Laundry Apps", about: "Rules Fixture App" }),
    )
    expect(messages(files)).toEqual([
      `${FIXTURE}: sections[0].button.enquiry.service: "Laundry Apps" is not a service (use one of: ${SERVICE_OPTIONS.join(", ")})`,
    ])
  })

  it("requires a product page's button to the contact form to select a service and name the product", () => {
    const without = withFile(fixtureContent(), FIXTURE, (data) => delete data.sections[0].button.enquiry)
    expect(messages(without)).toEqual([
      `${FIXTURE}: sections[0].button.enquiry: a button to the contact form needs its Enquiry: the service it selects and what it is about (e.g. Medicine Delivery App)`,
    ])
    const unnamed = withFile(fixtureContent(), FIXTURE, (data) => delete data.sections[0].button.enquiry.about)
    expect(messages(unnamed)).toEqual([
      `${FIXTURE}: sections[0].button.enquiry.about: a product page's button to the contact form names the product in the form's message: fill in About (e.g. Medicine Delivery App)`,
    ])
  })

  it("requires a service page's button to the contact form to select a service, and no more; other pages' buttons need none", () => {
    const service = "content/services/web-development.yaml"
    const without = withFile(fixtureContent(), service, (data) => delete data.sections[0].button.enquiry)
    expect(messages(without)).toEqual([
      `${service}: sections[0].button.enquiry: a button to the contact form needs its Enquiry: the service it selects`,
    ])
    const home = withFile(fixtureContent(), "content/pages/home.yaml", (data) =>
      data.sections.push({ type: "cta", heading: "Talk to us", button: { label: "Contact us", url: "/contact-us/" } }),
    )
    expect(messages(home)).toEqual([])
  })

  it("requires a page to open with its one Hero, whose heading is the page's main heading", () => {
    const heroSecond = withFile(fixtureContent(), FIXTURE, (data) => data.sections.splice(1, 0, data.sections.shift()))
    expect(messages(heroSecond)).toEqual([
      `${FIXTURE}: sections[0]: a page opens with a Hero section, whose heading is the page's main heading: add one at the top`,
      `${FIXTURE}: sections[1]: a page has one Hero section, at its top: here use another kind of section (a Call to action, say)`,
    ])
    const misspelt = withFile(fixtureContent(), FIXTURE, (data) => (data.sections[0].type = "Hero"))
    expect(messages(misspelt)).toEqual([
      `${FIXTURE}: sections[0].type: "Hero" is not a section type (use one of: ${SECTION_TYPES.join(", ")})`,
    ])
    // An empty page is told what it lacks first: the Hero, not only that the list is empty.
    const empty = withFile(fixtureContent(), FIXTURE, (data) => (data.sections = []))
    expect(messages(empty)).toEqual([
      `${FIXTURE}: sections: must not be empty: a page opens with a Hero section, whose heading is the page's main heading`,
    ])
    const missing = withFile(fixtureContent(), FIXTURE, (data) => delete data.sections)
    expect(messages(missing)).toEqual([
      `${FIXTURE}: sections: is required: a page opens with a Hero section, whose heading is the page's main heading`,
    ])
    const twoHeroes = withFile(fixtureContent(), FIXTURE, (data) => data.sections.push(structuredClone(data.sections[0])))
    expect(messages(twoHeroes)).toEqual([
      `${FIXTURE}: sections[${(twoHeroes.find(({ file }) => file === FIXTURE)!.data as { sections: unknown[] }).sections.length - 1}]: a page has one Hero section, at its top: here use another kind of section (a Call to action, say)`,
    ])
  })

  it("rejects a card layout it does not know, and lists those it does", () => {
    const files = withFile(fixtureContent(), FIXTURE, (data) => (data.sections[2].layout = "carousel"))
    expect(messages(files)).toEqual([`${FIXTURE}: sections[2].layout: "carousel" is not a layout (use one of: grid, list, tiles, steps)`])
  })

  it("rejects a menu id used twice in one menu", () => {
    const files = fixtureContent()
    const products = productsMenu(files)
    const last = products.length - 1
    products[last].id = products[0].id
    expect(messages(files)).toEqual([
      `content/navigation.yaml: products[${last}].id: "${products[0].id}" is used twice (first at products[0])`,
    ])
  })

  it("lists every problem at once, not just the first", () => {
    const files = withFile(fixtureContent(), FIXTURE, (data) => {
      delete data.title
      delete data.description
    })
    expect(messages(files)).toHaveLength(2)
  })

  it("reports a file that is not valid YAML with its line and a hint, instead of crashing, and not the links to the page it would make", () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "content-"))
    fs.cpSync(fixtureContentDir, path.join(folder, "content"), { recursive: true })
    fs.writeFileSync(
      path.join(folder, FIXTURE),
      `slug: ${FIXTURE_SLUG}\ntitle: Rules Fixture App\ndescription: Pickup: and delivery\n  at your door\n`,
    )
    expect(findContentProblems(path.join(folder, "content")).filter(isError).map(formatProblem)).toEqual([
      `${FIXTURE}: line 3, column 20: is not valid YAML: bad indentation of a mapping entry (${YAML_HINT})`,
    ])
  })
})
