/**
 * The site owner's ordinary edits in the content manager (issue 44), made on a copy of content/
 * (never the real one) as its saves leave the files: a product deleted with its picture and menu
 * entry, another moved to a new slug by the content manager's own save (its file renamed, the links
 * to it carried, its old address under Old addresses), an unfinished case study parked as a draft, and a quoted testimonial's
 * person renamed. Each edit chooses its page by rule, never by name, and says what it did, so a
 * test can judge the built site by it (ownersEditsShown). The project-copy test makes them
 * (__tests__/build/developer-and-editor-changes.test.ts); owner-edits.test.ts checks each alone.
 */
import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { CONTENT_YAML_SCHEMA, loadContent, parseContent } from "../../content-model/load-content"
import { collectionOf } from "../../content-model/content-files"
import { linksTo } from "../../content-model/link-rules"
import { filesMovedWith } from "../../admin/src/slug-change/linked-edits"
import { routeFor, type Collection } from "../../content/schema/content-schema"

interface Section {
  type: string
  heading?: string
  image?: string
  people?: string[]
}
interface Page {
  slug: string
  title: string
  draft?: boolean
  sections?: Section[]
}
interface Testimonial {
  key: string
  name: string
  caseStudy?: string
  about?: string[]
}

/** Every YAML file of the content/ folder given (its schema/ is code), by its path from that folder. */
const yamlFiles = (contentDir: string): string[] =>
  (fs.readdirSync(contentDir, { recursive: true }) as string[])
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => file.endsWith(".yaml") && !file.startsWith("schema/"))
    .sort()

const read = <T>(contentDir: string, file: string): T => parseContent(fs.readFileSync(path.join(contentDir, file), "utf8"), file) as T
const write = (contentDir: string, file: string, data: unknown) =>
  fs.writeFileSync(path.join(contentDir, file), yaml.dump(data, { schema: CONTENT_YAML_SCHEMA, noRefs: true }))

/** Whether a link (a menu's, a button's, a study's proven page…) leads to the route, with or without a #section. */
const leadsTo = (link: string, route: string) => link === route || link.startsWith(`${route}#`)

/** The page files of a kind in the content/ folder given, sorted by name, each with its data and route. */
const pagesOf = (contentDir: string, kind: Collection) =>
  fs
    .readdirSync(path.join(contentDir, kind))
    .filter((name) => name.endsWith(".yaml"))
    .sort()
    .map((name) => {
      const file = `${kind}/${name}`
      const page = read<Page>(contentDir, file)
      return { file, page, route: routeFor(kind, page.slug) }
    })

/** The picture files (content/images/…) a page names, as paths from the content/ folder. */
const picturesOf = (file: string, page: Page): string[] =>
  (page.sections ?? []).flatMap(({ image }) => (image ? [path.posix.join(path.posix.dirname(file), image)] : []))

/**
 * Deletes a product page as the content manager lets the owner: the first product (by file name)
 * that only its menu entry links to, with its menu entry, and its picture when no other page shows
 * it (the notice after a delete sends the owner to Media for that).
 */
export function deleteProduct(contentDir: string): { route: string; picture: string | null } {
  const { files } = loadContent(contentDir)
  const product = pagesOf(contentDir, "products").find(({ route }) => {
    const places = linksTo(files, route)
    return places.length > 0 && places.every(({ file }) => file === "content/navigation.yaml")
  })
  if (!product) throw new Error("No product page is linked only from its menu entry: the owner could not delete one")
  fs.rmSync(path.join(contentDir, product.file))
  const navigation = read<Record<string, Array<{ url: string }>>>(contentDir, "navigation.yaml")
  for (const menu of Object.keys(navigation)) navigation[menu] = navigation[menu].filter(({ url }) => !leadsTo(url, product.route))
  write(contentDir, "navigation.yaml", navigation)
  const [picture] = picturesOf(product.file, product.page)
  const shownElsewhere = yamlFiles(contentDir).some((file) => picturesOf(file, read<Page>(contentDir, file)).includes(picture))
  if (!picture || shownElsewhere) return { route: product.route, picture: null }
  fs.rmSync(path.join(contentDir, picture))
  return { route: product.route, picture }
}

/**
 * Moves a product page to a new slug in one save, as the content manager does: a product a case
 * study proves (else the first by file name), its new slug saved, and every file the save writes
 * beside it (filesMovedWith: the links to it, a study's "proves", a testimonial's "about", its old
 * address under Old addresses). Its file takes the new slug's name, as the content manager renames it.
 */
