import React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import * as lucide from "lucide-react"
import * as simpleIcons from "simple-icons"
import { theme } from "../../src/styles/theme"

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
const LOGOS: ReadonlyMap<string, simpleIcons.SimpleIcon> = new Map(
  Object.values(simpleIcons).map((icon) => [icon.slug, icon]),
)

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
 * The SVG for a content icon name: a generic lucide icon (drawn in the text
 * colour), or, where `logos` is allowed, a simple-icons brand logo in its brand
 * colour. Decorative: the text beside it says what it means. Null for an
 * unknown name (the content check has already reported it).
 */
export function iconSvg(name: string | null | undefined, { logos = false } = {}): string | null {
  if (!name) return null
  const logo = logos ? LOGOS.get(name) : undefined
  if (logo) {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false" ` +
      `data-logo="${logo.slug}" fill="${logoColour(logo.hex)}"><path d="${logo.path}"/></svg>`
    )
  }
  const Generic = GENERIC_ICONS.get(name)
  if (!Generic) return null
  return renderToStaticMarkup(React.createElement(Generic, { strokeWidth: 1.75, "aria-hidden": "true", focusable: "false" }))
}
