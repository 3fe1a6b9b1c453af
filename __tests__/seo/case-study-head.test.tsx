import React from "react"
import { render } from "@testing-library/react"
import { ContentPageHead, type ContentPageSeoFields } from "../../src/components/seo/Seo"
import { organizationId, pageStructuredData, type TrailPage } from "../../src/site/structured-data"
import { OG_IMAGE } from "../../src/site/site-images"
import { PAGE_KINDS, type NavigationContent, type PageContent } from "../../content/schema/content-schema"
import { pageFiles, readContent, staticQueryFixture } from "../support/content"
import { selfServingRatings } from "../support/self-serving-ratings"

// eslint-disable-next-line @typescript-eslint/no-require-imports
const gatsby = require("gatsby") as { __setStaticQueryData: (data: unknown) => void }

const site = readContent<{ brand: string; siteUrl: string }>("site.yaml")
const navigation = readContent<NavigationContent>("navigation.yaml")
const kind = PAGE_KINDS["case-studies"]

/** The pages of content/pages with their titles, as createPages gives them to the structured data (trailPages). */
const trailPages: TrailPage[] = pageFiles()
  .filter(({ file }) => file.startsWith("pages/"))
  .map(({ file, route }) => ({ route, title: readContent<PageContent>(file).title }))
const listPage = trailPages.find((page) => page.route === `/${kind.listedOn}/`)!

/** A service page and a product page of content/, whichever they are: what a study proves. */
const proves = ["services/", "products/"].map((folder) => pageFiles().find(({ file }) => file.startsWith(folder))!.route)

/** A case study made by the test, as the template's query gives it (a GraphQL Date is YYYY-MM-DD). */
const study: ContentPageSeoFields = {
  slug: "a-test-study",
  title: "A Test Study of an App",
  description: "What we built for a test client, and what it changed.",
  keywords: null,
  noindex: null,
  published: "2026-04-15",
}
const route = kind.route(study.slug)
const url = `${site.siteUrl}${route}`

function renderStudy(page: ContentPageSeoFields = study) {
  gatsby.__setStaticQueryData(staticQueryFixture())
  // The structured data as gatsby/node/create-pages.ts makes it for the page's context.
  const structuredData = pageStructuredData({
    site: readContent("site.yaml"),
    navigation,
    topic: page.title,
    description: page.description,
    route,
    describes: kind.describes,
    published: page.published,
    about: proves,
    trailPages,
  })
  render(<ContentPageHead page={page} pathname={route} describes={kind.describes} structuredData={structuredData} />, {
    container: document.head,
  })
  const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute("content")
  const script = document.head.querySelector('script[type="application/ld+json"]')!
  const graph = JSON.parse(script.textContent ?? "")["@graph"] as Array<Record<string, unknown>>
  return { meta, graph, node: (type: string) => graph.find((node) => node["@type"] === type) as Record<string, unknown> }
}

describe("a case study's head", () => {
  it("is titled and described by the study's own fields", () => {
    const { meta } = renderStudy()
    expect(document.title).toBe(`${study.title} - ${site.brand}`)
    expect(meta('meta[name="description"]')).toBe(study.description)
    expect(meta('meta[property="og:description"]')).toBe(study.description)
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(url)
  })

  it("shares as an article with its own link preview, dated", () => {
    const { meta } = renderStudy()
    const preview = `${site.siteUrl}${OG_IMAGE.path(route)}`
    expect(meta('meta[property="og:image"]')).toBe(preview)
    expect(meta('meta[name="twitter:image"]')).toBe(preview)
    expect(meta('meta[property="og:type"]')).toBe("article")
    expect(meta('meta[property="article:published_time"]')).toBe(study.published)
  })

  it("describes an Article by the agency, about the pages it proves, pictured by its link preview", () => {
    const { node } = renderStudy()
    const organization = node("Organization")
    expect(organization["@id"]).toBe(organizationId(site.siteUrl))
    const article = node("Article")
    expect(article).toMatchObject({
      headline: study.title,
      description: study.description,
      datePublished: study.published,
      url,
      image: { url: `${site.siteUrl}${OG_IMAGE.path(route)}`, width: OG_IMAGE.width, height: OG_IMAGE.height },
      author: { "@id": organization["@id"] },
      publisher: { "@id": organization["@id"] },
    })
    const about = article.about as Array<{ url: string; name?: string }>
    expect(about.map((page) => page.url)).toEqual(proves.map((proved) => `${site.siteUrl}${proved}`))
    // A page the menus lead to is named as they name it.
    const menus = [...navigation.services, ...navigation.products]
    for (const page of about) expect(page.name).toBe(menus.find((link) => link.url === new URL(page.url).pathname)?.title)
    expect(node("Service")).toBeUndefined()
  })

  it("leads Home › the list of case studies › the study in its breadcrumb trail", () => {
    const { node } = renderStudy()
    const steps = node("BreadcrumbList").itemListElement as Array<{ position: number; name: string; item: string }>
    expect(steps.map((step) => [step.position, step.item])).toEqual([
      [1, `${site.siteUrl}/`],
      [2, `${site.siteUrl}${listPage.route}`],
      [3, url],
    ])
    expect(steps.slice(1).map((step) => step.name)).toEqual([listPage.title, study.title])
  })

  it("carries no review or rating of the agency's own work", () => {
    const { graph } = renderStudy()
    expect(selfServingRatings(graph)).toEqual([])
  })
})
