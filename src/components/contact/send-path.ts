/**
 * What the form needs only once the visitor starts to use it: sending through EmailJS and to the
 * store, and a new enquiry's id.
 * Fetched on the form's first focus or submit, so it is not part of the page's first load.
 * The failure notice is not here: it must work when nothing more can be downloaded (the
 * connection lost after the page loaded), so it comes with the form itself.
 */
export { sendWatched, loadEmailJs } from "./send-enquiry"
export { newEnquiryId } from "./enquiry-id"
