/**
 * Where the visitor's first visit began, for the enquiry's e-mail (requirements §10.12): the page they
 * landed on, the campaign of its address (utm_source, utm_medium, utm_campaign), the site they came
 * from and when. Recorded on the first page load of the site (gatsby-browser.tsx), since links within
 * the site drop the query; kept for the site in the browser's localStorage, so that a second tab (a
 * link opened in a new tab) and a return on another day still credit that first touch, for at most
 * FIRST_TOUCH_MS. Nothing personal: the referrer is cut to its origin and path, and no address,
 * identifier or fingerprint is kept; no cookie. The privacy policy says so.
 * Recording runs on every page, so it is kept small (and written without ?? and ?., which the
 * build spells out at length); reading it (./visit-landing.ts) is part of the code that sends.
 */
export const LANDING_STORAGE_KEY = "contact-form:landing"

export const CAMPAIGN_PARAMETERS = ["utm_source", "utm_medium", "utm_campaign"] as const

/**
 * The first touch is kept this long, and wins over every later landing meanwhile: an enquiry within it
 * is credited to the campaign that first brought the visitor; one after it, to the visit it began.
 */
export const FIRST_TOUCH_MS = 30 * 24 * 60 * 60 * 1000

/** A campaign value is cut to this length: it comes from any link anyone wrote. */
const MAX_VALUE_LENGTH = 200

/** This tab's record where storing it failed (storage blocked in a private mode, or full): the enquiry goes with it from there. */
let inThisTab: string | null = null

/** The stored record, or this tab's copy where storage has none or throws. */
export function storedLanding(): string | null {
  try {
    return localStorage.getItem(LANDING_STORAGE_KEY) || inThisTab
  } catch {
    return inThisTab
  }
}

/** Whether a stored record is one, recorded within FIRST_TOUCH_MS before `now` (not in its future). */
export function isCurrent(stored: string | null, now: number): boolean {
  try {
    const age = now - (JSON.parse(stored!) || {}).at
    return age >= 0 && age < FIRST_TOUCH_MS
  } catch {
    return false
  }
}

/**
 * Records this page as the first touch unless a current one is recorded: within FIRST_TOUCH_MS the
 * first wins, whatever campaign a later landing has. Best effort: where storage is blocked, the
 * record lives in this tab only, and the enquiry goes with it from there.
 */
export function recordLanding(
  location: Pick<Location, "pathname" | "search" | "origin" | "href"> = window.location,
  referrer = document.referrer,
  now = Date.now(),
) {
  if (isCurrent(storedLanding(), now)) return
  const landing: Record<string, string | number> = { landing_page: location.pathname, referrer: "", at: now }
  try {
    const query = new URLSearchParams(location.search)
    for (const name of CAMPAIGN_PARAMETERS) landing[name] = (query.get(name) || "").slice(0, MAX_VALUE_LENGTH)
    // Of another site, its origin and path only; of this one (a reload, a link from another tab), nothing.
    const from = new URL(referrer || location.href)
    if (from.origin !== location.origin) landing.referrer = from.origin + from.pathname
  } catch {
    /* a referrer that is not a URL: none */
  }
  const record = JSON.stringify(landing)
  try {
    localStorage.setItem(LANDING_STORAGE_KEY, record)
  } catch {
    inThisTab = record
  }
}
