/**
 * @jest-environment node
 *
 * Each page draws what its content says, as rules (requirements §3 and §2.3 for any content):
 * every page file of content/ is built at its route, and that page shows its YAML's sections in
 * their order, each with its heading, its cards, steps, questions or shared list in order, its
 * words, its pictures' descriptions and its buttons, each leading where the YAML says; the top
 * bar's dropdowns list navigation.yaml's pages. The words and counts are the editors': these tests
 * read them from content/, so rewording, reordering, adding or removing cards and questions, or a
 * new product passes, and a page that draws something else fails. The launch content's words and
 * counts are judged in requirements-acceptance.test.ts, on a fixed copy.
 */
import { TESTIMONIAL_PAGE_KINDS, type NavigationContent } from "../../content/schema/content-schema"
import type { PageOfSection } from "../../src/components/sections/page-of-section"
import type { SectionData } from "../../src/components/sections/section-fields"
import { testimonialsShown } from "../../src/components/sections/TestimonialsSection"
import { builtPageFiles, readContent, sectionsOf } from "../support/content"
import { WORDS } from "../support/words"
import { blocksOf, builtPage, leadsTo, shownText } from "./support"

/** The parts of a block that belong to it, not to a block inside it (the contact form's direct contacts) or to the form. */
const own = (block: Element, selector: string) =>
  Array.from(block.querySelectorAll(selector)).filter((element) => element.closest("section") === block && !element.closest("form"))

/** What a section's YAML says its block shows in lists: card and step titles, a shared list's titles, questions, tiles. */
/** The pages a section lists (published case studies), those it chose in their order, or all. */
const listedPagesOf = (section: SectionData) =>
  section.chosen?.length
    ? section.chosen.flatMap((route) => (section.listedPages ?? []).filter((page) => page.route === route))
    : (section.listedPages ?? [])

/**
 * Whether a section draws a block: one that shows testimonials or lists pages draws none when it
 * has none to show (a published case study with every testimonial still a draft), as the site
 * shows no empty section.
 */
const drawsBlock = (section: SectionData, page: PageOfSection) =>
  section.testimonials
    ? testimonialsShown(section.testimonials, section.people, page).length > 0
    : section.listedPages
      ? listedPagesOf(section).length > 0
      : true

function listedIn(section: SectionData) {
  return {
    titles: [...(section.items ?? []), ...(section.reasons ?? []), ...(section.technologies ?? []), ...listedPagesOf(section)].map(
      ({ title }) => title,
    ),
    questions: (section.faqs ?? []).map(({ question }) => question),
    tiles: (section.industries ?? []).map(({ title }) => title),
  }
}
/** What a built block shows in lists, read as listedIn reads the YAML. */
function listedOn(block: Element) {
  const questions = own(block, "h3 > button[aria-controls]")
  return {
    titles: own(block, "h3")
      .filter((h3) => !questions.some((question) => question.parentElement === h3))
      .map(shownText),
    questions: questions.map(shownText),
    tiles: own(block, "[data-tile] figcaption").map(shownText),
  }
}

/** The words a section's YAML gives its block besides headings and titles: its lead, paragraphs, descriptions and answers. */
const wordsIn = (section: SectionData) =>
  [
    section.type === "hero" ? null : section.subheading,
    ...(section.paragraphs ?? []),
    ...[...(section.items ?? []), ...(section.reasons ?? [])].map(({ description }) => description),
    ...(section.faqs ?? []).map(({ answer }) => answer),
  ].filter((words): words is string => !!words)

describe.each(builtPageFiles())("$route draws content/$file", ({ file, route }) => {
  const page = { route, hasOwnTestimonials: TESTIMONIAL_PAGE_KINDS.some((kind) => file.startsWith(`${kind}/`)) }
  const sections = sectionsOf(file).filter((section) => drawsBlock(section, page))
  const document = builtPage(route)
  const blocks = blocksOf(document)

  it("shows its sections in the YAML's order, each under its heading (the hero's the page's h1)", () => {
    expect(blocks.map((block) => shownText(block.querySelector("h1, h2")))).toEqual(sections.map((section) => section.heading ?? null))
    expect(shownText(document.querySelector("main h1"))).toBe(sections[0].heading)
  })

  it("shows each section's cards, steps, shared list and questions, in the YAML's order", () => {
    expect(blocks.map(listedOn)).toEqual(sections.map(listedIn))
  })

  it("shows each section's lead, paragraphs, descriptions and answers, and its picture with its description", () => {
    blocks.forEach((block, index) => {
      const shown = own(block, "p").map(shownText)
      for (const words of wordsIn(sections[index]))
        expect(`${sections[index].type} ${index}: ${shown.includes(words) ? "" : words}`).toBe(`${sections[index].type} ${index}: `)
      const { imageAlt } = sections[index]
      if (imageAlt) expect(Array.from(block.querySelectorAll("img"), (img) => img.getAttribute("alt"))).toContain(imageAlt)
    })
  })

  it("draws each section's button with its label, leading where the YAML says, and each card link to its page", () => {
    blocks.forEach((block, index) => {
      const { button, items } = sections[index]
      // The case studies' filter links to choices within the page (case-study-filter.spec.ts), not to pages.
      const buttons = own(block, "a").filter((link) => !link.closest("h3") && !link.closest("[role=group]"))
      // A listed page's card leads to it by its own link (read the case study).
      const pageLinks = listedPagesOf(sections[index]).map((page): [string, string] => [WORDS.proofOfWork.readStudy, page.route])
      expect(buttons.map((link) => [shownText(link), leadsTo(link)])).toEqual([
        ...pageLinks,
        ...(button ? [[button.label, button.url]] : []),
      ])
      const cardLinks = own(block, "h3 > a").map((link) => [shownText(link), leadsTo(link)])
      expect(cardLinks).toEqual((items ?? []).filter((item) => item.url).map((item) => [item.title, item.url]))
    })
  })
})

describe("the top bar's dropdowns (requirements §2.3)", () => {
  it("list every page navigation.yaml names, in its order, by its title and route", () => {
    const document = builtPage("/about-us/")
    const navigation = readContent<NavigationContent>("navigation.yaml")
    const menu = (name: string) => {
      const button = Array.from(document.querySelectorAll("header nav button[aria-controls]")).find(
        (candidate) => shownText(candidate) === name,
      )
      const list = document.getElementById(button!.getAttribute("aria-controls")!)!
      return Array.from(list.querySelectorAll("a"), (link) => ({ title: shownText(link), url: link.getAttribute("href") }))
    }
    const entries = (list: NavigationContent["services"]) => list.map(({ title, url }) => ({ title, url }))
    expect(menu(WORDS.topBar.services)).toEqual(entries(navigation.services))
    expect(menu(WORDS.topBar.products)).toEqual(entries(navigation.products))
  })
})
