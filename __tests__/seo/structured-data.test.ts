import { serializeJsonLd } from "../../src/components/seo/JsonLd"
import {
  article,
  breadcrumbList,
  breadcrumbTrail,
  describedNode,
  faqPage,
  jsonLdGraph,
  organization,
  organizationId,
  service,
  visibleFaqs,
} from "../../src/site/structured-data"
import { OG_IMAGE } from "../../src/site/site-images"
import { examplePage, hasFaq, readContent } from "../support/content"
import { selfServingRatings } from "../support/self-serving-ratings"

type Site = Parameters<typeof organization>[0]
const site = readContent<Site>("site.yaml")
/** Any service page with questions and answers, the example of a page described to search engines. */
const example = examplePage("services", (data) => hasFaq(data.sections))
const servicePage = readContent<{ title: string; description: string; sections: Parameters<typeof visibleFaqs>[0] }>(example.file)

describe("organization", () => {
  const node = organization(site)

  it("names the brand and its site, with an absolute logo", () => {
    expect(node["@type"]).toBe("Organization")
    expect(node.name).toBe(site.brand)
    expect(node.url).toBe(`${site.siteUrl}/`)
    expect(String(node.logo)).toMatch(new RegExp(`^${site.siteUrl}/.+\\.png$`))
    expect(node["@id"]).toBe(organizationId(site.siteUrl))
  })

  it("lists every phone number and e-mail address of site.yaml as a contact point", () => {
    const points = node.contactPoint as Array<Record<string, string>>
    expect(points.map((point) => point.telephone).filter(Boolean)).toEqual(site.phones.map((phone) => phone.dial))
    expect(points.map((point) => point.email).filter(Boolean)).toEqual(site.emails)
    for (const point of points) expect(point["@type"]).toBe("ContactPoint")
  })

  it("points to the social profiles", () => {
    expect(node.sameAs).toEqual(site.social.map((link) => link.url))
  })
})

describe("service", () => {
  it("is provided by the Organization, by reference", () => {
    const url = `${site.siteUrl}${example.route}`
    const node = service({ name: servicePage.title, description: servicePage.description, url }, site.siteUrl)
    expect(node).toMatchObject({
      "@type": "Service",
      name: servicePage.title,
      description: servicePage.description,
      url,
      provider: { "@id": organizationId(site.siteUrl) },
    })
  })
})

describe("article", () => {
  const url = `${site.siteUrl}/case-studies/a-study/`
  const page = {
    name: "A Study",
    description: "What we built.",
    url,
    image: `${site.siteUrl}${OG_IMAGE.path("/case-studies/a-study/")}`,
    datePublished: "2026-04-15",
    about: [{ url: `${site.siteUrl}${example.route}`, name: servicePage.title }, { url: `${site.siteUrl}/products/x/` }],
  }

  it("is written and published by the Organization, by reference, on its date, pictured by its preview", () => {
    expect(article(page, site.siteUrl)).toMatchObject({
      "@type": "Article",
      headline: page.name,
      description: page.description,
      url,
      mainEntityOfPage: url,
      datePublished: page.datePublished,
      image: { "@type": "ImageObject", url: page.image, width: OG_IMAGE.width, height: OG_IMAGE.height },
      author: { "@id": organizationId(site.siteUrl) },
      publisher: { "@id": organizationId(site.siteUrl) },
    })
  })

  it("is about the pages it names, each by its URL and, where known, its name", () => {
    expect(article(page, site.siteUrl).about).toEqual([
      { "@type": "WebPage", url: page.about[0].url, name: servicePage.title },
      { "@type": "WebPage", url: page.about[1].url },
    ])
  })

  it("leaves out what it does not know: no pages, no date", () => {
    const bare = article({ ...page, about: [], datePublished: null }, site.siteUrl)
    expect(bare).not.toHaveProperty("about")
    expect(bare).not.toHaveProperty("datePublished")
  })

  it("rates and reviews nothing", () => {
    expect(selfServingRatings(article(page, site.siteUrl))).toEqual([])
    expect(selfServingRatings({ "@graph": [{ "@type": "Organization", review: [{ "@type": "Review" }] }] })).toEqual([
      "@graph[0].review",
      "@graph[0].review[0].@type",
    ])
  })
})

