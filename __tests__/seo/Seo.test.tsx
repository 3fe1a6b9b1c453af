import React from "react"
import { render } from "@testing-library/react"
import { Seo, pageTitle } from "../../src/components/seo/Seo"
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
    expect(meta('meta[name="twitter:card"]')).toBeTruthy()
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
})
