import React from "react"
import type { GatsbyBrowser } from "gatsby"
import { PageCallToActionContext, PageEnquiryContext, type PageContextWithEnquiry } from "../../site/page-enquiry-context"
import type { PageContextWithListPage } from "../../site/page-list"
import { Layout } from "./Layout"
import { SiteProviders } from "./SiteProviders"

type WrapRoot = NonNullable<GatsbyBrowser["wrapRootElement"]>
type WrapPage = NonNullable<GatsbyBrowser["wrapPageElement"]>

export const wrapRootElement: WrapRoot = ({ element }) => <SiteProviders>{element}</SiteProviders>

/**
 * The page's enquiry (a copy of /contact-us/ made for a call to action) reaches its sections and the
 * layout's links alike; its calls to action's context (a case study's) its buttons; its list page
 * (a case study's /case-studies/) the top bar.
 */
export const wrapPageElement: WrapPage = ({ element, props }) => {
  const context = props.pageContext as PageContextWithEnquiry & PageContextWithListPage
  return (
    <PageEnquiryContext.Provider value={context.enquiry || null}>
      <PageCallToActionContext.Provider value={context.callsToAction || null}>
        <Layout pathname={props.location.pathname} listedOn={context.listedOn ?? null}>
          {element}
        </Layout>
      </PageCallToActionContext.Provider>
    </PageEnquiryContext.Provider>
  )
}
