import React from "react"
import { render, type RenderOptions } from "@testing-library/react"
import { ThemeProvider } from "styled-components"
import { theme } from "../../src/styles/theme"
import { staticQueryFixture } from "./content"

// eslint-disable-next-line @typescript-eslint/no-require-imports
const gatsby = require("gatsby") as { __setStaticQueryData: (data: unknown) => void }

/** Renders a component as the site does: inside the theme, with the real content behind useStaticQuery. */
export function renderWithSite(ui: React.ReactElement, options?: RenderOptions) {
  gatsby.__setStaticQueryData(staticQueryFixture())
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
