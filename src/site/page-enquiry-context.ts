import { createContext, useContext } from "react"
import { CONTACT_PATH, contactLinkOn, enquiryRoute, type EnquiryContext } from "./enquiry-route"

/**
 * The context of the page shown: its enquiry on a copy of /contact-us/ made for a call to action
 * (gatsby/node/create-pages.ts), null on every other page. Provided around the whole page, layout
 * included (src/components/layout/wrap-elements.tsx), since every link to the form on such a copy leads to it. On
 * its own, since every page reads it: the form's words and the code that fills them in stay with the form.
 */
export const PageEnquiryContext = createContext<EnquiryContext | null>(null)

/**
 * The context a page's buttons to the contact form carry when they name none of their own: on a case
 * study, that of the pages it proves (./proven-pages-enquiry.ts); null on every other page.
 */
export const PageCallToActionContext = createContext<EnquiryContext | null>(null)

/** What a page made by gatsby/node/create-pages.ts may carry in its page context. */
export interface PageContextWithEnquiry {
  /** On a copy of /contact-us/ made for a call to action: what its form opens with. */
  enquiry?: EnquiryContext | null
  /** On a page that proves others: the context its buttons to the form carry when they name none (PageCallToActionContext). */
  callsToAction?: EnquiryContext | null
}

/**
 * Where a link should lead on the page shown: a link to /contact-us/ with a context (a button's own
 * `enquiry`, else the page's calls to action's) leads to that context's copy; any other link to the
 * plain form, on a copy, to that copy (contactLinkOn).
 */
export function useContactLink(to: string, enquiry?: EnquiryContext | null): string {
  const pageEnquiry = useContext(PageEnquiryContext)
  const pageCallToAction = useContext(PageCallToActionContext)
  const context = enquiry ?? pageCallToAction
  return context && to === CONTACT_PATH ? enquiryRoute(context) : contactLinkOn(pageEnquiry, to)
}
