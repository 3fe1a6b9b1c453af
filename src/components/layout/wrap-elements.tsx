import React from "react"
import type { GatsbyBrowser } from "gatsby"
import { Layout } from "./Layout"
import { SiteProviders } from "./SiteProviders"

type WrapRoot = NonNullable<GatsbyBrowser["wrapRootElement"]>
type WrapPage = NonNullable<GatsbyBrowser["wrapPageElement"]>

export const wrapRootElement: WrapRoot = ({ element }) => <SiteProviders>{element}</SiteProviders>

export const wrapPageElement: WrapPage = ({ element, props }) => <Layout pathname={props.location.pathname}>{element}</Layout>
