import { NOT_IN_A_TOKEN, TOKEN_CHARACTER } from "./line-token"

/**
 * What a link written in content/ may lead to: a page of this site, or an address elsewhere
 * through one of these schemes. No other scheme: javascript:, data: and vbscript: run script when
 * clicked, and http: is readable on the way. Lower case only, as the check has always asked.
 */
export const LINK_SCHEMES = ["https://", "mailto:", "tel:"] as const

/**
 * A site path: one "/" and not a second one, nor a backslash, which a browser reads as "/" and so
 * as an address of another host ("//host", "/\host"). Every character is one a token may hold
 * (line-token.ts), so no tab or line break that the browser would drop can make "/<tab>/host".
 */
const SITE_PATH = String.raw`/(?:[^${NOT_IN_A_TOKEN}/\\]${TOKEN_CHARACTER}*)?`
const ELSEWHERE = `(?:${LINK_SCHEMES.join("|")})${TOKEN_CHARACTER}+`

/**
 * The rule as a JSON Schema pattern, for the content schema's link fields (fields.ts): anchored at
 * the start, so no leading space or control character (which a browser strips) can put another
 * scheme first, and no case or tab trick can spell one of the schemes above.
 */
export const LINK_TARGET_PATTERN = `^(?:${SITE_PATH}|${ELSEWHERE})$`

const LINK_TARGET = new RegExp(LINK_TARGET_PATTERN)
const ON_THIS_SITE = new RegExp(`^${SITE_PATH}$`)

/** A link target the rule allows: its href, and whether it is a page of this site (Gatsby's Link) or an address elsewhere. */
export interface AllowedLink {
  href: string
  leadsTo: "this site" | "elsewhere"
}

/**
 * The one decision of which link targets may reach an href: the content check refuses the others,
 * and the components draw them as text, never as a link, since `npm start` draws content the
 * check refused. Null for anything else, and for no target at all.
 */
export function allowedLink(target: string | null | undefined): AllowedLink | null {
  if (typeof target !== "string" || !LINK_TARGET.test(target)) return null
  return { href: target, leadsTo: ON_THIS_SITE.test(target) ? "this site" : "elsewhere" }
}
