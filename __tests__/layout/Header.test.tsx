import React, { useLayoutEffect } from "react"
import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ThemeProvider } from "styled-components"
import { Header } from "../../src/components/layout/Header"
import { theme } from "../../src/styles/theme"
import { readContent, staticQueryFixture } from "../support/content"
import { mockMatchMedia, renderWithSite } from "../support/render"
import { WORDS } from "../support/words"

// jsdom resolves react-dom/server to its browser build, which needs TextEncoder; Gatsby renders pages with the Node build.
const { renderToString } = jest.requireActual<typeof import("react-dom/server")>("react-dom/server.node")

interface Navigation {
  services: Array<{ title: string; url: string }>
  products: Array<{ title: string; url: string }>
}
const navigation = readContent<Navigation>("navigation.yaml")

// The menu button shows only on small screens, a media query jsdom does not apply, so it is found by its text
// (a <summary> stands in for it without JavaScript).
const menuButton = () => screen.getByText(WORDS.topBar.menuButton, { selector: "button" })

describe("the top bar's menu", () => {
  beforeEach(() => mockMatchMedia(["(hover: hover)"]))

  it("opens and closes the whole menu from the menu button, telling assistive technology its state", async () => {
    const user = userEvent.setup()
    renderWithSite(<Header pathname="/" />)
    const button = menuButton()
    const menu = document.getElementById(button.getAttribute("aria-controls")!)

    expect(menu).not.toBeNull()
    expect(button).toHaveAttribute("aria-expanded", "false")
    expect(menu).toHaveAttribute("data-open", "false")

    await user.click(button)
    expect(button).toHaveAttribute("aria-expanded", "true")
    expect(menu).toHaveAttribute("data-open", "true")

    await user.click(button)
    expect(button).toHaveAttribute("aria-expanded", "false")
  })

  it("closes the small-screen menu with Escape and returns focus to its button, after an open dropdown", async () => {
    const user = userEvent.setup()
    renderWithSite(<Header pathname="/" />)
    await user.click(menuButton())
    const services = screen.getByRole("button", { name: WORDS.topBar.services })
    await user.click(services)
    within(document.getElementById(services.getAttribute("aria-controls")!)!)
      .getAllByRole("link")[0]
      .focus()

    await user.keyboard("{Escape}")
    expect(services).toHaveAttribute("aria-expanded", "false")
    expect(menuButton()).toHaveAttribute("aria-expanded", "true")

    await user.keyboard("{Escape}")
    expect(menuButton()).toHaveAttribute("aria-expanded", "false")
    expect(menuButton()).toHaveFocus()
  })

  it("closes the small-screen menu when the visitor moves to another page", async () => {
    const user = userEvent.setup()
    const { rerender } = renderWithSite(<Header pathname="/" />)
    await user.click(menuButton())
    rerender(<Header pathname="/about-us/" />)
    expect(menuButton()).toHaveAttribute("aria-expanded", "false")
  })

  it("keeps the menu open when a tap lands as soon as it is drawn, before its effects have run", () => {
    // A tap held until the page hydrated is played at this moment (src/browser/clicks-before-hydration.ts).
    function TapMenuOnceDrawn() {
      useLayoutEffect(() => menuButton().click(), [])
      return null
    }
    renderWithSite(
      <>
        <Header pathname="/" />
        <TapMenuOnceDrawn />
      </>,
    )
    expect(menuButton()).toHaveAttribute("aria-expanded", "true")
  })

  it("puts the main menu's last entry after the dropdowns and the others before them, whatever their ids", () => {
    const content = staticQueryFixture()
    const main = [{ id: "work", title: "Our work", url: "/about-us/" }, ...content.navigationYaml.main]
    renderWithSite(<Header pathname="/" />, { staticQuery: { ...content, navigationYaml: { ...content.navigationYaml, main } } })
    const menu = document.getElementById(menuButton().getAttribute("aria-controls")!)!
    const entries = Array.from(menu.children, (item) => item.querySelector("a, button")!.textContent)
    // The entries of list pages (a kind's, while one of its pages is published) come right after the dropdowns.
    expect(entries).toEqual([
      ...main.slice(0, -1).map((item) => item.title),
      WORDS.topBar.services,
      WORDS.topBar.products,
      ...content.listedPages.group.map(({ nodes }) => nodes[0].listPage.menuLabel),
      main[main.length - 1].title,
    ])
  })

  it("has an entry for each list page the build names, in its kind's words, current on the list and on the pages it lists", () => {
    const lists = [
      { route: "/fixture-jobs/", menuLabel: "Fixture jobs" },
      { route: "/fixture-work/", menuLabel: "Fixture work" },
    ]
    const staticQuery = { ...staticQueryFixture(), listedPages: { group: lists.map((listPage) => ({ nodes: [{ listPage }] })) } }
    renderWithSite(<Header pathname="/fixture-jobs/one/" listedOn="/fixture-jobs/" />, { staticQuery })
    const entries = lists.map((list) => screen.getByRole("link", { name: list.menuLabel }))
    expect(entries.map((link) => link.getAttribute("href"))).toEqual(lists.map((list) => list.route))
    expect(entries.map((link) => link.getAttribute("aria-current"))).toEqual(["true", null])
  })
  it("lists every service and product from content/navigation.yaml in its dropdowns", () => {
    renderWithSite(<Header pathname="/" />)
    const services = document.getElementById(screen.getByRole("button", { name: WORDS.topBar.services }).getAttribute("aria-controls")!)!
    const products = document.getElementById(screen.getByRole("button", { name: "Products" }).getAttribute("aria-controls")!)!
    // Closed lists are hidden, so the query includes hidden links.
    expect(
      within(services)
        .getAllByRole("link", { hidden: true })
        .map((link) => link.getAttribute("href")),
    ).toEqual(navigation.services.map((item) => item.url))
    expect(within(products).getAllByRole("link", { hidden: true })).toHaveLength(navigation.products.length)
  })

  it("shows both phone numbers and both e-mail addresses as tel: and mailto: links", () => {
    renderWithSite(<Header pathname="/" />)
    const strip = screen.getByRole("region", { name: "Contact details" })
    const site = readContent<{ phones: Array<{ dial: string }>; emails: string[] }>("site.yaml")
    const hrefs = within(strip)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"))
    expect(hrefs).toEqual([...site.phones.map((phone) => `tel:${phone.dial}`), ...site.emails.map((email) => `mailto:${email}`)])
  })

  it("lets the visitor pause the scrolling contact strip", async () => {
    const user = userEvent.setup()
    renderWithSite(<Header pathname="/" />)
    const pause = screen.getByRole("button", { name: "Pause the scrolling contact details" })
    expect(pause).toHaveAttribute("aria-pressed", "false")
    await user.click(pause)
    expect(pause).toHaveAttribute("aria-pressed", "true")
  })
})

