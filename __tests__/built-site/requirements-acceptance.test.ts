/**
 * @jest-environment node
 *
 * The requirements' acceptance tests: what docs/requirements.md says a visitor
 * finds on the built pages, its counts and its copy. A failure here after an
 * edit to content/ is a requirement broken, not a flaky test: mend the content,
 * or change the requirement in docs/requirements.md along with this test.
 */
import { readContent } from "../support/content"
import { builtPage, builtPages, sectionByHeading } from "./support"

/** The cards (or steps) of the section under this heading: the direct items of its first list. */
const cardsUnder = (document: Document, heading: string) =>
  Array.from(sectionByHeading(document, heading).querySelector("ul, ol")?.children ?? [])
const faqQuestions = (document: Document, heading: string) =>
  Array.from(sectionByHeading(document, heading).querySelectorAll("h3 > button[aria-controls]"))
/**
 * The page a link leads to, as that page's canonical URL names it: a copy of /contact-us/ made for
 * a call to action (its form opening with a service and product, requirements §10.13) is /contact-us/.
 */
const leadsTo = (link: Element | null | undefined) => {
  const href = link?.getAttribute("href")
  if (!href?.startsWith("/")) return href
  return new URL(builtPage(href).querySelector('link[rel="canonical"]')!.getAttribute("href")!).pathname
}

const linkTo = (document: Document, text: string) =>
  Array.from(document.querySelectorAll("main a")).filter((link) => link.textContent?.trim() === text)

const STANDARD_PRODUCTS: Array<[string, string]> = [
  ["food-ordering-delivery-apps-development", "Food Delivery"],
  ["grocery-shopping-delivery-app-development", "Grocery Delivery"],
  ["laundry-app-development", "Laundry"],
  ["home-service-app-development", "Home Service"],
  ["fruits-vegetable-delivery-app-development", "Fruits & Vegetables Delivery"],
  ["room-booking-rental-app-development", "Room Booking & Rental"],
  ["educational-app-development", "Online Educational"],
  ["taxi-booking-app-development", "Taxi Booking"],
  ["fish-meat-delivery-app-development", "Fish & Meat Delivery"],
]

/** The service pages the requirements name (§2.1), each by its route. */
const REQUIRED_SERVICES = [
  "/service/mobile-app-development/",
  "/service/web-development/",
  "/service/digital-marketing/",
  "/service/ui-ux-design/",
  "/service/cloud-consulting-services/",
]

/** The product pages the requirements name (§2.1), each by its route. */
const REQUIRED_PRODUCTS = [
  ...STANDARD_PRODUCTS.map(([slug]) => `/products/${slug}/`),
  "/products/medicine-delivery-app-development/",
  "/products/matrimony-app-development/",
  "/products/studio-app-development/",
  "/products/ecommerce-app-development/",
]

/**
 * Every route the requirements name. The site may have more (a 14th product is the agency's
 * business decision): these tests check that it has these, not that it has nothing else.
 */
const REQUIRED_ROUTES = ["/", "/about-us/", ...REQUIRED_SERVICES, ...REQUIRED_PRODUCTS, "/contact-us/", "/privacy-policy/", "/thank-you/"]

describe("requirements §2.1 acceptance: routes", () => {
  it("builds a page at every route", () => {
    const routes = builtPages().map((page) => page.route)
    expect(routes).toEqual(expect.arrayContaining(REQUIRED_ROUTES))
  })
})

describe("requirements §2.3 and §9.5 acceptance: the top bar's menus", () => {
  it("lists each of the 5 services and 13 products in the top bar's dropdowns, by its route", () => {
    const document = builtPage("/about-us/")
    const [services, products] = Array.from(document.querySelectorAll("header nav button[aria-controls]"))
      .filter((button) => ["Services", "Products"].includes(button.textContent?.trim() ?? ""))
      .map((button) => document.getElementById(button.getAttribute("aria-controls")!)!)
    const routesIn = (menu: Element) => Array.from(menu.querySelectorAll("a"), (link) => link.getAttribute("href"))
    expect(routesIn(services)).toEqual(expect.arrayContaining(REQUIRED_SERVICES))
    expect(routesIn(products)).toEqual(expect.arrayContaining(REQUIRED_PRODUCTS))
  })
})

