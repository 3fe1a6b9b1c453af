import { loadOnce } from "../../browser/load-once"
import { SEND_TIMEOUT_MS, SLOW_SEND_MS, type Enquiry } from "./enquiry"
import { browserEmailJsConfig, type EmailJsConfig } from "../../site/emailjs-config"
import { describeContext } from "./enquiry-context"
import type { EnquiryContext } from "../../site/enquiry-route"
import { visitLanding, type Landing } from "./visit-landing"

type EmailJs = typeof import("@emailjs/browser")

/** The EmailJS library, fetched on the form's first focus or submit, so it is in no page's first load. */
export const loadEmailJs = loadOnce((): Promise<EmailJs> => import("@emailjs/browser"))

/** What is logged when a send has had no answer for a long time (the send itself goes on). */
export class SendTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`EmailJS gave no answer within ${timeoutMs} ms`)
    this.name = "SendTimeoutError"
  }
}

/** Where an enquiry came from, sent beside its five fields (docs/contact-form.md lists the template parameters). */
export type EnquirySource = Landing & {
  /** The page the form was sent from (its path). */
  page: string
  /** The call to action that opened the form: "Medicine Delivery App (Mobile App Development)", or empty. */
  context: string
  /** When the visitor pressed Send (ISO 8601, UTC). */
  sent_at: string
}

/** This send's source: the page and its call to action, the visit's landing (./landing.ts) and the time. */
export function enquirySource(context: EnquiryContext | null, now = new Date(), page = window.location.pathname): EnquirySource {
  return { page, context: describeContext(context), ...visitLanding(now.getTime()), sent_at: now.toISOString() }
}

/**
 * Sends one enquiry through EmailJS's `send`, with where it came from. Resolves on a 2xx answer; rejects
 * with whatever failed: the library's EmailJSResponseStatus for an HTTP error,
 * its string for a parameter error, or fetch's TypeError for a network error.
 * It sets no time limit: a slow answer may still be a success, and the form
 * decides what to tell the visitor meanwhile.
 */
export async function sendEnquiry(enquiry: Enquiry, source: EnquirySource, config: EmailJsConfig = browserEmailJsConfig()): Promise<void> {
  const emailjs = await loadEmailJs()
  // In 4.4.1 only init sets the API origin (send ignores options.origin). No
  // storageProvider or limitRate: the form guards against repeats itself,
  // and a throttle would refuse a visitor's retry after a failure.
  // blockHeadless stays off: EmailJS would refuse headless browsers, tests included.
  emailjs.init({ publicKey: config.publicKey, origin: config.origin })
  const { name, email, phone, service, message } = enquiry
  await emailjs.send(
    config.serviceId,
    config.templateId,
    { name, email, phone, service, message, ...source },
    {
      publicKey: config.publicKey,
    },
  )
}

/** What a send tells the form while it waits for EmailJS's answer. */
export interface SendWatch {
  /** The send has taken SLOW_SEND_MS: it goes on. */
  onSlow: () => void
  /** The send has had no answer for SEND_TIMEOUT_MS: the form shows the failure; the send still goes on. */
  onTimedOut: () => void
}

/**
 * One send, watched: sendEnquiry with the form's two waits. Settles as the send does, however
 * long that takes (so a send that timed out may still end well); the waits end with it.
 */
export async function sendWatched(enquiry: Enquiry, context: EnquiryContext | null, watch: SendWatch): Promise<void> {
  const slowTimer = setTimeout(watch.onSlow, SLOW_SEND_MS)
  const timeoutTimer = setTimeout(() => {
    console.error("The enquiry was not sent:", new SendTimeoutError(SEND_TIMEOUT_MS))
    watch.onTimedOut()
  }, SEND_TIMEOUT_MS)
  try {
    await sendEnquiry(enquiry, enquirySource(context))
  } finally {
    clearTimeout(slowTimer)
    clearTimeout(timeoutTimer)
  }
}
