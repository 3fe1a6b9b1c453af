import React from "react"
import { render } from "@testing-library/react"
import { Seo, pageTitle, type SeoProps } from "../../src/components/seo/Seo"
import { pageStructuredData, type FaqEntry } from "../../src/site/structured-data"
import type { NavigationContent, SiteContent } from "../../content/schema/content-schema"
import { OG_IMAGE } from "../../src/site/site-images"
import { readContent, staticQueryFixture } from "../support/content"

// eslint-disable-next-line @typescript-eslint/no-require-imports
const gatsby = require("gatsby") as { __setStaticQueryData: (data: unknown) => void }

interface Site {
  brand: string
  siteUrl: string
  author: string
  description: string
  keywords: string[]
}
const site = readContent<Site>("site.yaml")

/** Seo with the structured data createPages makes for such a page (src/site/structured-data.ts). */
function SeoWithData(props: SeoProps & { faqs?: readonly FaqEntry[] }) {
  const structuredData = pageStructuredData({
    site: readContent<SiteContent>("site.yaml"),
    navigation: readContent<NavigationContent>("navigation.yaml"),
    topic: props.topic,
    description: props.description,
    route: props.pathname,
    describes: props.describes,
    faqs: props.faqs,
  })
  return <Seo {...props} structuredData={structuredData} />
}

/** Renders Seo the way Gatsby's Head API does: into the document head. */
function renderHead(element: React.ReactElement) {
  gatsby.__setStaticQueryData(staticQueryFixture())
  render(element, { container: document.head })
  const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute("content")
  return { meta, link: (rel: string) => document.head.querySelector(`link[rel="${rel}"]`)?.getAttribute("href") }
}

