/**
 * A section's links from content/ on fixtures made here: `npm start` draws content the check
 * refused, so a target the link rule refuses must draw as text, never as an href.
 */
import React from "react"
import { screen } from "@testing-library/react"
import { CardsSection } from "../../src/components/sections/CardsSection"
import { LogosSection } from "../../src/components/sections/LogosSection"
import type { SectionData } from "../../src/components/sections/section-fields"
import { renderWithSite } from "../support/render"

const REFUSED = ["javascript:alert(1)", "\tjavascript:alert(1)", "VBScript:msgbox(1)", "data:,x", "//evil.example/", "/\\evil.example/"]

const section = (fields: Partial<SectionData>): SectionData => ({ type: "fixture", heading: "Fixture heading", ...fields }) as SectionData
const picture = (src: string) => ({
  childImageSharp: {
    gatsbyImageData: { layout: "constrained" as const, width: 320, height: 200, images: { fallback: { src }, sources: [] } },
  },
})
const hrefs = () => Array.from(document.querySelectorAll("[href]"), (element) => element.getAttribute("href"))

describe.each(REFUSED)("a link to %j", (target) => {
  it("leaves a client's logo a picture, while another logo's https link still leads on", () => {
    const logos = [
      { name: "Fixture A", logo: picture("/a.png"), logoAlt: "Fixture A's logo", url: target },
      { name: "Fixture B", logo: picture("/b.png"), logoAlt: "Fixture B's logo", url: "https://client-b.example/" },
    ]
    renderWithSite(<LogosSection section={section({ logos })} />)
    expect(screen.getByRole("img", { name: "Fixture A's logo" }).closest("[href]")).toBeNull()
    expect(hrefs()).not.toContain(target)
    expect(screen.getByRole("link", { name: "Fixture B's logo" })).toHaveAttribute("href", "https://client-b.example/")
  })

  it("leaves a card's title text, while another card's link still leads on", () => {
    const items = [
      { title: "Refused card", description: null, svg: null, points: null, url: target },
      { title: "Allowed card", description: null, svg: null, points: null, url: "https://example.com/guide" },
    ]
    renderWithSite(<CardsSection section={section({ items })} />)
    expect(screen.getByRole("heading", { name: "Refused card" }).querySelector("[href]")).toBeNull()
    expect(hrefs()).not.toContain(target)
    expect(screen.getByRole("link", { name: /^Allowed card/ })).toHaveAttribute("href", "https://example.com/guide")
  })
})
