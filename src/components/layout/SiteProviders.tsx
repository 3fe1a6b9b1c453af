import React from "react"
import { ThemeProvider } from "styled-components"
import { GlobalStyle } from "../../styles/GlobalStyle"
import { theme } from "../../styles/theme"

/** Theme and global styles around the whole app, shared by gatsby-browser and gatsby-ssr. */
export function SiteProviders({ children }: { children: React.ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  )
}
