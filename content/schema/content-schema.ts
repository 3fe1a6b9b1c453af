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
 * `linksTo` (a link must reach a page of this site). Three more describe the
 * content to the code that draws it: `drawnAs` (how an icon is drawn),
 * `offeredOn` (the kinds of page a section type may be used on) and `showsList`
 * (the shared list a section type shows).
 *
 * The kinds of page (PAGE_KINDS), the section types (SECTION_SCHEMAS) and the
 * shared lists (SHARED_LIST_SCHEMAS) are each listed here once; the GraphQL types
 * (gatsby/content/graphql-types.ts), the CMS's collections and the sections'
 * GraphQL fragment are made from these lists, and src/components/sections/registry.tsx
 * names the component that draws each section type.
 */
import { Type, type Static, type TProperties, type TSchema } from "@sinclair/typebox"
import { EMAIL_PATTERN } from "./email-pattern"
import { NOT_IN_A_TOKEN, TOKEN_CHARACTER } from "./line-token"
import { SERVICE_OPTIONS, type ServiceOption } from "./service-options"

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
} as const

/** How the check and the CMS word a value longer than its field's maxLength. */
export const lengthLimitMessage = (limit: number) => `must be at most ${limit} characters`

const text = (title: string, description?: string, maxLength?: number) =>
  Type.String({ minLength: 1, title, ...(description ? { description } : {}), ...(maxLength ? { maxLength } : {}) })

const heading = (description?: string) => text("Heading", description, MAX_LENGTH.heading)
const subheading = () => text("Subheading", undefined, MAX_LENGTH.sentence)

const textList = (title: string, description?: string) =>
  Type.Array(Type.String({ minLength: 1, title }), { minItems: 1, title, ...(description ? { description } : {}) })

/** How the check and the CMS word a link to a page that does not exist. */
export const notAPageMessage = (url: string) => `"${url}" is not a page of this site`

/**
 * Links, addresses and picture paths are one token from start to end (line-token.ts): they reach
 * hrefs and the generated files (_redirects, robots.txt, the sitemap) whole, where a line break
 * would start a line of its own.
 */
const NO_SPACES = "with no spaces or line breaks"

/** A page of this site with its trailing slash, or an https, mailto or tel link; `linksTo` has the check look the page up. */
const url = (title = "Link") =>
  Type.String({
    title,
    description: "A page of this site with its trailing slash (/contact-us/), or a link starting with https://, mailto: or tel:",
    pattern: `^(/${TOKEN_CHARACTER}*|(https://|mailto:|tel:)${TOKEN_CHARACTER}+)$`,
    patternErrorMessage: `must be a page of this site such as /contact-us/, or start with https://, mailto: or tel:, ${NO_SPACES}`,
    linksTo: "page",
  })

/** Which names an icon field takes: lucide icons, or lucide icons and simple-icons logos. */
export type IconSet = "icons" | "icons-or-logos"

/**
 * How the site draws an icon: into the page (inline SVG, the default: no extra download), or as
 * a picture file in one of the theme's colours (carousels show a few of many entries; their
 * icons load as their slides come near). Logos keep their brand colours either way.
 */
export type IconDrawing = "inline" | { file: "onPrimary" | "ink" }

/** The name of a lucide icon (or a simple-icons slug where logos are allowed); `iconSet` has the check look it up. */
const icon = (iconSet: IconSet = "icons", drawnAs: IconDrawing = "inline") =>
  Type.String({
    title: "Icon",
    description: iconSet === "icons" ? "The name of a lucide.dev icon, e.g. shopping-cart" : "A simple-icons.org slug (flutter, react …) or a lucide.dev icon name",
    iconSet,
    drawnAs,
  })

/**
 * A picture in content/images itself, written from the YAML file (every page's file is in a folder of
 * content/): no folder, no `..`, no absolute path, so no other file of the build machine becomes a
 * picture of the site or its link previews (gatsby/post-build/og-images.ts refuses one too).
 */
const image = () =>
  Type.String({
    title: "Image",
    description: "A PNG or JPEG in content/images, written from the YAML file: ../images/<name>.png",
    pattern: `^\\.\\./images/[^${NOT_IN_A_TOKEN}/\\\\]+\\.(png|jpe?g|webp|avif)$`,
    patternErrorMessage: `must be a PNG, JPEG, WebP or AVIF file in content/images, written ../images/<name>.png, ${NO_SPACES}`,
  })

