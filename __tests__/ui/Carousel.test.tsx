import React from "react"
import { mockViewport, renderWithSlider } from "../support/render"
import { hydrateRoot } from "react-dom/client"
import { act, fireEvent, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ThemeProvider } from "styled-components"
import { theme } from "../../src/styles/theme"
import { Carousel } from "../../src/components/ui/Carousel"
import { TECHNOLOGY_CAROUSEL, TILE_STRIP, type CarouselSettings } from "../../src/components/ui/carousel-settings"

// jsdom resolves react-dom/server to its browser build, which needs TextEncoder; Gatsby renders pages with the Node build.
const { renderToString } = jest.requireActual<typeof import("react-dom/server")>("react-dom/server.node")

/** A viewport for matchMedia: its width and whether the visitor prefers reduced motion. */

const NAMES = ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf", "Hotel"]

function Example({ settings = TECHNOLOGY_CAROUSEL, count = 4 }: { settings?: CarouselSettings; count?: number }) {
  return (
    <ThemeProvider theme={theme}>
      <Carousel label="Example" settings={settings}>
        {NAMES.slice(0, count).map((name) => (
          <p key={name}>
            <a href={`#${name}`}>{name}</a>
          </p>
        ))}
      </Carousel>
    </ThemeProvider>
  )
}

const FOCUSABLE = "a[href], button, input, select, textarea, [tabindex]"
const tabbable = (root: ParentNode) => Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => element.tabIndex >= 0)

/** The names on the slides slick currently shows. */
const shownNames = (container: HTMLElement) =>
  Array.from(container.querySelectorAll(".slick-slide.slick-active")).map((slide) => slide.textContent)

/** Lets time pass in small steps, so the state slick sets from its timers is committed as it would be in a browser. */
const advance = async (ms: number) => {
  for (let elapsed = 0; elapsed < ms; elapsed += 50) {
    await act(async () => {
      jest.advanceTimersByTime(Math.min(50, ms - elapsed))
    })
  }
}

beforeEach(() => {
  jest.useFakeTimers()
  mockViewport()
})
afterEach(() => {
  jest.useRealTimers()
})

