import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { CONTENT_YAML_SCHEMA, parseContent } from "../../content-model/load-content"
import { SHARED_LIST_SCHEMAS, SHARED_LISTS } from "../../content/schema/content-schema"
import { SHARED_LIST_FIELD } from "../../admin/src/shared-list-field"
import { withTestimonialKeys } from "../../admin/src/testimonial-keys"

interface Item {
  title: string
  description?: string
  icon?: string
  url?: string
}
interface Section {
  type: string
  heading?: string
  items?: Item[]
  faqs?: Array<{ question: string; answer: string }>
  button?: { label: string }
}
interface Page {
  sections: Section[]
}

/** Changes a YAML file of the content/ folder given, as the CMS saves it after an edit. */
function edit<T>(contentDir: string, file: string, change: (data: T) => void): void {
  const full = path.join(contentDir, file)
  const data = parseContent(fs.readFileSync(full, "utf8"), file) as T
  change(data)
  // noRefs: an entry copied from another shares its lists, which js-yaml writes as &anchors; the CMS never does.
  fs.writeFileSync(full, yaml.dump(data, { schema: CONTENT_YAML_SCHEMA, noRefs: true }))
}

/**
 * Every heading, button label, card or step title and question of a page in new words: what an
 * editor's rewording does, short enough for the content's limits and unique on the page (a card's
 * title is its key).
 */
function reword(page: Page, words: string): void {
  let count = 0
  const next = (kind: string) => `${words} ${kind} ${++count}`
  for (const section of page.sections) {
    if (section.heading) section.heading = next("heading")
    if (section.button) section.button.label = next("button")
    for (const item of section.items ?? []) item.title = next("card")
    for (const faq of section.faqs ?? []) faq.question = `${next("question")}?`
  }
}

/** The first file of a kind of page in the content/ folder given whose page passes `fits`: the page an edit takes, chosen by rule. */
function firstPageOf(contentDir: string, kind: string, fits: (page: Page) => boolean): string {
  const name = fs
    .readdirSync(path.join(contentDir, kind))
    .sort()
    .find((file) => fits(parseContent(fs.readFileSync(path.join(contentDir, kind, file), "utf8"), file) as Page))
  if (!name) throw new Error(`${kind}/ has no page the editor's changes can take`)
  return `${kind}/${name}`
}

/** The sections of a page of this type. */
const sectionsOfType = (page: Page, type: string) => page.sections.filter((section) => section.type === type)

/**
 * A list reordered (last first), one entry removed and a new one added at the end, as an editor
 * rearranges a list. The entry removed is the last one `removable` allows (by default the last):
 * an editor does not remove what another page still chooses.
 */
function rearranged<T>(list: readonly T[], added: T, removable: (entry: T) => boolean = () => true): T[] {
  const removed = list.map((entry, index) => (removable(entry) ? index : -1)).reduce((last, index) => Math.max(last, index), -1)
  return list
    .filter((_, index) => index !== removed)
    .reverse()
    .concat(added)
}

/** Whether any file of the content/ folder given, other than `file`, names `key` (a testimonial chosen by a study). */
function namedElsewhere(contentDir: string, file: string, key: string): boolean {
  const files = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name)
      return entry.isDirectory() ? files(full) : entry.name.endsWith(".yaml") ? [full] : []
    })
  return files(contentDir).some((full) => full !== path.join(contentDir, file) && fs.readFileSync(full, "utf8").includes(key))
}

/**
 * The ordinary changes an editor makes in the CMS, on several kinds of page, applied to a copy of
 * content/ (never the real one): headings, cards, steps, questions and buttons reworded on the home,
 * about, a service and a product page (the home page's reasons heading among them); the home page's
 * service cards, the service page's questions and the product page's cards and questions reordered,
 * one removed and one added; a shared list's entries reworded and rearranged. Which service and
 * product pages and which sections change is chosen by rule (the first file with the sections an
 * edit needs; sections by their type), so the changes follow the content as it is.
 */
export function makeEditorsChanges(contentDir: string): void {
  const card = (like: Item, title: string): Item => ({ ...like, title, description: `${title}, planned with you and built by our team.` })
  const question = (words: string) => ({ question: `${words}?`, answer: "Yes: tell us what you need and we will plan it with you." })

  edit<Page>(contentDir, "pages/home.yaml", (page) => {
    reword(page, "Home")
    for (const section of sectionsOfType(page, "cards")) section.items = rearranged(section.items!, card(section.items![0], "App Upkeep"))
  })
  edit<Page>(contentDir, "pages/about-us.yaml", (page) => reword(page, "About"))
  const hasType = (type: string) => (page: Page) => sectionsOfType(page, type).length > 0
  edit<Page>(contentDir, firstPageOf(contentDir, "services", hasType("faq")), (page) => {
    reword(page, "Web")
    for (const section of sectionsOfType(page, "faq")) section.faqs = rearranged(section.faqs!, question("Can you move my old site"))
  })
  const withCardsAndFaq = (page: Page) => hasType("cards")(page) && hasType("faq")(page)
  edit<Page>(contentDir, firstPageOf(contentDir, "products", withCardsAndFaq), (page) => {
    reword(page, "Pharmacy")
    sectionsOfType(page, "cards").forEach((section, index) => {
      section.items = rearranged(section.items!, card(section.items![0], `Pharmacy extra ${index + 1}`))
    })
    for (const section of sectionsOfType(page, "faq")) section.faqs = rearranged(section.faqs!, question("Does it work offline"))
  })
  for (const list of SHARED_LISTS) {
    // Each entry's first plain words (a title, a quote), whichever field the list's schema puts first.
    const properties = (
      SHARED_LIST_SCHEMAS[list].items as { properties: Record<string, { type?: string; pattern?: string; keyOf?: string }> }
    ).properties
    const words = Object.keys(properties).find((name) => properties[name].type === "string" && !properties[name].pattern)!
    // A key other files choose an entry by is the CMS's to make for a new entry (admin/src/testimonial-keys.ts), never copied.
    const withoutKeys = (entry: Record<string, string>) =>
      Object.fromEntries(Object.entries(entry).filter(([name]) => !properties[name]?.keyOf))
    const keyField = Object.keys(properties).find((name) => properties[name].keyOf)
    const file = `shared/${list}.yaml`
    const unchosen = (entry: Record<string, string>) => !keyField || !namedElsewhere(contentDir, file, entry[keyField])
    edit<Array<Record<string, string>>>(contentDir, file, (entries) => {
      if (entries.length === 0) return
      entries.forEach((entry, index) => (entry[words] = `${entry[words].split(" ")[0]} ${list} ${index + 1}`))
      const added = { ...withoutKeys(entries[0]), [words]: `Added ${list}` }
      const saved = { [SHARED_LIST_FIELD]: rearranged(entries, added, unchosen) }
      entries.splice(0, entries.length, ...(withTestimonialKeys(`content/shared/${list}.yaml`, saved) as typeof saved)[SHARED_LIST_FIELD])
    })
  }
}
