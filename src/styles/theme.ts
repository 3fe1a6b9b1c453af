/** The self-hosted Inter, and the local faces font-faces.ts declares to stand in for it until it loads. */
export const fontFamilies = {
  inter: "Inter Variable",
  fallback: "Inter Fallback",
  androidFallback: "Inter Fallback Roboto",
} as const

const colors = {
  ink: "#14213d",
  text: "#2b3245",
  muted: "#4f586b",
  surface: "#ffffff",
  surfaceAlt: "#f3f6fb",
  primary: "#1d4ed8",
  primaryDark: "#1e3a8a",
  onPrimary: "#ffffff",
  accent: "#f59e0b",
  border: "#d5dbe6",
  focus: "#b45309",
  strip: "#0f172a",
  onStrip: "#f8fafc",
  success: "#166534",
  error: "#b91c1c",
  /** The round chat button's green, WhatsApp's own family of colour. */
  chat: "#0b7a3e",
  /** The pale blue behind a card's icon. */
  primarySoft: "#e6edff",
  /** The star of the logo in the top bar. */
  logoStar: "#fbbf24",
} as const

/** A colour of the theme (#rrggbb) seen through, e.g. a shadow in the ink or a rule in the strip's text colour. */
export function translucent(colour: (typeof colors)[keyof typeof colors], opacity: number): string {
  const [red, green, blue] = [1, 3, 5].map((start) => parseInt(colour.slice(start, start + 2), 16))
  return `rgba(${red}, ${green}, ${blue}, ${opacity})`
}

/** Design tokens: the one place colours, spacing, breakpoints and motion timings are written. */
export const theme = {
  colors,
  fonts: {
    /** Inter, then the local fonts font-faces.ts scales to Inter's metrics, so its arrival shifts nothing. */
    body: `"${fontFamilies.inter}", "${fontFamilies.fallback}", "${fontFamilies.androidFallback}", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`,
  },
  /**
   * Widths at which the layout changes; the tile strip's breakpoints (requirements §9.3) are its own.
   * Below `narrow` the logo and the Menu button only share one row when the top bar tightens.
   */
  breakpoints: { narrow: 360, mobile: 480, small: 600, tablet: 768, desktop: 1024 },
  layout: {
    maxWidth: "72rem",
    /** The least width and height of a link or button's target (WCAG 2.2, 2.5.8 Target Size (Minimum)), in CSS px as it is defined. */
    minTarget: "24px",
    stripHeight: "2.25rem",
    navHeight: "4.5rem",
    /**
     * An open dropdown on wide screens (requirements §2.3): a column per this many entries, up to
     * `maxColumns`, so a list of any length shows whole below the bar. Only a window too short for
     * it caps its height, at the window's bottom less `bottomGap`, and the list scrolls there.
     */
    dropdown: { entriesPerColumn: 8, maxColumns: 3, bottomGap: "0.75rem" },
    /**
     * The chat and call buttons (FloatingContact): on screens narrower than `barBelow` a bar across
     * the bottom, `barHeight` tall, for which the page keeps room, since round buttons floating over
     * the page would lie over the right end of a full-width button and take its taps; wider, round
     * buttons of `round` at the bottom right.
     */
    floatingContact: { barBelow: "tablet", barHeight: "3rem", round: "3.25rem", edgeGap: "1rem" },
  },
  radius: "0.75rem",
  shadow: `0 0.5rem 1.5rem ${translucent(colors.ink, 0.12)}`,
} as const

export type Theme = typeof theme

export const media = {
  below: (width: keyof Theme["breakpoints"]) => `@media (max-width: ${theme.breakpoints[width] - 0.02}px)`,
  /** As `below`, on screens only: not on paper, which has no fixed parts. */
  screenBelow: (width: keyof Theme["breakpoints"]) => `@media screen and (max-width: ${theme.breakpoints[width] - 0.02}px)`,
  from: (width: keyof Theme["breakpoints"]) => `@media (min-width: ${theme.breakpoints[width]}px)`,
}
