import { ENQUIRY_FIELDS, type Enquiry } from "./enquiry"

/**
 * A failed enquiry kept in the browser session, so that a visitor who left the
 * page while it was sending finds it in the form, with the failure notice, on
 * their return. It is forgotten once an enquiry is sent.
 */
const STORAGE_KEY = "contact-form:unsent-enquiry"

// sessionStorage throws where storage is blocked (some private modes); keeping is then best effort.

export function keepUnsentEnquiry(enquiry: Enquiry): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(enquiry))
  } catch {
    /* nothing kept: the visitor was shown the failure toast */
  }
}

export function forgetUnsentEnquiry(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY)
  } catch {
    /* nothing was kept */
  }
}

/** The kept enquiry, or null when there is none or what is stored is not one. */
export function unsentEnquiry(): Enquiry | null {
  let stored: unknown
  try {
    stored = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? "null")
  } catch {
    return null
  }
  if (typeof stored !== "object" || stored === null) return null
  const record = stored as Record<string, unknown>
  if (!ENQUIRY_FIELDS.every((field) => typeof record[field] === "string")) return null
  return Object.fromEntries(ENQUIRY_FIELDS.map((field) => [field, record[field]])) as unknown as Enquiry
}
