/**
 * @jest-environment node
 *
 * The requirements' acceptance tests. docs/requirements.md describes the site at launch, its
 * routes, counts and copy; after launch the editors own the words and the counts. So the
 * launch's words and counts are judged here on a fixed copy of the launch content
 * (__tests__/fixtures/launch-content/, content/ as it was at launch), and that the built site
 * draws whatever content/ says is judged by rules (pages-draw-content.test.ts): together, a build
 * of the launch content is the site the requirements describe, and an editor's ordinary change to
 * content/ (rewording, reordering, a card or question more or less, a new product) breaks
 * neither. The rules that hold for any content (every page file is built at its route) read
 * content/.
 */
import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { routeFor, type Collection, type NavigationContent } from "../../content/schema/content-schema"
import { builtPageFiles, pageFiles } from "../support/content"
import { builtPages } from "./support"

const LAUNCH_CONTENT = path.resolve(__dirname, "../fixtures/launch-content")

interface Button {
  label: string
  url: string
}
interface Section {
  type: string
  heading?: string
  subheading?: string
  items?: Array<{ title: string }>
  faqs?: Array<{ question: string; answer: string }>
  paragraphs?: string[]
  button?: Button
  image?: string
  imageAlt?: string
}
interface Page {
  slug: string
  sections: Section[]
}

/** A file of the launch content (e.g. "pages/home.yaml"). */
const launch = <T>(file: string): T => yaml.load(fs.readFileSync(path.join(LAUNCH_CONTENT, file), "utf8")) as T
const launchPage = (file: string) => launch<Page>(file)
/** The launch page's section under this heading. */
function sectionOf(page: Page, heading: string): Section {
  const section = page.sections.find((candidate) => candidate.heading === heading)
  if (!section) throw new Error(`The launch content has no section headed "${heading}"`)
  return section
}
const titles = (section: Section) => (section.items ?? []).map(({ title }) => title)
/** Every button of a launch page: its sections'. */
const buttonsOf = (page: Page) => page.sections.flatMap(({ button }) => (button ? [button] : []))
const leadsToContact = (button: Button | undefined) => expect(button?.url.split("#")[0]).toBe("/contact-us/")

/** The launch's product pages that follow the standard layout (§3.5), each with the app type its headings name. */
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
const SERVICES = ["mobile-app-development", "web-development", "digital-marketing", "ui-ux-design", "cloud-consulting-services"]
const PRODUCTS = [
  ...STANDARD_PRODUCTS.map(([slug]) => slug),
  "medicine-delivery-app-development",
  "matrimony-app-development",
  "studio-app-development",
  "ecommerce-app-development",
]
const REQUIRED_SERVICES = SERVICES.map((slug) => `/service/${slug}/`)
const REQUIRED_PRODUCTS = PRODUCTS.map((slug) => `/products/${slug}/`)
/** Every route §2.1 names. */
const REQUIRED_ROUTES = ["/", "/about-us/", ...REQUIRED_SERVICES, ...REQUIRED_PRODUCTS, "/contact-us/", "/privacy-policy/", "/thank-you/"]

describe("every page of content/ is built (any content)", () => {
  it("builds a page at the route of every page file of content/ but drafts and lists with nothing published, and none of those", () => {
    const routes = builtPages().map((page) => page.route)
    const built = builtPageFiles().map(({ route }) => route)
    expect(routes).toEqual(expect.arrayContaining(built))
    expect(routes.filter((route) => pageFiles().some((file) => file.route === route) && !built.includes(route))).toEqual([])
  })
})

describe("requirements §2.1 and §2.3 acceptance: the launch's routes and menus", () => {
  it("has a page at every route §2.1 names", () => {
    const routes = fs
      .readdirSync(LAUNCH_CONTENT, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && ["pages", "services", "products"].includes(entry.name))
      .flatMap(({ name }) =>
        fs.readdirSync(path.join(LAUNCH_CONTENT, name)).map((file) => routeFor(name as Collection, launchPage(`${name}/${file}`).slug)),
      )
    expect(routes).toEqual(expect.arrayContaining(REQUIRED_ROUTES))
  })

  it("lists the 5 services and 13 products in the top bar's dropdowns, by their routes", () => {
    const navigation = launch<NavigationContent>("navigation.yaml")
    expect(navigation.services.map(({ url }) => url)).toEqual(REQUIRED_SERVICES)
    expect(navigation.products.map(({ url }) => url)).toEqual(REQUIRED_PRODUCTS)
  })
})

