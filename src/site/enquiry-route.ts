// Pure, without React: the build (gatsby/node/create-pages.ts, gatsby-config.ts) reads it too.

/**
 * What a call to action to the contact form opens it with (a button's `enquiry` in content/, the
 * schema's EnquiryContextSchema): the service selected and, optionally, the product named.
 * Loosely typed, since it arrives through GraphQL (nulls for absent fields) as well as from the YAML.
 */
export interface EnquiryContext {
  service: string
  about?: string | null
}

export const CONTACT_PATH = "/contact-us/"

/** Lower-case words joined by hyphens: "Graphic & UI/UX Design" is graphic-ui-ux-design. */
export const slug = (words: string) =>
  words
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")

/**
 * The address of the contact form opened with this context: a page of its own, made at build time
 * (gatsby/node/create-pages.ts), so that the service is selected and the product named in the HTML
 * itself, with JavaScript off and on any static host; a shared link opens the same form.
 * /contact-us/<service>/ or /contact-us/<service>/<about>/.
 */
export const enquiryRoute = ({ service, about }: EnquiryContext): string =>
  `${CONTACT_PATH}${slug(service)}/${about && slug(about) ? `${slug(about)}/` : ""}`

/**
 * Where a link to the contact form leads on a page made for a context (`context` is that page's): a link
 * to the plain contact page or its form (/contact-us/, /contact-us/#enquiry) leads to the page's own
 * address instead, with the same anchor, so that "Write to Us" keeps the service and product the
 * visitor came with. Chosen where the page is rendered, so it holds without JavaScript. Unchanged on
 * every other page, and for a link anywhere else.
 */
export function contactLinkOn(context: EnquiryContext | null, to: string): string {
  const anchorAt = to.indexOf("#")
  const path = anchorAt < 0 ? to : to.slice(0, anchorAt)
  return context && path === CONTACT_PATH ? enquiryRoute(context) + to.slice(path.length) : to
}

/** The contact form's pages made from a context; kept out of the sitemap (gatsby-config.ts), their canonical is /contact-us/. */
export const ENQUIRY_ROUTE_GLOBS = [`${CONTACT_PATH}*/`, `${CONTACT_PATH}*/*/`]
