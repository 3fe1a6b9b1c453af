/**
 * The sections that show the agency's work (results, pictures, testimonials, logos, case studies)
 * and the top bar's Work entry, judged on fixtures made here: never on today's content.
 */
import React from "react"
import { act, screen, waitFor, within } from "@testing-library/react"
import { ThemeProvider } from "styled-components"
import { theme } from "../../src/styles/theme"
import { TESTIMONIAL_PAGE_KINDS, TestimonialSchema } from "../../content/schema/proof-of-work"
import { Header } from "../../src/components/layout/Header"
import { CaseStudiesSection, type CaseStudy } from "../../src/components/sections/CaseStudiesSection"
import { LogosSection } from "../../src/components/sections/LogosSection"
import { PageOfSectionContext, type PageOfSection } from "../../src/components/sections/page-of-section"
import { PicturesSection } from "../../src/components/sections/PicturesSection"
import { ResultsSection } from "../../src/components/sections/ResultsSection"
import { TestimonialsSection } from "../../src/components/sections/TestimonialsSection"
import type { SectionData } from "../../src/components/sections/section-fields"
import { staticQueryFixture } from "../support/content"
import { renderWithSite } from "../support/render"
import { WORDS } from "../support/words"
import { fillIn } from "../../src/components/ui/fill-in"

// jsdom resolves react-dom/server to its browser build, which needs TextEncoder; Gatsby renders pages with the Node build.
const { renderToString } = jest.requireActual<typeof import("react-dom/server")>("react-dom/server.node")

const words = WORDS.proofOfWork
const picture = (src: string) => ({
  childImageSharp: {
    gatsbyImageData: { layout: "constrained" as const, width: 320, height: 200, images: { fallback: { src }, sources: [] } },
  },
})
const section = (fields: Partial<SectionData>): SectionData => ({ type: "fixture", heading: "Fixture heading", ...fields }) as SectionData

/** The menus of the fixtures: three service pages, of which the studies below prove two. */
const SERVICES = [
  { id: "apps", title: "Fixture Apps", url: "/service/fixture-apps/" },
  { id: "sites", title: "Fixture Sites", url: "/service/fixture-sites/" },
  { id: "unproven", title: "Fixture Unproven", url: "/service/fixture-unproven/" },
]
const siteData = (publishedStudies = 1) => {
  const fixture = staticQueryFixture()
  return {
    ...fixture,
    navigationYaml: { ...fixture.navigationYaml, services: SERVICES },
    // The list page's entry, as the build groups the published pages of a kind with a menu label (useNavigation).
    listedPages: {
      group: publishedStudies ? [{ nodes: [{ listPage: { route: "/fixture-work/", menuLabel: WORDS.proofOfWork.work } }] }] : [],
    },
  }
}

/** A study that proves these pages and counts under these services (the build finds a proven product's service: proven-services.test.ts). */
const study = (slug: string, proves: string[], countsUnder: string[], client: Partial<CaseStudy["client"]> = {}): CaseStudy =>
  ({
    id: slug,
    slug,
    title: `Study ${slug}`,
    route: `/case-studies/${slug}/`,
    description: `Description of ${slug}`,
    keywords: null,
    noindex: null,
    draft: null,
    summary: `Summary of ${slug}`,
    proves,
    countsUnder,
    published: "2026-01-01",
    client: {
      description: `Described client of ${slug}`,
      namingAllowed: false,
      name: `Named client of ${slug}`,
      industry: "Fixture industry",
      city: "Fixture city",
      ...client,
    },
  }) as unknown as CaseStudy

const STUDIES = [
  study("one", [SERVICES[0].url, "/products/fixture-product/"], [SERVICES[0].url], { namingAllowed: true }),
  study("two", [SERVICES[1].url], [SERVICES[1].url]),
  study("three", [SERVICES[0].url, SERVICES[1].url], [SERVICES[0].url, SERVICES[1].url]),
  // Proves a product only: listed under that product's service.
  study("four", ["/products/fixture-site-product/"], [SERVICES[1].url]),
]

