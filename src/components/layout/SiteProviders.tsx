import React from "react"
import { ThemeProvider } from "styled-components"
import { theme } from "../../styles/theme"

/**
 * The theme around the whole app, shared by gatsby-browser and gatsby-ssr.
 * The page-wide styles are not a component: see styles/page-wide-styles.ts.
 */
export function SiteProviders({ children }: { children: React.ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>
}