describe("Carousel", () => {
  it("has a named pause button that toggles to play and back", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    await renderWithSlider(<Example />)
    expect(screen.getByRole("group", { name: "Example" })).toHaveAttribute("aria-roledescription", "carousel")
    const button = screen.getByRole("button", { name: /^pause carousel: example$/i })
    await user.click(button)
    expect(button).toHaveAccessibleName(/^play carousel: example$/i)
    await user.click(button)
    expect(button).toHaveAccessibleName(/^pause carousel: example$/i)
  })

  it("autoplays at the configured pace and stops when paused", async () => {
    const { container } = await renderWithSlider(<Example />)
    expect(shownNames(container)).toEqual(["Alpha"])
    await advance(TECHNOLOGY_CAROUSEL.autoplaySpeed + 100)
    expect(shownNames(container)).toEqual(["Bravo"])

    fireEvent.click(screen.getByRole("button", { name: /pause/i }))
    await advance(TECHNOLOGY_CAROUSEL.autoplaySpeed * 3)
    expect(shownNames(container)).toEqual(["Bravo"])
  })

  it("never autoplays when the visitor prefers reduced motion, and starts paused", async () => {
    mockViewport({ reducedMotion: true })
    const { container } = await renderWithSlider(<Example />)
    expect(screen.getByRole("button", { name: /^play carousel/i })).toBeInTheDocument()
    await advance(TECHNOLOGY_CAROUSEL.autoplaySpeed * 3)
    expect(shownNames(container)).toEqual(["Alpha"])
  })

  it("pauses while hovered and while focus is inside, and resumes afterwards", async () => {
    const { container } = await renderWithSlider(<Example />)
    const viewport = container.querySelector<HTMLElement>(".slick-slider")!.parentElement!

    fireEvent.mouseEnter(viewport)
    await advance(TECHNOLOGY_CAROUSEL.autoplaySpeed * 2)
    expect(shownNames(container)).toEqual(["Alpha"])
    fireEvent.mouseLeave(viewport)
    await advance(TECHNOLOGY_CAROUSEL.autoplaySpeed + 100)
    expect(shownNames(container)).toEqual(["Bravo"])

    const shownLink = container.querySelector<HTMLElement>('.slick-slide[aria-hidden="false"] a')!
    act(() => shownLink.focus())
    await advance(TECHNOLOGY_CAROUSEL.autoplaySpeed * 2)
    expect(shownNames(container)).toEqual(["Bravo"])
    act(() => shownLink.blur())
    await advance(TECHNOLOGY_CAROUSEL.autoplaySpeed + 100)
    expect(shownNames(container)).toEqual(["Charlie"])
  })

  it("leaves nothing focusable inside a hidden slide or clone, also after the slide changes", async () => {
    const { container } = await renderWithSlider(<Example />)
    const check = () => {
      const hidden = container.querySelectorAll('.slick-slide[aria-hidden="true"]')
      expect(hidden.length).toBeGreaterThan(0)
      hidden.forEach((slide) => expect(tabbable(slide)).toEqual([]))
      const shown = container.querySelectorAll('.slick-slide[aria-hidden="false"]')
      shown.forEach((slide) => expect(tabbable(slide)).toHaveLength(1))
    }
    check()
    expect(container.querySelectorAll(".slick-cloned").length).toBeGreaterThan(0)
    await advance(TECHNOLOGY_CAROUSEL.autoplaySpeed + TECHNOLOGY_CAROUSEL.speed + 100)
    expect(shownNames(container)).toEqual(["Bravo"])
    check()
  })

  it("shows no arrows or dots", async () => {
    const { container } = await renderWithSlider(<Example />)
    expect(container.querySelector(".slick-arrow, .slick-dots")).toBeNull()
  })

  it.each([
    [1280, ["Alpha", "Bravo", "Charlie", "Delta", "Echo"]],
    [1024, ["Alpha", "Bravo", "Charlie"]],
    [600, ["Charlie", "Delta"]],
    [480, ["Alpha"]],
  ])("applies the tile strip's settings at the width a page loads at (%ipx)", async (width, shown) => {
    mockViewport({ width })
    const { container } = await renderWithSlider(<Example settings={TILE_STRIP} count={8} />)
    expect(shownNames(container)).toEqual(shown)
  })

  describe("server HTML", () => {
    it("holds every slide once, the first in view, with no clones or hidden slides", () => {
      const html = renderToString(<Example />)
      const page = document.createElement("div")
      page.innerHTML = html
      expect(page.textContent).toContain("Alpha")
      expect(page.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(4)
      NAMES.slice(0, 4).forEach((name) => expect(html.match(new RegExp(`>${name}<`, "g"))).toHaveLength(1))
      expect(page.querySelector(".slick-slide")).toBeNull()
      expect(page.querySelector('[aria-roledescription="slide"][aria-hidden]')).toBeNull()
      expect(page.querySelector("button")).toHaveTextContent(/pause/i)
    })

    it("lays slides out like slick's first view at each breakpoint, so nothing moves when slick takes over", () => {
      const html = renderToString(<Example settings={TILE_STRIP} count={8} />)
      const css = document.head.innerHTML + html
      // Slides shown and first slide: 5 from 0 by default; 3 from 0, 2 from 2, 1 from 0 at the breakpoints.
      expect(css).toMatch(/--carousel-show:\s*5;\s*--carousel-start:\s*0;/)
      expect(css).toMatch(/max-width:\s*1024px\)\s*\{[^{]*\{\s*--carousel-show:\s*3;\s*--carousel-start:\s*0;/)
      expect(css).toMatch(/max-width:\s*600px\)\s*\{[^{]*\{\s*--carousel-show:\s*2;\s*--carousel-start:\s*2;/)
      expect(css).toMatch(/max-width:\s*480px\)\s*\{[^{]*\{\s*--carousel-show:\s*1;\s*--carousel-start:\s*0;/)
    })

    it("hydrates without a mismatch, then hands over to slick", async () => {
      const html = renderToString(<Example />)
      const root = document.createElement("div")
      root.innerHTML = html
      document.body.appendChild(root)
      const errors = jest.spyOn(console, "error").mockImplementation(() => undefined)
      await act(async () => {
        hydrateRoot(root, <Example />)
      })
      expect(errors).not.toHaveBeenCalled()
      errors.mockRestore()
      expect(root.querySelector(".slick-initialized")).not.toBeNull()
      expect(shownNames(root)).toEqual(["Alpha"])
      root.remove()
    })
  })
})
