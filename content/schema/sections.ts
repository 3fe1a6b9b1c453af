/**
 * The section types: the blocks a page's YAML lists under `sections`, each with its label, the
 * kinds of page that offer it and its fields in the order an editor fills them.
 * src/components/sections/registry.tsx names the component that draws each.
 */
import { Type, type Static, type TProperties } from "@sinclair/typebox"
import { anchor, heading, icon, image, imageAlt, MAX_LENGTH, object, subheading, text, textList, url } from "./fields"
import { COLLECTIONS, type Collection } from "./page-kinds"
import { SERVICE_OPTIONS, type ServiceOption } from "./service-options"
import { ResultSchema, testimonialChoice } from "./proof-of-work"
import { SHARED_LIST_SCHEMAS, type SharedList } from "./shared-lists"

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
  {
    description: "Only on a link to /contact-us/: the contact form opens with this service selected and the product named",
    // What the check requires of a service or product page's button to the form (content-model/page-rules.ts), as the CMS labels it.
    requiredWhen: "on a service or product page's button to the contact form",
  },
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
    url: Type.Optional(url("Link")),
    points: Type.Optional(textList({ title: "Points", entry: "Point" }, "A short list under the title")),
  },
  "Item",
)

const FaqSchema = object({ question: text("Question"), answer: text("Answer", undefined, MAX_LENGTH.paragraph) }, "Question")

/** How a cards section may lay out its cards; CardsSection styles each one (src/components/sections/CardsSection.tsx). */
export const CARD_LAYOUTS = ["grid", "list", "tiles", "steps"] as const
export type CardLayout = (typeof CARD_LAYOUTS)[number]

const EVERY_KIND = COLLECTIONS
const PAGES_AND_SERVICES: readonly Collection[] = ["pages", "services"]
const CASE_STUDIES: readonly Collection[] = ["case-studies"]

/** The heading of a section that shows a shared list, with where that list's entries are edited. */
const headingOfList = (list: SharedList) =>
  heading(`Shown above the entries, which are edited under Shared lists → ${SHARED_LIST_SCHEMAS[list].title}`)

/**
 * A section type: its label, the kinds of page that offer it, and its fields in the order an
 * editor fills them (its `type` first). A picture's description is required beside it (`object`'s
 * `dependencies`, which the check and the CMS's admin/src/companion-fields.ts read). `showsList`
 * names the shared list the section shows, `showsPages` the kind of page whose published pages it lists.
 */
const section = <Properties extends TProperties>(
  title: string,
  offeredOn: readonly Collection[],
  properties: Properties,
  options: { showsList?: SharedList; showsPages?: Collection } = {},
) => object({ ...properties, anchor: anchor() }, title, { offeredOn, ...options }) as ReturnType<typeof object<Properties & { anchor: ReturnType<typeof anchor> }>> & SectionUse

/** What a section type's schema says besides its fields. */
export interface SectionUse {
  offeredOn: readonly Collection[]
  showsList?: SharedList
  showsPages?: Collection
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
  ),
  text: section("Text", EVERY_KIND, {
    type: Type.Literal("text"),
    heading: Type.Optional(heading()),
    paragraphs: textList({ title: "Paragraphs", entry: "Paragraph" }, undefined, MAX_LENGTH.paragraph),
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
  results: section("Results", CASE_STUDIES, {
    type: Type.Literal("results"),
    heading: heading(),
    subheading: Type.Optional(subheading()),
    results: Type.Array(ResultSchema, { minItems: 1, title: "Results", description: "Each with its period and source, so a reader can check it" }),
  }),
  pictures: section("Pictures", CASE_STUDIES, {
    type: Type.Literal("pictures"),
    heading: Type.Optional(heading()),
    pictures: Type.Array(object({ image: image(), imageAlt: imageAlt(), caption: Type.Optional(text("Caption", undefined, MAX_LENGTH.sentence)) }, "Picture"), {
      minItems: 1,
      title: "Pictures",
    }),
  }),
  testimonials: section(
    "Testimonials",
    EVERY_KIND,
    {
      type: Type.Literal("testimonials"),
      heading: headingOfList("testimonials"),
      subheading: Type.Optional(subheading()),
      // Left empty or emptied ([]), it chooses none: the "(optional)" the CMS shows.
      people: Type.Optional(
        Type.Array(testimonialChoice(), {
          title: "Chosen testimonials",
          description:
            "Picked by their people's names; left empty, the section shows those that speak for this page (on a case study its own, on pages no one speaks for all)",
        }),
      ),
    },
    { showsList: "testimonials" },
  ),
  logos: section("Client logos", PAGES_AND_SERVICES, {
    type: Type.Literal("logos"),
    heading: heading(),
    subheading: Type.Optional(subheading()),
    logos: Type.Array(
      object({ name: text("Client's name", undefined, MAX_LENGTH.itemTitle), logo: image("Logo", "logoAlt"), logoAlt: imageAlt("Logo description"), url: Type.Optional(url()) }, "Client logo"),
      { minItems: 1, title: "Logos" },
    ),
  }),
  caseStudies: section(
    "Case studies",
    PAGES_AND_SERVICES,
    {
      type: Type.Literal("caseStudies"),
      heading: heading(),
      subheading: Type.Optional(subheading()),
      chosen: Type.Optional(
        Type.Array(url("Case study", ["case-studies"]), { title: "Chosen case studies", description: "Left empty, every published study shows, newest first, with a filter by service" }),
      ),
    },
    { showsPages: "case-studies" },
  ),
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
export const sections = (types: readonly SectionType[]) =>
  Type.Array(
    Type.Unsafe<AnySection>({
      type: "object",
      title: "Section",
      required: ["type"],
      properties: { type: { type: "string", title: "Section type" } },
      discriminator: { propertyName: "type" },
      oneOf: types.map((type) => SECTION_SCHEMAS[type]),
    }),
    {
      minItems: 1,
      emptyListHint: "a page opens with a Hero section, whose heading is the page's main heading",
      title: "Sections",
      description: "The blocks of the page, top to bottom",
    },
  )

export type EnquiryContext = Static<typeof EnquiryContextSchema>
export type SectionContent = Static<(typeof SECTION_SCHEMAS)[SectionType]>
