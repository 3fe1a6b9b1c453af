import fs from "fs"
import path from "path"
import { PAGE_KINDS, routeFor } from "../../../content/schema/content-schema"
import { routesOfSite } from "../../../scripts/bench/routes"
import { PUBLISHED_EXAMPLES_SITE_DIR, SERVED_SITE_DIR } from "./origins"

/** Every route of the built site a visitor sees (its folders holding an index.html; not the CMS), home first. */
export const builtRoutes = (): string[] => routesOfSite(SERVED_SITE_DIR)

/** The address of case studies' list page: its folder (/case-studies/) holds each study too. */
const CASE_STUDIES = routeFor("pages", PAGE_KINDS["case-studies"].listedOn)

/**
 * The pages of the site built with the examples published (PUBLISHED_EXAMPLES_SITE_DIR) that proof
 * of work adds or changes: the list of studies, each study, and every page whose main part links
 * to one (a proven page's Work in this area, a home page's chosen studies) or quotes a testimonial.
 */
export function proofOfWorkRoutes(): string[] {
  const showsProofOfWork = (route: string) => {
    const html = fs.readFileSync(path.join(PUBLISHED_EXAMPLES_SITE_DIR, route, "index.html"), "utf8")
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"))
    return main.includes(`href="${CASE_STUDIES}`) || main.includes("<blockquote")
  }
  return routesOfSite(PUBLISHED_EXAMPLES_SITE_DIR).filter((route) => route.startsWith(CASE_STUDIES) || showsProofOfWork(route))
}
