/**
 * Rules every file in content/ must follow, as a pure function over parsed
 * YAML so it can be tested without a build. Each problem names the file, the
 * path inside it and what is wrong, and every problem is reported, not just
 * the first, so an editor can fix a commit in one go.
 */

export interface ContentFile {
  /** Path relative to the project root, e.g. content/products/laundry.yaml */
  file: string
  data: unknown
}

export interface ContentProblem {
  file: string
  path: string
  message: string
}

/** Names content may use for icons: generic icons, and technology logos (simple-icons slugs). */
export interface IconVocabulary {
  icons: readonly string[]
  logos: readonly string[]
}

export const formatProblem = ({ file, path, message }: ContentProblem): string =>
  `${file}${path ? `: ${path}` : ""}: ${message}`

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value)

interface SectionRule {
  required: string[]
  optional: string[]
}

/** What each kind of section may hold, and what it must. */
export const SECTION_RULES = {
  hero: { required: ["heading", "subheading", "button"], optional: ["image", "imageAlt", "anchor"] },
  text: { required: ["paragraphs"], optional: ["heading", "button", "anchor"] },
  cards: {
    required: ["heading", "items"],
    optional: ["subheading", "layout", "button", "anchor"],
  },
  cta: { required: ["heading", "button"], optional: ["subheading", "anchor"] },
  faq: { required: ["heading", "faqs"], optional: ["subheading", "anchor"] },
  industries: { required: ["heading"], optional: ["subheading", "anchor"] },
  reasons: { required: ["heading"], optional: ["subheading", "button", "anchor"] },
  technologies: { required: ["heading"], optional: ["subheading", "button", "anchor"] },
  workflow: {
    required: ["heading", "items", "image", "imageAlt"],
    optional: ["subheading", "anchor"],
  },
  contactForm: { required: ["heading"], optional: ["subheading", "anchor"] },
} satisfies Record<string, SectionRule>

export type SectionType = keyof typeof SECTION_RULES
const SECTION_TYPES = Object.keys(SECTION_RULES) as SectionType[]

/** The folders of content/ whose files each become a page. */
export type Collection = "pages" | "services" | "products"

/**
 * The sections each kind of page offers. Each template bundles the components
 * of its kind's sections and no others (src/templates/), so a product page does
 * not download the contact form or the carousels it never shows. To offer
 * another section on a kind of page, add it here and to that template.
 */
export const SECTIONS_OFFERED = {
  pages: SECTION_TYPES,
  services: ["hero", "text", "cards", "reasons", "cta", "faq", "contactForm"],
  products: ["hero", "text", "cards", "cta", "faq"],
} as const satisfies Record<Collection, readonly SectionType[]>

const KIND_OF_PAGE: Record<Collection, string> = {
  pages: "the pages in content/pages/",
  services: "service pages",
  products: "product pages",
}

export const CARD_LAYOUTS = ["grid", "list", "tiles", "steps"]

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const EXTERNAL_URL = /^(https:\/\/|mailto:|tel:)/

/** The route a content file in content/pages, content/services or content/products becomes. */
export function routeFor(collection: Collection, slug: string): string {
  if (collection === "services") return `/service/${slug}/`
  if (collection === "products") return `/products/${slug}/`
  return slug === "home" ? "/" : `/${slug}/`
}

const collectionOf = (file: string): Collection | null => {
  const match = /^content\/(pages|services|products)\/[^/]+\.ya?ml$/.exec(file)
  return match ? (match[1] as Collection) : null
}

class Checker {
  problems: ContentProblem[] = []
  constructor(
    private file: string,
    private vocabulary: IconVocabulary,
  ) {}

  icon(parent: Json, key: string, path: string, required: boolean, allowLogos = false): void {
    const name = this.text(parent, key, path, required)
    if (!name) return
    const known = this.vocabulary.icons.includes(name) || (allowLogos && this.vocabulary.logos.includes(name))
    if (!known)
      this.fail(
        `${path ? `${path}.` : ""}${key}`,
        `"${name}" is not a known icon (see CONTENT.md for the list${allowLogos ? ", or use a simple-icons slug" : ""})`,
      )
  }

