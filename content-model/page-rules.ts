/**
 * The content check's rules of one page that the schema cannot say: it opens with its one Hero, its
 * buttons to the contact form say what the enquiry is about, and its proof of work names its client
 * and quotes testimonials the list has, by their keys. The CMS asks them before it saves (admin/src/index.tsx).
 */
import { SECTION_TYPES, type Collection } from "../content/schema/content-schema"
import { CONTACT_PATH } from "../src/site/enquiry-route"
import { collectionOf, isObject, type ContentFile, type ContentProblem } from "./content-files"

/**
 * A page opens with its Hero, and has no other: the hero's heading is the page's one main heading
 * (its h1), which search engines and screen readers take for the page's title. The CMS asks the
 * same before it saves (admin/src/index.tsx).
 */
export function heroProblems(file: string, data: unknown): ContentProblem[] {
  const sections = collectionOf(file) && isObject(data) && Array.isArray(data.sections) ? (data.sections as unknown[]) : []
  const typeAt = (index: number) => (isObject(sections[index]) ? sections[index].type : undefined)
  return sections.flatMap((_, index): ContentProblem[] => {
    // A first section of no known type is that type's one problem: its message says what to write.
    if (index === 0 && typeAt(0) !== "hero" && (SECTION_TYPES as unknown[]).includes(typeAt(0)))
      return [
        {
          file,
          path: "sections[0]",
          message: "a page opens with a Hero section, whose heading is the page's main heading: add one at the top",
        },
      ]
    if (index > 0 && typeAt(index) === "hero")
      return [
        {
          file,
          path: `sections[${index}]`,
          message: "a page has one Hero section, at its top: here use another kind of section (a Call to action, say)",
        },
      ]
    return []
  })
}

/** The kinds of page whose buttons to the contact form say what the enquiry is about (requirements §10.13). */
const CALLS_TO_ACTION_WITH_CONTEXT: Partial<Record<Collection, "service" | "service and product">> = {
  services: "service",
  products: "service and product",
}

/**
 * A product or service page's button to the contact form opens it with the page's service selected
 * (and, on a product page, the product named): its Enquiry is filled in, or the visitor who pressed
 * it would land on an empty form. The CMS asks the same before it saves (admin/src/index.tsx).
 */
export function callToActionProblems(file: string, data: unknown): ContentProblem[] {
  const problems: ContentProblem[] = []
  const fail = (file: string, path: string, message: string) => problems.push({ file, path, message })
  const collection = collectionOf(file)
  const needs = collection && CALLS_TO_ACTION_WITH_CONTEXT[collection]
  if (!needs) return problems
  const visit = (value: unknown, path: string): void => {
    if (Array.isArray(value)) return value.forEach((item, index) => visit(item, `${path}[${index}]`))
    if (!isObject(value)) return
    const isButtonToForm = typeof value.label === "string" && typeof value.url === "string" && value.url.startsWith(CONTACT_PATH)
    if (isButtonToForm) {
      const enquiry = isObject(value.enquiry) ? value.enquiry : undefined
      if (!enquiry?.service)
        fail(
          file,
          `${path}.enquiry`,
          `a button to the contact form needs its Enquiry: the service it selects${needs === "service and product" ? " and what it is about (e.g. Medicine Delivery App)" : ""}`,
        )
      else if (needs === "service and product" && !enquiry.about)
        fail(
          file,
          `${path}.enquiry.about`,
          "a product page's button to the contact form names the product in the form's message: fill in About (e.g. Medicine Delivery App)",
        )
    }
    for (const [key, child] of Object.entries(value)) if (key !== "enquiry") visit(child, path ? `${path}.${key}` : key)
  }
  visit(data, "")
  return problems
}

/** The testimonials list, which testimonials sections choose from by key. */
export const TESTIMONIALS_FILE = "content/shared/testimonials.yaml"

/**
 * What the schema cannot say of proof of work: a client named only with a name; each testimonial's
 * key written once in the list; and a testimonials section choosing testimonials the list has, by
 * key, none of them a draft while the page is published (the site would leave a draft out). The
 * CMS asks the first before it saves (admin/src/index.tsx); the rest needs the list at hand.
 */
export function proofOfWorkProblems(file: string, data: unknown, files: readonly ContentFile[]): ContentProblem[] {
  const problems: ContentProblem[] = []
  if (file === TESTIMONIALS_FILE && Array.isArray(data)) problems.push(...repeatedKeys(file, data))
  if (!isObject(data)) return problems
  if (isObject(data.client) && data.client.namingAllowed === true && !data.client.name)
    problems.push({ file, path: "client.name", message: "is required when the client allows us to name them" })
  const testimonials = files.find((entry) => entry.file === TESTIMONIALS_FILE)?.data
  // Without the testimonials list at hand (the CMS's save asks of one file), the build's check alone says.
  if (!Array.isArray(data.sections) || !Array.isArray(testimonials)) return problems
  const listed = testimonials.filter(isObject)
  data.sections.forEach((section, index) => {
    if (!isObject(section) || !Array.isArray(section.people)) return
    section.people.forEach((key, at) => {
      const path = `sections[${index}].people[${at}]`
      const chosen = listed.find((testimonial) => testimonial.key === key)
      if (!chosen) problems.push({ file, path, message: notAKeyMessage(key, listed) })
      // In a draft page this is a note, as all its problems are (asNotesInDrafts).
      else if (chosen.draft === true)
        problems.push({
          file,
          path,
          message: `${String(chosen.name)}'s testimonial is a draft, which the site does not show: publish it (Shared lists → Testimonials) or choose another${data.draft === true ? " before this page is published" : ""}`,
        })
    })
  })
  return problems
}

/** Why a chosen testimonial is none of the list's: a name written where its key goes is named as such. */
function notAKeyMessage(key: unknown, testimonials: readonly Record<string, unknown>[]): string {
  const named = testimonials.find((testimonial) => testimonial.name === key && typeof testimonial.key === "string")
  return named
    ? `"${String(key)}" is a name: a testimonial is chosen by its key, here "${String(named.key)}" (Shared lists → Testimonials)`
    : `"${String(key)}" is the key of no testimonial (Shared lists → Testimonials): choose one of them by name`
}

/** A key refers to one testimonial only: the second of two alike is refused. */
function repeatedKeys(file: string, testimonials: readonly unknown[]): ContentProblem[] {
  const first = new Map<unknown, number>()
  return testimonials.flatMap((testimonial, index): ContentProblem[] => {
    const key = isObject(testimonial) ? testimonial.key : undefined
    if (typeof key !== "string") return []
    if (!first.has(key)) return (first.set(key, index), [])
    return [{ file, path: `[${index}].key`, message: `"${key}" is the key of [${first.get(key)}] already: each testimonial has its own` }]
  })
}
