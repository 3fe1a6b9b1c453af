/**
 * The building blocks of the content schema: text with its length limits, links, icons, pictures
 * and objects, each with the title an editor sees, the hint under it and the message a wrong value
 * gets. The other files of this folder build sections, kinds of page, shared lists, the site's
 * settings and its words from them.
 */
import { Type, type TSchema, type TString } from "@sinclair/typebox"
import { NOT_IN_A_TOKEN } from "./line-token"
import { LINK_SCHEMES, LINK_TARGET_PATTERN } from "./link-targets"

/**
 * The longest text each place on a page can show, in characters (today's longest is in brackets):
 * the check says "must be at most N characters" and the CMS refuses a longer value before saving.
 */
export const MAX_LENGTH = {
  /** The browser tab shows "<title> - <brand>" and search results about 60 characters of it (44). */
  title: 60,
  /** What search results and link previews show before cutting it off (149). */
  description: 160,
  /** Two lines of a section's heading on a phone, three at most on a narrow one (59). */
  heading: 80,
  /** One line of a button on a 320 px phone screen (40). */
  buttonLabel: 40,
  /** A card's or a menu entry's title: one line of a card or a dropdown (45). */
  itemTitle: 60,
  /** A card's, a reason's or a subheading's sentence or two (206). */
  sentence: 320,
  /** A testimonial's quote: a short paragraph beside the person's name (155). */
  quote: 480,
  /** A paragraph of a text section, or an answer to a question (1301). */
  paragraph: 2000,
} as const

/** How the check and the CMS word a value longer than its field's maxLength: with its length where it is known ("(it has 84)"). */
export const lengthLimitMessage = (limit: number, length?: number) =>
  `must be at most ${limit} characters${length === undefined ? "" : ` (it has ${length})`}`

export const text = (title: string, description?: string, maxLength?: number) =>
  Type.String({ minLength: 1, title, ...(description ? { description } : {}), ...(maxLength ? { maxLength } : {}) })

export const heading = (description?: string) => text("Heading", description, MAX_LENGTH.heading)
export const subheading = () => text("Subheading", undefined, MAX_LENGTH.sentence)

/** A list of lines of text: its title, and what one line of it is called ("Keywords", "Keyword"). */
export const textList = ({ title, entry }: { title: string; entry: string }, description?: string, maxLength?: number) =>
  Type.Array(Type.String({ minLength: 1, title: entry, ...(maxLength ? { maxLength } : {}) }), {
    minItems: 1,
    title,
    ...(description ? { description } : {}),
  })

/** How the check and the CMS word a link to a page that does not exist. */
export const notAPageMessage = (url: string) => `"${url}" is not a page of this site`

/**
 * Links, addresses and picture paths are one token from start to end (line-token.ts): they reach
 * hrefs and the generated files (_redirects, robots.txt, the sitemap) whole, where a line break
 * would start a line of its own.
 */
export const NO_SPACES = "with no spaces or line breaks"

/** The schemes a link may use, as an editor reads them: "https://, mailto: or tel:". */
const SCHEMES_IN_WORDS = `${LINK_SCHEMES.slice(0, -1).join(", ")} or ${LINK_SCHEMES.at(-1)}`

/**
 * A page of this site with its trailing slash, or an https, mailto or tel link: the one rule of
 * link-targets.ts, which the components apply too; `linksTo` has the check look the page up: any
 * page, or a page of the given kinds (folders of content/) only.
 */
export const url = (title = "Link", linksTo: "page" | readonly string[] = "page") =>
  Type.String({
    title,
    description:
      linksTo === "page"
        ? `A page of this site with its trailing slash (/contact-us/), or a link starting with ${SCHEMES_IN_WORDS}`
        : `A page of this site with its trailing slash: one of its ${linksTo.join(" or ")} pages`,
    pattern: LINK_TARGET_PATTERN,
    patternErrorMessage: `must be a page of this site such as /contact-us/, or start with ${SCHEMES_IN_WORDS}, ${NO_SPACES}`,
    linksTo,
  })

/** Which names an icon field takes: lucide icons, or lucide icons and simple-icons logos. */
export type IconSet = "icons" | "icons-or-logos"

/**
 * How the site draws an icon: into the page (inline SVG, the default: no extra download), or as
 * a picture file in one of the theme's colours (carousels show a few of many entries; their
 * icons load as their slides come near). Logos keep their brand colours either way.
 */
export type IconDrawing = "inline" | { file: "onPrimary" | "ink" }

