import fs from "fs"
import path from "path"
import yaml from "js-yaml"

export interface SiteConstants {
  brand: string
  siteUrl: string
}

/**
 * The few site constants gatsby-config needs before GraphQL exists. Components
 * read the same file through GraphQL (useSite); this is not a second copy.
 */
export function readSiteConstants(file = path.resolve("content/site.yaml")): SiteConstants {
  const data = yaml.load(fs.readFileSync(file, "utf8")) as Partial<SiteConstants> | undefined
  if (!data?.siteUrl || !data.brand) {
    throw new Error(`${path.relative(process.cwd(), file)}: brand and siteUrl are required`)
  }
  return { brand: data.brand, siteUrl: data.siteUrl }
}
