import React from "react"
import { act, render } from "@testing-library/react"
import { ThemeProvider } from "styled-components"
import { Carousel } from "../../src/components/ui/Carousel"
import { TILE_STRIP } from "../../src/components/ui/carousel-settings"
import { theme } from "../../src/styles/theme"
import { staticQueryFixture } from "../support/content"
import { mockViewport } from "../support/render"

// eslint-disable-next-line @typescript-eslint/no-require-imports
const gatsby = require("gatsby") as { __setStaticQueryData: (data: unknown) => void }

const NAMES = ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf", "Hotel"]

/**
 * The CMS draws its preview into a frame, the pane, while the code runs in the CMS's window: a carousel
 * there must take its breakpoint from the pane's width (the frame's window), as on a phone, not the CMS's.
 */
it("takes its breakpoint from the window it is drawn in, such as the CMS preview's frame", async () => {
  mockViewport({ width: 1280 })
  const frame = document.body.appendChild(document.createElement("iframe"))
  const pane = frame.contentWindow!
  mockViewport({ width: 480 }, pane)
  gatsby.__setStaticQueryData(staticQueryFixture())
  const { container } = render(
    <ThemeProvider theme={theme}>
      <Carousel label="Example" settings={TILE_STRIP}>
        {NAMES.map((name) => (
          <p key={name}>{name}</p>
        ))}
      </Carousel>
    </ThemeProvider>,
    { container: pane.document.body.appendChild(pane.document.createElement("div")) },
  )
  for (let tick = 0; tick < 20 && !container.querySelector(".slick-slider"); tick += 1) await act(() => Promise.resolve())
  // Up to 480 px the tile strip shows one tile (requirements §9.3); at the CMS's 1280 px it would show five.
  expect(Array.from(container.querySelectorAll(".slick-slide.slick-active")).map((slide) => slide.textContent)).toEqual(["Alpha"])
})
