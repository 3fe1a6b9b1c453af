import { createContext, useContext } from "react"
import { CONTACT_PATH, contactLinkOn, enquiryRoute, type EnquiryContext } from "./enquiry-route"

/**
 * The context of the page shown: its enquiry on a copy of /contact-us/ made for a call to action
 * (gatsby/node/create-pages.ts), null on every other page. Provided around the whole page, layout
 * included (src/components/layout/wrap-elements.tsx), since every link to the form on such a copy leads to it. On
 * its own, since every page reads it: the form's words and the code that fills them in stay with the form.
 */
export const PageEnquiryContext = createContext<EnquiryContext | null>(null)

/** What a page made by gatsby/node/create-pages.ts may carry in its page context. */
export interface PageContextWithEnquiry {
  /** On a copy of /contact-us/ made for a call to action: what its form opens with. */
  enquiry?: EnquiryContext | null
}

/**
 * Where a link should lead on the page shown: a link to /contact-us/ with its own context (a button's
 * `enquiry`) leads to that context's copy; any other link to the plain form, on a copy, to that copy
 * (contactLinkOn).
 */
export function useContactLink(to: string, enquiry?: EnquiryContext | null): string {
  const pageEnquiry = useContext(PageEnquiryContext)
  return enquiry && to === CONTACT_PATH ? enquiryRoute(enquiry) : contactLinkOn(pageEnquiry, to)
}
