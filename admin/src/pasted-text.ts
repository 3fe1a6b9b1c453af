/**
 * Text pasted from a word processor brings what the page cannot use: a bullet
 * typed at a line's start (the site draws its own lists), tabs, non-breaking
 * and other odd spaces, invisible zero-width characters and Windows line
 * ends. Every text value is cleaned on save (index.tsx's preSave), so the file
 * holds what the editor sees. Curly quotes, dashes and accented letters stay:
 * the site's font has them, and they are what a careful writer means.
 */

/** Bullets Word and Google Docs put at a line's start, with the space after them. */
const LEADING_BULLET = /^[ \t]*[•◦▪▫‣∙●○■□⁃][ \t\u00a0]*/gm
/** Spaces of other widths (non-breaking, thin, figure, ideographic…) and tabs: each an ordinary space. */
const ODD_SPACE = /[\t\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/g
/** Characters that show nothing (zero-width space, byte-order mark, soft hyphen). */
const INVISIBLE = /[\u200b\u2060\ufeff\u00ad]/g

export function normalisedText(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(INVISIBLE, "")
    .replace(LEADING_BULLET, "")
    .replace(ODD_SPACE, " ")
    .replace(/ {2,}/g, " ")
    .replace(/ +$/gm, "")
    .replace(/^ +/gm, "")
    .trim()
}

/** Every text value of an entry, at any depth, normalised; other values unchanged. */
export function withNormalisedText(value: unknown): unknown {
  if (typeof value === "string") return normalisedText(value)
  if (Array.isArray(value)) return value.map(withNormalisedText)
  if (value === null || typeof value !== "object") return value
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, withNormalisedText(field)]))
}
