import { SEND_TIMEOUT_MS, type Enquiry } from "./enquiry"
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

/** The rejection of a send that had no answer in time. */
export class SendTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`EmailJS gave no answer within ${timeoutMs} ms`)
    this.name = "SendTimeoutError"
  }
}

interface SendOptions {
  config?: EmailJsConfig
  timeoutMs?: number
}

/**
 * Sends one enquiry through EmailJS's `send`. Resolves on a 2xx answer; rejects
 * with whatever failed: the library's EmailJSResponseStatus for an HTTP error,
 * its string for a parameter error, fetch's TypeError for a network error, or
 * SendTimeoutError when no answer arrives in time.
 */
export async function sendEnquiry(
  enquiry: Enquiry,
  { config = browserEmailJsConfig(), timeoutMs = SEND_TIMEOUT_MS }: SendOptions = {},
): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendTimeoutError(timeoutMs)), timeoutMs)
  })
  try {
    await Promise.race([
      loadEmailJs().then((emailjs) => {
        // In 4.4.1 only init sets the API origin (send ignores options.origin). No
        // storageProvider or limitRate: the form guards against repeats itself,
        // and a throttle would refuse a visitor's retry after a failure.
        // blockHeadless stays off: EmailJS would refuse headless browsers, tests included.
        emailjs.init({ publicKey: config.publicKey, origin: config.origin })
        const { name, email, phone, service, message } = enquiry
        return emailjs.send(config.serviceId, config.templateId, { name, email, phone, service, message }, {
          publicKey: config.publicKey,
        })
      }),
      timeout,
    ])
  } finally {
    clearTimeout(timer)
  }
}
