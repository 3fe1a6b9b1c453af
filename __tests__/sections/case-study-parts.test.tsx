/**
 * A case study's client line, its card's link and the top bar's entry for its section, judged on
 * fixtures made here (the example studies are drafts, never built into the ordinary site).
 */
import React from "react"
import { screen, within } from "@testing-library/react"
import { Header } from "../../src/components/layout/Header"
import { CaseStudyCards } from "../../src/components/sections/CaseStudiesSection"
import { ClientLine, namesPlace } from "../../src/components/sections/CaseStudyClient"
import { staticQueryFixture } from "../support/content"
import { renderWithSite } from "../support/render"
import { WORDS } from "../support/words"

const words = WORDS.proofOfWork
const LIST = "/fixture-work/"
const siteData = () => ({
  ...staticQueryFixture(),
  listedPages: { group: [{ nodes: [{ listPage: { route: LIST, menuLabel: words.work } }] }] },
})
const client = (fields: Partial<React.ComponentProps<typeof ClientLine>["client"]>) => ({
  description: "A fixture clinic",
  namingAllowed: false,
  name: null,
  industry: "Fixture industry",
  city: "Fixtureville",
  ...fields,
})

describe("namesPlace", () => {
  it.each([
    ["A multi-speciality clinic in Nagpur", "Nagpur", true],
    ["A clinic in NAGPUR's centre", "nagpur", true],
    ["Nagpur's oldest bakery", "Nagpur", true],
    ["A store in Navi Mumbai", "Navi Mumbai", true],
    ["A shop in Punetown", "Pune", false],
    ["A clinic in Nagpur", "Pune", false],
    ["A clinic (St. Louis)", "St. Louis", true],
    ["A clinic in Nagpur", "", false],
  ])("%j names %j: %p", (text, place, named) => expect(namesPlace(text, place)).toBe(named))
})

describe("the client line", () => {
  it("leaves out the city the client's description already names, whatever its case", () => {
    renderWithSite(<ClientLine client={client({ description: "A fixture clinic in fixtureville", city: "Fixtureville" })} />)
    const line = screen.getByText(/A fixture clinic/).closest("p")!
    expect(line.textContent).toBe(`${words.client}: A fixture clinic in fixtureville · Fixture industry`)
  })

  it("says the city where the words shown do not name it: a named client's description is not shown", () => {
    renderWithSite(<ClientLine client={client({ description: "A clinic in Fixtureville", namingAllowed: true, name: "Fixture Care" })} />)
    expect(screen.getByText(/Fixture Care/).closest("p")!.textContent).toBe(
      `${words.client}: Fixture Care · Fixture industry · Fixtureville`,
    )
  })
})

describe("a case study's card", () => {
  const studies = ["one", "two", "three"].map((slug) => ({
    id: slug,
    title: `Fixture study ${slug}`,
    route: `/case-studies/${slug}/`,
    summary: `Summary ${slug}`,
    countsUnder: [],
    client: client({}),
  }))

  it("names its link after its study, the words shown first, so a list of links tells them apart", () => {
    renderWithSite(<CaseStudyCards studies={studies} heading="Fixture work" />)
    for (const study of studies) {
      const card = screen.getByRole("heading", { name: study.title }).closest("li")!
      const link = within(card).getByRole("link")
      expect(link).toHaveAttribute("href", study.route)
      expect(link).toHaveAccessibleName(`${words.readStudy} ${study.title}`)
      expect(link.textContent?.startsWith(words.readStudy)).toBe(true)
    }
  })
})

describe("the top bar's entry for a section", () => {
  const work = () => screen.getByRole("link", { name: words.work })

  it("is current on a page of the kind its list page lists", () => {
    renderWithSite(<Header pathname="/case-studies/fixture/" listedOn={LIST} />, { staticQuery: siteData() })
    expect(work()).toHaveAttribute("aria-current", "true")
  })

  it("is not current on a page of another kind, nor on one of no list", () => {
    renderWithSite(<Header pathname="/service/fixture/" listedOn="/fixture-other-list/" />, { staticQuery: siteData() })
    expect(work()).not.toHaveAttribute("aria-current")
    for (const link of screen.getAllByRole("link")) expect(link).not.toHaveAttribute("aria-current", "true")
  })
})
