/**
 * Where the visitor's visit began, for the enquiry's e-mail (requirements §10.12): the page they landed on,
 * the campaign of its address (utm_source, utm_medium, utm_campaign) and the site they came from.
 * Recorded on the first page a tab opens (gatsby-browser.tsx), since links within the site drop the
 * query; kept in that tab's sessionStorage for the visit only, and nothing personal: the referrer is
 * cut to its origin and path, and no address, identifier or fingerprint is kept. The privacy policy says so.
 * Recording runs on every page, so it is kept small (and written without ?? and ?., which the
 * build spells out at length); reading it (./visit-landing.ts) is part of the code that sends.
 */
export const LANDING_STORAGE_KEY = "contact-form:landing"

export const CAMPAIGN_PARAMETERS = ["utm_source", "utm_medium", "utm_campaign"] as const

/** A visit ends with the tab, or this long after it began: a tab left open for days does not credit tomorrow's enquiry to today's campaign. */
export const VISIT_MS = 2 * 60 * 60 * 1000

/** A campaign value is cut to this length: it comes from any link anyone wrote. */
const MAX_VALUE_LENGTH = 200

/**
 * Records this page as the visit's landing unless a visit is already recorded; an address with a
 * campaign starts a new one (the visitor came back through another campaign's link).
 * Best effort: where storage is blocked, the enquiry goes without it.
 */
export function recordLanding(
  location: Pick<Location, "pathname" | "search" | "origin" | "href"> = window.location,
  referrer = document.referrer,
  now = Date.now(),
) {
  try {
    const query = new URLSearchParams(location.search)
    const landing: Record<string, string | number> = { landing_page: location.pathname, referrer: "", at: now }
    let campaign = false
    for (const name of CAMPAIGN_PARAMETERS) campaign = !!(landing[name] = (query.get(name) || "").slice(0, MAX_VALUE_LENGTH)) || campaign
    if (!campaign && now - (JSON.parse(sessionStorage.getItem(LANDING_STORAGE_KEY)!) || {}).at < VISIT_MS) return
    // Of another site, its origin and path only; of this one (a reload, a link from another tab), nothing.
    const from = new URL(referrer || location.href)
    if (from.origin !== location.origin) landing.referrer = from.origin + from.pathname
    sessionStorage.setItem(LANDING_STORAGE_KEY, JSON.stringify(landing))
  } catch {
    /* storage blocked, or a referrer that is not a URL: nothing recorded */
  }
}
