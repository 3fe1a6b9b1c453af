/**
 * The pictures that stand for the whole site outside it: the logo search
 * engines show, and the link-preview image (drawn in src/images/og-image.svg,
 * rendered to static/ by npm run artwork, which reads the size from here).
 */
export const LOGO_PATH = "/apple-touch-icon.png"

export const OG_IMAGE = {
  path: "/og-image.png",
  width: 1200,
  height: 630,
  /** Says what the picture shows; it holds no text, so the brand stays written only in content/site.yaml. */
  alt: (brand: string) => `The ${brand} logo, a gold star on blue, beside outlines of a phone and a browser window`,
} as const
