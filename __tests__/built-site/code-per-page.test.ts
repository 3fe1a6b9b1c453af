/**
 * @jest-environment node
 *
 * Each kind of page loads the code of the sections it offers and no others
 * (SECTIONS_OFFERED in gatsby/content-rules.ts; each template's components in
 * src/templates/): a product page does not download the contact form or the carousels.
 */
import { SECTIONS_OFFERED, type Collection, type SectionType } from "../../gatsby/content-rules"
import { builtPages, readBuilt, upFrontScripts } from "./support"

/**
 * Text only each section's code holds: styled-components' display names begin
 * with the component's file name. (The reasons and FAQ sections have no styled
 * parts of their own, so nothing marks them.)
 */
const CODE_OF: Partial<Record<SectionType, string>> = {
  hero: "HeroSection__",
  text: "TextSection__",
  cards: "CardsSection__",
  cta: "CtaSection__",
  industries: "IndustriesSection__",
  technologies: "TechnologiesSection__",
  workflow: "WorkflowSection__",
  contactForm: "ContactForm__",
}

const kindOf = (route: string): Collection =>
  route.startsWith("/products/") ? "products" : route.startsWith("/service/") ? "services" : "pages"

const upFrontCode = (route: string, document: Document) => upFrontScripts(route, document).map(readBuilt).join("\n")

describe("the code each page loads up front", () => {
  const pages = builtPages()

  it("covers every kind of page", () => {
    expect(new Set(pages.map(({ route }) => kindOf(route)))).toEqual(new Set(Object.keys(SECTIONS_OFFERED)))
  })

  it.each(pages.map(({ route, document }) => [route, document] as const))(
    "%s: the sections its kind of page offers, and no others",
    (route, document) => {
      const code = upFrontCode(route, document)
      const offered: readonly SectionType[] = SECTIONS_OFFERED[kindOf(route)]
      const shipped = Object.entries(CODE_OF).filter(([, marker]) => code.includes(marker))
      expect(shipped.map(([type]) => type).sort()).toEqual(
        Object.keys(CODE_OF)
          .filter((type) => offered.includes(type as SectionType))
          .sort(),
      )
    },
  )
})