/** An icon field's schema, its drawing kept in its type: the sections' data has its drawn field in its place (content-model/section-data.ts). */
export type TIcon<Drawing extends IconDrawing = IconDrawing> = TString & { drawnAs: Drawing }

/** The name of a lucide icon (or a simple-icons slug where logos are allowed); `iconSet` has the check look it up. */
export const icon = <Drawing extends IconDrawing = "inline">(iconSet: IconSet = "icons", drawnAs: Drawing = "inline" as Drawing) =>
  Type.String({
    title: "Icon",
    description: iconSet === "icons" ? "The name of a lucide.dev icon, e.g. shopping-cart" : "A simple-icons.org slug (flutter, react …) or a lucide.dev icon name",
    iconSet,
    drawnAs,
  }) as TIcon<Drawing>

/**
 * The largest picture file an editor may upload through a picture field: a phone's photo fits; a
 * print-size scan (8000 pixels across, 9 MB) is refused at once, its size said, where the build
 * would otherwise resize it on every run and the repository keep it for ever.
 */
export const MAX_PICTURE_MB = 5

/** A picture field's schema, marked so in its type too: the sections' data has gatsby-plugin-image's data in its place (content-model/section-data.ts). */
export type TPicture = TString & { picture: true }

/**
 * A picture in content/images itself, written from the YAML file (every page's file is in a folder of
 * content/): no folder, no `..`, no absolute path, so no other file of the build machine becomes a
 * picture of the site or its link previews (gatsby/post-build/og-images.ts refuses one too).
 * `picture` marks it, whatever the field's name, for GraphQL (an optimised image), the CMS (an upload)
 * and the preview; `describedBy` names the field that says what it shows, required beside it.
 */
export const image = (title = "Image", describedBy = "imageAlt") =>
  Type.String({
    title,
    description: "A PNG or JPEG in content/images, written from the YAML file: ../images/<name>.png",
    pattern: `^\\.\\./images/[^${NOT_IN_A_TOKEN}/\\\\]+\\.(png|jpe?g|webp|avif)$`,
    patternErrorMessage: `must be a PNG, JPEG, WebP or AVIF file in content/images, written ../images/<name>.png, ${NO_SPACES}`,
    picture: true,
    describedBy,
  }) as TPicture

export const imageAlt = (title = "Image description") =>
  text(title, "What the picture shows, for visitors who cannot see it", MAX_LENGTH.sentence)

/** A calendar day, written YYYY-MM-DD (the CMS offers a date picker). */
export const date = (title: string, description?: string) =>
  Type.String({
    title,
    ...(description ? { description } : {}),
    pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$",
    patternErrorMessage: "must be a date written YYYY-MM-DD, such as 2026-03-31",
    calendarDate: true,
  })

/**
 * Kept out of the built site while on (an example, or work in progress): nothing links to it, no
 * list or menu shows it, and it may be unfinished (its problems are notes, content-model/content-files.ts).
 * A new entry starts with it on (`newEntryValue`, which the CMS fills in as the entry is made), so a
 * page is live only once its owner publishes it. Not JSON Schema's `default`: that says what an
 * absent value means, and tools apply it (Ajv's useDefaults, TypeBox's Value.Default, editors'
 * hints), where a file without `draft` is published.
 */
export const draft = () =>
  Type.Optional(
    Type.Boolean({
      title: "Draft",
      description:
        "A new entry starts with it on. While on, kept off the live site and may be unfinished; switch off to publish, once every field marked required to publish is filled in",
      newEntryValue: true,
    }),
  )

/** The fields an object requires only beside another: each picture's description beside it (`describedBy`). */
const companionsOf = (properties: Record<string, TSchema>): Record<string, string[]> =>
  Object.fromEntries(
    Object.entries(properties).flatMap(([name, property]) => (property.picture && typeof property.describedBy === "string" ? [[name, [property.describedBy]]] : [])),
  )

/** A group of fields, nothing else allowed; a picture in it requires its description (`dependencies`, which the check and the CMS read). */
export const object = <Properties extends Record<string, TSchema>>(properties: Properties, title?: string, options: object = {}) => {
  const dependencies = companionsOf(properties)
  return Type.Object(properties, {
    additionalProperties: false,
    ...(title ? { title } : {}),
    ...(Object.keys(dependencies).length > 0 ? { dependencies } : {}),
    ...options,
  })
}

export const anchor = () =>
  Type.Optional(
    Type.String({
      title: "Anchor",
      description: "A word for #links to this section",
      pattern: "^[A-Za-z][A-Za-z0-9-]*$",
      patternErrorMessage: "must be one word (letters, digits, hyphens)",
    }),
  )

