/**
 * Case studies and testimonials once published, in a copy of the project: every example's
 * `draft: true` (content/case-studies/, content/shared/testimonials.yaml) set to false, as an
 * editor publishes one, and each study's template mark taken off its words (the check refuses an
 * example published unchanged: content-model/example-rules.ts); and what the copy's built site
 * must then show, judged against the copy's own content: /case-studies/ lists each study, each
 * study is built and in the sitemap, every page a study counts under (those it proves and their
 * services: content-model/proven-services.ts) links to it, and every testimonial's quote is shown
 * on some page.
 */
import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { JSDOM } from "jsdom"
import { EXAMPLE_MARK, MARKED_FIELDS } from "../../content-model/example-rules"
import { pagesCountedUnder, type PageWithSections } from "../../content-model/proven-services"

interface StudyFile {
  slug: string
  proves: string[]
  draft?: boolean
}

const studyFiles = (content: string) => {
  const folder = path.join(content, "case-studies")
  return fs.readdirSync(folder).map((name) => path.join(folder, name))
}
const testimonialsFile = (content: string) => path.join(content, "shared/testimonials.yaml")

/** A marked field's value, quoted or not, from its template mark on: the mark goes, as an editor's own words replace it. */
const markedValue = new RegExp(`^((?:${MARKED_FIELDS.join("|")}|\\s+heading): *["']?)${EXAMPLE_MARK} *`, "gm")

/** The text with Draft unticked and the template mark taken off its words. */
const publishedText = (text: string) => text.replace(/^(\s*-?\s*)draft: true$/gm, "$1draft: false").replace(markedValue, "$1")

/**
 * Unticks Draft on every example in the copy's content/, and takes the template mark off each study's
 * words. A study is an example while its words carry the mark: one an owner has written and parked as
 * a draft of their own (unfinished, as a draft may be) stays a draft. The testimonials' drafts are the
 * examples' quotes.
 */
export function publishExamples(content: string): void {
  const isExample = (text: string) => new RegExp(markedValue.source, "m").test(text)
  for (const file of studyFiles(content)) {
    const text = fs.readFileSync(file, "utf8")
    if (isExample(text)) fs.writeFileSync(file, publishedText(text))
  }
  fs.writeFileSync(testimonialsFile(content), publishedText(fs.readFileSync(testimonialsFile(content), "utf8")))
}

const pagesOf = (content: string, kind: string): PageWithSections[] =>
  fs
    .readdirSync(path.join(content, kind))
    .map((name) => yaml.load(fs.readFileSync(path.join(content, kind, name), "utf8")) as PageWithSections)

/** Each thing the published examples must have made in the built site, as [what, whether it holds] pairs for one assertion. */
export function publishedExamplesShown(content: string, publicDir: string): Array<[string, boolean]> {
  const built = (route: string) => path.join(publicDir, ...route.split("/").filter(Boolean), "index.html")
  const pageAt = (route: string) => (fs.existsSync(built(route)) ? new JSDOM(fs.readFileSync(built(route), "utf8")).window.document : null)
  const linksTo = (document: Document | null, route: string) => document?.querySelector(`main a[href="${route}"]`) != null
  // Those the copy still keeps as drafts (an owner's unfinished study) are not examples it published.
  const studies = studyFiles(content)
    .map((file) => yaml.load(fs.readFileSync(file, "utf8")) as StudyFile)
    .filter(({ draft }) => !draft)
  const provable = { services: pagesOf(content, "services"), products: pagesOf(content, "products") }
  const list = pageAt("/case-studies/")
  const sitemap = fs.readFileSync(path.join(publicDir, "sitemap-0.xml"), "utf8")
  const shownText = (folder: string): string[] =>
    fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(folder, entry.name)
      if (entry.isDirectory()) return ["static", "page-data", "admin"].includes(entry.name) ? [] : shownText(full)
      return entry.name === "index.html"
        ? [new JSDOM(fs.readFileSync(full, "utf8")).window.document.body.textContent!.replace(/\s+/g, " ")]
        : []
    })
  const pages = shownText(publicDir)
  const quotes = (yaml.load(fs.readFileSync(testimonialsFile(content), "utf8")) as Array<{ quote: string }>).map(({ quote }) =>
    quote.replace(/\s+/g, " "),
  )
  return [
    ["/case-studies/ is built", list !== null],
    ...studies.flatMap(({ slug, proves }): Array<[string, boolean]> => {
      const route = `/case-studies/${slug}/`
      return [
        [`/case-studies/ links to ${route}`, linksTo(list, route)],
        [`${route} is built`, pageAt(route) !== null],
        [`${route} is in the sitemap`, sitemap.includes(`${route}</loc>`)],
        ...pagesCountedUnder(proves, provable).map((page): [string, boolean] => [
          `${page} (${proves.includes(page) ? "proven" : "the service of a proven product"}) links to ${route}`,
          linksTo(pageAt(page), route),
        ]),
      ]
    }),
    ...quotes.map((quote): [string, boolean] => [
      `"${quote.slice(0, 40)}…" is shown on a page`,
      pages.some((text) => text.includes(quote)),
    ]),
  ]
}
