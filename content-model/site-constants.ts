import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { routeFor } from "../content/schema/content-schema"

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

/** A page's YAML, or nothing when it does not parse: the content check names that file, and gatsby develop must start anyway. */
function readPage(file: string): { slug?: unknown; noindex?: unknown } | undefined {
  try {
    return yaml.load(fs.readFileSync(file, "utf8")) as { slug?: unknown; noindex?: unknown } | undefined
  } catch {
    return undefined
  }
}

/** The routes of the pages whose content sets `noindex: true` (only pages have the field), which the sitemap leaves out. */
export function readNoindexRoutes(pagesDir = path.resolve("content/pages")): string[] {
  return fs
    .readdirSync(pagesDir)
    .filter((file) => /\.ya?ml$/.test(file))
    .map((file) => readPage(path.join(pagesDir, file)))
    .filter((page) => page?.noindex === true)
    .map((page) => routeFor("pages", String(page?.slug)))
    .sort()
}
