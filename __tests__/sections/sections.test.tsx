import React from "react"
import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { CardsSection } from "../../src/components/sections/CardsSection"
import { CtaSection } from "../../src/components/sections/CtaSection"
import { FaqSection } from "../../src/components/sections/FaqSection"
import { HeroSection } from "../../src/components/sections/HeroSection"
import { ReasonsSection } from "../../src/components/sections/ReasonsSection"
import { SectionList } from "../../src/components/sections/SectionList"
import { TextSection } from "../../src/components/sections/TextSection"
import { WorkflowSection } from "../../src/components/sections/WorkflowSection"
import { CONTACT_PATH, enquiryRoute } from "../../src/site/enquiry-route"
import type { SectionData } from "../../src/components/sections/section-fields"
import { examplePage, exampleSection, readContent, sectionFixture, sectionsOf } from "../support/content"
import { renderWithSite } from "../support/render"

/** A button to the contact form that opens it with a service and a product named (its enquiry). */
const opensEnquiryAbout = ({ button }: SectionData) => button?.url === CONTACT_PATH && Boolean(button.enquiry?.about)

describe("HeroSection", () => {
  it("is the page's one main heading, with its subheading and button", () => {
    const section = exampleSection("hero", (hero) => Boolean(hero.subheading) && opensEnquiryAbout(hero))
    renderWithSite(<HeroSection section={section} />)
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(section.heading!)
    expect(screen.getByText(section.subheading!)).toBeInTheDocument()
    // Its button names the product and service it opens the contact form with (the button's enquiry).
    expect(screen.getByRole("link", { name: section.button!.label })).toHaveAttribute("href", enquiryRoute(section.button!.enquiry!))
  })
})

describe("TextSection", () => {
  it("shows every paragraph under its heading", () => {
    const section = exampleSection("text", (text) => Boolean(text.heading && text.button))
    renderWithSite(<TextSection section={section} />)
    const region = screen.getByRole("region", { name: section.heading! })
    expect(within(region).getAllByText(/./, { selector: "p" })).toHaveLength(section.paragraphs!.length)
    expect(within(region).getByRole("link", { name: section.button!.label })).toHaveAttribute("href", section.button!.url)
  })
})

describe("CardsSection", () => {
  it("shows one card per item, with its title, description and a decorative icon", () => {
    const section = exampleSection("cards", (cards) => Boolean(cards.heading) && cards.items!.length > 1)
    renderWithSite(<CardsSection section={section} />)
    const region = screen.getByRole("region", { name: section.heading! })
    const cards = within(region).getAllByRole("listitem")
    expect(cards).toHaveLength(section.items!.length)
    section.items!.forEach((item, index) => {
      expect(within(cards[index]).getByRole("heading", { level: 3 })).toHaveTextContent(item.title)
      if (item.description) expect(cards[index]).toHaveTextContent(item.description)
    })
    expect(region.querySelectorAll('[aria-hidden="true"] svg').length).toBe(section.items!.filter((item) => item.svg).length)
  })

  it("makes a card a link when its item has a url", () => {
    const section = exampleSection("cards", (cards) => cards.items!.every((item) => item.url))
    renderWithSite(<CardsSection section={section} />)
    for (const item of section.items!) {
      expect(screen.getByRole("link", { name: new RegExp(`^${item.title}`) })).toHaveAttribute("href", item.url)
    }
  })

  it("lists the points of an item, such as the tools of one kind", () => {
    const section = exampleSection("cards", (cards) => cards.items!.some((item) => item.points?.length))
    renderWithSite(<CardsSection section={section} />)
    const withPoints = section.items!.find((item) => item.points?.length)!
    expect(screen.getByText(withPoints.points![0])).toBeInTheDocument()
  })
})

describe("CtaSection", () => {
  it("asks its question and offers one button", () => {
    const section = exampleSection("cta", opensEnquiryAbout)
    renderWithSite(<CtaSection section={section} />)
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent(section.heading!)
    expect(screen.getByRole("link", { name: section.button!.label })).toHaveAttribute("href", enquiryRoute(section.button!.enquiry!))
  })
})

describe("FaqSection", () => {
  const section = exampleSection("faq", (faq) => faq.faqs!.length > 1)

  it("starts with every answer closed and each question a button that controls its answer", () => {
    renderWithSite(<FaqSection section={section} />)
    const questions = screen.getAllByRole("button")
    expect(questions).toHaveLength(section.faqs!.length)
    questions.forEach((question) => {
      expect(question).toHaveAttribute("aria-expanded", "false")
      expect(document.getElementById(question.getAttribute("aria-controls")!)).not.toBeVisible()
    })
  })

  it("opens one answer at a time, and closes the open one when clicked again", async () => {
    const user = userEvent.setup()
    renderWithSite(<FaqSection section={section} />)
    const [first, second] = screen.getAllByRole("button")
    const answerOf = (button: HTMLElement) => document.getElementById(button.getAttribute("aria-controls")!)!

    await user.click(first)
    expect(first).toHaveAttribute("aria-expanded", "true")
    expect(answerOf(first)).toBeVisible()
    expect(answerOf(first)).toHaveTextContent(section.faqs![0].answer)

    await user.click(second)
    expect(second).toHaveAttribute("aria-expanded", "true")
    expect(first).toHaveAttribute("aria-expanded", "false")
    expect(answerOf(first)).not.toBeVisible()

    await user.click(second)
    expect(second).toHaveAttribute("aria-expanded", "false")
  })
})

describe("ReasonsSection", () => {
  it("shows the shared reasons under the page's own heading, with its button", () => {
    const section = sectionFixture("pages/home.yaml", "reasons")
    renderWithSite(<ReasonsSection section={section} />)
    const reasons = readContent<Array<{ title: string }>>("shared/reasons.yaml")
    const region = screen.getByRole("region", { name: section.heading! })
    expect(
      within(region)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(reasons.map((reason) => reason.title))
    expect(within(region).getByRole("link", { name: section.button!.label })).toHaveAttribute("href", section.button!.url)
  })
})

describe("WorkflowSection", () => {
  it("numbers its steps in order", () => {
    const section = sectionFixture("pages/home.yaml", "workflow")
    renderWithSite(<WorkflowSection section={section} />)
    const steps = within(screen.getByRole("region", { name: section.heading! })).getAllByRole("listitem")
    expect(steps.map((step) => within(step).getByRole("heading").textContent)).toEqual(section.items!.map((item) => item.title))
    expect(steps[0]).toHaveTextContent(/^1/)
  })
})

describe("SectionList", () => {
  it("renders a page's sections in the order of its YAML, each by its type's component (code loaded near the viewport included)", async () => {
    const sections = sectionsOf(examplePage("products").file)
    renderWithSite(<SectionList sections={sections} />)
    const headings = sections.filter((section) => section.type !== "hero").map((section) => section.heading)
    await waitFor(() => expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual(headings))
  })

  it("refuses a section type the registry does not know", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined)
    const section = { ...exampleSection("cta"), type: "gallery" }
    expect(() => renderWithSite(<SectionList sections={[section]} />)).toThrow('No component renders sections of type "gallery"')
  })
})