describe("requirements §3.1 acceptance: the home page", () => {
  const document = builtPage("/")

  it("has the hero, then the blocks in order", () => {
    expect(leadsTo(linkTo(document, "Contact Us")[0])).toBe("/contact-us/")
    const headings = Array.from(document.querySelectorAll("main h2")).map((h2) => h2.textContent?.trim())
    const order = ["Our Services", "Why Choose Us", "Industries We Serve", "Work Flow", "Technology Stack"].map((heading) =>
      headings.indexOf(heading),
    )
    expect(order.every((position) => position >= 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
  })

  it("shows the four service cards", () => {
    expect(cardsUnder(document, "Our Services").map((card) => card.querySelector("h3")?.textContent?.replace("→", "").trim())).toEqual([
      "App Development",
      "Web Development",
      "Digital Marketing",
      "Designing",
    ])
  })

  it("gives four reasons and a Contact Us link", () => {
    expect(cardsUnder(document, "Why Choose Us")).toHaveLength(4)
    expect(sectionByHeading(document, "Why Choose Us").querySelector('a[href="/contact-us/"]')?.textContent).toBe("Contact Us")
  })

  it("shows the 15 industries, in order", () => {
    const tiles = Array.from(sectionByHeading(document, "Industries We Serve").querySelectorAll("[data-tile] figcaption"))
    expect(tiles.map((tile) => tile.textContent)).toEqual(
      readContent<Array<{ title: string }>>("shared/industries.yaml").map((industry) => industry.title),
    )
    expect(tiles).toHaveLength(15)
  })

  it("shows the work flow with its picture, the technology stack and its button, and the contact form", () => {
    expect(sectionByHeading(document, "Work Flow").querySelector("img[alt]")?.getAttribute("alt")).toBeTruthy()
    const stack = sectionByHeading(document, "Technology Stack")
    expect(Array.from(stack.querySelectorAll("h3")).map((h3) => h3.textContent)).toEqual([
      "Mobile",
      "Web",
      "Backend",
      "Design",
      "Database",
      "Cloud",
    ])
    expect(leadsTo(linkTo(document, "Explore Our Services – Contact Our Team!")[0])).toBe("/contact-us/")
    expect(document.querySelector('main form [name="email"]')).not.toBeNull()
  })
})

describe("requirements §3.3 and §3.4 acceptance: the service pages", () => {
  it.each(["mobile-app-development", "web-development", "digital-marketing", "ui-ux-design", "cloud-consulting-services"])(
    "§3.3: /service/%s/ has its services, reasons, Key Features and the contact form",
    (slug) => {
      const document = builtPage(`/service/${slug}/`)
      expect(cardsUnder(document, "Key Features").length).toBeGreaterThanOrEqual(4)
      expect(document.querySelector('main form [name="message"]')).not.toBeNull()
    },
  )

  it.each(["web-development", "digital-marketing", "ui-ux-design"])(
    "§3.3: /service/%s/ has a 'Frequently asked questions' list",
    (slug) => {
      expect(faqQuestions(builtPage(`/service/${slug}/`), "Frequently asked questions").length).toBeGreaterThan(0)
    },
  )

  it("§3.4: cloud consulting has 'Contact Us Today' and the six kinds of supporting tools", () => {
    const document = builtPage("/service/cloud-consulting-services/")
    expect(leadsTo(linkTo(document, "Contact Us Today")[0])).toBe("/contact-us/")
    expect(cardsUnder(document, "Supporting Tools").map((card) => card.querySelector("h3")?.textContent)).toEqual([
      "Cloud Platforms",
      "DevOps",
      "Monitoring",
      "Databases",
      "Control Panels",
      "Business Mail Partner",
    ])
  })
})

describe("requirements §3.5 to §3.10 acceptance: the product pages", () => {
  it.each(STANDARD_PRODUCTS)("§3.5: /products/%s/ follows the standard layout for %s", (slug, type) => {
    const document = builtPage(`/products/${slug}/`)
    expect(document.querySelector("h1")?.textContent).toBe(`${type} App Development`)
    expect(cardsUnder(document, "Customize Your Own App").length).toBeGreaterThan(0)
    expect(cardsUnder(document, "Benefits").length).toBeGreaterThan(0)
    const cta = sectionByHeading(document, `Looking To Build Your Own ${type} App?`)
    expect(cta.querySelector("a")?.textContent).toBe("Get Free Consultation")
    expect(leadsTo(cta.querySelector("a"))).toBe("/contact-us/")
    expect(faqQuestions(document, "Frequently Asked Questions").length).toBeGreaterThan(0)
  })

  it("§3.7: the fish and meat page ends with the advantages grid and then the FAQ", () => {
    const headings = Array.from(builtPage("/products/fish-meat-delivery-app-development/").querySelectorAll("main h2")).map(
      (h2) => h2.textContent,
    )
    expect(headings.slice(-2)).toEqual(["Advantages of Our Fish & Meat Delivery App", "Frequently Asked Questions"])
  })

  it("§3.6: the medicine page has 4 highlights, 8 benefits, the consultation panel, 6 advantages and 5 FAQs, one on payments", () => {
    const document = builtPage("/products/medicine-delivery-app-development/")
    expect(cardsUnder(document, "Highlights")).toHaveLength(4)
    expect(cardsUnder(document, "Benefits of a Medicine Delivery App")).toHaveLength(8)
    expect(linkTo(document, "Get Free Consultation").every((link) => leadsTo(link) === "/contact-us/")).toBe(true)
    expect(cardsUnder(document, "Advantages of Our Medicine Delivery App")).toHaveLength(6)
    expect(faqQuestions(document, "Frequently Asked Questions")).toHaveLength(5)
    expect(sectionByHeading(document, "Frequently Asked Questions").textContent).toMatch(
      /credit\/debit cards, mobile wallets and cash on delivery/,
    )
  })

  it("§3.8: the matrimony page has 7 features, 4 industry tiles, 'Request a Demo' and 5 reasons", () => {
    const document = builtPage("/products/matrimony-app-development/")
    expect(cardsUnder(document, "Features of Our Matrimony App")).toHaveLength(7)
    expect(cardsUnder(document, "Who We Build Matrimony Apps For")).toHaveLength(4)
    expect(leadsTo(linkTo(document, "Request a Demo")[0])).toBe("/contact-us/")
    expect(cardsUnder(document, "Why Choose Us for Your Matrimony App")).toHaveLength(5)
  })

  it("§3.9: the studio page has 7 features, 'Let's Get Started', a 6-item stack with the integrations, 5 studio types and 4 reasons", () => {
    const document = builtPage("/products/studio-app-development/")
    expect(cardsUnder(document, "Core Features")).toHaveLength(7)
    expect(leadsTo(linkTo(document, "Let's Get Started")[0])).toBe("/contact-us/")
    const stack = cardsUnder(document, "Our Studio App Tech Stack").map((card) => card.querySelector("h3")?.textContent ?? "")
    expect(stack).toHaveLength(6)
    for (const integration of [/calendar/i, /video/i, /messaging/i]) expect(stack.some((title) => integration.test(title))).toBe(true)
    expect(cardsUnder(document, "Studios We Build For")).toHaveLength(5)
    expect(cardsUnder(document, "Why Choose Us")).toHaveLength(4)
  })

  it("§3.10: the e-commerce page has 7 features, 'Get Started Today', a 6-item stack with Shopify or WooCommerce, 5 audiences and 4 reasons", () => {
    const document = builtPage("/products/ecommerce-app-development/")
    expect(cardsUnder(document, "Core Features")).toHaveLength(7)
    expect(leadsTo(linkTo(document, "Get Started Today")[0])).toBe("/contact-us/")
    const stack = cardsUnder(document, "Our E-commerce Tech Stack").map((card) => card.textContent ?? "")
    expect(stack).toHaveLength(6)
    expect(stack.some((text) => /Shopify|WooCommerce/.test(text))).toBe(true)
    expect(cardsUnder(document, "Who We Build For")).toHaveLength(5)
    expect(cardsUnder(document, "Why Choose Us")).toHaveLength(4)
  })
})

describe("requirements §3 acceptance: calls to action", () => {
  const CTA_LABELS = [
    "Contact Us",
    "Get Free Consultation",
    "Request a Demo",
    "Let's Get Started",
    "Get Started Today",
    "Contact Us Today",
    "Explore Our Services – Contact Our Team!",
    "Get a Free Quote",
  ]

  it("every call-to-action button on every page leads to /contact-us/", () => {
    for (const route of ["/", "/about-us/", "/service/web-development/", "/service/cloud-consulting-services/", ...REQUIRED_PRODUCTS]) {
      const document = builtPage(route)
      for (const label of CTA_LABELS) {
        for (const link of linkTo(document, label)) expect(`${route} ${label} ${leadsTo(link)}`).toBe(`${route} ${label} /contact-us/`)
      }
    }
  })
})

describe("requirements §3.11 and §3.12 acceptance: the privacy and thank-you pages", () => {
  it("§3.12: thank-you says the message arrived and leads back home", () => {
    const document = builtPage("/thank-you/")
    expect(document.querySelector("main")?.textContent).toMatch(/received/i)
    expect(document.querySelector("main")?.textContent).toMatch(/reply shortly/i)
    expect(linkTo(document, "Back to Home")[0]?.getAttribute("href")).toBe("/")
  })

  it("§3.11: the privacy policy has six paragraphs and links to the contact page", () => {
    const document = builtPage("/privacy-policy/")
    expect(sectionByHeading(document, "Your privacy, in six paragraphs").querySelectorAll("p")).toHaveLength(6)
    expect(document.querySelector('main a[href="/contact-us/"]')).not.toBeNull()
  })
})
