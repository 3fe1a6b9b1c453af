/**
 * @jest-environment node
 */
import fs from "fs"
import path from "path"
import { OG_IMAGE } from "../../src/site/site-images"
import { pageFiles, readContent } from "../support/content"
import { selfServingRatings } from "../support/self-serving-ratings"
import { builtPageData, builtPages, PUBLIC_DIR, routeStoodFor } from "./support"

interface Node {
  "@type": string
  [key: string]: unknown
}

const site = readContent<{ brand: string; siteUrl: string }>("site.yaml")
const pages = builtPages()

/** Every JSON-LD node of a page; a script that is not valid JSON fails here, naming the route. */
function jsonLd(route: string, document: Document): Node[] {
  return Array.from(document.querySelectorAll('script[type="application/ld+json"]')).flatMap((script) => {
    let data: { "@context"?: string; "@graph"?: Node[] } & Partial<Node>
    try {
      data = JSON.parse(script.textContent ?? "")
    } catch (error) {
      throw new Error(`${route}: JSON-LD is not valid JSON (${(error as Error).message})`)
    }
    expect(data["@context"]).toBe("https://schema.org")
    return data["@graph"] ?? [data as Node]
  })
}

const ofType = (nodes: Node[], type: string) => nodes.filter((node) => node["@type"] === type)

/** What a built page's kind says it describes (its context from createPages), and its article's fields where it has them. */
function pageSays(route: string): { describes?: string | null; published?: string; proves?: string[] } {
  const { result } = builtPageData(route) as unknown as {
    result: { pageContext?: { describes?: string | null }; data?: { contentPage?: { published?: string; proves?: string[] } | null } }
  }
  // What it proves is in its YAML (its structured data is made at build time from the same field).
  const file = pageFiles().find((candidate) => candidate.route === route)?.file
  const proves = file ? readContent<{ proves?: string[] }>(file).proves : undefined
  return { describes: result.pageContext?.describes, ...result.data?.contentPage, proves }
}

/** The questions and answers a visitor can open on the page, in page order. */
function visibleFaqs(document: Document) {
  return Array.from(document.querySelectorAll("main h3 > button[aria-controls]")).map((button) => ({
    question: button.querySelector("span")?.textContent?.trim(),
    answer: document.getElementById(button.getAttribute("aria-controls")!)?.textContent?.trim(),
  }))
}

const byRoute = pages.map((page) => [page.route, page.document] as const)

describe("structured data in the built pages", () => {
  it.each(byRoute)("%s describes the Organization", (route, document) => {
    const [organization, ...others] = ofType(jsonLd(route, document), "Organization")
    expect(others).toHaveLength(0)
    expect(organization).toMatchObject({ name: site.brand, url: `${site.siteUrl}/` })
    expect(organization.logo).toMatch(/^https?:\/\//)
    expect(fs.existsSync(path.join(PUBLIC_DIR, new URL(organization.logo as string).pathname))).toBe(true)
  })

  it("describes a Service on every service page, and nowhere else", () => {
    for (const { route, document } of pages) {
      const services = ofType(jsonLd(route, document), "Service")
      if (!route.startsWith("/service/")) {
        expect(services).toHaveLength(0)
        continue
      }
      expect(services).toHaveLength(1)
      expect(services[0].name).toBe(document.title.replace(` - ${site.brand}`, ""))
      expect(services[0].url).toBe(`${site.siteUrl}${route}`)
    }
  })

  it("has an FAQPage on every page with a FAQ, holding exactly its visible questions in order", () => {
    const pagesWithFaq = pages.filter(({ document }) => visibleFaqs(document).length > 0)
    expect(pagesWithFaq.length).toBeGreaterThan(0)
    for (const { route, document } of pages) {
      const faqPages = ofType(jsonLd(route, document), "FAQPage")
      const visible = visibleFaqs(document)
      if (visible.length === 0) {
        expect(faqPages).toHaveLength(0)
        continue
      }
      expect(faqPages).toHaveLength(1)
      const questions = faqPages[0].mainEntity as Array<{ name: string; acceptedAnswer: { text: string } }>
      expect({ route, faqs: questions.map((entry) => ({ question: entry.name, answer: entry.acceptedAnswer.text })) }).toEqual({
        route,
        faqs: visible,
      })
    }
  })

  it("leads from the home page to every other page in a BreadcrumbList of absolute URLs of built pages", () => {
    const routes = new Set(pages.map((page) => page.route))
    for (const { route, document } of pages) {
      const trails = ofType(jsonLd(route, document), "BreadcrumbList")
      // The home page is the trail's start; the not-found page, shown at any address, has no place in it.
      if (route === "/" || route === "/404/") {
        expect(trails).toHaveLength(0)
        continue
      }
      expect(trails).toHaveLength(1)
      const steps = trails[0].itemListElement as Array<{ position: number; item: string }>
      expect(steps.map((step) => step.position)).toEqual(steps.map((_, index) => index + 1))
      expect(steps[0].item).toBe(`${site.siteUrl}/`)
      expect(steps[steps.length - 1].item).toBe(`${site.siteUrl}${routeStoodFor(route)}`)
      for (const step of steps) {
        expect(step.item.startsWith(`${site.siteUrl}/`)).toBe(true)
        expect(routes).toContain(new URL(step.item).pathname)
      }
    }
  })

  it("rates and reviews nothing on any page (search engines ignore or penalise a business's own reviews)", () => {
    for (const { route, document } of pages)
      expect({ route, ratings: selfServingRatings(jsonLd(route, document)) }).toEqual({ route, ratings: [] })
  })

  // Case studies are drafts in a normal build, so this may check no page: __tests__/seo/case-study-head.test.tsx renders one.
  it("describes an Article on every page whose kind says so (a case study), and nowhere else", () => {
    const routes = new Set(pages.map((page) => page.route))
    for (const { route, document } of pages) {
      const articles = ofType(jsonLd(route, document), "Article")
      const says = pageSays(route)
      if (says.describes !== "Article") {
        expect({ route, articles }).toEqual({ route, articles: [] })
        continue
      }
      const [organization] = ofType(jsonLd(route, document), "Organization")
      const preview = document.querySelector('meta[property="og:image"]')?.getAttribute("content")
      expect(preview).toBe(`${site.siteUrl}${OG_IMAGE.path(route)}`)
      expect(articles).toHaveLength(1)
      expect(articles[0]).toMatchObject({
        headline: document.title.replace(` - ${site.brand}`, ""),
        description: document.querySelector('meta[name="description"]')?.getAttribute("content"),
        datePublished: says.published,
        url: `${site.siteUrl}${route}`,
        image: { url: preview },
        author: { "@id": organization["@id"] },
        publisher: { "@id": organization["@id"] },
      })
      const about = articles[0].about as Array<{ url: string }>
      expect(about.map((page) => new URL(page.url).pathname)).toEqual(says.proves)
      for (const page of about) expect(routes).toContain(new URL(page.url).pathname)
      // Its trail passes through the page at the folder above it (the list of case studies).
      const folder = route.replace(/[^/]+\/$/, "")
      const steps = (ofType(jsonLd(route, document), "BreadcrumbList")[0].itemListElement as Array<{ item: string }>).map(
        (step) => step.item,
      )
      if (routes.has(folder)) expect(steps.slice(-2)).toEqual([`${site.siteUrl}${folder}`, `${site.siteUrl}${route}`])
    }
  })
})
