/**
 * What a link field of the CMS (link-widget.tsx) accepts: a page of this site picked from
 * every page's address, or, chosen explicitly, another site, an e-mail address, a phone or a
 * section of a page (/contact-us/#enquiry). Typed addresses of this site must reach a page, as
 * the build's check requires; the pattern (https:, mailto:, tel:) is the schema's, checked by Decap.
 */
import { notAPageMessage } from "../../content/schema/content-schema"

/** How a page that is not built (a draft, a list with nothing published) is marked among the choices. */
export const UNBUILT_MARK = "(not published: only a draft may lead to it)"

/** How it is marked in a field that names a page without leading to it (a testimonial's study): any entry may pick it. */
export const DRAFT_NAMED_MARK = "(a draft)"

/** A link that is not one of the pages to pick: typed in the "another" box. */
export const isTypedLink = (url: string, routes: readonly string[]) => url !== "" && !routes.includes(url)

/** Why a link cannot be saved, in the check's words; null when it can (an empty link is Decap's "required"). */
export function linkProblem(url: string, routes: readonly string[]): string | null {
  if (!url.startsWith("/")) return null
  return routes.includes(url.split("#")[0]) ? null : `${notAPageMessage(url)}: pick one from the list`
}
