import { ENQUIRY_FIELDS, type Enquiry } from "./enquiry"

/**
 * A failed enquiry kept in the browser tab (sessionStorage), so that a visitor who left the page
 * while it was sending finds it in the form, with the failure notice, on their return. It is kept
 * only as long as that helps, since a phone or an office computer may be shared: at most
 * KEPT_FOR_MS (removed at the first page load of the site after that, forgetExpiredEnquiry), and
 * forgotten once it is sent, once the visitor sends it another way (a fallback link) or discards it. The consent box is not part of it: the visitor ticks it again.
 * The privacy policy (content/pages/privacy-policy.yaml) says so.
 */
const STORAGE_KEY = "contact-form:unsent-enquiry"

/** How long a failed enquiry is kept: long enough to come back to it, not so long that the next person finds it. */
export const KEPT_FOR_MS = 30 * 60 * 1000

interface Kept {
  enquiry: Enquiry
  /** When it was kept (ms since 1970). */
  keptAt: number
}

// sessionStorage throws where storage is blocked (some private modes); keeping is then best effort.

export function keepUnsentEnquiry(enquiry: Enquiry, now = Date.now()): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ enquiry, keptAt: now } satisfies Kept))
  } catch {
    /* nothing kept: the visitor was shown the failure */
  }
}

export function forgetUnsentEnquiry(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY)
  } catch {
    /* nothing was kept */
  }
}

/**
 * The kept enquiry, or null when there is none, it is older than KEPT_FOR_MS or what is stored is
 * not one; in the last two cases it is removed.
 */
export function unsentEnquiry(now = Date.now()): Enquiry | null {
  let stored: unknown
  try {
    const text = window.sessionStorage.getItem(STORAGE_KEY)
    if (text === null) return null
    stored = JSON.parse(text)
  } catch {
    stored = null
  }
  const { enquiry, keptAt } = (typeof stored === "object" && stored !== null ? stored : {}) as Partial<Record<keyof Kept, unknown>>
  const record = (typeof enquiry === "object" && enquiry !== null ? enquiry : {}) as Record<string, unknown>
  const fresh = typeof keptAt === "number" && now - keptAt >= 0 && now - keptAt <= KEPT_FOR_MS
  if (!fresh || !ENQUIRY_FIELDS.every((field) => typeof record[field] === "string")) {
    forgetUnsentEnquiry()
    return null
  }
  return Object.fromEntries(ENQUIRY_FIELDS.map((field) => [field, record[field]])) as unknown as Enquiry
}

/**
 * Run at every page load of the site (gatsby-browser's onClientEntry): removes a kept enquiry that
 * has expired, so it goes at the first page load after its 30 minutes even if the visitor never
 * opens the contact form again, as the privacy policy says. One storage read when nothing is kept.
 */
export function forgetExpiredEnquiry(now = Date.now()): void {
  unsentEnquiry(now)
}
