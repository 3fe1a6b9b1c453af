import path from "path"
import type { Collection } from "../../gatsby/content/content-rules"
import { routeFor } from "../../gatsby/content/content-rules"
import { loadContent } from "../../gatsby/content/load-content"
import type { NavigationContent, PageContent, SiteContent } from "../../content/schema/content-schema"
import type { SectionData } from "../../src/components/sections/section-fields"
import { builtPageData } from "../built-site/support"

let files: Map<string, unknown> | undefined
/** A file of content/ (e.g. "site.yaml") as the build reads it (gatsby/content/load-content.ts), so tests never repeat the content. */
export function readContent<T = unknown>(file: string): T {
  files ??= new Map(loadContent(path.resolve(__dirname, "../../content")).files.map((entry) => [entry.file, entry.data]))
  if (!files.has(`content/${file}`)) throw new Error(`content/${file} does not exist or is not valid YAML`)
  return files.get(`content/${file}`) as T
}

/**
 * What useStaticQuery answers in component tests: the site constants and menus.
 * No resolver acts on them, so the query's answer is the YAML itself;
 * __tests__/built-site/component-data.test.ts holds this to the build's answer.
 */
export function staticQueryFixture() {
  return {
    siteYaml: readContent<SiteContent>("site.yaml"),
    navigationYaml: readContent<NavigationContent>("navigation.yaml"),
  }
}

/** The sections of the page a content file (e.g. "pages/home.yaml") became, as its template received them from GraphQL in the build. */
export function builtSections(pageFile: string): SectionData[] {
  const collection = pageFile.split("/")[0] as Collection
  const route = routeFor(collection, readContent<PageContent>(pageFile).slug)
  const node = Object.values(builtPageData(route).result.data).find((value) => value?.sections)
  if (!node) throw new Error(`The built page ${route} has no sections`)
  return node.sections
}

/** A section of a page as its component received it in the build: the index-th of its type. */
export function sectionFixture(pageFile: string, type: string, index = 0): SectionData {
  const section = builtSections(pageFile).filter((candidate) => candidate.type === type)[index]
  if (!section) throw new Error(`${pageFile} has no section of type ${type}`)
  return section
}
