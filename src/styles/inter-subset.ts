/**
 * The part of Inter the site ships. `npm run fonts` cuts it from
 * @fontsource-variable/inter's latin file into INTER_SUBSET.file, and
 * font-faces.ts declares the same ranges, so the browser asks Inter only for
 * what the file has.
 *
 * The package's latin file has every weight from 100 to 900 and alternates
 * the site never sets; the font shares the first second's bandwidth with the
 * page and the hero image, so the cut moves every page's LCP (figures: docs/performance.md).
 */
export const INTER_SUBSET = {
  /** Where the cut font is kept, from the project's root; webpack gives it a hashed URL. */
  file: "src/fonts/inter-latin-400-800.woff2",
  /**
   * Code points kept, as inclusive ranges: ASCII; Latin-1, so names such as
   * José or Müller typed into the contact form keep the site's font; the
   * typographic marks the content uses (– — ‘ ’ “ ” • …), €, ™ and the minus
   * sign. Anything else (→, ▶, ‰, œ) is drawn by the metric-matched fallback.
   * Every mark of general punctuation (U+2000–206F) would be enough to cost
   * the home page one more simulated round trip on Lighthouse's phone (docs/performance.md).
   * All are in the package's latin file; other letters (ł, Cyrillic) are in
   * its latin-ext and cyrillic files, which scripts/fonts/cut-inter.ts would
   * then have to read too.
   */
  codePoints: [
    [0x20, 0x7e],
    [0xa0, 0xff],
    [0x2013, 0x2014],
    [0x2018, 0x2019],
    [0x201c, 0x201d],
    [0x2022, 0x2022],
    [0x2026, 0x2026],
    [0x20ac, 0x20ac],
    [0x2122, 0x2122],
    [0x2212, 0x2212],
  ] as ReadonlyArray<readonly [number, number]>,
  /** Weights kept: text (400) to the heaviest heading (800); the built CSS asks for none outside them (tested). */
  weight: { min: 400, max: 800 },
} as const

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, "0")

/** The @font-face `unicode-range` of the subset. */
export const unicodeRange = () =>
  INTER_SUBSET.codePoints.map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)).join(",")

/** Whether the subset has this character. */
export const inInterSubset = (character: string) => {
  const codePoint = character.codePointAt(0)!
  return INTER_SUBSET.codePoints.some(([first, last]) => codePoint >= first && codePoint <= last)
}
