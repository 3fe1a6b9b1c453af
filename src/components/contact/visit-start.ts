import { forgetExpiredEnquiry } from "./kept-enquiry-expiry"
import { recordLanding } from "./landing"

/**
 * The contact feature's one entry point for the browser's start-up (gatsby-browser's
 * onClientEntry, in the app bundle every page loads): what the form needs done at every page
 * load, whichever page the visit opens on, without loading the form's own code.
 */
export function onVisitStart(now = Date.now()): void {
  // Where the visit began, for the enquiry's e-mail: links within the site drop the landing address's campaign.
  recordLanding(window.location, document.referrer, now)
  // A failed enquiry kept in this tab goes at the first page load after its 30 minutes (privacy policy).
  forgetExpiredEnquiry(now)
}