const imageAlt = () => text("Image description", "What the picture shows, for visitors who cannot see it (required with an image)")

const object = <Properties extends Record<string, TSchema>>(properties: Properties, title?: string, options: object = {}) =>
  Type.Object(properties, { additionalProperties: false, ...(title ? { title } : {}), ...options })

/**
 * What a call to action to the contact form opens it with: the service selected and, optionally,
 * the product or topic named. The link's address is made from it (src/components/contact/enquiry-context.ts).
 */
const EnquiryContextSchema = object(
  {
    service: Type.Unsafe<ServiceOption>({
      type: "string",
      enum: SERVICE_OPTIONS,
      title: "Service",
      description: "The contact form's service this button selects",
    }),
    about: Type.Optional(text("About", "What the enquiry is about, named in the form's message, e.g. Medicine Delivery App", MAX_LENGTH.itemTitle)),
  },
  "Enquiry",
  { description: "Only on a link to /contact-us/: the contact form opens with this service selected and the product named" },
)

const ButtonSchema = object(
  { label: text("Label", undefined, MAX_LENGTH.buttonLabel), url: url(), enquiry: Type.Optional(EnquiryContextSchema) },
  "Button",
)

const ItemSchema = object(
  {
    title: text("Title", undefined, MAX_LENGTH.itemTitle),
    description: Type.Optional(text("Description", undefined, MAX_LENGTH.sentence)),
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
    Type.String({
      title: "Anchor",
      description: "A word for #links to this section",
      pattern: "^[A-Za-z][A-Za-z0-9-]*$",
      patternErrorMessage: "must be one word (letters, digits, hyphens)",
    }),
  )

/** A page kept out of search results (the thank-you and not-found pages). */
const NOINDEX = { noindex: Type.Optional(Type.Boolean({ title: "Hide from search engines" })) }

/**
 * The kinds of page: each folder of content/ whose files become pages, with the address of a
 * page made from its slug, what the CMS calls them, and what else their pages say about
 * themselves (`describes`: the kind of thing search engines are told a page is about). A new kind
 * is an entry here and a folder of YAML files: pages, GraphQL types and CMS collections follow.
 */
export const PAGE_KINDS = {
  pages: {
    label: "Pages",
    labelSingular: "Page",
    description: "the pages in content/pages/",
    route: (slug: string) => (slug === "home" ? "/" : `/${slug}/`),
    fields: NOINDEX,
    required: {
      home: "it is the site's address, /",
      "contact-us": "every call to action leads to it",
      "thank-you": "the contact form sends visitors there after an enquiry",
      "404": "Netlify shows it for an address that does not exist",
      "privacy-policy": "the contact form links to it beside the consent box",
    },
    fixed: ["home", "about-us", "contact-us", "privacy-policy", "thank-you", "404"],
  },
  services: {
    label: "Service pages",
    labelSingular: "Service page",
    description: "service pages",
    route: (slug: string) => `/service/${slug}/`,
    describes: "Service",
  },
  products: {
    label: "Product pages",
    labelSingular: "Product page",
    description: "product pages",
    route: (slug: string) => `/products/${slug}/`,
  },
} satisfies Record<string, PageKind>

export interface PageKind {
  label: string
  labelSingular: string
  /** How the check names the kind in a message: "… is not offered on product pages". */
  description: string
  route: (slug: string) => string
  describes?: "Service"
  /** Fields its pages have besides every page's. */
  fields?: TProperties
  /** Pages (by slug) the site cannot do without, and why: the check refuses their absence and the CMS offers no delete. */
  required?: Record<string, string>
  /** Pages (by slug) whose address the site's code, forms and Netlify lead to: the check and the CMS refuse another slug. */
  fixed?: readonly string[]
}

/** The folders of content/ whose files each become a page. */
export type Collection = keyof typeof PAGE_KINDS
export const COLLECTIONS = Object.keys(PAGE_KINDS) as Collection[]

/** The route a content file of a kind of page becomes. */
export const routeFor = (collection: Collection, slug: string): string => PAGE_KINDS[collection].route(slug)

/**
 * The address the CMS's "View preview" opens for an entry (Decap's preview_path; {{slug}} is the
 * entry's file name): the page's route, except that the home page's is /home/, which the
 * build's _redirects leads on to / (gatsby/post-build/redirects.ts).
 */
export const previewPathTemplate = (collection: Collection): string => routeFor(collection, "{{slug}}")

const EVERY_KIND = COLLECTIONS
const PAGES_AND_SERVICES: readonly Collection[] = ["pages", "services"]

/** The lists written once and shown on several pages (content/shared/<name>.yaml); a section type shows one by `showsList`. */
export const SHARED_LIST_SCHEMAS = {
  industries: Type.Array(object({ title: text("Title"), icon: icon("icons", { file: "onPrimary" }) }, "Industry"), {
    minItems: 1,
    title: "Industries we serve",
  }),
  reasons: Type.Array(object({ title: text("Title", undefined, MAX_LENGTH.itemTitle), description: text("Description", undefined, MAX_LENGTH.sentence), icon: icon() }, "Reason"), {
    minItems: 1,
    title: "Why choose us",
  }),
  technologies: Type.Array(
    object(
      {
        title: text("Category"),
        stacks: Type.Array(object({ title: text("Title"), icon: icon("icons-or-logos", { file: "ink" }) }, "Technology"), {
          minItems: 1,
          title: "Technologies",
        }),
      },
      "Category",
    ),
    { minItems: 1, title: "Technology stack" },
  ),
}

export type SharedList = keyof typeof SHARED_LIST_SCHEMAS
export const SHARED_LISTS = Object.keys(SHARED_LIST_SCHEMAS) as SharedList[]

/** The heading of a section that shows a shared list, with where that list's entries are edited. */
const headingOfList = (list: SharedList) =>
  heading(`Shown above the entries, which are edited under Shared lists → ${SHARED_LIST_SCHEMAS[list].title}`)

/**
 * A section type: its label, the kinds of page that offer it, and its fields in the order an
 * editor fills them (its `type` first). `dependencies` names a field required only beside another
 * (a hero's picture needs its description): the check and the CMS (admin/src/companion-fields.ts)
 * both read it. `showsList` names the shared list the section shows.
 */
const section = <Properties extends TProperties>(
  title: string,
  offeredOn: readonly Collection[],
  properties: Properties,
  options: { dependencies?: Record<string, string[]>; showsList?: SharedList } = {},
) => object({ ...properties, anchor: anchor() }, title, { offeredOn, ...options }) as ReturnType<typeof object<Properties & { anchor: ReturnType<typeof anchor> }>> & SectionUse

/** What a section type's schema says besides its fields. */
export interface SectionUse {
  offeredOn: readonly Collection[]
  showsList?: SharedList
  dependencies?: Record<string, readonly string[]>
}

/** Every section type a page's YAML can list, by its `type`. */
export const SECTION_SCHEMAS = {
  hero: section(
    "Hero",
    EVERY_KIND,
    {
      type: Type.Literal("hero"),
      heading: heading("The page's main heading"),
      subheading: subheading(),
      button: ButtonSchema,
      image: Type.Optional(image()),
      imageAlt: Type.Optional(imageAlt()),
    },
    { dependencies: { image: ["imageAlt"] } },
  ),
  text: section("Text", EVERY_KIND, {
    type: Type.Literal("text"),
    heading: Type.Optional(heading()),
    paragraphs: textList("Paragraphs"),
    button: Type.Optional(ButtonSchema),
  }),
  cards: section("Cards", EVERY_KIND, {
    type: Type.Literal("cards"),
    heading: heading(),
    subheading: Type.Optional(subheading()),
    layout: Type.Optional(
      Type.Unsafe<CardLayout>({ type: "string", enum: CARD_LAYOUTS, title: "Layout", description: "How the cards are laid out" }),
    ),
    items: Type.Array(ItemSchema, { minItems: 1, title: "Cards" }),
    button: Type.Optional(ButtonSchema),
  }),
  cta: section("Call to action", EVERY_KIND, {
    type: Type.Literal("cta"),
    heading: heading(),
    subheading: Type.Optional(subheading()),
    button: ButtonSchema,
  }),
  faq: section("Questions and answers", EVERY_KIND, {
    type: Type.Literal("faq"),
    heading: heading(),
    subheading: Type.Optional(subheading()),
    faqs: Type.Array(FaqSchema, { minItems: 1, title: "Questions" }),
  }),
  industries: section(
    "Industries strip",
    ["pages"],
    { type: Type.Literal("industries"), heading: headingOfList("industries"), subheading: Type.Optional(subheading()) },
    { showsList: "industries" },
  ),
  reasons: section(
    "Why choose us",
    PAGES_AND_SERVICES,
    {
      type: Type.Literal("reasons"),
      heading: headingOfList("reasons"),
      subheading: Type.Optional(subheading()),
      button: Type.Optional(ButtonSchema),
    },
    { showsList: "reasons" },
  ),
  technologies: section(
    "Technology carousel",
    ["pages"],
    {
      type: Type.Literal("technologies"),
      heading: headingOfList("technologies"),
      subheading: Type.Optional(subheading()),
      button: Type.Optional(ButtonSchema),
    },
    { showsList: "technologies" },
  ),
  workflow: section("Work flow", ["pages"], {
    type: Type.Literal("workflow"),
    heading: heading(),
    subheading: Type.Optional(subheading()),
    items: Type.Array(ItemSchema, { minItems: 1, title: "Steps" }),
    image: image(),
    imageAlt: imageAlt(),
  }),
  contactForm: section("Contact form", PAGES_AND_SERVICES, {
    type: Type.Literal("contactForm"),
    heading: heading(),
    subheading: Type.Optional(subheading()),
  }),
}

export type SectionType = keyof typeof SECTION_SCHEMAS
export const SECTION_TYPES = Object.keys(SECTION_SCHEMAS) as SectionType[]

/** The section types each kind of page offers, from each type's `offeredOn`. */
export const SECTIONS_OFFERED = Object.fromEntries(
  COLLECTIONS.map((kind) => [kind, SECTION_TYPES.filter((type) => SECTION_SCHEMAS[type].offeredOn.includes(kind))]),
) as Record<Collection, SectionType[]>

type AnySection = Static<(typeof SECTION_SCHEMAS)[SectionType]>

/**
 * The sections a kind of page offers: a list whose entries are told apart by
 * `type` (Ajv's discriminator, so an error names the fields of that type only).
 */
const sections = (types: readonly SectionType[]) =>
  Type.Array(
    Type.Unsafe<AnySection>({
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
  title: text("Title", 'The browser-tab title becomes "<title> - <brand>"', MAX_LENGTH.title),
  description: text("Description", "One or two sentences for search results and link previews", MAX_LENGTH.description),
  keywords: Type.Optional(textList("Keywords", "The site's keywords otherwise")),
}

const pageSchema = (kind: Collection) =>
  object(
    { ...pageFields, ...(PAGE_KINDS[kind] as PageKind).fields, sections: sections(SECTIONS_OFFERED[kind]) },
    PAGE_KINDS[kind].labelSingular,
  ) as unknown as ReturnType<typeof object<typeof pageFields & typeof NOINDEX & { sections: ReturnType<typeof sections> }>>

/** Each kind of page's file schema: the same fields, and the sections that kind offers. */
export const PAGE_SCHEMAS = Object.fromEntries(COLLECTIONS.map((kind) => [kind, pageSchema(kind)])) as Record<
  Collection,
  ReturnType<typeof pageSchema>
>

export const SiteSchema = object(
  {
    brand: text("Brand"),
    tagline: text("Tagline"),
    siteUrl: Type.String({
      title: "Site address",
      pattern: "^https://[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*(:[0-9]{1,5})?$",
      patternErrorMessage: "must be an https origin such as https://www.example.com (no path, no trailing slash)",
    }),
    author: text("Author"),
    description: text("Default description"),
    keywords: textList("Default keywords"),
    phones: Type.Array(
      object(
        {
          display: Type.String({
            minLength: 1,
            title: "As shown",
            description: "How the number reads on the page: digits, spaces, + ( ) - .",
            pattern: "^\\+?[0-9][0-9 ().-]*[0-9]$",
            patternErrorMessage: "must be digits, with spaces, +, brackets, hyphens or dots between them (no letters)",
          }),
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
        { name: text("Name"), url: Type.String({ title: "Link", pattern: `^https://${TOKEN_CHARACTER}+$`, patternErrorMessage: `must start with https://, ${NO_SPACES}` }) },
        "Social link",
      ),
      { minItems: 1, title: "Social links" },
    ),
  },
  "Site",
)

const navItem = object({ id: text("Id", "A word unique in its menu; the CMS makes it from the link"), title: text("Title", undefined, MAX_LENGTH.itemTitle), url: url() }, "Menu entry")
const menu = (title: string, description?: string) => Type.Array(navItem, { minItems: 1, title, description })

export const MENUS = ["main", "services", "products", "quickLinks"] as const

export const NavigationSchema = object(
  { main: menu("Top bar", "Its last entry comes after the Services and Products menus, the others before them"), services: menu("Services menu"), products: menu("Products menu"), quickLinks: menu("Footer quick links") },
  "Navigation",
)

/**
 * Old addresses that lead on to a page (content/redirects.yaml, "Old addresses" in the CMS): the
 * build writes them into Netlify's _redirects (gatsby/post-build/redirects.ts), so a link to a
 * page whose slug changed still arrives.
 */
export const RedirectsSchema = object(
  {
    redirects: Type.Optional(
      Type.Array(
        object(
          {
            from: Type.String({
              title: "Old address",
              description: "An address of this site that no longer has a page, with its trailing slash: /products/old-name/",
              pattern: "^/([a-z0-9]+(-[a-z0-9]+)*/)+$",
              patternErrorMessage: "must be an address of this site with its trailing slash, such as /products/old-name/",
            }),
            to: url("Leads to"),
          },
          "Old address",
        ),
        { title: "Old addresses", description: "Each leads visitors and search engines on to a page (301, moved for good)" },
      ),
    ),
  },
  "Old addresses",
)

/**
 * content/words.yaml: the words of every page that are not one page's own (top bar, strip, floating buttons,
 * footer, carousels, the contact form and its failure notice). A `{name}` in a value is filled in where it is
 * shown. Wording the requirements fix word for word (the form's checks, its success message, terms
 * label, "Select Service" and services: requirements §4.1, §5.3, §6, §8) is not here: CONTENT.md says why.
 * The phone placeholder and the failure message are here since the agency's issue 34 (too long at 320 px;
 * "try again later" beside a notice that offers to send now).
 */

export const WordsSchema = object(
  {
    skipLink: text("Skip link", "The first link of every page, shown when a keyboard reaches it; it jumps past the top bar"),
    newTab: text("New-tab notice", "Heard by screen-reader users after a link that opens in a new tab"),
    topBar: object(
      {
        label: text("Menu's name", "What screen readers call the top bar's menu"),
        menuButton: text("Menu button", "The button that opens the menu on phones"),
        services: text("Services menu"),
        products: text("Products menu"),
        homeLink: text("Logo's link", "What screen readers call the logo's link home; {brand} is the brand"),
      },
      "Top bar words",
    ),
    contactStrip: object(
      {
        label: text("Strip's name", "What screen readers call the scrolling strip of phones and e-mails"),
        pause: text("Pause button", "Heard by screen-reader users on the strip's pause button"),
      },
      "Contact strip words",
    ),
    floatingButtons: object(
      {
        label: text("Buttons' name", "What screen readers call the two round buttons"),
        chat: text("Chat button", "Heard on the chat button; {brand} is the brand"),
        call: text("Call button", "Heard on the call button; {brand} is the brand, {number} the first phone"),
      },
      "Floating buttons words",
    ),
    footer: object(
      {
        quickLinks: text("Quick links heading"),
        services: text("Services heading"),
        social: text("Social links heading"),
        copyright: text("Copyright", "After © {year} and the brand"),
      },
      "Footer words",
    ),
    directContacts: object(
      {
        heading: text("Heading", "Above the phones, e-mails and chat beside the contact form"),
        call: text("Call", "Before a phone number"),
        email: text("E-mail", "Before an e-mail address"),
        chat: text("Chat link"),
      },
      "Direct contacts words",
    ),
    carousel: object(
      {
        pause: text("Pause button"),
        play: text("Play button"),
        named: text("Button's full name", "Heard after Pause or Play; {name} is the carousel's heading"),
        slide: text("Slide's name", "Heard on each slide; {number} is its place, {count} how many there are"),
      },
      "Carousel words",
    ),
    form: object(
      {
        labels: object(
          { name: text("Name"), email: text("Email"), phone: text("Phone"), service: text("Service"), message: text("Message") },
          "Form labels",
        ),
        phoneHint: text("Phone hint", "Under the phone field's label"),
        phonePlaceholder: text("Phone placeholder", "In the empty phone field; short enough to be read whole on a 320 px phone"),
        aboutLine: text(
          "About line",
          "The message's first line when a call to action opened the form (a product's Get Free Consultation); {about} is what it names",
        ),
        requiredNote: text("Required note", "Above the fields"),
        submit: text("Send button"),
        submitWhileSending: text("Send button while sending", "The button's words while a send is under way (it is off then)"),
        required: object(
          {
            name: text("Name missing"),
            email: text("Email missing"),
            phone: text("Phone missing"),
            service: text("Service not chosen"),
            message: text("Message missing"),
          },
          "Required messages",
        ),
        limits: object(
          {
            stated: text("Length limit", "Under the message field; {limit} is how many characters it holds"),
            left: text("Characters left", "Under a field near its limit; {count} is how many are left, {limit} how many it holds"),
            over: text(
              "Over the limit",
              "Under a field over its limit, and on Send; {field} is its label, {count} how many characters too many, {limit} how many it holds",
            ),
          },
          "Length limits",
        ),
        sending: text("Sending", "Shown while the message is sent"),
        stillSending: text("Still sending", "Shown when sending takes more than ten seconds"),
        sendFailure: text("Send failed", "The popup when a send fails; the failure notice in the form offers the other ways to send"),
        tooFast: text("Sent too fast", "Shown when Send is pressed within seconds of the page opening"),
        needsJavaScript: text("Needs JavaScript", "Shown instead of the form where it cannot work, above the direct contacts"),
      },
      "Form words",
    ),
    failureNotice: object(
      {
        failed: text("Send failed", "Above the links that send the same enquiry another way"),
        timedOut: text("No answer", "The same, when the send has had no answer for a minute"),
        email: text("E-mail link"),
        chat: text("Chat link"),
        shortened: text("Message shortened", "When the message was too long for the links"),
        discard: text("Discard button"),
        subject: text("E-mail subject", "{service} is the service chosen"),
        chatOpening: text("Chat opening", "The chat message's first line, before the enquiry"),
      },
      "Failure notice words",
    ),
  },
  "Words",
)

/** Which schema each content file follows, by its path from the project root; `name` names its JSON Schema file. */
export const CONTENT_FILES = [
  { glob: "content/site.yaml", schema: SiteSchema, name: "site" },
  { glob: "content/navigation.yaml", schema: NavigationSchema, name: "navigation" },
  { glob: "content/redirects.yaml", schema: RedirectsSchema, name: "redirects" },
  { glob: "content/words.yaml", schema: WordsSchema, name: "words" },
  ...COLLECTIONS.map((kind) => ({ glob: `content/${kind}/*.yaml`, schema: PAGE_SCHEMAS[kind] as TSchema, name: kind.replace(/s$/, "") })),
  ...SHARED_LISTS.map((list) => ({ glob: `content/shared/${list}.yaml`, schema: SHARED_LIST_SCHEMAS[list] as TSchema, name: list })),
]

/** The keywords of our own that describe content to the code (see the top of this file); the check knows them. */
export const ANNOTATIONS = ["patternErrorMessage", "drawnAs", "offeredOn", "showsList"] as const

export type EnquiryContext = Static<typeof EnquiryContextSchema>
export type SiteContent = Static<typeof SiteSchema>
export type NavigationContent = Static<typeof NavigationSchema>
export type RedirectsContent = Static<typeof RedirectsSchema>
export type WordsContent = Static<typeof WordsSchema>
export type PageContent = Static<(typeof PAGE_SCHEMAS)["pages"]>
export type SectionContent = Static<(typeof SECTION_SCHEMAS)[SectionType]>
export type Industry = Static<typeof SHARED_LIST_SCHEMAS.industries>[number]
export type Reason = Static<typeof SHARED_LIST_SCHEMAS.reasons>[number]
export type TechnologyCategory = Static<typeof SHARED_LIST_SCHEMAS.technologies>[number]
