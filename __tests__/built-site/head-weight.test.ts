/**
 * @jest-environment node
 *
 * The head is in every page's first round trip (size-budgets.test.ts): it carries nothing the
 * page does not use.
 */
import { builtPages } from "./support"

const byRoute = builtPages().map(({ route, document }) => [route, document] as const)

/** The head's inline styles and scripts, <noscript> ones too, as text. */
const inlineHeadCode = (document: Document) =>
  Array.from(document.head.querySelectorAll("style, script:not([src]), noscript"), (element) => element.textContent ?? "")

describe("what every built page's head carries", () => {
  it.each(byRoute)("%s has gatsby-plugin-image's styles and loader only if it draws a <GatsbyImage>", (_route, document) => {
    const drawsOne = document.querySelector("[data-gatsby-image-wrapper]") !== null
    const carried = inlineHeadCode(document).filter((code) => /gatsby-image-wrapper|gatsbyImageSsr/.test(code))
    expect({ drawsOne, carried: carried.length > 0 }).toEqual({ drawsOne, carried: drawsOne })
  })

  it.each(byRoute)("%s names no generator (nothing for a visitor, the version for an attacker)", (_route, document) => {
    expect(document.head.querySelector('meta[name="generator"]')).toBeNull()
  })
})