describe("requirements §3.1 acceptance: the launch's home page", () => {
  const home = launchPage("pages/home.yaml")

  it("has the hero with Contact Us, then the blocks in order, the contact form at the foot", () => {
    expect(home.sections.map(({ type, heading }) => [type, type === "hero" ? "" : heading])).toEqual([
      ["hero", ""],
      ["cards", "Our Services"],
      ["reasons", "Why Choose Us"],
      ["industries", "Industries We Serve"],
      ["workflow", "Work Flow"],
      ["technologies", "Technology Stack"],
      ["contactForm", expect.any(String)],
    ])
    expect(home.sections[0].button?.label).toBe("Contact Us")
    leadsToContact(home.sections[0].button)
  })

  it("shows the four service cards", () => {
    expect(titles(sectionOf(home, "Our Services"))).toEqual(["App Development", "Web Development", "Digital Marketing", "Designing"])
  })

  it("gives four reasons and a Contact Us link", () => {
    expect(launch<unknown[]>("shared/reasons.yaml")).toHaveLength(4)
    expect(sectionOf(home, "Why Choose Us").button?.label).toBe("Contact Us")
    leadsToContact(sectionOf(home, "Why Choose Us").button)
  })

  it("shows the 15 industries, in order", () => {
    expect(launch<Array<{ title: string }>>("shared/industries.yaml").map(({ title }) => title)).toEqual([
      "Restaurants",
      "Grocery",
      "Fish & Meats",
      "Fruits & Vegetables",
      "Medicines Delivery",
      "Taxi booking",
      "Beauty Service",
      "Cloud kitchen",
      "Laundry",
      "PickUp & Delivery",
      "Education",
      "Manufacturing",
      "Sports",
      "Transportation & Logistics",
      "E-Commerce",
    ])
  })

  it("shows the work flow with its picture, and the technology stack (its categories as §2.7 names them) and its button", () => {
    expect(sectionOf(home, "Work Flow")).toMatchObject({ image: expect.any(String), imageAlt: expect.stringMatching(/\S/) })
    expect(launch<Array<{ title: string }>>("shared/technologies.yaml").map(({ title }) => title)).toEqual([
      "Mobile",
      "Web",
      "Backend",
      "Design",
      "Database",
      "Cloud",
    ])
    const { button } = sectionOf(home, "Technology Stack")
    expect(button?.label).toBe("Explore Our Services – Contact Our Team!")
    leadsToContact(button)
  })
})

describe("requirements §3.3 and §3.4 acceptance: the launch's service pages", () => {
  it.each(SERVICES)("§3.3: %s has its services, reasons, Key Features and the contact form at the foot", (slug) => {
    const page = launchPage(`services/${slug}.yaml`)
    const types = page.sections.map(({ type }) => type)
    expect(types.slice(0, 3)).toEqual(["hero", "cards", "reasons"])
    expect(titles(sectionOf(page, "Key Features")).length).toBeGreaterThanOrEqual(4)
    expect(types.at(-1)).toBe("contactForm")
  })

  it.each(["web-development", "digital-marketing", "ui-ux-design"])("§3.3: %s has a 'Frequently asked questions' list", (slug) => {
    expect(sectionOf(launchPage(`services/${slug}.yaml`), "Frequently asked questions")).toMatchObject({
      type: "faq",
      faqs: expect.arrayContaining([expect.anything()]),
    })
  })

  it("§3.4: cloud consulting has 'Contact Us Today' and the six kinds of supporting tools", () => {
    const page = launchPage("services/cloud-consulting-services.yaml")
    const contactUsToday = buttonsOf(page).find(({ label }) => label === "Contact Us Today")
    leadsToContact(contactUsToday)
    expect(titles(sectionOf(page, "Supporting Tools"))).toEqual([
      "Cloud Platforms",
      "DevOps",
      "Monitoring",
      "Databases",
      "Control Panels",
      "Business Mail Partner",
    ])
  })
})

