import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import type { Industry, NavigationContent, PageContent, Reason, SiteContent, TechnologyCategory } from "../../content/schema/content-schema"

/** Reads a file of content/ as the components receive it, so tests never repeat the content. */
export function readContent<T = unknown>(file: string): T {
  return yaml.load(fs.readFileSync(path.join(__dirname, "../../content", file), "utf8")) as T
}

/** What useStaticQuery answers in component tests: the real site constants and menus. */
export function staticQueryFixture() {
  return {
    siteYaml: readContent<SiteContent>("site.yaml"),
    navigationYaml: readContent<NavigationContent>("navigation.yaml"),
  }
}

/**
 * A section of a page as the templates receive it from GraphQL, made by the
 * function the CMS preview uses (gatsby/content/section-data.ts) from the real content.
 */
export function sectionFixture(pageFile: string, type: string, index = 0) {
  // Required here, not imported at the top: only tests that use sections pay for the icon sets.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { sectionData } = require("../../gatsby/content/section-data") as typeof import("../../gatsby/content/section-data")
  const page = readContent<PageContent>(pageFile)
  const section = page.sections.filter((candidate) => candidate.type === type)[index]
  if (!section) throw new Error(`${pageFile} has no section of type ${type}`)
  return sectionData(section, {
    industries: readContent<Industry[]>("shared/industries.yaml"),
    reasons: readContent<Reason[]>("shared/reasons.yaml"),
    technologies: readContent<TechnologyCategory[]>("shared/technologies.yaml"),
  })
}