const onPage = (ui: React.ReactElement, page: PageOfSection = { route: null, hasOwnTestimonials: false }) => (
  <PageOfSectionContext.Provider value={page}>{ui}</PageOfSectionContext.Provider>
)
const renderOn = (ui: React.ReactElement, page?: PageOfSection, staticQuery = siteData()) =>
  renderWithSite(onPage(ui, page), { staticQuery })

/** The server's HTML of a section: what a visitor without JavaScript gets. */
function serverHtml(ui: React.ReactElement): HTMLElement {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const gatsby = require("gatsby") as { __setStaticQueryData: (data: unknown) => void }
  gatsby.__setStaticQueryData(siteData())
  const holder = document.createElement("div")
  holder.innerHTML = renderToString(<ThemeProvider theme={theme}>{onPage(ui)}</ThemeProvider>)
  return holder
}

const cards = (root: HTMLElement) => within(root).queryAllByRole("listitem")
const visibleCardTitles = (root: HTMLElement) =>
  cards(root)
    .filter((card) => !card.hidden)
    .map((card) => within(card).getByRole("heading", { level: 3 }).textContent)

describe("ResultsSection", () => {
  it("shows each figure with what it measures, its period and its source, labelled by the words", () => {
    const results = [
      { figure: "12x", measures: "fixture orders", period: "Fixture period A", source: "fixture records" },
      { figure: "34%", measures: "fixture visits", period: "Fixture period B", source: "fixture analytics" },
    ]
    const { container } = renderOn(<ResultsSection section={section({ results })} />)
    const terms = Array.from(container.querySelectorAll("dt"))
    expect(terms.map((term) => term.textContent)).toEqual(results.map((result) => `${result.figure} ${result.measures}`))
    results.forEach((result, index) => {
      const details = Array.from(terms[index].parentElement!.querySelectorAll("dd"), (detail) => detail.textContent)
      expect(details).toEqual([`${words.period}: ${result.period}`, `${words.source}: ${result.source}`])
    })
  })

  it("shows no empty Period or Source label for a draft's result not yet finished (the CMS's preview)", () => {
    const results = [{ figure: "12x", measures: "fixture orders", period: "", source: null }] as unknown as SectionData["results"]
    const { container } = renderOn(<ResultsSection section={section({ results })} />)
    expect(container.querySelector("dt")).toHaveTextContent("12x fixture orders")
    expect(container.querySelectorAll("dd")).toHaveLength(0)
  })
})

describe("PicturesSection", () => {
  it("shows each picture with its description, and its caption as the figure's caption", () => {
    const pictures = [
      { image: picture("/a.png"), imageAlt: "Fixture screen A", caption: "Fixture caption A" },
      { image: picture("/b.png"), imageAlt: "Fixture screen B", caption: null },
    ]
    const { container } = renderOn(<PicturesSection section={section({ pictures })} />)
    const figures = Array.from(container.querySelectorAll("figure"))
    expect(figures.map((figure) => figure.querySelector("img")?.getAttribute("alt"))).toEqual(["Fixture screen A", "Fixture screen B"])
    expect(figures.map((figure) => figure.querySelector("figcaption")?.textContent ?? null)).toEqual(["Fixture caption A", null])
  })
})

describe("LogosSection", () => {
  it("shows each logo described by its description, a link only where one is given", () => {
    const logos = [
      { name: "Fixture A", logo: picture("/a.png"), logoAlt: "Fixture A's logo", url: "/case-studies/one/" },
      { name: "Fixture B", logo: picture("/b.png"), logoAlt: "Fixture B's logo", url: null },
    ]
    renderOn(<LogosSection section={section({ logos })} />)
    expect(screen.getByRole("link", { name: "Fixture A's logo" })).toHaveAttribute("href", "/case-studies/one/")
    expect(screen.getByRole("img", { name: "Fixture B's logo" }).closest("a")).toBeNull()
  })
})

