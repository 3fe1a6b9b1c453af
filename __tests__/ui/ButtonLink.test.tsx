import React from "react"
import { screen } from "@testing-library/react"
import { ButtonLink } from "../../src/components/ui/ButtonLink"
import { enquiryRoute } from "../../src/site/enquiry-route"
import { PageCallToActionContext, PageEnquiryContext } from "../../src/site/page-enquiry-context"
import { renderWithSite } from "../support/render"

/** Every href on the page, as the browser would follow it. */
const hrefs = () => Array.from(document.querySelectorAll("[href]"), (element) => element.getAttribute("href"))

describe("ButtonLink", () => {
  // `npm start` draws content the check refused: a button's target must not reach an href all the same.
  it.each([
    "javascript:alert(1)",
    " JavaScript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "//evil.example/",
    "http://example.com/",
  ])("draws a button to %j as a link not yet made, with no href", (target) => {
    renderWithSite(
      <>
        <ButtonLink to={target}>Refused button</ButtonLink>
        <ButtonLink to="https://example.com/pricing">Allowed button</ButtonLink>
      </>,
    )
    expect(screen.getByText("Refused button").closest("[href]")).toBeNull()
    expect(hrefs()).not.toContain(target)
    expect(screen.getByRole("link", { name: "Allowed button" })).toHaveAttribute("href", "https://example.com/pricing")
  })

  it("leads to a page of this site, and to mailto and tel addresses", () => {
    renderWithSite(
      <>
        <ButtonLink to="/about-us/">About</ButtonLink>
        <ButtonLink to="mailto:hello@example.com">Write</ButtonLink>
        <ButtonLink to="tel:+15550000000">Call</ButtonLink>
      </>,
    )
    expect(screen.getByRole("link", { name: "About" })).toHaveAttribute("href", "/about-us/")
    expect(screen.getByRole("link", { name: "Write" })).toHaveAttribute("href", "mailto:hello@example.com")
    expect(screen.getByRole("link", { name: "Call" })).toHaveAttribute("href", "tel:+15550000000")
  })

  it("to the plain form, carries the page's calls to action's context where it names none of its own", () => {
    const page = { service: "Fixture Apps", about: "Fixture Product" }
    const own = { service: "Fixture Sites" }
    renderWithSite(
      <PageCallToActionContext.Provider value={page}>
        <ButtonLink to="/contact-us/">Unnamed</ButtonLink>
        <ButtonLink to="/contact-us/" enquiry={own}>
          Named
        </ButtonLink>
        <ButtonLink to="/about-us/">Elsewhere</ButtonLink>
      </PageCallToActionContext.Provider>,
    )
    expect(screen.getByRole("link", { name: "Unnamed" })).toHaveAttribute("href", enquiryRoute(page))
    expect(screen.getByRole("link", { name: "Named" })).toHaveAttribute("href", enquiryRoute(own))
    expect(screen.getByRole("link", { name: "Elsewhere" })).toHaveAttribute("href", "/about-us/")
  })

  it("to the plain form, on a copy of the contact page and with no context, leads to that copy", () => {
    const copy = { service: "Fixture Apps", about: null }
    renderWithSite(
      <PageEnquiryContext.Provider value={copy}>
        <ButtonLink to="/contact-us/">Write</ButtonLink>
      </PageEnquiryContext.Provider>,
    )
    expect(screen.getByRole("link", { name: "Write" })).toHaveAttribute("href", enquiryRoute(copy))
  })
})