describe("a dropdown", () => {
  beforeEach(() => mockMatchMedia(["(hover: hover)"]))

  const servicesButton = () => screen.getByRole("button", { name: WORDS.topBar.services })
  const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute("aria-controls")!)!

  it("opens with Enter and with Space, and closes with Escape returning focus to its button", async () => {
    const user = userEvent.setup()
    renderWithSite(<Header pathname="/" />)
    const button = servicesButton()

    button.focus()
    await user.keyboard("{Enter}")
    expect(button).toHaveAttribute("aria-expanded", "true")

    await user.tab()
    expect(within(panelOf(button)).getAllByRole("link")[0]).toHaveFocus()

    await user.keyboard("{Escape}")
    expect(button).toHaveAttribute("aria-expanded", "false")
    expect(button).toHaveFocus()

    await user.keyboard(" ")
    expect(button).toHaveAttribute("aria-expanded", "true")
  })

  it("has, in the server's HTML, a disclosure for its list that works without JavaScript, gone from the page once the script runs", () => {
    renderWithSite(<Header pathname="/" />)
    const served = document.createElement("div")
    served.innerHTML = renderToString(
      <ThemeProvider theme={theme}>
        <Header pathname="/" />
      </ThemeProvider>,
    )
    const summary = within(served).getByText(WORDS.topBar.services, { selector: "summary" })
    expect(summary.closest("details")).not.toHaveAttribute("hidden")
    expect(served.querySelector(`[id="${summary.getAttribute("aria-controls")}"]`)).toContainElement(
      within(served).getAllByRole("link", { name: navigation.services[0].title })[0],
    )
    expect(screen.getByText(WORDS.topBar.services, { selector: "summary" }).closest("details")).toHaveAttribute("hidden")
  })

  it("closes when focus leaves it with Tab", async () => {
    const user = userEvent.setup()
    renderWithSite(<Header pathname="/" />)
    const button = servicesButton()
    button.focus()
    await user.keyboard("{Enter}")
    const links = within(panelOf(button)).getAllByRole("link", { hidden: true })
    for (let i = 0; i <= links.length; i += 1) await user.tab()
    expect(button).toHaveAttribute("aria-expanded", "false")
  })

  it("opens on hover, stays open when clicked, and closes on a click outside", async () => {
    const user = userEvent.setup()
    renderWithSite(<Header pathname="/" />)
    const button = servicesButton()

    await user.hover(button)
    expect(button).toHaveAttribute("aria-expanded", "true")
    await user.click(button)
    await user.unhover(button)
    expect(button).toHaveAttribute("aria-expanded", "true")

    await user.click(document.body)
    expect(button).toHaveAttribute("aria-expanded", "false")
  })

  it("opens only one dropdown's list per button and closes the other on outside click", async () => {
    const user = userEvent.setup()
    renderWithSite(<Header pathname="/" />)
    const services = servicesButton()
    const products = screen.getByRole("button", { name: "Products" })
    await user.click(services)
    await user.click(products)
    expect(services).toHaveAttribute("aria-expanded", "false")
    expect(products).toHaveAttribute("aria-expanded", "true")
  })
})
