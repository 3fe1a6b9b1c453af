import React from "react"
import type { GatsbyBrowser } from "gatsby"
import { GlobalStyle } from "../../styles/GlobalStyle"
import { Layout } from "./Layout"
import { SiteProviders } from "./SiteProviders"

type WrapRoot = NonNullable<GatsbyBrowser["wrapRootElement"]>
type WrapPage = NonNullable<GatsbyBrowser["wrapPageElement"]>

export const wrapRootElement: WrapRoot = ({ element }) => <SiteProviders>{element}</SiteProviders>

/** GlobalStyle lives here, inside the plugin's server style sheet, so the HTML carries the fonts and resets. */
export const wrapPageElement: WrapPage = ({ element, props }) => (
  <>
    <GlobalStyle />
    <Layout pathname={props.location.pathname}>{element}</Layout>
  </>
)
