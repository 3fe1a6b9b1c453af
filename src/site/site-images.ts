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
  /** Says what the preview shows: the page's full title, beside what previewPicture chose (or the home page's illustration). */
  alt: (title: string, picture?: PreviewPicture<unknown> | null): string => {
    switch (picture?.kind) {
      case "picture":
        return `${title}, beside a picture from the study: ${picture.alt}`
      case "logo":
        return `${title}, beside the client's logo: ${picture.alt}`
      case "result":
        return `${title}, beside its headline result: ${picture.figure} ${picture.measures}`
      default:
        return `${title}, beside an illustration of the page's subject`
    }
  },
} as const

/** What a page's YAML (a file's path) or GraphQL (an image node) gives of the pictures its preview may show. */
export interface PreviewSource<Image> {
  sections?: ReadonlyArray<{
    type?: string | null
    image?: Image | null
    pictures?: ReadonlyArray<{ image?: Image | null; imageAlt?: string | null }> | null
    results?: ReadonlyArray<{ figure: string; measures: string }> | null
  } | null> | null
  client?: { namingAllowed?: boolean | null; logo?: Image | null; logoAlt?: string | null } | null
}

/** What stands beside a page's title in its preview; `field` says where in the page's YAML it comes from. */
export type PreviewPicture<Image> =
  | { kind: "hero" | "picture" | "logo"; image: Image; alt: string | null; field: string }
  | { kind: "result"; figure: string; measures: string; field: string }

/**
 * The one rule of what a page's link preview shows beside its title, read by the build that draws
 * it (gatsby/post-build/og-images.ts) and the head that describes it (components/seo/Seo.tsx):
 * its hero's picture; on a case study, its own first picture, else its client's logo (only where
 * the client may be named), else its first result; else nothing, and the home page's picture is used.
 */
export function previewPicture<Image>(page: PreviewSource<Image>): PreviewPicture<Image> | null {
  const sections = (page.sections ?? []).map((section, index) => ({ ...section, at: `sections[${index}]` }))
  const hero = sections.find((section) => section.type === "hero")
  if (hero?.image) return { kind: "hero", image: hero.image, alt: null, field: `${hero.at}.image` }
  if (!page.client) return null
  const of = <Entry>(type: string, list: (section: (typeof sections)[number]) => readonly Entry[] | null | undefined) =>
    sections.flatMap((section) =>
      section.type === type ? (list(section) ?? []).map((entry, index) => ({ entry, at: `${section.at}.${type}[${index}]` })) : [],
    )
  const picture = of("pictures", (section) => section.pictures).find(({ entry }) => entry.image && entry.imageAlt)
  if (picture) return { kind: "picture", image: picture.entry.image!, alt: picture.entry.imageAlt!, field: `${picture.at}.image` }
  const { namingAllowed, logo, logoAlt } = page.client
  if (namingAllowed && logo && logoAlt) return { kind: "logo", image: logo, alt: logoAlt, field: "client.logo" }
  const result = of("results", (section) => section.results)[0]
  return result ? { kind: "result", figure: result.entry.figure, measures: result.entry.measures, field: result.at } : null
}