export function moveProduct(contentDir: string): { from: string; to: string } {
  const { files } = loadContent(contentDir)
  const proven = new Set(
    files.flatMap(({ file, data }) => (collectionOf(file) === "case-studies" ? ((data as { proves?: string[] }).proves ?? []) : [])),
  )
  const products = pagesOf(contentDir, "products")
  const product = products.find(({ route }) => proven.has(route)) ?? products[0]
  if (!product) throw new Error("content/products/ has no page to move")
  const slug = `${product.page.slug}-moved`
  const to = routeFor("products", slug)
  const saved = `content/${product.file}`
  const written = [{ file: saved, data: { ...product.page, slug } }, ...filesMovedWith(files, saved, { ...product.page, slug })]
  // The page's own file, as written last (with its links to itself carried), under its new name.
  const page = written.filter(({ file }) => file === saved).at(-1)!
  for (const { file, data } of written.filter((entry) => entry.file !== saved)) write(contentDir, file.replace(/^content\//, ""), data)
  fs.rmSync(path.join(contentDir, product.file))
  write(contentDir, `products/${slug}.yaml`, page.data)
  return { from: product.route, to }
}

/** Parks an unfinished case study: what the owner has so far, its slug and title, saved as a draft. */
export function parkDraftStudy(contentDir: string): { route: string } {
  const taken = new Set(pagesOf(contentDir, "case-studies").map(({ page }) => page.slug))
  let slug = "unfinished-case-study"
  for (let count = 2; taken.has(slug); count++) slug = `unfinished-case-study-${count}`
  write(contentDir, `case-studies/${slug}.yaml`, { slug, title: "A Study Still Being Written", draft: true })
  return { route: routeFor("case-studies", slug) }
}

const TESTIMONIALS = "shared/testimonials.yaml"

/** What a testimonials section's Chosen testimonials holds for a testimonial (content/schema/sections.ts `people`). */
const choiceOf = (testimonial: Testimonial): string => testimonial.key

/** The name the owner gives a person: with a middle initial, as "Sunita Kale" became "Sunita R. Kale". */
const renamed = (name: string) => name.replace(/^(\S+)(\s|$)/, "$1 R.$2")

/**
 * Renames a quoted testimonial's person, changing only its `name` as Shared lists → Testimonials
 * saves it: the first testimonial with a name of its own that a page chooses; when no page
 * chooses one yet, the owner first chooses the first such testimonial on the case study it names
 * (or the first page it speaks for) in a testimonials section of that page.
 */
export function renameQuotedTestimonial(contentDir: string): { from: string; to: string; quotedOn: string } {
  const testimonials = read<Testimonial[]>(contentDir, TESTIMONIALS)
  const ownName = testimonials.filter(({ name }) => testimonials.filter((other) => other.name === name).length === 1)
  const pages = (["pages", "services", "products", "case-studies"] as const).flatMap((kind) => pagesOf(contentDir, kind))
  const chooses = (page: Page, testimonial: Testimonial) =>
    (page.sections ?? []).some(({ type, people }) => type === "testimonials" && people?.includes(choiceOf(testimonial)))
  const alreadyQuoted = ownName
    .map((testimonial) => ({ testimonial, on: pages.find(({ page }) => chooses(page, testimonial)) }))
    .find(({ on }) => on)
  const quoted = alreadyQuoted?.testimonial ?? ownName[0]
  if (!quoted) throw new Error(`${TESTIMONIALS} has no testimonial to quote and rename`)
  let quotedOn = alreadyQuoted?.on?.route
  if (!quotedOn) {
    quotedOn = quoted.caseStudy ?? quoted.about?.[0] ?? "/"
    const { file, page } = pages.find(({ route }) => route === quotedOn)!
    write(contentDir, file, {
      ...page,
      sections: [...(page.sections ?? []), { type: "testimonials", heading: "What Our Client Says", people: [choiceOf(quoted)] }],
    })
  }
  const to = renamed(quoted.name)
  write(
    contentDir,
    TESTIMONIALS,
    testimonials.map((testimonial) => (testimonial === quoted ? { ...testimonial, name: to } : testimonial)),
  )
  return { from: quoted.name, to, quotedOn }
}

/** The owner's edits, each with what it is, in the order the project-copy test makes them. */
export const OWNER_EDITS = {
  deleted: { what: "a product deleted with its picture and menu entry", make: deleteProduct },
  moved: { what: "a product a case study proves moved to a new slug, its links and old address carried", make: moveProduct },
  draft: { what: "an unfinished case study parked as a draft (slug and title only)", make: parkDraftStudy },
  renamed: { what: "a quoted testimonial's person renamed", make: renameQuotedTestimonial },
} as const

type OwnersEdits = { [Edit in keyof typeof OWNER_EDITS]: ReturnType<(typeof OWNER_EDITS)[Edit]["make"]> }

/** Makes every one of the owner's edits in the content/ folder given; what each did, for ownersEditsShown. */
export const makeOwnersEdits = (contentDir: string): OwnersEdits =>
  Object.fromEntries(Object.entries(OWNER_EDITS).map(([edit, { make }]) => [edit, make(contentDir)])) as OwnersEdits

/** Each thing the owner's edits must have made in the built site, as [what, whether it holds] pairs for one assertion. */
export function ownersEditsShown(edits: OwnersEdits, publicDir: string): Array<[string, boolean]> {
  const built = (route: string) => path.join(publicDir, ...route.split("/").filter(Boolean), "index.html")
  const isBuilt = (route: string) => fs.existsSync(built(route))
  const sitemap = fs.readFileSync(path.join(publicDir, "sitemap-0.xml"), "utf8")
  const redirects = fs.readFileSync(path.join(publicDir, "_redirects"), "utf8").split("\n")
  const { deleted, moved, draft, renamed: testimonial } = edits
  return [
    [`the deleted ${deleted.route} is not built`, !isBuilt(deleted.route)],
    [`the deleted ${deleted.route} is not in the sitemap`, !sitemap.includes(`${deleted.route}</loc>`)],
    [`${moved.to} is built`, isBuilt(moved.to)],
    [`${moved.from} leads to ${moved.to}`, redirects.includes(`${moved.from} ${moved.to} 301`)],
    [`the draft ${draft.route} is not built`, !isBuilt(draft.route)],
    [`the draft ${draft.route} is not in the sitemap`, !sitemap.includes(`${draft.route}</loc>`)],
    [
      `${testimonial.quotedOn} quotes "${testimonial.to}"`,
      isBuilt(testimonial.quotedOn) && fs.readFileSync(built(testimonial.quotedOn), "utf8").includes(testimonial.to),
    ],
  ]
}
