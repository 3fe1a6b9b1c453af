import React, { memo } from "react"
import styled from "styled-components"
import { useWords } from "../../hooks/use-words"
import { HydrationBoundary } from "../ui/HydrationBoundary"
import { lazyNearViewport } from "../ui/lazy-near-viewport"
import { FloatingContact } from "./FloatingContact"
import { Header } from "./Header"

/**
 * The footer, its code fetched as the visitor nears it, like a section's: no page's first load
 * carries it. Every page has it, so it is also fetched after the visitor's first scroll, touch or
 * key: a page opened by a link has it at once. Memo: the layout outlives page changes, and a new
 * render before the footer's code has come would be an update to server HTML React has not
 * hydrated, which it drops.
 */
const FooterNearViewport = memo(
  lazyNearViewport(() => import(/* webpackChunkName: "footer" */ "./Footer").then((module) => module.Footer), {
    alsoOnFirstInteraction: true,
  }),
)

interface LayoutProps {
  pathname: string
  /** The list page of the page's kind, if it has one (src/site/page-list.ts). */
  listedOn?: string | null
  children: React.ReactNode
}

export const MAIN_CONTENT_ID = "main-content"

/**
 * The frame around every page: skip link, fixed top bar, the page itself,
 * footer and floating contact buttons; the bar, footer and buttons each hydrate on their own.
 */
export function Layout({ pathname, listedOn = null, children }: LayoutProps) {
  const words = useWords()
  return (
    <>
      <SkipLink href={`#${MAIN_CONTENT_ID}`}>{words.skipLink}</SkipLink>
      <HydrationBoundary>
        <Header pathname={pathname} listedOn={listedOn} />
      </HydrationBoundary>
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </Main>
      <FooterNearViewport />
      <HydrationBoundary>
        <FloatingContact />
      </HydrationBoundary>
    </>
  )
}

/** Fixed, above the top bar, so it is in view wherever the page is scrolled when it takes focus. */
const SkipLink = styled.a`
  position: fixed;
  left: 1rem;
  top: -10rem;
  z-index: 40;
  padding: 0.75rem 1rem;
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.onPrimary};
  border-radius: ${({ theme }) => theme.radius};

  &:focus {
    top: 0.5rem;
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`

const Main = styled.main`
  display: block;
  padding-top: calc(${({ theme }) => theme.layout.stripHeight} + ${({ theme }) => theme.layout.navHeight});
  outline: none;

  /* The top bar is not printed (Header), so no room is kept for it. */
  @media print {
    padding-top: 0;
  }
`
