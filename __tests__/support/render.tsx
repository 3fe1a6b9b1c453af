import React from "react"
import { render, type RenderOptions } from "@testing-library/react"
import { ThemeProvider } from "styled-components"
import { theme } from "../../src/styles/theme"
import { staticQueryFixture } from "./content"

// eslint-disable-next-line @typescript-eslint/no-require-imports
const gatsby = require("gatsby") as { __setStaticQueryData: (data: unknown) => void }

/**
 * Renders a component as the site does: inside the theme, with the real content
 * behind useStaticQuery, or `staticQuery` where a test changes that content.
 */
export function renderWithSite(
  ui: React.ReactElement,
  { staticQuery = staticQueryFixture(), ...options }: RenderOptions & { staticQuery?: unknown } = {},
) {
  gatsby.__setStaticQueryData(staticQuery)
  const wrapper = ({ children }: { children: React.ReactNode }) => <ThemeProvider theme={theme}>{children}</ThemeProvider>
  return render(ui, { wrapper, ...options })
}

/** jsdom has no matchMedia; this answers the queries a test names as matching. */
export function mockMatchMedia(matching: string[] = []) {
  window.matchMedia = (query: string) =>
    ({
      matches: matching.includes(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList
}

/**
 * Renders a carousel (with the real content behind useStaticQuery: its controls' words) and waits for react-slick, which the carousel fetches when
 * it comes near the viewport (at once in jsdom, which has no IntersectionObserver).
 */
export async function renderWithSlider(ui: React.ReactElement) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { act } = require("@testing-library/react") as typeof import("@testing-library/react")
  gatsby.__setStaticQueryData(staticQueryFixture())
  const result = render(ui)
  for (let tick = 0; tick < 20 && !result.container.querySelector(".slick-slider"); tick += 1) {
    await act(() => Promise.resolve())
  }
  if (!result.container.querySelector(".slick-slider")) throw new Error("react-slick did not load")
  return result
}

/** jsdom has no matchMedia; this answers as a viewport of this width would (max-width queries) and the motion preference. */
export function mockViewport({ width = 1280, reducedMotion = false } = {}, shownIn: Window = window) {
  shownIn.matchMedia = jest.fn((query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query)
    return {
      matches: query.includes("prefers-reduced-motion") ? reducedMotion : !max || width <= Number(max[1]),
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
      addListener: jest.fn(),
      removeListener: jest.fn(),
    } as unknown as MediaQueryList
  })
}
