/** Dot-separated parts with none empty: no dot at either end, no two dots together. */
const LOCAL_PART = String.raw`[^\s@.]+(?:\.[^\s@.]+)*`
/** A domain label: not empty, and neither starting nor ending with a hyphen. */
const DOMAIN_LABEL = String.raw`[^\s@.-](?:[^\s@.]*[^\s@.-])?`

/**
 * A local part, '@', a domain and a top-level part of at least 2 letters (requirements §6.2,
 * rule 1), written so that addresses that cannot exist are refused too. The one definition of
 * an e-mail address: the contact form's check and site.yaml's e-mails (content-schema.ts) use it.
 */
export const EMAIL_PATTERN = new RegExp(String.raw`^${LOCAL_PART}@(?:${DOMAIN_LABEL}\.)+[A-Za-z]{2,}$`)
