import React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import * as lucide from "lucide-react"
import * as simpleIcons from "simple-icons"
import { theme } from "../src/styles/theme"

/**
 * Icons are drawn at build time: the GraphQL layer turns each `icon:` name in
 * content into its SVG markup, so pages carry only the icons they show and no
 * icon library reaches the browser.
 */

const kebab = (name: string): string =>
  name
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .replace(/([A-Za-z])([0-9])/g, "$1-$2")
    .toLowerCase()

type LucideComponent = React.ComponentType<{ strokeWidth?: number; "aria-hidden"?: string; focusable?: string }>

/** Every lucide icon by its kebab-case name (lucide.dev's names, older aliases included). */
const GENERIC_ICONS: ReadonlyMap<string, LucideComponent> = new Map(
  Object.entries(lucide)
    .filter(([name]) => /^[A-Z]/.test(name) && !name.endsWith("Icon") && !name.startsWith("Lucide"))
    .map(([name, component]) => [kebab(name), component as LucideComponent]),
)

/** Every simple-icons brand logo by its slug. */
const LOGOS: ReadonlyMap<string, simpleIcons.SimpleIcon> = new Map(Object.values(simpleIcons).map((icon) => [icon.slug, icon]))

export const GENERIC_ICON_NAMES: readonly string[] = [...GENERIC_ICONS.keys()]
export const LOGO_NAMES: readonly string[] = [...LOGOS.keys()]

/** Non-text contrast a graphic needs against its background (WCAG 1.4.11). */
export const LOGO_MIN_CONTRAST = 3

const relativeLuminance = (hex: string): number => {
  const value = hex.replace("#", "")
  const [r, g, b] = [0, 2, 4].map((start) => {
    const channel = parseInt(value.slice(start, start + 2), 16) / 255
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

/** The brand colour when it stands out from the background, else the ink colour (pale brands such as React's cyan). */
export function logoColour(brandHex: string, background: string = theme.colors.surface, ink: string = theme.colors.ink): string {
  const brand = `#${brandHex}`
  return contrastRatio(brand, background) >= LOGO_MIN_CONTRAST ? brand : ink
}

/**
 * The SVG markup of a generic lucide icon, drawn in the text colour where it
 * sits. Decorative: the text beside it says what it means. Null for an unknown
 * name (the content check has already reported it).
 */
export function iconSvg(name: string | null | undefined): string | null {
  const Generic = name ? GENERIC_ICONS.get(name) : undefined
  if (!Generic) return null
  return renderToStaticMarkup(React.createElement(Generic, { strokeWidth: 1.75, "aria-hidden": "true", focusable: "false" }))
}

/**
 * An icon drawn as a picture file, for the carousels: a carousel holds many
 * entries and shows a few, so its icons are `<img loading="lazy">` that load
 * as their slides come near, not markup in every page's HTML (the 29 logos of
 * the technology carousel were half of the home page's HTML). A file has no
 * text colour to inherit, so a generic icon is drawn in `colour`; a logo keeps
 * its brand colour. The name says both, so a change of colour is a new file.
 */
export interface IconRequest {
  name: string | null | undefined
  logos?: boolean
  /** The text colour where the icon sits (#rrggbb): a generic icon is drawn in it, and a logo whose brand colour would not stand out. */
  colour: string
}

/** Where icon files are served from (public/icons/ in the build). */
export const ICON_FILES_PATH = "/icons/"

/** The file name and SVG of an icon drawn as a file, or null for an unknown name. */
export function iconFile({ name, logos = false, colour }: IconRequest): { fileName: string; svg: string } | null {
  if (!name) return null
  const logo = logos ? LOGOS.get(name) : undefined
  if (logo) {
    const fill = logoColour(logo.hex, theme.colors.surface, colour)
    return {
      fileName: `logo-${logo.slug}-${fill.slice(1).toLowerCase()}.svg`,
      svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="${fill}"><path d="${logo.path}"/></svg>`,
    }
  }
  const Generic = GENERIC_ICONS.get(name)
  if (!Generic) return null
  const svg = renderToStaticMarkup(
    React.createElement(Generic as React.ComponentType<{ strokeWidth: number; color: string }>, { strokeWidth: 1.75, color: colour }),
  )
  return { fileName: `${name}-${colour.slice(1).toLowerCase()}.svg`, svg }
}

/** Where an icon drawn as a file is found: an address of the site, or a `data:` URL. */
export type IconSource = (request: IconRequest) => string | null

/** The address the build serves an icon file at (gatsby/node/icon-files.ts writes it there). */
export const iconFileUrl: IconSource = (request) => {
  const file = iconFile(request)
  return file && `${ICON_FILES_PATH}${file.fileName}`
}

/** The same icon as a `data:` URL, for the CMS preview, which has no build to write files. */
export const iconDataUrl: IconSource = (request) => {
  const file = iconFile(request)
  return file && `data:image/svg+xml,${encodeURIComponent(file.svg)}`
}
