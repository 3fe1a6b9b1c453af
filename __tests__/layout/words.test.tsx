import React from "react"
import { screen } from "@testing-library/react"
import { ContactForm } from "../../src/components/contact/ContactForm"
import { Footer } from "../../src/components/layout/Footer"
import { Header } from "../../src/components/layout/Header"
import { staticQueryFixture } from "../support/content"
import { renderWithSite } from "../support/render"
import { WORDS } from "../support/words"

/** The words of content/words.yaml reach the page from the content (useWords), so an editor's change shows: here, a changed copy of the file. */
function withWords(change: (words: typeof WORDS) => void) {
  const fixture = staticQueryFixture()
  const words = JSON.parse(JSON.stringify(fixture.wordsYaml)) as typeof WORDS
  change(words)
  return { ...fixture, wordsYaml: words }
}

describe("words an editor changed in content/words.yaml", () => {
  it("head the footer's columns", () => {
    renderWithSite(<Footer />, {
      staticQuery: withWords((words) => {
        words.footer.quickLinks = "Handy pages"
        words.footer.social = "Find us elsewhere"
      }),
    })
    expect(screen.getByRole("heading", { level: 2, name: "Handy pages" })).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 2, name: "Find us elsewhere" })).toBeInTheDocument()
    expect(screen.queryByRole("heading", { name: WORDS.footer.quickLinks })).toBeNull()
  })

  it("label the contact form's fields and its button", () => {
    renderWithSite(<ContactForm />, {
      staticQuery: withWords((words) => {
        words.form.labels.name = "Your full name"
        words.form.submit = "Ask for a quote"
      }),
    })
    expect(screen.getByLabelText("Your full name")).toHaveAttribute("name", "name")
    expect(screen.getByRole("button", { name: "Ask for a quote" })).toBeInTheDocument()
  })

  it("name the top bar's menus", () => {
    renderWithSite(<Header pathname="/" />, { staticQuery: withWords((words) => (words.topBar.services = "What we do")) })
    expect(screen.getByRole("button", { name: "What we do" })).toBeInTheDocument()
  })
})
