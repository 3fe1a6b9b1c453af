/**
 * Proof of work: what a case study says besides its sections (its client, the services and
 * products it proves, its summary and date), its results as checkable data, and a client's
 * testimonial. Case studies are a kind of page (./page-kinds.ts), testimonials a shared list
 * (./shared-lists.ts); the sections that show them are in ./sections.ts.
 */
import { Type, type Static } from "@sinclair/typebox"
import { date, draft, image, imageAlt, MAX_LENGTH, object, text, url } from "./fields"

/** The kinds of page a case study proves or a testimonial speaks for. */
export const PROVABLE_KINDS = ["services", "products"] as const

/** The kind of page a case study is (./page-kinds.ts), which a testimonial may name as its own. */
const CASE_STUDY_KIND = "case-studies"

/** The kinds of page a testimonial speaks for: those its `about` names, and its case study's. */
export const TESTIMONIAL_PAGE_KINDS = [...PROVABLE_KINDS, CASE_STUDY_KIND] as const

/** A page a case study proves or a testimonial speaks for: a service or product page of this site (the check looks it up). */
const serviceOrProduct = () => url("Service or product page", [...PROVABLE_KINDS])

/** Who the work was for: named only where the client allows it, otherwise described. */
export const ClientSchema = object(
  {
    description: text("Description without their name", 'Who the client is without naming them, e.g. "a pharmacy chain in Pune": shown where naming is not allowed', MAX_LENGTH.itemTitle),
    namingAllowed: Type.Boolean({ title: "The client allows us to name them", description: "Off: the site shows the description above, never the name or logo" }),
    name: Type.Optional(text("Client's name", "Required when naming is allowed", MAX_LENGTH.itemTitle)),
    industry: text("Industry", undefined, MAX_LENGTH.itemTitle),
    city: text("City", undefined, MAX_LENGTH.itemTitle),
    logo: Type.Optional(image("Logo", "logoAlt")),
    logoAlt: Type.Optional(imageAlt("Logo description")),
  },
  "Client",
)

/** A case study's own fields, besides every page's (title, description, sections). */
export const CASE_STUDY_FIELDS = {
  draft: draft(),
  published: date("Published on", "Lists show the newest study first"),
  summary: text("Summary", "One or two sentences for the cards that list the study", MAX_LENGTH.sentence),
  client: ClientSchema,
  proves: Type.Array(serviceOrProduct(), {
    minItems: 1,
    title: "Services and products it proves",
    description: "Each page listed shows this study under Work in this area",
  }),
}

/**
 * A result's figure is a number a reader can check, not a word ("lots"): digits, with a sign, a
 * currency, an approximation or a short unit if need be (3x, 42%, -40%, 12,000, ₹2L, 4.8/5, 10k+, 2 days).
 */
const FIGURE_PATTERN = "^[+\\-−–~≈<>]?[₹$€£]?\\d[\\d,.]*(\\s?(%|x|×|/\\d+(\\.\\d+)?|[A-Za-z]{1,6}))?\\+?$"

/** One result of a case study: a figure with what it measures, the period it covers and where it comes from, so it can be checked. */
export const ResultSchema = object(
  {
    figure: Type.String({
      title: "Figure",
      description: "A number, e.g. 3x, 42%, -40%, 12,000",
      maxLength: 24,
      pattern: FIGURE_PATTERN,
      patternErrorMessage: "must be a number such as 3x, 42%, -40% or 12,000 (a sign, currency or short unit may go with it), not a word",
    }),
    measures: text("What it measures", "e.g. orders a day through the app", MAX_LENGTH.itemTitle),
    period: text("Period", "The time it covers, e.g. Jan–Jun 2026", MAX_LENGTH.itemTitle),
    source: text("Source", "Where the figure comes from, e.g. the client's analytics", MAX_LENGTH.itemTitle),
  },
  "Result",
)

/** The shared list whose entries a testimonials section chooses, by their key. */
const TESTIMONIALS = "testimonials"

/**
 * A testimonial's key: how other files refer to it (a testimonials section's chosen testimonials).
 * The CMS makes it once from the person's name when the entry is first saved
 * (admin/src/testimonial-keys.ts) and never changes it, so correcting a name breaks no study.
 * Not `id`: gatsby-transformer-yaml takes an entry's `id` from it (yamlId), and GraphQL's `id` is the node's.
 * `keyOf` marks it for the CMS (a hidden field it fills in) and the check (each key once).
 */
export const testimonialKey = () =>
  Type.String({
    title: "Key",
    description: "Made from the person's name when the testimonial is first saved, then never changed: studies choose it by this key",
    pattern: "^[a-z0-9]+(-[a-z0-9]+)*$",
    patternErrorMessage: "must be lower-case letters and digits joined by hyphens, such as sunita-kale",
    keyOf: TESTIMONIALS,
  })

/** A chosen testimonial, by its key (`refersTo` has the check look it up and the CMS offer the list's names to pick from). */
export const testimonialChoice = () => Type.String({ title: "Testimonial", minLength: 1, refersTo: TESTIMONIALS })

/** A client's words, published only with their permission. */
export const TestimonialSchema = object(
  {
    key: testimonialKey(),
    draft: draft(),
    quote: text("Quote", "The client's words, as they gave them", MAX_LENGTH.quote),
    name: text("Person's name", undefined, MAX_LENGTH.itemTitle),
    role: text("Role", undefined, MAX_LENGTH.itemTitle),
    company: text("Company", undefined, MAX_LENGTH.itemTitle),
    photo: Type.Optional(image("Photo", "photoAlt")),
    photoAlt: Type.Optional(imageAlt("Photo description")),
    permission: date("Permission to publish given on", "The day the person agreed to this quote being published"),
    // Never drawn as a link: it says which study's page quotes the testimonial, so it may name a draft study.
    caseStudy: Type.Optional({ ...url("Case study", [CASE_STUDY_KIND]), namesDrafts: true }),
    about: Type.Optional(
      Type.Array(serviceOrProduct(), { title: "Services and products it speaks for", description: "Those pages' testimonials sections show it" }),
    ),
  },
  "Testimonial",
)

export type Client = Static<typeof ClientSchema>
export type Result = Static<typeof ResultSchema>
export type Testimonial = Static<typeof TestimonialSchema>
