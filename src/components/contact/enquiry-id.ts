/**
 * A new enquiry's id: 16 random bytes in hex. Carried by the e-mail and the stored record alike, so
 * that the two can be matched, and through a retry, so that a store can tell it from a new lead.
 * getRandomValues, not randomUUID: the latter exists only on secure origins, and a phone on the
 * office network opens the dev site over plain http.
 */
export function newEnquiryId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("")
}
