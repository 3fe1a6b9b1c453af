/**
 * The one description of the content's shape. From it come the build's check
 * (gatsby/content/content-rules.ts validates with Ajv), the TypeScript types below,
 * the JSON Schema files beside this one that VS Code uses for hints
 * (npm run schema writes them), and the CMS's fields (admin/src/fields.ts).
 * gatsby/node/schema.ts declares the same shape to GraphQL; a test holds the two together.
 *
 * `title` is the label an editor sees, `description` the hint under it, and
 * `patternErrorMessage` what is wrong when a value does not fit its pattern
 * (VS Code shows it too). Two keywords of our own mark what a schema cannot
 * decide alone: `iconSet` (the name must be an icon we can draw) and
 * `linksTo` (a link must reach a page of this site).
 */
import { Type, type Static, type TSchema } from "@sinclair/typebox"
import { EMAIL_PATTERN } from "./email-pattern"

const text = (title: string, description?: string) => Type.String({ minLength: 1, title, ...(description ? { description } : {}) })

const textList = (title: string, description?: string) =>
  Type.Array(Type.String({ minLength: 1, title }), { minItems: 1, title, ...(description ? { description } : {}) })

/** A page of this site with its trailing slash, or an https, mailto or tel link; `linksTo` has the check look the page up. */
const url = (title = "Link") =>
  Type.String({
    title,
    description: "A page of this site with its trailing slash (/contact-us/), or a link starting with https://, mailto: or tel:",
    pattern: "^(/|https://|mailto:|tel:)",
    patternErrorMessage: "must be a page of this site such as /contact-us/, or start with https://, mailto: or tel:",
    linksTo: "page",
  })

/** The name of a lucide icon (or, for a technology, a simple-icons slug); `iconSet` has the check look it up. */
const icon = (iconSet: IconSet = "icons") =>
  Type.String({
    title: "Icon",
    description: iconSet === "icons" ? "The name of a lucide.dev icon, e.g. shopping-cart" : "A simple-icons.org slug (flutter, react …) or a lucide.dev icon name",
    iconSet,
  })

/** Which names an icon field takes: lucide icons, or lucide icons and simple-icons logos. */
export type IconSet = "icons" | "icons-or-logos"

const image = () =>
  Type.String({
    title: "Image",
    description: "A PNG or JPEG in content/images, written from the YAML file: ../images/<name>.png",
    pattern: "\\.(png|jpe?g|webp|avif)$",
    patternErrorMessage: "must be a PNG, JPEG, WebP or AVIF file",
  })

const imageAlt = () => text("Image description", "What the picture shows, for visitors who cannot see it (required with an image)")

const object = <Properties extends Record<string, TSchema>>(properties: Properties, title?: string, options: object = {}) =>
  Type.Object(properties, { additionalProperties: false, ...(title ? { title } : {}), ...options })

const ButtonSchema = object({ label: text("Label"), url: url() }, "Button")

const ItemSchema = object(
  {
    title: text("Title"),
    description: Type.Optional(text("Description")),
    icon: Type.Optional(icon()),
    url: Type.Optional(url("Link (makes the card a link)")),
    points: Type.Optional(textList("Points", "A short list under the title")),
  },
  "Item",
)

const FaqSchema = object({ question: text("Question"), answer: text("Answer") }, "Question")

/** How a cards section may lay out its cards; CardsSection styles each one (src/components/sections/CardsSection.tsx). */
export const CARD_LAYOUTS = ["grid", "list", "tiles", "steps"] as const
export type CardLayout = (typeof CARD_LAYOUTS)[number]

const anchor = () =>
  Type.Optional(
    Type.String({ title: "Anchor", description: "A word for #links to this section", pattern: "^[A-Za-z][A-Za-z0-9-]*$", patternErrorMessage: "must be one word (letters, digits, hyphens)" }),
  )

/**
 * One set of fields per section type, in the order an editor fills them.
 * `dependencies` names a field required only beside another (a hero's picture
 * needs its description): the check and the CMS (admin/src/companion-fields.ts) both read it.
 */
