import React from "react"
import type { GatsbyBrowser } from "gatsby"
import { PageEnquiryContext, type PageContextWithEnquiry } from "../../site/page-enquiry-context"
import { Layout } from "./Layout"
import { SiteProviders } from "./SiteProviders"

type WrapRoot = NonNullable<GatsbyBrowser["wrapRootElement"]>
type WrapPage = NonNullable<GatsbyBrowser["wrapPageElement"]>

export const wrapRootElement: WrapRoot = ({ element }) => <SiteProviders>{element}</SiteProviders>

/** The page's enquiry (a copy of /contact-us/ made for a call to action) reaches its sections and the layout's links alike. */
export const wrapPageElement: WrapPage = ({ element, props }) => (
  <PageEnquiryContext.Provider value={(props.pageContext as PageContextWithEnquiry).enquiry || null}>
    <Layout pathname={props.location.pathname}>{element}</Layout>
  </PageEnquiryContext.Provider>
)
