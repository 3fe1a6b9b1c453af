// The part of Inter the site uses (see inter-subset.ts); webpack gives its hashed URL.
import interSubsetUrl from "../fonts/inter-latin-400-800.woff2"
import { INTER_SUBSET, unicodeRange } from "./inter-subset"
import { fontFamilies } from "./theme"

/** Inter's vertical metrics (hhea ascender and descender over 2048 units per em; no line gap). */
const INTER = { ascent: 1984 / 2048, descent: 494 / 2048 }

/** Local names of Arial and of the fonts drawn to its metrics (Liberation Sans on Linux, Arimo on ChromeOS). */
const ARIAL = ["Arial", "ArialMT", "Liberation Sans", "LiberationSans-Regular", "Arimo", "Arimo-Regular"]
const ARIAL_BOLD = ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "LiberationSans-Bold", "Arimo Bold", "Arimo-Bold"]
/** Android: static Roboto files, or the variable Roboto that takes the face's weight. */
const ROBOTO = ["Roboto", "Roboto-Regular"]
const ROBOTO_BOLD = ["Roboto Bold", "Roboto-Bold", "Roboto"]

/**
 * Local fonts scaled to Inter, one face per weight the site uses (400, 600,
 * 700, 800), so text set in the fallback wraps as it would in Inter and a page
 * looks the same in either. Inter-over-Arial widths were measured in Chromium on
 * the text of the built pages; Roboto's multiply those by Arial's over
 * Roboto's average widths (Capsize's font metrics).
 */
const FALLBACK_FACES = [
  { family: fontFamilies.fallback, weight: "100 500", local: ARIAL, sizeAdjust: 1.0659 },
  { family: fontFamilies.fallback, weight: "501 650", local: ARIAL_BOLD, sizeAdjust: 1.0131 },
  { family: fontFamilies.fallback, weight: "651 750", local: ARIAL_BOLD, sizeAdjust: 1.0236 },
  { family: fontFamilies.fallback, weight: "751 900", local: ARIAL_BOLD, sizeAdjust: 1.0366 },
  { family: fontFamilies.androidFallback, weight: "100 500", local: ROBOTO, sizeAdjust: 1.0682 },
  { family: fontFamilies.androidFallback, weight: "501 650", local: ROBOTO_BOLD, sizeAdjust: 1.079 },
  { family: fontFamilies.androidFallback, weight: "651 750", local: ROBOTO_BOLD, sizeAdjust: 1.0866 },
  { family: fontFamilies.androidFallback, weight: "751 900", local: ROBOTO_BOLD, sizeAdjust: 1.0957 },
]

const percent = (ratio: number) => `${(ratio * 100).toFixed(2)}%`

/**
 * The site's @font-face rules, written into the HTML's head by gatsby-ssr.tsx
 * as a plain <style> that no script touches.
 *
 * They are not in styled-components' sheet, which its browser side may insert
 * again (see gatsby/ssr/server-styles.tsx), and @font-face rules inserted again are
 * new font faces to the browser: it shaped and laid out all the page's text a
 * second time, in a blocking task (figures: docs/performance.md).
 *
 * Inter is used only if it has arrived almost at once (font-display:
 * optional). Otherwise the document keeps the matched fallback faces above, so
 * a slow font never moves text that has been read for a while, and Inter, by
 * then cached, is used from the next page load on. Not preloaded: a preload
 * puts the font ahead of the hero image, and the LCP waits (docs/performance.md).
 */
export const FONT_FACES = [
  `@font-face{font-family:"${fontFamilies.inter}";font-style:normal;font-display:optional;` +
    `font-weight:${INTER_SUBSET.weight.min} ${INTER_SUBSET.weight.max};unicode-range:${unicodeRange()};` +
    `src:url(${interSubsetUrl}) format("woff2-variations")}`,
  ...FALLBACK_FACES.map(
    ({ family, weight, local, sizeAdjust }) =>
      `@font-face{font-family:"${family}";font-style:normal;font-weight:${weight};` +
      `src:${local.map((name) => `local("${name}")`).join(",")};size-adjust:${percent(sizeAdjust)};` +
      `ascent-override:${percent(INTER.ascent / sizeAdjust)};descent-override:${percent(INTER.descent / sizeAdjust)};line-gap-override:0%}`,
  ),
].join("\n")