export const SECTION_SCHEMAS = {
  hero: object(
    {
      type: Type.Literal("hero"),
      heading: text("Heading", "The page's main heading"),
      subheading: text("Subheading"),
      button: ButtonSchema,
      image: Type.Optional(image()),
      imageAlt: Type.Optional(imageAlt()),
      anchor: anchor(),
    },
    "Hero",
    { dependencies: { image: ["imageAlt"] } },
  ),
  text: object(
    { type: Type.Literal("text"), heading: Type.Optional(text("Heading")), paragraphs: textList("Paragraphs"), button: Type.Optional(ButtonSchema), anchor: anchor() },
    "Text",
  ),
  cards: object(
    {
      type: Type.Literal("cards"),
      heading: text("Heading"),
      subheading: Type.Optional(text("Subheading")),
      layout: Type.Optional(
        Type.Unsafe<CardLayout>({ type: "string", enum: CARD_LAYOUTS, title: "Layout", description: "How the cards are laid out" }),
      ),
      items: Type.Array(ItemSchema, { minItems: 1, title: "Cards" }),
      button: Type.Optional(ButtonSchema),
      anchor: anchor(),
    },
    "Cards",
  ),
  cta: object({ type: Type.Literal("cta"), heading: text("Heading"), subheading: Type.Optional(text("Subheading")), button: ButtonSchema, anchor: anchor() }, "Call to action"),
  faq: object(
    { type: Type.Literal("faq"), heading: text("Heading"), subheading: Type.Optional(text("Subheading")), faqs: Type.Array(FaqSchema, { minItems: 1, title: "Questions" }), anchor: anchor() },
    "Questions and answers",
  ),
  industries: object({ type: Type.Literal("industries"), heading: text("Heading"), subheading: Type.Optional(text("Subheading")), anchor: anchor() }, "Industries strip"),
  reasons: object(
    { type: Type.Literal("reasons"), heading: text("Heading"), subheading: Type.Optional(text("Subheading")), button: Type.Optional(ButtonSchema), anchor: anchor() },
    "Why choose us",
  ),
  technologies: object(
    { type: Type.Literal("technologies"), heading: text("Heading"), subheading: Type.Optional(text("Subheading")), button: Type.Optional(ButtonSchema), anchor: anchor() },
    "Technology carousel",
  ),
  workflow: object(
    {
      type: Type.Literal("workflow"),
      heading: text("Heading"),
      subheading: Type.Optional(text("Subheading")),
      items: Type.Array(ItemSchema, { minItems: 1, title: "Steps" }),
      image: image(),
      imageAlt: imageAlt(),
      anchor: anchor(),
    },
    "Work flow",
  ),
  contactForm: object({ type: Type.Literal("contactForm"), heading: text("Heading"), subheading: Type.Optional(text("Subheading")), anchor: anchor() }, "Contact form"),
}

export type SectionType = keyof typeof SECTION_SCHEMAS
export const SECTION_TYPES = Object.keys(SECTION_SCHEMAS) as SectionType[]

/** The folders of content/ whose files each become a page. */
export type Collection = "pages" | "services" | "products"

/**
 * The sections each kind of page offers. Each template bundles the components
 * of its kind's sections and no others (src/templates/), so a product page does
 * not download the contact form or the carousels it never shows. To offer
 * another section on a kind of page, add it here and to that template.
 */
export const SECTIONS_OFFERED = {
  pages: SECTION_TYPES,
  services: ["hero", "text", "cards", "reasons", "cta", "faq", "contactForm"],
  products: ["hero", "text", "cards", "cta", "faq"],
} as const satisfies Record<Collection, readonly SectionType[]>

export const KIND_OF_PAGE: Record<Collection, string> = {
  pages: "the pages in content/pages/",
  services: "service pages",
  products: "product pages",
}

type SectionOf<Types extends readonly SectionType[]> = Static<(typeof SECTION_SCHEMAS)[Types[number]]>

/**
 * The sections a kind of page offers: a list whose entries are told apart by
 * `type` (Ajv's discriminator, so an error names the fields of that type only).
 */
const sections = <Types extends readonly SectionType[]>(types: Types) =>
  Type.Array(
    Type.Unsafe<SectionOf<Types>>({
      type: "object",
      required: ["type"],
      properties: { type: { type: "string", title: "Section type" } },
      discriminator: { propertyName: "type" },
      oneOf: types.map((type) => SECTION_SCHEMAS[type]),
    }),
    { minItems: 1, title: "Sections", description: "The blocks of the page, top to bottom" },
  )

const pageFields = {
  slug: Type.String({
    title: "Slug",
    description: "The last part of the address: lower-case words joined by hyphens",
    pattern: "^[a-z0-9]+(-[a-z0-9]+)*$",
    patternErrorMessage: "must be lower-case words joined by hyphens",
  }),
  title: text("Title", "The browser-tab title becomes \"<title> - <brand>\""),
  description: text("Description", "One or two sentences for search results and link previews"),
  keywords: Type.Optional(textList("Keywords", "The site's keywords otherwise")),
}

export const PAGE_SCHEMAS = {
  pages: object({ ...pageFields, noindex: Type.Optional(Type.Boolean({ title: "Hide from search engines" })), sections: sections(SECTIONS_OFFERED.pages) }, "Page"),
  services: object({ ...pageFields, sections: sections(SECTIONS_OFFERED.services) }, "Service page"),
  products: object({ ...pageFields, sections: sections(SECTIONS_OFFERED.products) }, "Product page"),
} satisfies Record<Collection, TSchema>

