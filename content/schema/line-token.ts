/**
 * What a value may not hold where a generated file (_redirects, robots.txt, _headers, the sitemap)
 * or a link writes it as one token of a line: whitespace (which takes in every line break, U+2028
 * and U+2029 too), control characters, and the invisible characters that make one address look
 * like another (zero-width characters and direction marks). A line break in such a value would
 * start a line of its own in the generated file: a Netlify rule, say, that content never meant.
 *
 * The body of a character class, so the content schema's link, address and picture patterns
 * (fields.ts, email-pattern.ts) and the generators' guard (gatsby/post-build/line-safe-value.ts)
 * are made of the one list. Written with \x and \u escapes, which Ajv, Decap and VS Code all read.
 */
export const NOT_IN_A_TOKEN = String.raw`\s\x00-\x1f\x7f-\x9f\u200b-\u200f\u202a-\u202e\u2060-\u206f`

/** One character a token may hold. */
export const TOKEN_CHARACTER = `[^${NOT_IN_A_TOKEN}]`

const SHOWN_AS: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" }

/** A value with every character a token may not hold (but the space) written out, so a message shows where it is: "a\nb", "a\u2028b". */
export const showInvisible = (value: string): string =>
  value.replace(
    new RegExp(`(?! )[${NOT_IN_A_TOKEN}]`, "g"),
    (character) => SHOWN_AS[character] ?? `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  )
