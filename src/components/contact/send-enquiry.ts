import { loadOnce } from "../../browser/load-once"
import type { Enquiry, SourceField } from "./enquiry"
import { browserEmailJsConfig, type EmailJsConfig } from "../../site/emailjs-config"
import { describeContext } from "./describe-context"
import type { EnquiryContext } from "../../site/enquiry-route"
import { visitLanding } from "./visit-landing"
import { storeEnquiry } from "./netlify-form"

type EmailJs = typeof import("@emailjs/browser")

/** After this long with no answer the loading toast says the send is still going on (EmailJS usually answers in a second or two). */
export const SLOW_SEND_MS = 10_000

/**
 * A send with no answer after this long counts as failed. It is long on purpose:
 * a slow answer is not a failure, and failing early invites a second, duplicate send.
 */
export const SEND_TIMEOUT_MS = 60_000

/** The EmailJS library, fetched on the form's first focus or submit, so it is in no page's first load. */
export const loadEmailJs = loadOnce((): Promise<EmailJs> => import("@emailjs/browser"))

/** What is logged when a send has had no answer for a long time (the send itself goes on). */
export class SendTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`Neither EmailJS nor the form store answered within ${timeoutMs} ms`)
    this.name = "SendTimeoutError"
  }
}

/** Where an enquiry came from and which it is, sent beside its fields (./enquiry.ts's SOURCE_FIELDS; docs/contact-form.md lists them). */
export type EnquirySource = Record<SourceField, string>

/** This send's source: its id, the page and its call to action, the visit's touches (./landing.ts) and the time. */
export function enquirySource(
  context: EnquiryContext | null,
  enquiryId: string,
  now = new Date(),
  page = window.location.pathname,
): EnquirySource {
  return { enquiry_id: enquiryId, page, context: describeContext(context), ...visitLanding(now.getTime()), sent_at: now.toISOString() }
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
  await emailjs.send(config.serviceId, config.templateId, { ...enquiry, ...source }, { publicKey: config.publicKey })
}

/** What a send tells the form while it waits for EmailJS's answer. */
export interface SendWatch {
  /** The send has taken SLOW_SEND_MS: it goes on. */
  onSlow: () => void
  /** The send has had no answer for SEND_TIMEOUT_MS: the form shows the failure; the send still goes on. */
  onTimedOut: () => void
}

/** Both paths failed: each one's error, in the order EmailJS, store. */
export class EnquiryNotSentError extends Error {
  constructor(readonly causes: unknown[]) {
    super(`Neither EmailJS nor the form store took the enquiry: ${causes.map(String).join("; ")}`)
    this.name = "EnquiryNotSentError"
  }
}

/** Settles as soon as one send confirms; rejects once every one has failed. */
function eitherConfirms(sends: Array<Promise<void>>): Promise<void> {
  return new Promise((resolve, reject) => {
    const causes: unknown[] = []
    sends.forEach((send, at) =>
      send.then(resolve, (cause: unknown) => {
        causes[at] = cause
        if (Object.keys(causes).length === sends.length) reject(new EnquiryNotSentError(causes))
      }),
    )
  })
}

/**
 * One enquiry, sent both ways at once and watched: through EmailJS (the agency's e-mail) and to the
 * form store (./netlify-form.ts), each once, both carrying its id so that the e-mail and the stored
 * record can be matched. Settles as soon as either confirms (the other goes on) or once both have
 * failed, however long that takes (so a send that timed out may still end well); the waits end with it.
 */
export async function sendWatched(enquiry: Enquiry, context: EnquiryContext | null, enquiryId: string, watch: SendWatch): Promise<void> {
  const slowTimer = setTimeout(watch.onSlow, SLOW_SEND_MS)
  const timeoutTimer = setTimeout(() => {
    console.error("The enquiry was not sent:", new SendTimeoutError(SEND_TIMEOUT_MS))
    watch.onTimedOut()
  }, SEND_TIMEOUT_MS)
  const source = enquirySource(context, enquiryId)
  try {
    await eitherConfirms([sendEnquiry(enquiry, source), storeEnquiry(enquiry, source)])
  } finally {
    clearTimeout(slowTimer)
    clearTimeout(timeoutTimer)
  }
}