export const SiteSchema = object(
  {
    brand: text("Brand"),
    tagline: text("Tagline"),
    siteUrl: Type.String({
      title: "Site address",
      pattern: "^https?://[^/]+$",
      patternErrorMessage: "must be an origin such as https://www.example.com (no path, no trailing slash)",
    }),
    author: text("Author"),
    description: text("Default description"),
    keywords: textList("Default keywords"),
    phones: Type.Array(
      object(
        {
          display: text("As shown", "How the number reads on the page"),
          dial: Type.String({ title: "To dial", description: "+, country code and digits", pattern: "^\\+\\d{8,15}$", patternErrorMessage: "must be + and 8 to 15 digits" }),
        },
        "Phone",
      ),
      { minItems: 1, title: "Phones" },
    ),
    emails: Type.Array(
      Type.String({ title: "E-mail", pattern: EMAIL_PATTERN.source, patternErrorMessage: "must be an e-mail address" }),
      { minItems: 1, title: "E-mail addresses" },
    ),
    chat: object(
      {
        number: Type.String({ title: "Chat number", description: "Digits only, country code first", pattern: "^\\d{8,15}$", patternErrorMessage: "must be 8 to 15 digits with the country code" }),
        greeting: text("Greeting", "The message the chat opens with"),
      },
      "Chat",
    ),
    social: Type.Array(
      object(
        { name: text("Name"), url: Type.String({ title: "Link", pattern: "^https://", patternErrorMessage: "must start with https://" }) },
        "Social link",
      ),
      { minItems: 1, title: "Social links" },
    ),
  },
  "Site",
)

const navItem = object({ id: text("Id", "A word unique in its menu"), title: text("Title"), url: url() }, "Menu entry")
const menu = (title: string, description?: string) => Type.Array(navItem, { minItems: 1, title, description })

export const MENUS = ["main", "services", "products", "quickLinks"] as const

export const NavigationSchema = object(
  { main: menu("Top bar", "Its last entry comes after the Services and Products menus, the others before them"), services: menu("Services menu"), products: menu("Products menu"), quickLinks: menu("Footer quick links") },
  "Navigation",
)

export const SHARED_LIST_SCHEMAS = {
  industries: Type.Array(object({ title: text("Title"), icon: icon() }, "Industry"), { minItems: 1, title: "Industries" }),
  reasons: Type.Array(object({ title: text("Title"), description: text("Description"), icon: icon() }, "Reason"), {
    minItems: 1,
    title: "Reasons to choose us",
  }),
  technologies: Type.Array(
    object(
      {
        title: text("Category"),
        stacks: Type.Array(
          object({ title: text("Title"), icon: icon("icons-or-logos") }, "Technology"),
          { minItems: 1, title: "Technologies" },
        ),
      },
      "Category",
    ),
    { minItems: 1, title: "Technology categories" },
  ),
}

export type SharedList = keyof typeof SHARED_LIST_SCHEMAS

/** Which schema each content file follows, by its path from the project root. */
export const CONTENT_FILES = [
  { glob: "content/site.yaml", schema: SiteSchema, name: "site" },
  { glob: "content/navigation.yaml", schema: NavigationSchema, name: "navigation" },
  { glob: "content/pages/*.yaml", schema: PAGE_SCHEMAS.pages, name: "page" },
  { glob: "content/services/*.yaml", schema: PAGE_SCHEMAS.services, name: "service" },
  { glob: "content/products/*.yaml", schema: PAGE_SCHEMAS.products, name: "product" },
  { glob: "content/shared/industries.yaml", schema: SHARED_LIST_SCHEMAS.industries, name: "industries" },
  { glob: "content/shared/reasons.yaml", schema: SHARED_LIST_SCHEMAS.reasons, name: "reasons" },
  { glob: "content/shared/technologies.yaml", schema: SHARED_LIST_SCHEMAS.technologies, name: "technologies" },
] as const

export type SiteContent = Static<typeof SiteSchema>
export type NavigationContent = Static<typeof NavigationSchema>
export type PageContent = Static<(typeof PAGE_SCHEMAS)["pages"]>
export type SectionContent = Static<(typeof SECTION_SCHEMAS)[SectionType]>
export type Industry = Static<typeof SHARED_LIST_SCHEMAS.industries>[number]
export type Reason = Static<typeof SHARED_LIST_SCHEMAS.reasons>[number]
export type TechnologyCategory = Static<typeof SHARED_LIST_SCHEMAS.technologies>[number]
