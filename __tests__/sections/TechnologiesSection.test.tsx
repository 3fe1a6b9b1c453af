import React from "react"
import { mockViewport, renderWithSlider } from "../support/render"
import { act, screen, within } from "@testing-library/react"
import { ThemeProvider } from "styled-components"
import { theme } from "../../src/styles/theme"
import { TechnologiesSection } from "../../src/components/sections/TechnologiesSection"
import { TECHNOLOGY_CAROUSEL } from "../../src/components/ui/carousel-settings"
import { LOGO_MIN_CONTRAST, LOGO_NAMES, contrastRatio, iconFile } from "../../content-model/icon-svg"
import { readContent, sectionFixture } from "../support/content"

// jsdom resolves react-dom/server to its browser build, which needs TextEncoder; Gatsby renders pages with the Node build.
const { renderToString } = jest.requireActual<typeof import("react-dom/server")>("react-dom/server.node")

type Category = { title: string; stacks: { title: string; icon: string }[] }
const categories = readContent<Category[]>("shared/technologies.yaml")
const section = sectionFixture("pages/home.yaml", "technologies")

const page = (
  <ThemeProvider theme={theme}>
    <TechnologiesSection section={section} />
  </ThemeProvider>
)

/** The slides that are not slick's clones, in order. */
const realSlides = (root: ParentNode) => Array.from(root.querySelectorAll<HTMLElement>(".slick-slide:not(.slick-cloned)"))

beforeEach(() => {
  jest.useFakeTimers()
  mockViewport()
})
afterEach(() => {
  jest.useRealTimers()
})

describe("TechnologiesSection", () => {
  it("shows one slide per category, each with its title and every technology named beside its logo", async () => {
    const { container } = await renderWithSlider(page)
    const slides = realSlides(container)
    expect(slides).toHaveLength(categories.length)
    slides.forEach((slide, index) => {
      const category = categories[index]
      expect(within(slide).getByText(category.title, { selector: "h3" })).toBeInTheDocument()
      const items = slide.querySelectorAll("li")
      expect(Array.from(items).map((item) => item.textContent)).toEqual(category.stacks.map(({ title }) => title))
      items.forEach((item) => {
        // A picture file loaded as its slide comes near, decorative (the name beside it says what it is).
        const logo = item.querySelector("img")
        expect(logo).toHaveAttribute("alt", "")
        expect(logo).toHaveAttribute("loading", "lazy")
        expect(logo).toHaveAttribute("width")
        expect(logo).toHaveAttribute("height")
      })
    })
  })

  it("draws brand logos from simple-icons in a colour that stands out from the card", async () => {
    const { container } = await renderWithSlider(page)
    const brandSlugs = categories.flatMap(({ stacks }) => stacks.map(({ icon }) => icon)).filter((icon) => LOGO_NAMES.includes(icon))
    expect(brandSlugs.length).toBeGreaterThan(0)
    const files = Array.from(container.querySelectorAll(".slick-slide:not(.slick-cloned) img"), (logo) => logo.getAttribute("src")!)
    const logoFiles = files.filter((file) => file.startsWith("/icons/logo-"))
    expect(logoFiles.map((file) => file.replace(/^\/icons\/logo-(.+)-[0-9a-f]{6}\.svg$/, "$1"))).toEqual(brandSlugs)
    brandSlugs.forEach((name) => {
      // The file the build writes for it (gatsby/node/icon-files.ts), in the colour its name says.
      const drawn = iconFile({ name, logos: true, colour: theme.colors.ink })!
      expect(logoFiles).toContain(`/icons/${drawn.fileName}`)
      const fill = /fill="(#[0-9a-fA-F]{6})"/.exec(drawn.svg)![1]
      expect(drawn.fileName).toContain(`-${fill.slice(1).toLowerCase()}.svg`)
      expect(contrastRatio(fill, theme.colors.surface)).toBeGreaterThanOrEqual(LOGO_MIN_CONTRAST)
    })
  })

  it("shows one category at a time and moves on at the pace requirements §9.2 sets", async () => {
    const { container } = await renderWithSlider(page)
    const shown = () => Array.from(container.querySelectorAll(".slick-slide.slick-active h3")).map((h) => h.textContent)
    expect(shown()).toEqual([categories[0].title])
    for (let elapsed = 0; elapsed < TECHNOLOGY_CAROUSEL.autoplaySpeed - 100; elapsed += 100) {
      await act(async () => {
        jest.advanceTimersByTime(100)
      })
    }
    expect(shown()).toEqual([categories[0].title])
    for (let elapsed = 0; elapsed < 300; elapsed += 100) {
      await act(async () => {
        jest.advanceTimersByTime(100)
      })
    }
    expect(shown()).toEqual([categories[1].title])
  })

  it("has a named pause button, and does not autoplay under reduced motion", async () => {
    mockViewport({ reducedMotion: true })
    await renderWithSlider(page)
    expect(screen.getByRole("button", { name: `Play carousel: ${section.heading}` })).toBeInTheDocument()
  })

  it("ends with the section's button", async () => {
    await renderWithSlider(page)
    const link = screen.getByRole("link", { name: section.button!.label })
    expect(link).toHaveAttribute("href", section.button!.url)
  })

  it("leaves nothing focusable inside a hidden slide", async () => {
    const { container } = await renderWithSlider(page)
    container.querySelectorAll('.slick-slide[aria-hidden="true"]').forEach((slide) => {
      slide.querySelectorAll<HTMLElement>("*").forEach((element) => expect(element.tabIndex).toBeLessThan(0))
    })
  })

  it("puts the first category and its technologies into the server HTML, every category once", () => {
    const html = renderToString(page)
    const server = document.createElement("div")
    server.innerHTML = html
    const headings = Array.from(server.querySelectorAll("h3")).map((h) => h.textContent)
    expect(headings).toEqual(categories.map(({ title }) => title))
    categories[0].stacks.forEach(({ title }) => expect(server.textContent).toContain(title))
    expect(server.querySelector(".slick-cloned")).toBeNull()
  })
})