describe("TestimonialsSection", () => {
  // Each key is made from a name that has since changed: the section chooses by key, never by name.
  const testimonial = (name: string, fields: object = {}) => ({
    id: `testimonials#${name}`,
    key: `key-of-${name.toLowerCase()}`,
    draft: false,
    quote: `Quote of ${name}`,
    name: `${name} R.`,
    role: "Fixture role",
    company: "Fixture company",
    photo: null,
    photoAlt: null,
    permission: "2026-01-01",
    caseStudy: null,
    about: null,
    ...fields,
  })
  const TESTIMONIALS = [
    testimonial("Ann", { about: ["/service/fixture-apps/"] }),
    testimonial("Bob", { about: ["/service/fixture-sites/"], caseStudy: "/case-studies/two/" }),
    testimonial("Cid", { draft: true, about: ["/service/fixture-apps/"] }),
    testimonial("Dee"),
  ]
  const quotesShown = (people: string[] | null, page: PageOfSection, testimonials = TESTIMONIALS) => {
    const { container } = renderOn(<TestimonialsSection section={section({ testimonials, people })} />, page)
    return {
      container,
      names: Array.from(container.querySelectorAll("figure"), (figure) => {
        const name = figure.querySelector("cite")?.textContent
        expect(figure.querySelector("blockquote")?.textContent).toContain(`Quote of ${name?.replace(/ R\.$/, "")}`)
        return name
      }),
    }
  }
  const service = (route: string) => ({ route, hasOwnTestimonials: true })

  it("shows the testimonials the section chooses by key, in its order, never a draft, whatever their names now", () => {
    expect(quotesShown(["key-of-dee", "key-of-cid", "key-of-ann"], service("/service/fixture-sites/")).names).toEqual(["Dee R.", "Ann R."])
    expect(quotesShown(["Dee R."], service("/service/fixture-sites/")).names).toEqual([])
  })

  it("shows on a service or product page those that speak for it, and nothing at all when none does", () => {
    expect(quotesShown(null, service("/service/fixture-apps/")).names).toEqual(["Ann R."])
    const { container, names } = quotesShown(null, service("/service/fixture-unproven/"))
    expect(names).toEqual([])
    expect(container).toBeEmptyDOMElement()
  })

  it("shows on a case study its own testimonials and never another client's; on any other page every published one", () => {
    expect(quotesShown(null, { route: "/case-studies/two/", hasOwnTestimonials: true }).names).toEqual(["Bob R."])
    expect(quotesShown(null, { route: "/case-studies/one/", hasOwnTestimonials: true }).container).toBeEmptyDOMElement()
    expect(quotesShown(null, { route: "/", hasOwnTestimonials: false }).names).toEqual(["Ann R.", "Bob R.", "Dee R."])
  })

  it("shows nothing, not even its heading, when every testimonial is a draft", () => {
    const drafts = TESTIMONIALS.map((entry) => ({ ...entry, draft: true }))
    expect(quotesShown(null, { route: "/", hasOwnTestimonials: false }, drafts).container).toBeEmptyDOMElement()
  })

  it("knows the pages a testimonial speaks for as those its `about` and `caseStudy` may name", () => {
    const linksTo = (schema: unknown) => (schema as { linksTo: string[] }).linksTo
    const about = linksTo((TestimonialSchema.properties.about as unknown as { items: unknown }).items)
    const own = [...about, ...linksTo(TestimonialSchema.properties.caseStudy)]
    expect([...TESTIMONIAL_PAGE_KINDS].sort()).toEqual(own.sort())
  })
})

