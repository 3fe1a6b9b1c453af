import { theme } from "../src/styles/theme"

export type PaletteColour = keyof typeof theme.colors

/** A colour in an SVG source: the name of a theme colour in double braces, e.g. fill="{{primary}}". */
const PLACEHOLDER = /\{\{\s*([A-Za-z]+)\s*\}\}/g

/**
 * Fills the theme's colours into an SVG source, so the artwork's palette is
 * written only in src/styles/theme.ts. An unknown name stops with the file and
 * the names there are, rather than drawing it black.
 */
export function fillPalette(svg: string, file: string): string {
  const colours: Record<string, string> = theme.colors
  return svg.replace(PLACEHOLDER, (_, name: string) => {
    if (!(name in colours)) {
      throw new Error(`${file}: "{{${name}}}" is not a colour of src/styles/theme.ts (use one of: ${Object.keys(colours).join(", ")})`)
    }
    return colours[name]
  })
}

/** What lies between an SVG file's <svg ...> and </svg>: a page's drawing, laid over its backdrop. */
export function svgBody(svg: string, file: string): string {
  const match = /<svg\b[^>]*>([\s\S]*)<\/svg>\s*$/.exec(svg)
  if (!match) throw new Error(`${file}: is not an <svg> document`)
  return match[1]
}
