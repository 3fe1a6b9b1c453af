/**
 * Where and for how long a failed enquiry is kept (kept-enquiry.ts), in a module of its own so
 * that every page can remove an expired one at load without the form's code (gatsby-browser's
 * onClientEntry runs in the app bundle every page loads).
 */
export const KEPT_ENQUIRY_KEY = "contact-form:unsent-enquiry"

/** How long a failed enquiry is kept: long enough to come back to it, not so long that the next person finds it. */
export const KEPT_FOR_MS = 30 * 60 * 1000

/** Whether an enquiry kept at `keptAt` may still be offered at `now`. */
export const isStillKept = (keptAt: unknown, now: number) => typeof keptAt === "number" && now - keptAt >= 0 && now - keptAt <= KEPT_FOR_MS

// sessionStorage throws where storage is blocked (some private modes); keeping is then best effort.

export function forgetUnsentEnquiry(): void {
  try {
    window.sessionStorage.removeItem(KEPT_ENQUIRY_KEY)
  } catch {
    /* nothing was kept */
  }
}

/**
 * Run at every page load of the site (gatsby-browser's onClientEntry): removes a kept enquiry that
 * has expired, or is unreadable, so it goes at the first page load after its 30 minutes even if the
 * visitor never opens the contact form again, as the privacy policy says. One storage read when
 * nothing is kept.
 */
export function forgetExpiredEnquiry(now = Date.now()): void {
  try {
    const text = window.sessionStorage.getItem(KEPT_ENQUIRY_KEY)
    if (text === null || isStillKept((JSON.parse(text) as { keptAt?: unknown } | null)?.keptAt, now)) return
  } catch {
    /* unreadable or blocked: removed below, if it can be */
  }
  forgetUnsentEnquiry()
}

/** Whether a failed enquiry waits in this tab to be shown in the form (forgetExpiredEnquiry has removed an expired one). */
export function keptEnquiryWaits(): boolean {
  try {
    return window.sessionStorage.getItem(KEPT_ENQUIRY_KEY) !== null
  } catch {
    return false
  }
}
