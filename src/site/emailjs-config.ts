/**
 * Where the contact form sends: EmailJS when the three GATSBY_EMAILJS_* ids are
 * set at build time, otherwise the local mail sink (scripts/mail-sink.ts) with
 * placeholder ids, so a fresh clone has a working form. The defaults are written
 * only here; scripts/start.ts and gatsby/node/emailjs-build-check.ts import them.
 */

export const EMAILJS_API_ORIGIN = "https://api.emailjs.com"
export const MAIL_SINK_HOST = "127.0.0.1"
export const MAIL_SINK_PORT = 8787
export const MAIL_SINK_ORIGIN = `http://${MAIL_SINK_HOST}:${MAIL_SINK_PORT}`
export const MAIL_SINK_INBOX = ".inbox/enquiries.jsonl"

/** The ids the local sink accepts in place of real EmailJS ones. */
export const LOCAL_PLACEHOLDER_IDS = {
  serviceId: "service_local",
  templateId: "template_local",
  publicKey: "public_local",
} as const

export const EMAILJS_ENV = {
  serviceId: "GATSBY_EMAILJS_SERVICE_ID",
  templateId: "GATSBY_EMAILJS_TEMPLATE_ID",
  publicKey: "GATSBY_EMAILJS_PUBLIC_KEY",
  origin: "GATSBY_EMAILJS_ORIGIN",
} as const

export interface EmailJsConfig {
  serviceId: string
  templateId: string
  publicKey: string
  origin: string
  /** True when the ids are the placeholders and the form posts to a mail sink. */
  usesLocalSink: boolean
}

export type EmailJsEnv = Partial<Record<(typeof EMAILJS_ENV)[keyof typeof EMAILJS_ENV], string | undefined>>

/** The names of the three ids that are unset or blank. */
export function missingEmailJsIds(env: EmailJsEnv): string[] {
  return [EMAILJS_ENV.serviceId, EMAILJS_ENV.templateId, EMAILJS_ENV.publicKey].filter((name) => !env[name]?.trim())
}

/** The configuration a build with these variables uses (all three ids, or none and the sink). */
export function resolveEmailJsConfig(env: EmailJsEnv): EmailJsConfig {
  const origin = env[EMAILJS_ENV.origin]?.trim().replace(/\/+$/, "")
  if (missingEmailJsIds(env).length > 0) {
    return { ...LOCAL_PLACEHOLDER_IDS, origin: origin || MAIL_SINK_ORIGIN, usesLocalSink: true }
  }
  const ids = {
    serviceId: env[EMAILJS_ENV.serviceId]!.trim(),
    templateId: env[EMAILJS_ENV.templateId]!.trim(),
    publicKey: env[EMAILJS_ENV.publicKey]!.trim(),
  }
  const usesLocalSink =
    ids.serviceId === LOCAL_PLACEHOLDER_IDS.serviceId &&
    ids.templateId === LOCAL_PLACEHOLDER_IDS.templateId &&
    ids.publicKey === LOCAL_PLACEHOLDER_IDS.publicKey
  return { ...ids, origin: origin || (usesLocalSink ? MAIL_SINK_ORIGIN : EMAILJS_API_ORIGIN), usesLocalSink }
}

/**
 * The browser's configuration. Gatsby inlines each process.env.GATSBY_* reference
 * at build time, so they must be written out literally here.
 */
export function browserEmailJsConfig(): EmailJsConfig {
  return resolveEmailJsConfig({
    GATSBY_EMAILJS_SERVICE_ID: process.env.GATSBY_EMAILJS_SERVICE_ID,
    GATSBY_EMAILJS_TEMPLATE_ID: process.env.GATSBY_EMAILJS_TEMPLATE_ID,
    GATSBY_EMAILJS_PUBLIC_KEY: process.env.GATSBY_EMAILJS_PUBLIC_KEY,
    GATSBY_EMAILJS_ORIGIN: process.env.GATSBY_EMAILJS_ORIGIN,
  })
}
