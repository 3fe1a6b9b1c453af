import React from "react"
import { mockViewport, renderWithSlider } from "../support/render"
import { screen, within } from "@testing-library/react"
import { ThemeProvider } from "styled-components"
import { theme } from "../../src/styles/theme"
import { IndustriesSection } from "../../src/components/sections/IndustriesSection"
import { readContent, sectionFixture } from "../support/content"

// jsdom resolves react-dom/server to its browser build, which needs TextEncoder; Gatsby renders pages with the Node build.
const { renderToString } = jest.requireActual<typeof import("react-dom/server")>("react-dom/server.node")

const industries = readContent<{ title: string; icon: string }[]>("shared/industries.yaml")
const section = sectionFixture("pages/home.yaml", "industries")

const page = (
  <ThemeProvider theme={theme}>
    <IndustriesSection section={section} />
  </ThemeProvider>
)

/** Tiles that are not slick's clones. */
const realTiles = (root: ParentNode) => Array.from(root.querySelectorAll(".slick-slide:not(.slick-cloned) [data-tile]"))

beforeEach(() => {
  jest.useFakeTimers()
  mockViewport()
})
afterEach(() => {
  jest.useRealTimers()
})

describe("IndustriesSection", () => {
  it("shows its heading and every industry once as a real tile, in file order, with its caption", async () => {
    const { container } = await renderWithSlider(page)
    expect(screen.getByRole("heading", { level: 2, name: section.heading! })).toBeInTheDocument()
    const tiles = realTiles(container)
    expect(tiles.map((tile) => within(tile as HTMLElement).getByText(/.+/, { selector: "figcaption" }).textContent)).toEqual(
      industries.map(({ title }) => title),
    )
    // Each tile's icon: a picture file in the tile's text colour, decorative.
    tiles.forEach((tile) => expect(tile.querySelector(`img[alt=""][src$="-${theme.colors.onPrimary.slice(1)}.svg"]`)).not.toBeNull())
  })

  it("puts each tile on the flare, alt text 'flare', kept out of the accessibility tree", async () => {
    const { container } = await renderWithSlider(page)
    const flares = realTiles(container).map((tile) => tile.querySelector("img:first-child")!)
    expect(flares).toHaveLength(industries.length)
    flares.forEach((flare) => {
      expect(flare).toHaveAttribute("alt", "flare")
      expect(flare).toHaveAttribute("aria-hidden", "true")
      expect(flare).toHaveAttribute("width")
      expect(flare).toHaveAttribute("height")
    })
    expect(screen.queryByRole("img", { name: "flare" })).toBeNull()
  })

  it("has a named pause button and does not autoplay under reduced motion", async () => {
    mockViewport({ reducedMotion: true })
    await renderWithSlider(page)
    expect(screen.getByRole("button", { name: `Play carousel: ${section.heading}` })).toBeInTheDocument()
  })

  it("leaves nothing focusable inside a hidden slide", async () => {
    const { container } = await renderWithSlider(page)
    container.querySelectorAll('.slick-slide[aria-hidden="true"]').forEach((slide) => {
      slide.querySelectorAll<HTMLElement>("*").forEach((element) => expect(element.tabIndex).toBeLessThan(0))
    })
  })

  it("puts every industry once into the server HTML, the first in view, with no clones", () => {
    const html = renderToString(page)
    const server = document.createElement("div")
    server.innerHTML = html
    expect(server.querySelectorAll("[data-tile]")).toHaveLength(industries.length)
    expect(server.querySelector("[data-tile] figcaption")).toHaveTextContent(industries[0].title)
    expect(server.querySelector(".slick-cloned")).toBeNull()
  })
})
