import { NOT_IN_A_TOKEN } from "./line-token"

/** A character of an address: no space, line break or control character (line-token.ts), no @ and no dot. */
const PART = `[^${NOT_IN_A_TOKEN}@.]`
/** Dot-separated parts with none empty: no dot at either end, no two dots together. */
const LOCAL_PART = String.raw`${PART}+(?:\.${PART}+)*`
/** A domain label: not empty, and neither starting nor ending with a hyphen. */
const LABEL_END = `[^${NOT_IN_A_TOKEN}@.-]`
const DOMAIN_LABEL = `${LABEL_END}(?:${PART}*${LABEL_END})?`

/**
 * A local part, '@', a domain and a top-level part of at least 2 letters (requirements §6.2,
 * rule 1), written so that addresses that cannot exist are refused too. The one definition of
 * an e-mail address: the contact form's check and site.yaml's e-mails (site.ts) use it.
 */
export const EMAIL_PATTERN = new RegExp(String.raw`^${LOCAL_PART}@(?:${DOMAIN_LABEL}\.)+[A-Za-z]{2,}$`)
