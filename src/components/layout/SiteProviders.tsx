import React from "react"
import { ThemeProvider } from "styled-components"
import { theme } from "../../styles/theme"

/**
 * The theme around the whole app, shared by gatsby-browser and gatsby-ssr.
 * GlobalStyle is rendered by wrapPageElement instead: the root element sits
 * outside gatsby-plugin-styled-components' server style sheet, so global
 * styles rendered here never reach the server-rendered HTML.
 */
export function SiteProviders({ children }: { children: React.ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>
}