describe("CaseStudiesSection", () => {
  it("renders nothing when no study is published", () => {
    const { container } = renderOn(<CaseStudiesSection section={section({ listedPages: [] })} />)
    expect(container).toBeEmptyDOMElement()
  })

  it("gives each card its title, client, summary and a link to the study; the client named only where allowed", () => {
    const { container } = renderOn(<CaseStudiesSection section={section({ listedPages: STUDIES })} />)
    expect(cards(container)).toHaveLength(STUDIES.length)
    STUDIES.forEach((entry, index) => {
      const card = cards(container)[index]
      expect(within(card).getByRole("heading", { level: 3 })).toHaveTextContent(entry.title)
      expect(card).toHaveTextContent(entry.summary!)
      expect(card).toHaveTextContent(`${words.client}: ${entry.client.namingAllowed ? entry.client.name : entry.client.description}`)
      expect(card).not.toHaveTextContent((entry.client.namingAllowed ? entry.client.description : entry.client.name)!)
      expect(within(card).getByRole("link", { name: new RegExp(words.readStudy) })).toHaveAttribute("href", entry.route)
    })
  })

  it("shows only the chosen studies, in the chosen order, without a filter", () => {
    const chosen = [STUDIES[2].route, STUDIES[0].route]
    const { container } = renderOn(<CaseStudiesSection section={section({ listedPages: STUDIES, chosen })} />)
    expect(visibleCardTitles(container)).toEqual([STUDIES[2].title, STUDIES[0].title])
    expect(screen.queryByRole("group")).toBeNull()
  })

  it("in the server's HTML shows every card, each marked with the services it counts under, and a link per choice, Every service current", () => {
    const html = serverHtml(<CaseStudiesSection section={section({ listedPages: STUDIES })} />)
    expect(visibleCardTitles(html)).toEqual(STUDIES.map((entry) => entry.title))
    const proven = SERVICES.filter((service) => STUDIES.some((entry) => entry.countsUnder.includes(service.url)))
    const links = Array.from(html.querySelectorAll<HTMLAnchorElement>("[role=group] a"))
    expect(links.map((link) => link.textContent)).toEqual([words.everyService, ...proven.map((service) => service.title)])
    expect(links.map((link) => link.getAttribute("aria-current"))).toEqual(links.map((_, index) => (index === 0 ? "true" : null)))
    // Each link's fragment names an element before the cards, which the page's :target rules read without JavaScript.
    for (const link of links) expect(html.querySelector(`[id="${link.hash.slice(1)}"]`)).not.toBeNull()
    proven.forEach((service, index) => {
      const slug = links[index + 1].hash.slice(1).split("=")[1]
      expect(service.url).toContain(`/${slug}/`)
      const marked = cards(html).filter((card) => card.dataset.services!.split(" ").includes(slug))
      expect(marked.map((card) => within(card).getByRole("heading").textContent)).toEqual(
        STUDIES.filter((entry) => entry.countsUnder.includes(service.url)).map((entry) => entry.title),
      )
    })
  })

  it("follows the address: the chosen link is current, and a polite live region says how many studies remain", async () => {
    window.location.hash = ""
    renderOn(<CaseStudiesSection section={section({ listedPages: STUDIES })} />)
    const filter = screen.getByRole("group", { name: words.filter })
    const status = screen.getByRole("status")
    expect(status).toBeEmptyDOMElement()
    const proven = SERVICES.filter((service) => STUDIES.some((entry) => entry.countsUnder.includes(service.url)))
    for (const service of [...proven, null]) {
      const link = within(filter).getByRole("link", { name: service?.title ?? words.everyService })
      await act(async () => {
        window.location.hash = new URL(link.getAttribute("href")!, "https://fixture.test/").hash
      })
      await waitFor(() => expect(link).toHaveAttribute("aria-current", "true"))
      const count = STUDIES.filter((entry) => !service || entry.countsUnder.includes(service.url)).length
      await waitFor(() => expect(status).toHaveTextContent(fillIn(words.studiesShown, { count })))
      expect(
        within(filter)
          .getAllByRole("link")
          .filter((other) => other.getAttribute("aria-current") === "true"),
      ).toEqual([link])
    }
    window.location.hash = ""
  })
})

describe("the top bar's Work entry", () => {
  const workLinks = () => screen.queryAllByRole("link", { name: words.work })

  it("leads to the list of case studies while one is published", () => {
    renderWithSite(<Header pathname="/" />, { staticQuery: siteData(1) })
    expect(workLinks().map((link) => link.getAttribute("href"))).toEqual(["/fixture-work/"])
  })

  it("is absent while every study is a draft", () => {
    renderWithSite(<Header pathname="/" />, { staticQuery: siteData(0) })
    expect(workLinks()).toEqual([])
  })
})
