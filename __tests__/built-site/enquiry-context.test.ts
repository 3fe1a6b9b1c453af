/**
 * @jest-environment node
 */
import { SERVICE_OPTIONS } from "../../content/schema/service-options"
import { CONTACT_PATH } from "../../src/site/enquiry-route"
import { aboutLine } from "../support/words"
import { builtPageFiles, readContent, sectionsOf } from "../support/content"
import { blocksOf, builtPage, builtPages, readBuilt, shownText } from "./support"

const site = readContent<{ siteUrl: string }>("site.yaml")
const pages = builtPages()
const productAndServicePages = pages.filter(({ route }) => route.startsWith("/products/") || route.startsWith("/service/"))

/** The calls to action of a page's content that lead to the contact form (the top bar's and footer's links are not the page's). */
const contactCallsToAction = (document: Document) =>
  Array.from(document.querySelectorAll("main a[href]")).filter((link) => link.getAttribute("href")!.startsWith(CONTACT_PATH))

describe("calls to action carry their context into the form (requirements §10.13)", () => {
  it.each(productAndServicePages.map(({ route, document }) => [route, document] as const))(
    "%s: every button to the contact form opens it with one of the form's services selected, product pages with the product named",
    (route, document) => {
      const links = contactCallsToAction(document)
      expect(links.length).toBeGreaterThan(0)
      for (const link of links) {
        const href = link.getAttribute("href")!
        expect(`${route} → ${href}`).not.toBe(`${route} → ${CONTACT_PATH}`)
        const form = builtPage(href).querySelector("main form")!
        const selected = form.querySelector("select option[selected]")?.textContent
        expect(SERVICE_OPTIONS).toContain(selected)
        const message = form.querySelector("textarea")?.textContent ?? ""
        if (route.startsWith("/products/")) expect(message).toMatch(new RegExp(`^${aboutLine("")}\\S`))
      }
    },
  )

  it.each(builtPageFiles().map(({ file, route }) => [route, file] as const))(
    "%s: each button whose YAML names an enquiry opens the form with that service selected and that product named",
    (route, file) => {
      const drawn = blocksOf(builtPage(route))
      sectionsOf(file).forEach(({ button }, index) => {
        if (!button?.enquiry) return
        const link = Array.from(drawn[index].querySelectorAll("a[href]")).find((candidate) => !candidate.closest("h3"))!
        expect(shownText(link)).toBe(button.label)
        const form = builtPage(link.getAttribute("href")!.split("#")[0]).querySelector("main form")!
        expect(form.querySelector("select option[selected]")?.textContent).toBe(button.enquiry.service)
        const message = form.querySelector("textarea")?.textContent ?? ""
        expect(message).toBe(button.enquiry.about ? `${aboutLine(button.enquiry.about)}\n\n` : "")
      })
    },
  )

  it("keeps the contact page's copies out of search: noindex, /contact-us/ their canonical URL, absent from the sitemap", () => {
    const copies = pages.filter(({ route }) => route.startsWith(CONTACT_PATH) && route !== CONTACT_PATH)
    expect(copies.length).toBeGreaterThan(0)
    const sitemaps = Array.from(readBuilt("sitemap-index.xml").matchAll(/<loc>([^<]+)<\/loc>/g), (match) =>
      readBuilt(new URL(match[1]).pathname),
    )
    for (const { route, document } of copies) {
      expect(document.querySelector('meta[name="robots"]')?.getAttribute("content")).toMatch(/noindex/)
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${site.siteUrl}${CONTACT_PATH}`)
      for (const sitemap of sitemaps) expect(sitemap).not.toContain(`${site.siteUrl}${route}`)
    }
    expect(sitemaps.join("")).toContain(`${site.siteUrl}${CONTACT_PATH}<`)
  })
})
