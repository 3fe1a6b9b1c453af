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
