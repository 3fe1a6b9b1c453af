import { fillIn } from "../ui/fill-in"
import { EMPTY_ENQUIRY, type Enquiry } from "./enquiry"
import type { EnquiryContext } from "../../site/enquiry-route"

/*
 * What the form does with the context a call to action gave its page (src/site/enquiry-route.ts, and
 * src/site/page-enquiry-context.ts, which the page template sets). Part of the form's own code, not the page's.
 */

/**
 * The form's first values on a page opened with this context: the service selected, the product named on
 * the message's first line (`aboutLine`, content/words.yaml's "About: {about}").
 */
export function prefilledEnquiry(context: EnquiryContext | null, aboutLine: string): Enquiry {
  if (!context) return EMPTY_ENQUIRY
  return { ...EMPTY_ENQUIRY, service: context.service, message: context.about ? `${fillIn(aboutLine, { about: context.about })}\n\n` : "" }
}