describe("Seo", () => {
  it("titles the page '{topic} - {brand}'", () => {
    renderHead(<Seo topic="About Us" pathname="/about-us/" />)
    expect(document.title).toBe(`About Us - ${site.brand}`)
    expect(pageTitle("About Us", site.brand)).toBe(`About Us - ${site.brand}`)
  })

  it("writes the page's description, keywords and the site's author", () => {
    const { meta } = renderHead(
      <Seo topic="Laundry" description="Pickup and delivery." keywords={["laundry app", "dry cleaning"]} pathname="/x/" />,
    )
    expect(meta('meta[name="description"]')).toBe("Pickup and delivery.")
    expect(meta('meta[name="keywords"]')).toBe("laundry app, dry cleaning")
    expect(meta('meta[name="author"]')).toBe(site.author)
  })

  it("falls back to the site's description and keywords", () => {
    const { meta } = renderHead(<Seo topic="Home" pathname="/" />)
    expect(meta('meta[name="description"]')).toBe(site.description)
    expect(meta('meta[name="keywords"]')).toBe(site.keywords.join(", "))
  })

  it("links an absolute canonical URL and repeats it in Open Graph", () => {
    const { meta, link } = renderHead(<Seo topic="Contact Us" pathname="/contact-us/" />)
    expect(link("canonical")).toBe(`${site.siteUrl}/contact-us/`)
    expect(meta('meta[property="og:url"]')).toBe(`${site.siteUrl}/contact-us/`)
    expect(meta('meta[property="og:title"]')).toBe(`Contact Us - ${site.brand}`)
    expect(meta('meta[name="twitter:card"]')).toBe("summary_large_image")
    expect(meta('meta[name="twitter:title"]')).toBe(`Contact Us - ${site.brand}`)
  })

  it("lets search engines index a page by default", () => {
    const { meta } = renderHead(<Seo topic="Home" pathname="/" />)
    expect(meta('meta[name="robots"]')).toBe("index, follow")
  })

  it("keeps a page out of search results when asked", () => {
    const { meta } = renderHead(<Seo topic="Thank You" pathname="/thank-you/" noindex />)
    expect(meta('meta[name="robots"]')).toMatch(/^noindex/)
  })

  it("shows the page's own 1200x630 link-preview image, by its absolute URL, with a description", () => {
    const { meta } = renderHead(<Seo topic="About Us" pathname="/about-us/" />)
    expect(meta('meta[property="og:image"]')).toBe(`${site.siteUrl}/og/about-us.png`)
    expect(meta('meta[property="og:image:width"]')).toBe("1200")
    expect(meta('meta[property="og:image:height"]')).toBe("630")
    expect(meta('meta[property="og:image:alt"]')).toContain(`About Us - ${site.brand}`)
    expect(meta('meta[name="twitter:image"]')).toBe(`${site.siteUrl}/og/about-us.png`)
  })

  it("names each page's preview after its route, the home page's and the not-found page's included", () => {
    expect(OG_IMAGE.path("/")).toBe("/og/home.png")
    expect(OG_IMAGE.path("/products/laundry-app-development/")).toBe("/og/products/laundry-app-development.png")
    expect(OG_IMAGE.path("/404.html")).toBe(OG_IMAGE.path("/404/"))
  })

  describe("structured data", () => {
    const graph = () => {
      const scripts = document.head.querySelectorAll('script[type="application/ld+json"]')
      expect(scripts).toHaveLength(1)
      const data = JSON.parse(scripts[0].textContent ?? "")
      expect(data["@context"]).toBe("https://schema.org")
      return data["@graph"] as Array<Record<string, unknown>>
    }
    const types = () => graph().map((node) => node["@type"])

    it("describes the Organization on the home page, with no breadcrumb trail", () => {
      renderHead(<SeoWithData topic="Home" pathname="/" />)
      expect(types()).toEqual(["Organization"])
      expect(graph()[0]).toMatchObject({ name: site.brand, url: `${site.siteUrl}/` })
    })

    it("adds a Service on a service page, provided by the Organization", () => {
      renderHead(<SeoWithData topic="Web Development" description="Sites." pathname="/service/web-development/" describes="Service" />)
      const [organization, service] = graph()
      expect(types()).toEqual(["Organization", "Service", "BreadcrumbList"])
      expect(service).toMatchObject({ name: "Web Development", description: "Sites.", provider: { "@id": organization["@id"] } })
    })

    it("adds an FAQPage holding exactly the questions the page shows", () => {
      const faqs = [
        { question: "How long does it take?", answer: "A few weeks." },
        { question: "Do you host it?", answer: "Yes." },
      ]
      renderHead(<SeoWithData topic="Laundry" pathname="/products/laundry-app-development/" faqs={faqs} />)
      const faqPage = graph().find((node) => node["@type"] === "FAQPage") as { mainEntity: Array<Record<string, unknown>> }
      expect(faqPage.mainEntity.map((question) => question.name)).toEqual(faqs.map((faq) => faq.question))
      expect(types()).not.toContain("Service")
    })

    it("leads from the home page to this one in the breadcrumb trail, by absolute URLs", () => {
      renderHead(<SeoWithData topic="About Us" pathname="/about-us/" />)
      const trail = graph().find((node) => node["@type"] === "BreadcrumbList") as { itemListElement: Array<Record<string, unknown>> }
      expect(trail.itemListElement.map((step) => [step.position, step.item])).toEqual([
        [1, `${site.siteUrl}/`],
        [2, `${site.siteUrl}/about-us/`],
      ])
      expect(trail.itemListElement[1].name).toBe("About Us")
    })

    it("keeps markup in an answer from ending the script", () => {
      renderHead(<SeoWithData topic="FAQ" pathname="/x/" faqs={[{ question: "Q?", answer: "</script><b>bold</b>" }]} />)
      const script = document.head.querySelector('script[type="application/ld+json"]')!
      expect(script.innerHTML).not.toContain("</script>")
      expect(JSON.stringify(graph())).toContain("</script><b>bold</b>")
    })
  })
})
