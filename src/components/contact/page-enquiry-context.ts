import { createContext } from "react"
import type { EnquiryContext } from "./enquiry-route"

/**
 * The context of the page the form is on: set by the page template from the page's context (a copy
 * of /contact-us/ made for a call to action), null on every other page. On its own, since every
 * page's template reads it: the form's words and the code that fills them in stay with the form.
 */
export const PageEnquiryContext = createContext<EnquiryContext | null>(null)