describe("describedNode", () => {
  const page = { name: "A Page", description: "About it.", url: `${site.siteUrl}/x/`, image: `${site.siteUrl}/og/x.png` }

  it("is what the kind of page says its pages describe: a Service, an Article, or nothing more", () => {
    expect(describedNode("Service", page, site.siteUrl)).toEqual(service(page, site.siteUrl))
    expect(describedNode("Article", page, site.siteUrl)).toMatchObject({ "@type": "Article", headline: page.name })
    expect(describedNode(null, page, site.siteUrl)).toBeNull()
    expect(describedNode(undefined, page, site.siteUrl)).toBeNull()
  })
})

describe("visibleFaqs and faqPage", () => {
  it("takes the questions of the faq sections, in page order", () => {
    const faqs = visibleFaqs(servicePage.sections)
    const expected = servicePage.sections.filter((section) => section.type === "faq").flatMap((section) => section.faqs ?? [])
    expect(expected.length).toBeGreaterThan(0)
    expect(faqs).toEqual(expected)
  })

  it("ignores faqs a section of another type carries, since only faq sections show them", () => {
    const faq = { question: "Q?", answer: "A." }
    expect(
      visibleFaqs([
        { type: "text", faqs: [faq] },
        { type: "faq", faqs: null },
      ]),
    ).toEqual([])
  })

  it("makes each question a Question with its accepted Answer", () => {
    const node = faqPage([{ question: "How long?", answer: "Weeks." }], `${site.siteUrl}/x/`)
    expect(node).toMatchObject({
      "@type": "FAQPage",
      mainEntity: [{ "@type": "Question", name: "How long?", acceptedAnswer: { "@type": "Answer", text: "Weeks." } }],
    })
  })

  it("is left out when the page shows no questions", () => {
    expect(faqPage([], `${site.siteUrl}/x/`)).toBeNull()
  })
})

describe("breadcrumbList", () => {
  it("numbers the steps from 1 and links each by its URL", () => {
    const node = breadcrumbList([
      { name: "Home", url: `${site.siteUrl}/` },
      { name: "About Us", url: `${site.siteUrl}/about-us/` },
    ])
    expect(node.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${site.siteUrl}/` },
      { "@type": "ListItem", position: 2, name: "About Us", item: `${site.siteUrl}/about-us/` },
    ])
  })
})

describe("breadcrumbTrail", () => {
  const pages = [
    { route: "/", title: "Home Page" },
    { route: "/case-studies/", title: "Case Studies" },
    { route: "/about-us/", title: "About Us" },
  ]
  const home = { name: "Home" }
  const names = (route: string, name: string) =>
    breadcrumbTrail({ route, name }, home, pages, site.siteUrl).map((crumb) => [crumb.name, crumb.url])

  it("passes through each folder of the address that is a page", () => {
    expect(names("/case-studies/a-study/", "A Study")).toEqual([
      ["Home", `${site.siteUrl}/`],
      ["Case Studies", `${site.siteUrl}/case-studies/`],
      ["A Study", `${site.siteUrl}/case-studies/a-study/`],
    ])
  })

  it("skips a folder that is no page, and leads straight home from a top-level page", () => {
    expect(names("/service/web-development/", "Web")).toEqual([
      ["Home", `${site.siteUrl}/`],
      ["Web", `${site.siteUrl}/service/web-development/`],
    ])
    expect(names("/about-us/", "About Us")).toEqual([
      ["Home", `${site.siteUrl}/`],
      ["About Us", `${site.siteUrl}/about-us/`],
    ])
  })
})

describe("jsonLdGraph and serializeJsonLd", () => {
  it("puts the nodes in one schema.org graph, leaving out the absent ones", () => {
    const graph = jsonLdGraph([organization(site), null])
    expect(graph["@context"]).toBe("https://schema.org")
    expect(graph["@graph"].map((node) => node["@type"])).toEqual(["Organization"])
  })

  it("cannot close its script element, and still parses back to the same data", () => {
    const data = { answer: "</script><script>alert(1)</script> & <!-- \u2028" }
    const json = serializeJsonLd(data)
    expect(json).not.toMatch(/[<>&\u2028]/)
    expect(JSON.parse(json)).toEqual(data)
  })
})
