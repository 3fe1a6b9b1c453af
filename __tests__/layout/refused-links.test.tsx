/**
 * The frame's links from content/ (site.yaml's socials, phones and chat; navigation.yaml's menus) on
 * fixtures made here: `npm start` draws content the check refused, so a target the link rule
 * refuses must draw as text, never as an href, while the allowed links beside it still lead on.
 */
import React from "react"
import { screen, within } from "@testing-library/react"
import { FloatingContact } from "../../src/components/layout/FloatingContact"
import { Footer } from "../../src/components/layout/Footer"
import { Header } from "../../src/components/layout/Header"
import { staticQueryFixture } from "../support/content"
import { renderWithSite } from "../support/render"
import { WORDS } from "../support/words"

const REFUSED = ["javascript:alert(1)", " JavaScript:alert(1)", "java\tscript:alert(1)", "data:text/html,x", "//evil.example/"]

const hrefs = () => Array.from(document.querySelectorAll("[href]"), (element) => element.getAttribute("href"))

/** The site's content with one refused and one allowed entry in each menu and in the socials. */
function withLinksTo(target: string) {
  const content = staticQueryFixture()
  const menu = [
    { id: "refused", title: "Refused entry", url: target },
    { id: "allowed", title: "Allowed entry", url: "https://example.com/guide" },
  ]
  return {
    ...content,
    siteYaml: {
      ...content.siteYaml,
      social: [
        { name: "Refused social", url: target },
        { name: "Allowed social", url: "https://social.example/agency" },
      ],
    },
    navigationYaml: { main: [...menu, ...content.navigationYaml.main], services: menu, products: menu, quickLinks: menu },
  }
}

describe.each(REFUSED)("a link to %j", (target) => {
  it("leaves the footer's social link and quick link text, while the https ones still lead on", () => {
    renderWithSite(<Footer />, { staticQuery: withLinksTo(target) })
    expect(hrefs()).not.toContain(target)
    expect(screen.getByText("Refused social").closest("[href]")).toBeNull()
    for (const column of [WORDS.footer.quickLinks, WORDS.footer.services])
      within(screen.getByRole("region", { name: column })).getByText("Refused entry", { ignore: "a" })
    expect(screen.getByRole("link", { name: `Allowed social ${WORDS.newTab}` })).toHaveAttribute("href", "https://social.example/agency")
    expect(
      within(screen.getByRole("region", { name: WORDS.footer.quickLinks })).getByRole("link", { name: "Allowed entry" }),
    ).toHaveAttribute("href", "https://example.com/guide")
  })

  it("leaves the top bar's menu entries text, in the bar and in its dropdowns", () => {
    renderWithSite(<Header pathname="/" />, { staticQuery: withLinksTo(target) })
    expect(hrefs()).not.toContain(target)
    expect(screen.getAllByText("Refused entry").filter((entry) => entry.closest("[href]"))).toEqual([])
    expect(screen.getAllByRole("link", { name: "Allowed entry", hidden: true }).map((link) => link.getAttribute("href"))).toEqual(
      Array(3).fill("https://example.com/guide"),
    )
  })
})

describe("the agency's phone and chat", () => {
  // site.yaml's dial and chat number make tel: and wa.me links; the check refuses a space in either.
  const withSpaces = () => {
    const content = staticQueryFixture()
    const phones = [{ display: "+1 555 0100", dial: "+1555 0100" }, ...content.siteYaml.phones]
    return { ...content, siteYaml: { ...content.siteYaml, phones, chat: { ...content.siteYaml.chat, number: "1555 0100" } } }
  }

  it("shows a number the check refused as text in the contact strip, the other numbers still links", () => {
    renderWithSite(<Header pathname="/" />, { staticQuery: withSpaces() })
    const strip = screen.getByRole("region", { name: WORDS.contactStrip.label })
    expect(
      within(strip)
        .getAllByText("+1 555 0100")
        .filter((entry) => entry.closest("[href]")),
    ).toEqual([])
    expect(hrefs()).not.toContain("tel:+1555 0100")
    expect(hrefs()).toContain(`tel:${staticQueryFixture().siteYaml.phones[0].dial}`)
  })

  it("leaves the floating chat and call buttons without an href", () => {
    renderWithSite(<FloatingContact />, { staticQuery: withSpaces() })
    expect(hrefs()).toEqual([])
    expect(screen.getByRole("complementary", { name: WORDS.floatingButtons.label }).querySelectorAll("a")).toHaveLength(2)
  })
})
