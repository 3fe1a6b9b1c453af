import { LANDING_STORAGE_KEY, LATEST_LANDING_STORAGE_KEY, isCurrent, storedLanding, type CAMPAIGN_PARAMETERS } from "./landing"

type TouchField = (typeof CAMPAIGN_PARAMETERS)[number] | "landing_page" | "referrer"

/** Where the visitor's first touch began and, when it differs, their latest (./landing.ts records both), as the enquiry names them. */
export type Landing = Record<TouchField | `latest_${TouchField}`, string>

const TOUCH_FIELDS: readonly TouchField[] = ["landing_page", "utm_source", "utm_medium", "utm_campaign", "referrer"]

/** A stored touch's values, or null when none is recorded, it is older than FIRST_TOUCH_MS or is not one; such a record is removed. */
function touch(key: string, now: number): Record<string, unknown> | null {
  const stored = storedLanding(key)
  if (isCurrent(stored, now)) return JSON.parse(stored!) as Record<string, unknown>
  try {
    // Nothing is kept past its time.
    if (stored !== null) localStorage.removeItem(key)
  } catch {
    /* storage blocked: nothing stored to remove */
  }
  return null
}

const text = (record: Record<string, unknown> | null, field: string) => (typeof record?.[field] === "string" ? record[field] : "")

/**
 * The first touch, and the latest when it is another landing than the first; empty values for a
 * touch that is not recorded, is older than FIRST_TOUCH_MS or is not one.
 */
export function visitLanding(now = Date.now()): Landing {
  const first = touch(LANDING_STORAGE_KEY, now)
  const recordedLatest = touch(LATEST_LANDING_STORAGE_KEY, now)
  const latest = recordedLatest && recordedLatest.at !== first?.at ? recordedLatest : null
  const landing = {} as Landing
  for (const field of TOUCH_FIELDS) {
    landing[field] = text(first, field)
    landing[`latest_${field}`] = text(latest, field)
  }
  return landing
}
