import { createContext, useContext } from "react"

/**
 * The page a section is drawn on, for the sections that pick what they show by it (a testimonial
 * speaks for some pages): its address, and whether testimonials speak for it alone (a service or
 * product page, their `about`; a case study, their `caseStudy`), so that it quotes no one else.
 * Provided by the page template and the CMS's preview; a section drawn elsewhere is on no such page.
 */
export interface PageOfSection {
  route: string | null
  hasOwnTestimonials: boolean
}

export const PageOfSectionContext = createContext<PageOfSection>({ route: null, hasOwnTestimonials: false })

export const usePageOfSection = () => useContext(PageOfSectionContext)

/**
 * The GraphQL types of the pages a case study proves and a testimonial speaks for: the kinds
 * content/schema/proof-of-work.ts lets `proves` and `about` name (a test holds the two together).
 */
export const PROVEN_PAGE_TYPES: readonly string[] = ["ServicesYaml", "ProductsYaml"]

/** A page as lists of pages give it: GraphQL gives every kind of page a case study's client, proven pages and the pages it counts under, empty on the others. */
interface MaybeCaseStudy {
  client: object | null
  proves: readonly string[] | null
  countsUnder: readonly string[] | null
}

/** Whether a listed page is a case study (it has its client, the pages it proves and the pages it counts under). */
export const isCaseStudy = <Page extends MaybeCaseStudy>(
  page: Page,
): page is Page & { client: NonNullable<Page["client"]>; proves: readonly string[]; countsUnder: readonly string[] } =>
  Boolean(page.client && page.proves && page.countsUnder)
