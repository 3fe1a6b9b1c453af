/**
 * Where the visitor's first visit began, for the enquiry's e-mail (requirements §10.12): the page they
 * landed on, the campaign of its address (utm_source, utm_medium, utm_campaign), the site they came
 * from and when. Recorded on the first page load of the site (gatsby-browser.tsx), since links within
 * the site drop the query; kept for the site in the browser's localStorage, so that a second tab (a
 * link opened in a new tab) and a return on another day still credit that first touch, for at most
 * FIRST_TOUCH_MS. Nothing personal: the referrer is cut to its origin and path, and no address,
 * identifier or fingerprint is kept; no cookie. The privacy policy says so. Beside it, the latest
 * touch: the last landing from outside the site (another site, a typed address, a campaign link), so
 * that a returning visitor's campaign reaches the enquiry too, as analytics tools keep an "original"
 * and a "latest" source.
 * Recording runs on every page, so it is kept small (and written without ?? and ?., which the
 * build spells out at length); reading it (./visit-landing.ts) is part of the code that sends.
 */
export const LANDING_STORAGE_KEY = "contact-form:landing"
export const LATEST_LANDING_STORAGE_KEY = "contact-form:latest-landing"

export const CAMPAIGN_PARAMETERS = ["utm_source", "utm_medium", "utm_campaign"] as const

/**
 * The first touch is kept this long, and wins over every later landing meanwhile: an enquiry within it
 * is credited to the campaign that first brought the visitor; one after it, to the visit it began.
 */
export const FIRST_TOUCH_MS = 30 * 24 * 60 * 60 * 1000

/** A campaign value is cut to this length: it comes from any link anyone wrote. */
const MAX_VALUE_LENGTH = 200

/** This tab's records where storing them failed (storage blocked in a private mode, or full): the enquiry goes with them from there. */
const inThisTab: Record<string, string> = {}

/** The stored record under `key` (the first touch's unless said), or this tab's copy where storage has none or throws. */
export function storedLanding(key = LANDING_STORAGE_KEY): string | null {
  try {
    return localStorage.getItem(key) || inThisTab[key] || null
  } catch {
    return inThisTab[key] || null
  }
}

function store(key: string, record: string) {
  try {
    localStorage.setItem(key, record)
  } catch {
    inThisTab[key] = record
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
 * first wins, whatever campaign a later landing has. A landing from outside the site is also the
 * latest touch, replacing the one before. Best effort: where storage is blocked, the records live in
 * this tab only, and the enquiry goes with them from there.
 */
export function recordLanding(
  location: Pick<Location, "pathname" | "search" | "origin" | "href"> = window.location,
  referrer = document.referrer,
  now = Date.now(),
) {
  const landing: Record<string, string | number> = { landing_page: location.pathname, referrer: "", at: now }
  let fromThisSite = false
  try {
    const query = new URLSearchParams(location.search)
    for (const name of CAMPAIGN_PARAMETERS) landing[name] = (query.get(name) || "").slice(0, MAX_VALUE_LENGTH)
    // Of another site, its origin and path only; of this one (a reload, a link from another tab), nothing.
    const from = new URL(referrer || location.href)
    fromThisSite = referrer !== "" && from.origin === location.origin
    if (from.origin !== location.origin) landing.referrer = from.origin + from.pathname
  } catch {
    /* a referrer that is not a URL: none */
  }
  const record = JSON.stringify(landing)
  if (!isCurrent(storedLanding(), now)) store(LANDING_STORAGE_KEY, record)
  if (!fromThisSite) store(LATEST_LANDING_STORAGE_KEY, record)
}
