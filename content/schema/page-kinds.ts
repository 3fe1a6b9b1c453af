/**
 * The kinds of page: each folder of content/ whose files become pages, with the address each
 * page gets from its slug. Pages, GraphQL types, CMS collections and the JSON Schema files
 * follow from this list (./content-schema.ts makes each kind's file schema).
 */
import { Type, type TProperties } from "@sinclair/typebox"
import { draft } from "./fields"
import { CASE_STUDY_FIELDS } from "./proof-of-work"
import type { WordsContent } from "./words"

/** A page kept out of search results (the thank-you and not-found pages). */
export const NOINDEX = { noindex: Type.Optional(Type.Boolean({ title: "Hide from search engines" })) }

/**
 * The kinds of page: each folder of content/ whose files become pages, with the address of a
 * page made from its slug, what the CMS calls them, and what else their pages say about
 * themselves (`describes`: the kind of thing search engines are told a page is about). A new kind
 * is an entry here and a folder of YAML files: pages, GraphQL types and CMS collections follow;
 * `listedOn` gives it a list page that keeps itself, `menuLabel` that list an entry in the top
 * bar, and `pageParts` what its pages draw besides their sections. The template, the top bar and
 * the build read these; none of them names a kind.
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
      "case-studies": "it lists the case studies, and the top bar's Work entry leads to it once one is published",
    },
    fixed: ["home", "about-us", "contact-us", "privacy-policy", "thank-you", "404", "case-studies"],
  },
  services: {
    label: "Service pages",
    labelSingular: "Service page",
    description: "service pages",
    route: (slug: string) => `/service/${slug}/`,
    describes: "Service",
    fields: { draft: draft() },
    pageParts: ["relatedWork"],
  },
  products: {
    label: "Product pages",
    labelSingular: "Product page",
    description: "product pages",
    route: (slug: string) => `/products/${slug}/`,
    fields: { draft: draft() },
    pageParts: ["relatedWork"],
  },
  "case-studies": {
    label: "Case studies",
    labelSingular: "Case study",
    description: "case studies",
    route: (slug: string) => `/case-studies/${slug}/`,
    describes: "Article",
    fields: CASE_STUDY_FIELDS,
    listedOn: "case-studies",
    menuLabel: "proofOfWork.work",
    pageParts: ["trail", "clientLine"],
  },
} satisfies Record<string, PageKind>

export interface PageKind {
  label: string
  labelSingular: string
  /** How the check names the kind in a message: "… is not offered on product pages". */
  description: string
  route: (slug: string) => string
  /** What search engines are told each page is (structured data): a Service, an Article; a web page otherwise. */
  describes?: "Service" | "Article"
  /**
   * Fields its pages have besides every page's; a `draft` among them keeps a switched-on page off
   * the site, and lets it be unfinished (canBeDraft). The pages the site requires have none.
   */
  fields?: TProperties
  /** Pages (by slug) the site cannot do without, and why: the check refuses their absence and the CMS offers no delete. */
  required?: Record<string, string>
  /** Pages (by slug) whose address the site's code, forms and Netlify lead to: the check and the CMS refuse another slug. */
  fixed?: readonly string[]
  /**
   * The page of content/pages (by slug) that lists this kind's pages: built, and led to by the top
   * bar, only while one of them is published (not a draft).
   */
  listedOn?: string
  /** The words (content/words.yaml, by group and name) of the top bar's entry for its list page; none, no entry. */
  menuLabel?: WordsKey
  /** What its pages draw besides their sections (src/templates/page-parts.tsx), in the places the template gives each. */
  pageParts?: readonly PagePart[]
}

/**
 * What a page may draw besides its sections: the trail from the home page through its list page
 * (above its first section), the client it was made for (under its first section: a page of a kind
 * with a `client`), and the pages that prove it (after its sections, before a closing call to action).
 */
export const PAGE_PARTS = ["trail", "clientLine", "relatedWork"] as const
export type PagePart = (typeof PAGE_PARTS)[number]

/** A word of content/words.yaml by its group and name, "topBar.services". */
export type WordsKey = {
  [Group in keyof WordsContent]: WordsContent[Group] extends Record<string, unknown>
    ? `${Group}.${Extract<keyof WordsContent[Group], string>}`
    : never
}[keyof WordsContent]

/** The word a key names, or null where the words have none (a mistake the content check names in words.yaml). */
export function wordAt(words: WordsContent, key: WordsKey): string | null {
  const [group, name] = key.split(".")
  const word = (words as unknown as Record<string, Record<string, unknown> | undefined>)[group]?.[name]
  return typeof word === "string" ? word : null
}

/** The folders of content/ whose files each become a page. */
export type Collection = keyof typeof PAGE_KINDS
export const COLLECTIONS = Object.keys(PAGE_KINDS) as Collection[]

/** Whether a kind's pages have the Draft switch: kept off the site, and unfinished, while it is on. */
export const canBeDraft = (kind: Collection): boolean => "draft" in ((PAGE_KINDS[kind] as PageKind).fields ?? {})

/** The parts a kind's pages draw besides their sections. */
export const pagePartsOf = (kind: Collection): readonly PagePart[] => (PAGE_KINDS[kind] as PageKind).pageParts ?? []

/** The route a content file of a kind of page becomes. */
export const routeFor = (collection: Collection, slug: string): string => PAGE_KINDS[collection].route(slug)

/**
 * The address the CMS's "View preview" opens for an entry (Decap's preview_path; {{slug}} is the
 * entry's file name): the page's route, except that the home page's is /home/, which the
 * build's _redirects leads on to / (gatsby/post-build/redirects.ts).
 */
export const previewPathTemplate = (collection: Collection): string => routeFor(collection, "{{slug}}")
