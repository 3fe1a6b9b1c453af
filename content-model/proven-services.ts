/**
 * The one rule of which pages a case study counts under, read by both places that list studies
 * by page: "Work in this area" on a service or product page (src/templates/content-page.tsx) and
 * the case studies list's filter by service (src/components/sections/CaseStudiesSection.tsx).
 * A study counts under every page it proves, and under the service of each product page it
 * proves. A product's service is the one its calls to action ask about (a button's
 * `enquiry.service`, "Mobile App Development"): the service page whose own buttons ask about the
 * same service. So a study that proves only the Medicine Delivery App shows on that product's
 * page and under Mobile App Development, on the service's page and in the filter, with nothing
 * kept by hand.
 */
import { routeFor, type PROVABLE_KINDS } from "../content/schema/content-schema"

/** A page as its YAML holds it: its slug, its draft tick and its sections. */
export interface PageWithSections {
  slug: string
  draft?: boolean | null
  sections?: readonly unknown[] | null
}

/** The service the first call to action of a page's sections asks about (a button's `enquiry.service`), if any. */
export function enquiryServiceOf(page: PageWithSections): string | undefined {
  const serviceIn = (value: unknown): string | undefined => {
    if (value === null || typeof value !== "object") return undefined
    const { enquiry } = value as { enquiry?: { service?: unknown } | null }
    if (typeof enquiry?.service === "string") return enquiry.service
    for (const inner of Object.values(value)) {
      const service = serviceIn(inner)
      if (service) return service
    }
    return undefined
  }
  return serviceIn(page.sections ?? [])
}

/**
 * The routes of the pages a study that proves these pages counts under: each published page it
 * proves, then the service page of each product among them; each once, in the order first named.
 * Drafts count for nothing.
 */
export function pagesCountedUnder(
  proves: readonly string[],
  pages: Record<(typeof PROVABLE_KINDS)[number], readonly PageWithSections[]>,
): string[] {
  const published = (kind: (typeof PROVABLE_KINDS)[number]) =>
    pages[kind].filter((page) => !page.draft).map((page) => ({ route: routeFor(kind, page.slug), service: enquiryServiceOf(page) }))
  const services = published("services")
  const products = published("products")
  const countedUnder = (proven: string): string[] => {
    if (services.some(({ route }) => route === proven)) return [proven]
    const product = products.find(({ route }) => route === proven)
    if (!product) return []
    const service = product.service && services.find((candidate) => candidate.service === product.service)
    return service ? [proven, service.route] : [proven]
  }
  return [...new Set(proves.flatMap(countedUnder))]
}