describe("requirements §3.5 to §3.10 acceptance: the launch's product pages", () => {
  it.each(STANDARD_PRODUCTS)("§3.5: %s follows the standard layout for %s", (slug, type) => {
    const page = launchPage(`products/${slug}.yaml`)
    expect(page.sections.map((section) => section.type)).toEqual(["hero", "text", "cards", "cards", "cta", "cards", "faq"])
    expect(page.sections[0].heading).toBe(`${type} App Development`)
    expect(titles(sectionOf(page, "Customize Your Own App")).length).toBeGreaterThan(0)
    expect(titles(sectionOf(page, "Benefits")).length).toBeGreaterThan(0)
    const cta = sectionOf(page, `Looking To Build Your Own ${type} App?`)
    expect(cta.button?.label).toBe("Get Free Consultation")
    leadsToContact(cta.button)
    expect(sectionOf(page, "Frequently Asked Questions").faqs?.length).toBeGreaterThan(0)
  })

  it("§3.7: the fish and meat page ends with the advantages grid and then the FAQ", () => {
    const headings = launchPage("products/fish-meat-delivery-app-development.yaml").sections.map(({ heading }) => heading)
    expect(headings.slice(-2)).toEqual(["Advantages of Our Fish & Meat Delivery App", "Frequently Asked Questions"])
  })

  it("§3.6: the medicine page has two intro blocks, 4 highlights, 8 benefits, the consultation panel, 6 advantages and 5 FAQs, one on payments", () => {
    const page = launchPage("products/medicine-delivery-app-development.yaml")
    expect(page.sections.map(({ type }) => type)).toEqual(["hero", "text", "text", "cards", "cards", "cta", "cards", "faq"])
    expect(titles(sectionOf(page, "Highlights"))).toHaveLength(4)
    expect(titles(sectionOf(page, "Benefits of a Medicine Delivery App"))).toHaveLength(8)
    const consultation = page.sections.find(({ type }) => type === "cta")?.button
    expect(consultation?.label).toBe("Get Free Consultation")
    leadsToContact(consultation)
    expect(titles(sectionOf(page, "Advantages of Our Medicine Delivery App"))).toHaveLength(6)
    const { faqs } = sectionOf(page, "Frequently Asked Questions")
    expect(faqs).toHaveLength(5)
    expect(faqs!.map(({ answer }) => answer).join(" ")).toMatch(/credit\/debit cards, mobile wallets and cash on delivery/)
  })

  it("§3.8: the matrimony page has 7 features, 4 industry tiles, 'Request a Demo' and 5 reasons", () => {
    const page = launchPage("products/matrimony-app-development.yaml")
    expect(titles(sectionOf(page, "Features of Our Matrimony App"))).toHaveLength(7)
    expect(titles(sectionOf(page, "Who We Build Matrimony Apps For"))).toHaveLength(4)
    leadsToContact(buttonsOf(page).find(({ label }) => label === "Request a Demo"))
    expect(titles(sectionOf(page, "Why Choose Us for Your Matrimony App"))).toHaveLength(5)
  })

  it("§3.9: the studio page has 7 features, 'Let's Get Started', a 6-item stack with the integrations, 5 studio types and 4 reasons", () => {
    const page = launchPage("products/studio-app-development.yaml")
    expect(titles(sectionOf(page, "Core Features"))).toHaveLength(7)
    leadsToContact(buttonsOf(page).find(({ label }) => label === "Let's Get Started"))
    const stack = titles(sectionOf(page, "Our Studio App Tech Stack"))
    expect(stack).toHaveLength(6)
    for (const integration of [/calendar/i, /video/i, /messaging/i]) expect(stack.some((title) => integration.test(title))).toBe(true)
    expect(titles(sectionOf(page, "Studios We Build For"))).toHaveLength(5)
    expect(titles(sectionOf(page, "Why Choose Us"))).toHaveLength(4)
  })

  it("§3.10: the e-commerce page has 7 features, 'Get Started Today', a 6-item stack with Shopify or WooCommerce, 5 audiences and 4 reasons", () => {
    const page = launchPage("products/ecommerce-app-development.yaml")
    expect(titles(sectionOf(page, "Core Features"))).toHaveLength(7)
    leadsToContact(buttonsOf(page).find(({ label }) => label === "Get Started Today"))
    const stack = sectionOf(page, "Our E-commerce Tech Stack").items!
    expect(stack).toHaveLength(6)
    expect(stack.some((item) => /Shopify|WooCommerce/.test(JSON.stringify(item)))).toBe(true)
    expect(titles(sectionOf(page, "Who We Build For"))).toHaveLength(5)
    expect(titles(sectionOf(page, "Why Choose Us"))).toHaveLength(4)
  })
})

describe("requirements §3 acceptance: the launch's calls to action", () => {
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
    const files = [
      "pages/home.yaml",
      "pages/about-us.yaml",
      ...SERVICES.map((slug) => `services/${slug}.yaml`),
      ...PRODUCTS.map((slug) => `products/${slug}.yaml`),
    ]
    const callsToAction = files.flatMap((file) => buttonsOf(launchPage(file)).filter(({ label }) => CTA_LABELS.includes(label)))
    expect(callsToAction.length).toBeGreaterThan(files.length)
    for (const button of callsToAction) leadsToContact(button)
  })
})

describe("requirements §3.11 and §3.12 acceptance: the launch's privacy and thank-you pages", () => {
  it("§3.12: thank-you says the message arrived and leads back home", () => {
    const [hero] = launchPage("pages/thank-you.yaml").sections
    expect(`${hero.heading} ${hero.subheading}`).toMatch(/received.*reply shortly/is)
    expect(hero.button).toEqual({ label: "Back to Home", url: "/" })
  })

  it("§3.11: the privacy policy has six paragraphs and links to the contact page", () => {
    const page = launchPage("pages/privacy-policy.yaml")
    expect(sectionOf(page, "Your privacy, in six paragraphs").paragraphs).toHaveLength(6)
    leadsToContact(buttonsOf(page)[0])
  })
})
