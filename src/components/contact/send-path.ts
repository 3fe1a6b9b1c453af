/**
 * What the form needs only once the visitor starts to use it: sending through EmailJS
 * and the notice with the other ways to send after a failure. Fetched on the form's
 * first focus or submit (or when a kept enquiry's failure is shown again), so it is
 * not part of the page's first load.
 */
export { FailureNotice } from "./FailureNotice"
export { sendWatched, loadEmailJs } from "./send-enquiry"