  fail(path: string, message: string): void {
    this.problems.push({ file: this.file, path, message })
  }

  text(parent: Json, key: string, path: string, required = true): string | undefined {
    const value = parent[key]
    const where = path ? `${path}.${key}` : key
    if (value === undefined || value === null || value === "") {
      if (required) this.fail(where, "is required")
      return undefined
    }
    if (typeof value !== "string") {
      this.fail(where, `must be text, not ${describe(value)}`)
      return undefined
    }
    return value
  }

  list(parent: Json, key: string, path: string, required = true): unknown[] | undefined {
    const value = parent[key]
    const where = path ? `${path}.${key}` : key
    if (value === undefined || value === null) {
      if (required) this.fail(where, "is required")
      return undefined
    }
    if (!Array.isArray(value)) {
      this.fail(where, `must be a list, not ${describe(value)}`)
      return undefined
    }
    if (required && value.length === 0) this.fail(where, "must not be empty")
    return value
  }

  textList(parent: Json, key: string, path: string, required = true): void {
    const items = this.list(parent, key, path, required)
    items?.forEach((item, index) => {
      if (typeof item !== "string" || item === "")
        this.fail(`${path ? `${path}.` : ""}${key}[${index}]`, `must be text, not ${describe(item)}`)
    })
  }

  objects(parent: Json, key: string, path: string, required = true): Array<[Json, string]> {
    const items = this.list(parent, key, path, required) ?? []
    const where = path ? `${path}.${key}` : key
    return items.flatMap((item, index): Array<[Json, string]> => {
      if (isObject(item)) return [[item, `${where}[${index}]`]]
      this.fail(`${where}[${index}]`, `must be a group of fields, not ${describe(item)}`)
      return []
    })
  }

  uniqueIds(items: Array<[Json, string]>, key: string): void {
    const seen = new Map<string, string>()
    for (const [item, path] of items) {
      const id = item[key]
      if (typeof id !== "string") continue
      const first = seen.get(id)
      if (first) this.fail(`${path}.${key}`, `"${id}" is used twice (first at ${first})`)
      else seen.set(id, path)
    }
  }

  unknownKeys(object: Json, allowed: string[], path: string): void {
    for (const key of Object.keys(object)) {
      if (!allowed.includes(key))
        this.fail(path ? `${path}.${key}` : key, `is not a known field (allowed: ${allowed.join(", ")})`)
    }
  }
}

function describe(value: unknown): string {
  if (value === null) return "nothing"
  if (Array.isArray(value)) return "a list"
  if (typeof value === "object") return "a group of fields"
  if (typeof value === "string") return `text "${value}"`
  return `${typeof value} ${JSON.stringify(value)}`
}

interface LinkCheck {
  checker: Checker
  path: string
  url: string
}

function checkSite(check: Checker, data: Json): void {
  for (const key of ["brand", "tagline", "author", "description"]) check.text(data, key, "")
  const siteUrl = check.text(data, "siteUrl", "")
  if (siteUrl && !/^https?:\/\/[^/]+$/.test(siteUrl))
    check.fail("siteUrl", `must be an origin such as https://www.example.com (no path, no trailing slash), not "${siteUrl}"`)
  check.textList(data, "keywords", "")
  for (const [phone, path] of check.objects(data, "phones", "")) {
    check.text(phone, "display", path)
    const dial = check.text(phone, "dial", path)
    if (dial && !/^\+\d{8,15}$/.test(dial)) check.fail(`${path}.dial`, `must be + and 8 to 15 digits, not "${dial}"`)
  }
  check.textList(data, "emails", "")
  ;(Array.isArray(data.emails) ? data.emails : []).forEach((email, index) => {
    if (typeof email === "string" && !/^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/.test(email))
      check.fail(`emails[${index}]`, `"${email}" is not an e-mail address`)
  })
  if (!isObject(data.chat)) check.fail("chat", "is required: number and greeting")
  else {
    const number = check.text(data.chat, "number", "chat")
    if (number && !/^\d{8,15}$/.test(number)) check.fail("chat.number", `must be 8 to 15 digits with the country code, not "${number}"`)
    check.text(data.chat, "greeting", "chat")
  }
  for (const [link, path] of check.objects(data, "social", "")) {
    check.text(link, "name", path)
    const url = check.text(link, "url", path)
    if (url && !url.startsWith("https://")) check.fail(`${path}.url`, `must start with https://, not "${url}"`)
  }
}

