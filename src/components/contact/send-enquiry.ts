import type { Enquiry } from "./enquiry"
import { browserEmailJsConfig, type EmailJsConfig } from "./emailjs-config"

type EmailJs = typeof import("@emailjs/browser")

let library: Promise<EmailJs> | undefined

/**
 * Fetches the EmailJS library once, on the first focus or submit, so it is in
 * no page's first load. A failed download may be retried by the next call.
 */
export function loadEmailJs(): Promise<EmailJs> {
  library ??= import("@emailjs/browser").catch((error: unknown) => {
    library = undefined
    throw error
  })
  return library
}

/** What is logged when a send has had no answer for a long time (the send itself goes on). */
export class SendTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`EmailJS gave no answer within ${timeoutMs} ms`)
    this.name = "SendTimeoutError"
  }
}

/**
 * Sends one enquiry through EmailJS's `send`. Resolves on a 2xx answer; rejects
 * with whatever failed: the library's EmailJSResponseStatus for an HTTP error,
 * its string for a parameter error, or fetch's TypeError for a network error.
 * It sets no time limit: a slow answer may still be a success, and the form
 * decides what to tell the visitor meanwhile.
 */
export async function sendEnquiry(enquiry: Enquiry, config: EmailJsConfig = browserEmailJsConfig()): Promise<void> {
  const emailjs = await loadEmailJs()
  // In 4.4.1 only init sets the API origin (send ignores options.origin). No
  // storageProvider or limitRate: the form guards against repeats itself,
  // and a throttle would refuse a visitor's retry after a failure.
  // blockHeadless stays off: EmailJS would refuse headless browsers, tests included.
  emailjs.init({ publicKey: config.publicKey, origin: config.origin })
  const { name, email, phone, service, message } = enquiry
  await emailjs.send(config.serviceId, config.templateId, { name, email, phone, service, message }, {
    publicKey: config.publicKey,
  })
}
