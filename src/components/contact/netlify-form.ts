import type { Enquiry } from "../../site/enquiry-schema"
import { FORM_ACTION, FORM_NAME_FIELD, NETLIFY_FORM_NAME, TERMS_FIELD } from "../../site/enquiry-store"
import type { EnquirySource } from "./send-enquiry"

/*
 * The scripted post to the enquiry's store, Netlify Forms (src/site/enquiry-store.ts names it,
 * src/site/enquiry-schema.ts registers its fields). Locally, scripts/enquiry-inbox.ts stands in for Netlify behind npm start and npm run serve.
 */

/** One enquiry as the store receives it, URL-encoded as a browser posts a form. */
export function storeBody(enquiry: Enquiry, source: EnquirySource): string {
  return new URLSearchParams({
    [FORM_NAME_FIELD]: NETLIFY_FORM_NAME,
    ...enquiry,
    ...source,
    [TERMS_FIELD.name]: TERMS_FIELD.agreed,
  }).toString()
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
