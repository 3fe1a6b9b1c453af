import { ENQUIRY_FIELDS, type Enquiry } from "./enquiry"
import { KEPT_ENQUIRY_KEY, forgetUnsentEnquiry, isStillKept } from "./kept-enquiry-expiry"

export { KEPT_FOR_MS, forgetExpiredEnquiry, forgetUnsentEnquiry } from "./kept-enquiry-expiry"

/**
 * A failed enquiry kept in the browser tab (sessionStorage), so that a visitor who left the page
 * while it was sending finds it in the form, with the failure notice, on their return. It is kept
 * only as long as that helps, since a phone or an office computer may be shared: at most
 * KEPT_FOR_MS (removed at the first page load of the site after that, forgetExpiredEnquiry), and
 * forgotten once it is sent, once the visitor sends it another way (a fallback link) or discards it. The consent box is not part of it: the visitor ticks it again.
 * The privacy policy (content/pages/privacy-policy.yaml) says so.
 */
interface Kept {
  enquiry: Enquiry
  /** When it was kept (ms since 1970). */
  keptAt: number
}

export function keepUnsentEnquiry(enquiry: Enquiry, now = Date.now()): void {
  try {
    window.sessionStorage.setItem(KEPT_ENQUIRY_KEY, JSON.stringify({ enquiry, keptAt: now } satisfies Kept))
  } catch {
    /* nothing kept: the visitor was shown the failure */
  }
}

/**
 * The kept enquiry, or null when there is none, it is older than KEPT_FOR_MS or what is stored is
 * not one; in the last two cases it is removed.
 */
export function unsentEnquiry(now = Date.now()): Enquiry | null {
  let stored: unknown
  try {
    const text = window.sessionStorage.getItem(KEPT_ENQUIRY_KEY)
    if (text === null) return null
    stored = JSON.parse(text)
  } catch {
    stored = null
  }
  const { enquiry, keptAt } = (typeof stored === "object" && stored !== null ? stored : {}) as Partial<Record<keyof Kept, unknown>>
  const record = (typeof enquiry === "object" && enquiry !== null ? enquiry : {}) as Record<string, unknown>
  if (!isStillKept(keptAt, now) || !ENQUIRY_FIELDS.every((field) => typeof record[field] === "string")) {
    forgetUnsentEnquiry()
    return null
  }
  return Object.fromEntries(ENQUIRY_FIELDS.map((field) => [field, record[field]])) as unknown as Enquiry
}
