/**
 * @jest-environment node
 */
import fs from "fs"
import path from "path"
import { INTER_SUBSET_PATH } from "../../scripts/fonts/cut-inter"
import { inInterSubset, INTER_SUBSET } from "../../src/styles/inter-subset"
import { builtPages, PUBLIC_DIR, readBuilt } from "./support"

const pages = builtPages()
const byRoute = pages.map(({ route, document }) => [route, document] as const)

/** Everything a page sets in type: its text, and the placeholders of its form fields. */
function typeset(document: Document): string {
  const body = document.body.cloneNode(true) as HTMLElement
  body.querySelectorAll("script, style, noscript, template").forEach((element) => element.remove())
  const placeholders = Array.from(document.querySelectorAll("[placeholder]"), (field) => field.getAttribute("placeholder"))
  return [body.textContent, ...placeholders].join(" ")
}

/** The CSS written into a page's head. */
const inlineCss = (document: Document) => Array.from(document.head.querySelectorAll("style"), (style) => style.textContent ?? "").join("\n")

/** The site's CSS: the rules in each page's head and the stylesheets it links. */
function siteCss(): string {
  const linked = fs.readdirSync(PUBLIC_DIR).filter((file) => file.endsWith(".css"))
  return [...linked.map(readBuilt), ...pages.map(({ document }) => inlineCss(document))].join("\n")
}

describe("the cut of Inter (src/styles/inter-subset.ts) on the built pages", () => {
  it.each(byRoute)("%s uses no letter, digit or punctuation mark the font lacks", (_route, document) => {
    const characters = new Set(Array.from(typeset(document)).filter((character) => /[\p{L}\p{N}\p{P}]/u.test(character)))
    expect(Array.from(characters).filter((character) => !inInterSubset(character))).toEqual([])
  })

  it("is the file every page's @font-face loads", () => {
    const committed = fs.readFileSync(INTER_SUBSET_PATH)
    const urls = new Set(pages.flatMap(({ document }) => inlineCss(document).match(/url\(\/static\/inter-[^)]+\.woff2\)/g) ?? []))
    expect(urls.size).toBe(1)
    const [url] = Array.from(urls)
    expect(fs.readFileSync(path.join(PUBLIC_DIR, url.slice("url(".length, -1)))).toEqual(committed)
  })

  it(`is asked for no weight outside the ${INTER_SUBSET.weight.min}–${INTER_SUBSET.weight.max} it keeps`, () => {
    // Weights set in rules, not the ranges the @font-face rules declare.
    const rules = siteCss().replace(/@font-face\s*\{[^}]*\}/g, "")
    const weights = Array.from(rules.matchAll(/font-weight:\s*(\d+)/g), (match) => Number(match[1]))
    expect(weights.length).toBeGreaterThan(0)
    const { min, max } = INTER_SUBSET.weight
    expect(Array.from(new Set(weights)).filter((weight) => weight < min || weight > max)).toEqual([])
  })
})
