import { LANDING_STORAGE_KEY, VISIT_MS, type CAMPAIGN_PARAMETERS } from "./landing"

/** Where the visit began (./landing.ts records it), as the enquiry's template parameters name it. */
export type Landing = Record<(typeof CAMPAIGN_PARAMETERS)[number] | "landing_page" | "referrer", string>

/** The visit's landing, or empty values when none is recorded, it is older than VISIT_MS or what is stored is not one. */
export function visitLanding(now = Date.now()): Landing {
  const landing: Landing = { landing_page: "", utm_source: "", utm_medium: "", utm_campaign: "", referrer: "" }
  try {
    const stored = JSON.parse(sessionStorage.getItem(LANDING_STORAGE_KEY) ?? "{}") as Record<string, unknown>
    const at = stored.at
    if (typeof at !== "number" || now - at < 0 || now - at >= VISIT_MS) return landing
    for (const key of Object.keys(landing) as Array<keyof Landing>) landing[key] = typeof stored[key] === "string" ? stored[key] : ""
  } catch {
    /* storage blocked, or not JSON: no landing */
  }
  return landing
}
