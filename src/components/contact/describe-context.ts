import type { EnquiryContext } from "../../site/enquiry-route"

/**
 * The context a call to action gave the page, as the agency's e-mail names it (the `context`
 * template parameter): "Medicine Delivery App (Mobile App Development)". Written into the form's
 * registration and sent with it, so both the form and its send path read it: a file of its own,
 * which pulls none of the form's other modules into the send path's file.
 */
export const describeContext = (context: EnquiryContext | null): string =>
  !context ? "" : context.about ? `${context.about} (${context.service})` : context.service
