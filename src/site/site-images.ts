/**
 * The pictures that stand for the site outside it: the logo search engines
 * show, and each page's link-preview image (its title, the brand and its
 * picture, drawn from src/images/og-image.svg by gatsby/post-build/og-images.ts at build time).
 */
export const LOGO_PATH = "/apple-touch-icon.png"

export const OG_IMAGE = {
  width: 1200,
  height: 630,
  type: "image/png",
  /**
   * Where the build writes a page's preview, from the page's route: /og/home.png, /og/products/<slug>.png.
   * The not-found page is also served as /404.html, which shares /404/'s picture.
   */
  path: (route: string) => (route === "/" ? "/og/home.png" : `/og${route.replace(/(\/|\.html)$/, "")}.png`),
  /** Says what the picture shows: the page's full title over an illustration of its subject. */
  alt: (title: string) => `${title}, beside an illustration of the page's subject`,
} as const
