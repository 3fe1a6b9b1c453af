import React, { useContext, useId, useRef, useState } from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { useNavigation } from "../../hooks/use-navigation"
import { useWords } from "../../hooks/use-words"
import { contactLinkOn } from "../../site/enquiry-route"
import { PageEnquiryContext } from "../contact/page-enquiry-context"
import { media } from "../../styles/theme"
import { Dropdown } from "../ui/Dropdown"
import { ContactStrip } from "./ContactStrip"
import { Logo } from "./Logo"

/** The fixed top bar: contact strip, logo and the site menu, collapsed behind a button on small screens. */
export function Header({ pathname }: { pathname: string }) {
  const { main, services, products } = useNavigation()
  const words = useWords().topBar
  const [menuOpen, setMenuOpen] = useState(false)
  const menuId = useId()
  const menuButton = useRef<HTMLButtonElement>(null)
  const pageEnquiry = useContext(PageEnquiryContext)

  // A new page starts with the small-screen menu closed. Closed when the page
  // changes, during render, not in an effect: an effect also runs once after
  // hydration and would close a menu opened by a tap made just before it.
  const [menuPathname, setMenuPathname] = useState(pathname)
  if (pathname !== menuPathname) {
    setMenuPathname(pathname)
    setMenuOpen(false)
  }

  // The bar ends with its call to action: the last entry of the main menu comes after the dropdowns.
  const before = main.slice(0, -1)
  const after = main.slice(-1)
  const pageLink = (item: (typeof main)[number]) => (
    <li key={item.id}>
      <NavLink to={contactLinkOn(pageEnquiry, item.url)}>{item.title}</NavLink>
    </li>
  )

  return (
    <Bar>
      <ContactStrip />
      <Nav aria-label={words.label}>
        <Logo />
        <MenuButton
          ref={menuButton}
          type="button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
          onKeyDown={(event) => event.key === "Escape" && setMenuOpen(false)}
        >
          <Bars aria-hidden="true" />
          {words.menuButton}
        </MenuButton>
        {/* The same button without JavaScript: a disclosure the browser opens and closes itself. */}
        <MenuWithoutScript>
          <MenuButton as="summary">
            <Bars aria-hidden="true" />
            {words.menuButton}
          </MenuButton>
        </MenuWithoutScript>
        <Menu
          id={menuId}
          data-open={menuOpen}
          // A link to the page already shown changes no pathname, so it closes the menu here.
          onClick={(event) => {
            if ((event.target as Element).closest("a")) setMenuOpen(false)
          }}
          onKeyDown={(event) => {
            // An open dropdown handles its own Escape first; the next one closes the small-screen menu.
            if (event.key === "Escape" && menuOpen) {
              setMenuOpen(false)
              menuButton.current?.focus()
            }
          }}
        >
          {before.map(pageLink)}
          <Dropdown label={words.services} links={services} />
          <Dropdown label={words.products} links={products} />
          {after.map(pageLink)}
        </Menu>
      </Nav>
    </Bar>
  )
}

const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 30;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 1px 0 ${({ theme }) => theme.colors.border};

  /* On paper a fixed bar would repeat on every page, over the content: the footer carries the contact details. */
  @media print {
    display: none;
  }
`

const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  min-height: ${({ theme }) => theme.layout.navHeight};
  margin: 0 auto;
  padding: 0 1.25rem;
  position: relative;
  flex-wrap: wrap;

  /* The layout leaves room for one row (theme.layout.navHeight): the logo and the Menu button never wrap. */
  ${media.below("desktop")} {
    flex-wrap: nowrap;
  }
  ${media.below("narrow")} {
    gap: 0.75rem;
    padding: 0 1rem;
  }
`

/** The Menu button; without JavaScript, the same look on the summary of MenuWithoutScript. */
const MenuButton = styled.button`
  flex: none;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0.5rem 0.9rem;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.ink};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  cursor: pointer;
  list-style: none;
  display: none;

  ${media.below("desktop")} {
    display: inline-flex;
  }
  /* Without JavaScript the button could not open anything: MenuWithoutScript's summary stands in for it. */
  .no-js &:not(summary) {
    display: none;
  }
  &::-webkit-details-marker {
    display: none;
  }
`

/** A <details> holding only its <summary>: open, it shows the Menu after it (the CSS of Menu). */
const MenuWithoutScript = styled.details`
  display: none;
  flex: none;

  .no-js & {
    ${media.below("desktop")} {
      display: block;
    }
  }
`

const Bars = styled.span`
  width: 1.1rem;
  height: 2px;
  background: currentColor;
  box-shadow:
    0 -6px 0 currentColor,
    0 6px 0 currentColor;

  /* Forced colours drop backgrounds and shadows, which draw the bars: keep them, in the button's text colour. */
  @media (forced-colors: active) {
    forced-color-adjust: none;
    background: ButtonText;
    box-shadow:
      0 -6px 0 ButtonText,
      0 6px 0 ButtonText;
  }
`

const Menu = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  align-items: center;
  gap: 0.75rem;

  ${media.below("desktop")} {
    display: none;
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    flex-direction: column;
    align-items: stretch;
    gap: 0;
    padding: 0.5rem 1.25rem 1rem;
    background: ${({ theme }) => theme.colors.surface};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    box-shadow: ${({ theme }) => theme.shadow};
    max-height: calc(100vh - ${({ theme }) => theme.layout.stripHeight} - ${({ theme }) => theme.layout.navHeight});
    /* What a phone shows with its address bar out: 100vh reaches under it, past the menu's last item. */
    max-height: calc(100dvh - ${({ theme }) => theme.layout.stripHeight} - ${({ theme }) => theme.layout.navHeight});
    /* The open menu is the screen below the bar: it scrolls as a whole, and the page behind it stays put. */
    overflow-y: auto;
    overscroll-behavior: contain;

    &[data-open="true"],
    .no-js ${MenuWithoutScript}[open] ~ & {
      display: flex;
    }
  }
`

const NavLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0.75rem 0.5rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.ink};
  text-decoration: none;

  &[aria-current="page"] {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
    text-underline-offset: 0.3em;
  }
`
