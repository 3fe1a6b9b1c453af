/**
 * Text from strangers (an enquiry, a refused request's Host or URL) as a terminal may safely print
 * it: control characters (C0, DEL and C1, U+0080 to U+009F, which includes the single-character
 * CSI), the line and paragraph separators U+2028 and U+2029, and the bidirectional controls
 * (U+200E, U+200F, U+202A to U+202E, U+2066 to U+2069, which reorder how a line reads) written out
 * as \uXXXX. ESC and CSI begin every ANSI escape sequence, so none can reach the terminal. Applied
 * to JSON.stringify's output (which writes out C0, newline and tab included, itself, and leaves the
 * others raw), it yields the same JSON: those characters can only stand inside its strings, where
 * \uXXXX is the JSON escape that JSON.parse reads back.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u2028-\u202e\u2066-\u2069]/g
// eslint-disable-next-line no-control-regex
const UNSAFE_OR_LINE_BREAK = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u2028-\u202e\u2066-\u2069]/g

const writtenOut = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`

/** Text that may span lines (an enquiry's message): newline and tab kept, every other control written out. */
export const escapeForTerminal = (text: string) => text.replace(UNSAFE, writtenOut)

/** Text that must stay on its one line (a refusal naming what a stranger sent): newline and tab written out too. */
export const escapeForOneLine = (text: string) => text.replace(UNSAFE_OR_LINE_BREAK, writtenOut)
