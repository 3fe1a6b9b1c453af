/**
 * The carousel's server layout (src/components/ui/Carousel.tsx) gives each slide the inline style
 * react-slick gives it, so nothing moves when slick takes over. This compares the two as the
 * installed react-slick draws them: an upgrade that styles its slides otherwise fails here.
 * (The classes the carousel reads, slick-slide, slick-cloned, slick-active, are pinned by
 * __tests__/ui/Carousel.test.tsx.)
 */
import React from "react"
import { ThemeProvider } from "styled-components"
import { mockViewport, renderWithSlider } from "../support/render"
import { theme } from "../../src/styles/theme"
import { Carousel } from "../../src/components/ui/Carousel"
import { TECHNOLOGY_CAROUSEL } from "../../src/components/ui/carousel-settings"

// jsdom resolves react-dom/server to its browser build, which needs TextEncoder; Gatsby renders pages with the Node build.
const { renderToString } = jest.requireActual<typeof import("react-dom/server")>("react-dom/server.node")

const SLIDE = '[aria-roledescription="slide"]'
/** A slide's inline style as the browser reads it (the server's and React's spellings differ only in spaces). */
const styleOf = (slide: Element) => (slide as HTMLElement).style.cssText

const Example = () => (
  <ThemeProvider theme={theme}>
    <Carousel label="Example" settings={TECHNOLOGY_CAROUSEL}>
      {["Alpha", "Bravo", "Charlie"].map((name) => (
        <p key={name}>{name}</p>
      ))}
    </Carousel>
  </ThemeProvider>
)

it("gives each slide of the server layout the inline style react-slick gives it", async () => {
  mockViewport()
  // First: it also gives the page its words (the static query's data) for the server render.
  const { container } = await renderWithSlider(<Example />)
  const server = document.createElement("div")
  server.innerHTML = renderToString(<Example />)

  const slickStyles = Array.from(container.querySelectorAll(`.slick-slide:not(.slick-cloned) ${SLIDE}`), styleOf)
  const serverStyles = Array.from(server.querySelectorAll(SLIDE), styleOf)
  expect(slickStyles).toHaveLength(3)
  expect(slickStyles[0]).toBeTruthy()
  expect(serverStyles).toEqual(slickStyles)
})
