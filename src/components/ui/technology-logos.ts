import {
  siCloudflare,
  siDart,
  siDigitalocean,
  siDocker,
  siExpress,
  siFigma,
  siFirebase,
  siFlutter,
  siFramer,
  siGooglecloud,
  siHtml5,
  siKotlin,
  siLaravel,
  siMiro,
  siMongodb,
  siMysql,
  siNextdotjs,
  siNodedotjs,
  siPhp,
  siPostgresql,
  siReact,
  siRedis,
  siSketch,
  siSwift,
  siTailwindcss,
  siTypescript,
  siWordpress,
  type SimpleIcon,
} from "simple-icons"

/**
 * The brand logos content may name by simple-icons slug (`icon:` in
 * content/shared/technologies.yaml). Named imports keep the other three
 * thousand logos out of the bundle; a slug not listed here falls back to the
 * generic icon of that name. To use a new logo, add its `si…` import here.
 */
export const TECHNOLOGY_LOGOS: Readonly<Record<string, SimpleIcon>> = Object.fromEntries(
  [
    siCloudflare,
    siDart,
    siDigitalocean,
    siDocker,
    siExpress,
    siFigma,
    siFirebase,
    siFlutter,
    siFramer,
    siGooglecloud,
    siHtml5,
    siKotlin,
    siLaravel,
    siMiro,
    siMongodb,
    siMysql,
    siNextdotjs,
    siNodedotjs,
    siPhp,
    siPostgresql,
    siReact,
    siRedis,
    siSketch,
    siSwift,
    siTailwindcss,
    siTypescript,
    siWordpress,
  ].map((icon) => [icon.slug, icon]),
)

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

/** The brand colour when it stands out from the background, else the fallback ink (pale brands such as React's cyan). */
export function logoColour(brandHex: string, background: string, fallback: string): string {
  const brand = `#${brandHex}`
  return contrastRatio(brand, background) >= LOGO_MIN_CONTRAST ? brand : fallback
}