const isSectionType = (type: string): type is SectionType => Object.hasOwn(SECTION_RULES, type)

function checkSection(check: Checker, section: Json, path: string, links: LinkCheck[], collection: Collection): void {
  const type = check.text(section, "type", path)
  if (!type) return
  if (!isSectionType(type)) {
    check.fail(`${path}.type`, `"${type}" is not a section type (use one of: ${SECTION_TYPES.join(", ")})`)
    return
  }
  const offered: readonly SectionType[] = SECTIONS_OFFERED[collection]
  if (!offered.includes(type)) {
    check.fail(
      `${path}.type`,
      `"${type}" is not offered on ${KIND_OF_PAGE[collection]} (use one of: ${offered.join(", ")}; CONTENT.md says how to offer another)`,
    )
    return
  }
  const rule: SectionRule = SECTION_RULES[type]
  check.unknownKeys(section, ["type", ...rule.required, ...rule.optional], path)
  const required = (key: string) => rule.required.includes(key)

  for (const key of ["heading", "subheading", "imageAlt", "anchor"]) {
    if (key in section || required(key)) check.text(section, key, path, required(key))
  }
  if ("paragraphs" in section || required("paragraphs")) check.textList(section, "paragraphs", path, required("paragraphs"))
  if ("layout" in section) {
    const layout = check.text(section, "layout", path)
    if (layout && !CARD_LAYOUTS.includes(layout))
      check.fail(`${path}.layout`, `"${layout}" is not a layout (use one of: ${CARD_LAYOUTS.join(", ")})`)
  }
  if ("image" in section || required("image")) {
    const image = check.text(section, "image", path, required("image"))
    if (image && !/\.(png|jpe?g|webp|avif)$/i.test(image))
      check.fail(`${path}.image`, `must be a PNG, JPEG, WebP or AVIF file, not "${image}"`)
    if (image && !section.imageAlt) check.fail(`${path}.imageAlt`, "is required when there is an image")
  }
  if ("button" in section || required("button")) {
    if (!isObject(section.button)) check.fail(`${path}.button`, "is required: label and url")
    else {
      check.text(section.button, "label", `${path}.button`)
      const url = check.text(section.button, "url", `${path}.button`)
      if (url) links.push({ checker: check, path: `${path}.button.url`, url })
    }
  }
  if ("items" in section || required("items")) {
    for (const [item, itemPath] of check.objects(section, "items", path, required("items"))) {
      check.unknownKeys(item, ["title", "description", "icon", "url", "points"], itemPath)
      check.text(item, "title", itemPath)
      check.text(item, "description", itemPath, false)
      check.icon(item, "icon", itemPath, false)
      if ("points" in item) check.textList(item, "points", itemPath)
      const url = check.text(item, "url", itemPath, false)
      if (url) links.push({ checker: check, path: `${itemPath}.url`, url })
    }
  }
  if ("faqs" in section || required("faqs")) {
    for (const [faq, faqPath] of check.objects(section, "faqs", path, required("faqs"))) {
      check.unknownKeys(faq, ["question", "answer"], faqPath)
      check.text(faq, "question", faqPath)
      check.text(faq, "answer", faqPath)
    }
  }
}

function checkPage(check: Checker, data: Json, links: LinkCheck[], collection: Collection): string | undefined {
  check.unknownKeys(data, ["slug", "title", "description", "keywords", "noindex", "sections"], "")
  const slug = check.text(data, "slug", "")
  if (slug && !SLUG.test(slug)) check.fail("slug", `must be lower-case words joined by hyphens, not "${slug}"`)
  check.text(data, "title", "")
  check.text(data, "description", "")
  if ("keywords" in data) check.textList(data, "keywords", "")
  if ("noindex" in data && typeof data.noindex !== "boolean") check.fail("noindex", "must be true or false")
  for (const [section, path] of check.objects(data, "sections", "")) checkSection(check, section, path, links, collection)
  return slug
}

