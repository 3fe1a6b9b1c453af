import { ENQUIRY_FIELDS, HONEYPOT, SOURCE_FIELDS, THANK_YOU_PATH, type Enquiry } from "./enquiry"
import type { EnquirySource } from "./send-enquiry"

/*
 * The enquiry's store: Netlify Forms. Netlify registers a form it finds in a deploy's static HTML
 * (data-netlify, its name and every field's name), and keeps each POST to the site that names
 * it in `form-name` with fields it registered; fields it did not register are dropped. So the page
 * carries one registration (ContactForm.tsx) with every field the script sends, and the script posts
 * the same names (storeEnquiry). Locally, scripts/form-store.ts stands in for Netlify.
 */

/** The one form Netlify registers, on every page that shows the contact form. */
export const NETLIFY_FORM_NAME = "enquiry"
/** The hidden field naming the form in each POST (Netlify's own name for it). */
export const FORM_NAME_FIELD = "form-name"
/** Where both the form without JavaScript and the script post: a static page, which Netlify requires, and where the former lands. */
export const FORM_ACTION = THANK_YOU_PATH
/** The consent box's name and the value a ticked box posts. */
export const TERMS_FIELD = { name: "terms", agreed: "on" } as const

/** Every field the registration carries and a POST may send, in the form's order: one field set for every page. */
export const REGISTERED_FIELDS = [...ENQUIRY_FIELDS, ...SOURCE_FIELDS, TERMS_FIELD.name, HONEYPOT.name] as const

/** The attributes that make the form Netlify's: found in the static HTML at deploy time. */
export const NETLIFY_FORM_ATTRIBUTES = {
  name: NETLIFY_FORM_NAME,
  method: "post",
  action: FORM_ACTION,
  "data-netlify": "true",
  "data-netlify-honeypot": HONEYPOT.name,
} as const

/** One enquiry as the store receives it, URL-encoded as a browser posts a form. */
export function storeBody(enquiry: Enquiry, source: EnquirySource): string {
  return new URLSearchParams({ [FORM_NAME_FIELD]: NETLIFY_FORM_NAME, ...enquiry, ...source, [TERMS_FIELD.name]: TERMS_FIELD.agreed }).toString()
}

/** What a store that did not keep the enquiry answered. */
export class StoreRefusedError extends Error {
  constructor(status: number) {
    super(`The form store answered ${status}`)
    this.name = "StoreRefusedError"
  }
}

/** Posts one enquiry to the store; resolves once it answers 2xx, rejects on any other answer or a network error. */
export async function storeEnquiry(enquiry: Enquiry, source: EnquirySource): Promise<void> {
  const response = await fetch(FORM_ACTION, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: storeBody(enquiry, source),
  })
  if (!response.ok) throw new StoreRefusedError(response.status)
}
