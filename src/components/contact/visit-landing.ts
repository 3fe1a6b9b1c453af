import { LANDING_STORAGE_KEY, isCurrent, storedLanding, type CAMPAIGN_PARAMETERS } from "./landing"

/** Where the visitor's first touch began (./landing.ts records it), as the enquiry's template parameters name it. */
export type Landing = Record<(typeof CAMPAIGN_PARAMETERS)[number] | "landing_page" | "referrer", string>

/**
 * The first touch, or empty values when none is recorded, it is older than FIRST_TOUCH_MS or what is
 * stored is not one. An expired record is removed here, so that nothing is kept past its time.
 */
export function visitLanding(now = Date.now()): Landing {
  const landing: Landing = { landing_page: "", utm_source: "", utm_medium: "", utm_campaign: "", referrer: "" }
  const stored = storedLanding()
  if (!isCurrent(stored, now)) {
    try {
      if (stored !== null) localStorage.removeItem(LANDING_STORAGE_KEY)
    } catch {
      /* storage blocked: nothing stored to remove */
    }
    return landing
  }
  const record = JSON.parse(stored!) as Record<string, unknown>
  for (const key of Object.keys(landing) as Array<keyof Landing>) landing[key] = typeof record[key] === "string" ? record[key] : ""
  return landing
}