function checkNavigation(check: Checker, data: Json, links: LinkCheck[]): Array<[string, string]> {
  const entries: Array<[string, string]> = []
  for (const menu of ["main", "services", "products", "quickLinks"]) {
    const items = check.objects(data, menu, "")
    for (const [item, path] of items) {
      check.text(item, "id", path)
      check.text(item, "title", path)
      const url = check.text(item, "url", path)
      if (url) {
        links.push({ checker: check, path: `${path}.url`, url })
        entries.push([menu, url])
      }
    }
    check.uniqueIds(items, "id")
  }
  return entries
}

function checkSharedList(check: Checker, file: string, data: unknown): void {
  const name = /content\/shared\/([^/]+)\.ya?ml$/.exec(file)?.[1]
  if (!Array.isArray(data)) {
    check.fail("", "must be a list")
    return
  }
  const fields: Record<string, string[]> = {
    industries: ["title", "icon"],
    reasons: ["title", "description", "icon"],
    technologies: ["title"],
  }
  const required = name ? fields[name] : undefined
  if (!required) {
    check.fail("", `is not a known shared list (known: ${Object.keys(fields).join(", ")})`)
    return
  }
  const items = check.objects({ items: data }, "items", "").map(([item, path]): [Json, string] => [
    item,
    path.replace(/^items/, ""),
  ])
  for (const [item, path] of items) {
    for (const key of required) {
      if (key === "icon") check.icon(item, key, path, true)
      else check.text(item, key, path)
    }
    if (name === "technologies") {
      for (const [stack, stackPath] of check.objects(item, "stacks", path)) {
        check.text(stack, "title", stackPath)
        check.icon(stack, "icon", stackPath, true, true)
      }
    }
  }
}

/** Checks the whole of content/ and returns every problem found. */
export function checkContent(files: ContentFile[], vocabulary: IconVocabulary): ContentProblem[] {
  const checkers: Checker[] = []
  const links: LinkCheck[] = []
  const routes = new Map<string, string>()
  let navigation: { check: Checker; entries: Array<[string, string]> } | undefined

  for (const { file, data } of files) {
    const check = new Checker(file, vocabulary)
    checkers.push(check)
    if (data === undefined || data === null) {
      check.fail("", "is empty")
      continue
    }
    const collection = collectionOf(file)
    if (file.startsWith("content/shared/")) {
      checkSharedList(check, file, data)
    } else if (!isObject(data)) {
      check.fail("", "must be a group of fields, not a list")
    } else if (collection) {
      const slug = checkPage(check, data, links, collection)
      if (slug) {
        const route = routeFor(collection, slug)
        const owner = routes.get(route)
        if (owner) check.fail("slug", `"${slug}" is already the slug of ${owner}`)
        else routes.set(route, file)
      }
    } else if (/^content\/site\.ya?ml$/.test(file)) {
      checkSite(check, data)
    } else if (/^content\/navigation\.ya?ml$/.test(file)) {
      navigation = { check, entries: checkNavigation(check, data, links) }
    } else {
      check.fail("", "is not a known content file (see CONTENT.md for where files go)")
    }
  }

  for (const { checker, path, url } of links) {
    if (EXTERNAL_URL.test(url)) continue
    const route = url.split("#")[0]
    if (!routes.has(route)) {
      const hint = route.endsWith("/") ? "" : ` (did you mean "${route}/"?)`
      checker.fail(path, `"${url}" is not a page of this site${hint}`)
    }
  }

  if (navigation) {
    const listed = new Set(navigation.entries.map(([, url]) => url))
    for (const [route, file] of routes) {
      const collection = collectionOf(file)
      if ((collection === "services" || collection === "products") && !listed.has(route)) {
        const menu = collection
        navigation.check.fail(menu, `has no entry for ${route} (${file})`)
      }
    }
  }

  return checkers.flatMap((check) => check.problems)
}
