import path from "path"
import {
  COLLECTIONS,
  PAGE_KINDS,
  routeFor,
  wordAt,
  type Collection,
  type PageKind,
  type NavigationContent,
  type PageContent,
  type SiteContent,
  type WordsContent,
} from "../../content/schema/content-schema"
import { checkContent } from "../../content-model/content-rules"
import { formatProblem, isError, unbuiltRoutes, type ContentFile } from "../../content-model/content-files"
import { ICON_VOCABULARY, loadContent, readSectionSources } from "../../content-model/load-content"
import { sectionData, type PagesByKind } from "../../content-model/section-data"
import type { SectionData } from "../../src/components/sections/section-fields"

const CONTENT_DIR = path.resolve(__dirname, "../../content")

let files: Map<string, unknown> | undefined
/** A file of content/ (e.g. "site.yaml") as the build reads it (content-model/load-content.ts), so tests never repeat the content. */
export function readContent<T = unknown>(file: string): T {
  files ??= new Map(loadContent(CONTENT_DIR).files.map((entry) => [entry.file, entry.data]))
  if (!files.has(`content/${file}`)) throw new Error(`content/${file} does not exist or is not valid YAML`)
  return files.get(`content/${file}`) as T
}

/**
 * What useStaticQuery answers in component tests: the site constants, menus and words.
 * No resolver acts on them, so the query's answer is the YAML itself;
 * __tests__/built-site/component-data.test.ts holds this to the build's answer.
 */
export function staticQueryFixture() {
  const words = readContent<WordsContent>("words.yaml")
  return {
    siteYaml: readContent<SiteContent>("site.yaml"),
    navigationYaml: readContent<NavigationContent>("navigation.yaml"),
    wordsYaml: words,
    listedPages: { group: listMenuEntries(words).map((listPage) => ({ nodes: [{ listPage }] })) },
  }
}

/**
 * The top bar's entries for list pages, as useNavigation's query groups them: one per kind with a
 * list page and its words (PAGE_KINDS `listedOn`, `menuLabel`) while a page of it is published.
 */
function listMenuEntries(words: WordsContent): Array<{ route: string; menuLabel: string | null }> {
  const files = pageFiles()
  return COLLECTIONS.flatMap((kind) => {
    const { listedOn, menuLabel } = PAGE_KINDS[kind] as PageKind
    const list = listedOn && files.find(({ route }) => route === routeFor("pages", listedOn))
    const published = files.some(({ file }) => file.startsWith(`${kind}/`) && !readContent<{ draft?: boolean }>(file).draft)
    return list && menuLabel && published ? [{ route: list.route, menuLabel: wordAt(words, menuLabel) }] : []
  }).sort((a, b) => (a.route < b.route ? -1 : 1))
}

/** A picture as gatsby-plugin-image gives it to a section, at the path the YAML names, wherever the schema marks one (as the CMS preview shapes it: one source, no resizing). */
const pictureAt = (file: string): SectionData["image"] => ({
  childImageSharp: {
    gatsbyImageData: { layout: "constrained", width: 960, height: 640, images: { fallback: { src: file }, sources: [] } },
  },
})

/**
 * The sections of the page a content file (e.g. "pages/home.yaml") becomes, as its template
 * receives them from GraphQL, made from the YAML by the loader the build uses (no build needed:
 * content-model/section-data.ts, which __tests__/built-site/component-data.test.ts holds to the build).
 */
export function sectionsOf(pageFile: string): SectionData[] {
  const { sharedLists } = readSectionSources(CONTENT_DIR)
  return readContent<PageContent>(pageFile).sections.map((section) =>
    sectionData(section, sharedLists, pictureAt, undefined, pagesByKind()),
  )
}

let pages: PagesByKind | undefined
/** Every page file's data by its kind, read once: the pages a section lists (case studies), as the build's GraphQL and the CMS preview give them. */
export function pagesByKind(): PagesByKind {
  pages ??= Object.fromEntries(
    COLLECTIONS.map((kind) => [
      kind,
      pageFiles()
        .filter(({ file }) => file.startsWith(`${kind}/`))
        .map(({ file }) => readContent(file)),
    ]),
  )
  return pages
}

