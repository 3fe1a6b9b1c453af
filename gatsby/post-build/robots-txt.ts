import fs from "fs"
import path from "path"
import { ADMIN_PATH } from "../../admin/admin-path"
import { readSiteConstants } from "../../content-model/site-constants"
import { assertSafeLineValue } from "./line-safe-value"

/** robots.txt for the site: everything but the CMS may be crawled, and the sitemap is named by its absolute URL. */
export const robotsTxt = (siteUrl: string): string =>
  [
    "User-agent: *",
    `Disallow: ${ADMIN_PATH}`,
    "Allow: /",
    "",
    `Sitemap: ${assertSafeLineValue(siteUrl, "content/site.yaml: siteUrl")}/sitemap-index.xml`,
    "",
  ].join("\n")

/**
 * Written after the build rather than kept in static/, so the site URL stays
 * written once, in content/site.yaml. Not gatsby-plugin-robots-txt: it would read the same URL
 * (siteMetadata), but these five fixed lines do not need generate-robotstxt and its CLI packages (meow, cosmiconfig, fs-extra).
 */
export function writeRobotsTxt(publicDir: string): void {
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(readSiteConstants().siteUrl))
}
