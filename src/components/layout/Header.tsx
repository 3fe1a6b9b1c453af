import React, { useContext, useId, useRef, useState } from "react"
import { useNavigation } from "../../hooks/use-navigation"
import { useWords } from "../../hooks/use-words"
import { contactLinkOn } from "../../site/enquiry-route"
import { PageEnquiryContext } from "../../site/page-enquiry-context"
import { currentIn } from "../../site/page-list"
import { ContentLink } from "../ui/ContentLink"
import { Dropdown } from "../ui/Dropdown"
import { ContactStrip } from "./ContactStrip"
import { Logo } from "./Logo"

/**
 * The class names of the bar's parts. Their CSS depends on nothing but the theme, so it is not
 * carried in every page's JavaScript: ./header-styles.ts writes it, into the page's head (gatsby-ssr.tsx).
 */
export const HEADER_CLASSES = {
  bar: "top-bar",
  nav: "top-bar-nav",
  /** The Menu button; without JavaScript, the same look on the summary of `menuWithoutScript`. */
  menuButton: "menu-button",
  /** A <details> holding only its <summary>: open, it shows the menu after it. */
  menuWithoutScript: "menu-without-script",
  /** The three bars drawn on the Menu button. */
  bars: "menu-bars",
  menu: "site-menu",
  link: "site-menu-link",
} as const

/**
 * The fixed top bar: contact strip, logo and the site menu, collapsed behind a button on small
 * screens. `listedOn`: the list page of the shown page's kind, whose entry is current on it too.
 */
export function Header({ pathname, listedOn = null }: { pathname: string; listedOn?: string | null }) {
  const { main, services, products, lists } = useNavigation()
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
  const pageLink = (item: (typeof main)[number]) => {
    const to = contactLinkOn(pageEnquiry, item.url)
    // Gatsby's Link marks the page itself; only the section's entry is said here, as an absent value would unsay Link's.
    const current = currentIn(to, pathname, listedOn)
    return (
      <li key={item.id}>
        <ContentLink className={HEADER_CLASSES.link} to={to} {...(current === "true" && { "aria-current": current })}>
          {item.title}
        </ContentLink>
      </li>
    )
  }

  return (
    <header className={HEADER_CLASSES.bar}>
      <ContactStrip />
      <nav className={HEADER_CLASSES.nav} aria-label={words.label}>
        <Logo />
        <button
          ref={menuButton}
          type="button"
          className={HEADER_CLASSES.menuButton}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
          onKeyDown={(event) => event.key === "Escape" && setMenuOpen(false)}
        >
          <span className={HEADER_CLASSES.bars} aria-hidden="true" />
          {words.menuButton}
        </button>
        {/* The same button without JavaScript: a disclosure the browser opens and closes itself. */}
        <details className={HEADER_CLASSES.menuWithoutScript}>
          <summary className={HEADER_CLASSES.menuButton}>
            <span className={HEADER_CLASSES.bars} aria-hidden="true" />
            {words.menuButton}
          </summary>
        </details>
        {/* The list only listens for what bubbles up from the links and buttons in it, which are the controls. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <ul
          id={menuId}
          className={HEADER_CLASSES.menu}
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
          {lists.map((list) => pageLink({ id: list.route, title: list.menuLabel, url: list.route }))}
          {after.map(pageLink)}
        </ul>
      </nav>
    </header>
  )
}