/** A section of a page as its component receives it: the index-th of its type. */
export function sectionFixture(pageFile: string, type: string, index = 0): SectionData {
  const section = sectionsOf(pageFile).filter((candidate) => candidate.type === type)[index]
  if (!section) throw new Error(`${pageFile} has no section of type ${type}`)
  return section
}

/** The route a content file (e.g. "products/<slug>.yaml") becomes. */
export const routeOf = (pageFile: string) => routeFor(pageFile.split("/")[0] as Collection, readContent<PageContent>(pageFile).slug)

/** Every page file of content/ (e.g. "products/<slug>.yaml", each kind of page's folder) with the route it becomes. */
export const pageFiles = (): Array<{ file: string; route: string }> =>
  loadContent(CONTENT_DIR)
    .files.map(({ file }) => file.replace(/^content\//, ""))
    .filter((file) => COLLECTIONS.includes(file.split("/")[0] as Collection))
    .map((file) => ({ file, route: routeOf(file) }))

/** The page files the build makes a page of: not drafts, nor a list page with nothing published to list (content-rules' unbuiltRoutes). */
export const builtPageFiles = (): Array<{ file: string; route: string }> => {
  const unbuilt = unbuiltRoutes(loadContent(CONTENT_DIR).files)
  return pageFiles().filter(({ route }) => !unbuilt.has(route))
}

/**
 * A test's example page of a kind, chosen by rule: the first of content/<kind>/ by file name
 * (drafts left out) whose data passes `fits`. Tests never name a page, so the owner may move,
 * rename or delete any of them; a kind with no page that fits fails the test, saying so.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function examplePage(kind: Collection, fits: (data: any) => boolean = () => true): { file: string; route: string } {
  const page = pageFiles()
    .filter(({ file }) => file.startsWith(`${kind}/`))
    .sort((a, b) => a.file.localeCompare(b.file))
    .find(({ file }) => !readContent<{ draft?: boolean }>(file).draft && fits(readContent(file)))
  if (!page) throw new Error(`content/${kind}/ has no published page this test can take as its example`)
  return page
}

/** The first section of this type, on any published page of content/, that passes `fits`: a component test's example, chosen by rule. */
export function exampleSection(type: string, fits: (section: SectionData) => boolean = () => true): SectionData {
  const section = builtPageFiles()
    .flatMap(({ file }) => sectionsOf(file))
    .find((candidate) => candidate.type === type && fits(candidate))
  if (!section) throw new Error(`No published page of content/ has a ${type} section this test can take as its example`)
  return section
}

/** A copy of every file of content/ as the build reads it, for a test to change: content/ itself is never touched. */
export const copyOfContent = (): ContentFile[] => structuredClone(loadContent(CONTENT_DIR).files)

/** The files with one of them changed by `change`, whatever its shape (a test breaks the field it chooses). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function withFile(files: ContentFile[], file: string, change: (data: any) => void): ContentFile[] {
  const target = files.find((entry) => entry.file === file)
  if (!target) throw new Error(`${file} is not in the copy of content/`)
  change(target.data)
  return files
}

/**
 * What the content check refuses in the files, as npm run check:content prints it (file: field: what
 * is wrong): its errors, for a draft's notes (what it still lacks) stop no build and no save.
 */
export const checkMessages = (files: ContentFile[]): string[] => checkContent(files, ICON_VOCABULARY).filter(isError).map(formatProblem)

/** The sections of the page at a route, as sectionsOf gives them, from content/'s file for that route. */
export function sectionsAt(route: string): SectionData[] {
  const page = pageFiles().find((candidate) => candidate.route === route)
  if (!page) throw new Error(`No page file of content/ becomes ${route}`)
  return sectionsOf(page.file)
}

/** The routes of content/'s pages whose sections pass `test`, in content/'s order: tests pick their pages by rule, not by name. */
export const routesWhere = (test: (sections: SectionData[]) => boolean): string[] =>
  pageFiles()
    .filter(({ file }) => test(sectionsOf(file)))
    .map(({ route }) => route)

/** Whether a page has questions and answers (a section of type faq). */
export const hasFaq = (sections: SectionData[]) => sections.some((section) => section.type === "faq")
