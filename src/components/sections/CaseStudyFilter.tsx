import React, { useEffect, useRef, useState, useSyncExternalStore } from "react"
import styled, { css } from "styled-components"
import { useWords } from "../../hooks/use-words"
import { fillIn } from "../ui/fill-in"

/**
 * The case studies list's filter by service. Each choice is a link to a fragment of the page
 * (#service=<slug>), and a `:target` rule in the page's CSS hides the cards of other services: it
 * narrows the list without JavaScript, before the code arrives and if it never does; the choice
 * is in the address (shared, restored on load), and every choice is a history entry, so Back and
 * Forward move between them. With JavaScript the chosen link is marked current, and a polite live
 * region says how many studies remain.
 */

/** The fragment of every choice is `service=<slug>`; "every service" is one more choice. */
const FRAGMENT_KEY = "service"
const EVERY_SERVICE = "all"

/** A service's choice: its slug, the last part of its page's address (/service/web-development/). */
export const serviceSlug = (route: string): string => route.split("/").filter(Boolean).pop() ?? route

const targetId = (slug: string) => `${FRAGMENT_KEY}=${slug}`

/** The service chosen by an address's fragment, or null for every service (no choice, or one the filter does not offer). */
export function chosenService(hash: string, slugs: readonly string[]): string | null {
  const prefix = `#${FRAGMENT_KEY}=`
  if (!hash.startsWith(prefix)) return null
  const slug = decodeURIComponent(hash.slice(prefix.length))
  return slugs.includes(slug) ? slug : null
}

const subscribeToHash = (onChange: () => void) => {
  window.addEventListener("hashchange", onChange)
  return () => window.removeEventListener("hashchange", onChange)
}
/** The address's fragment: none in the server's HTML, where every service is the choice. */
const useHash = () =>
  useSyncExternalStore(
    subscribeToHash,
    () => window.location.hash,
    () => "",
  )

export interface FilterService {
  title: string
  slug: string
}

interface CaseStudyFilterProps {
  services: readonly FilterService[]
  /** The slugs of the services each study counts under, in the cards' order. */
  studies: ReadonlyArray<readonly string[]>
  /** The cards: a list whose items carry `data-services`, the slugs of the services their study counts under. */
  children: React.ReactNode
}

export function CaseStudyFilter({ services, studies, children }: CaseStudyFilterProps) {
  const words = useWords().proofOfWork
  const slugs = services.map((service) => service.slug)
  const chosen = chosenService(useHash(), slugs)
  const announcement = useAnnouncement((hash) => {
    const slug = chosenService(hash, slugs)
    return fillIn(words.studiesShown, { count: studies.filter((counted) => slug === null || counted.includes(slug)).length })
  })
  const choices = [{ title: words.everyService, slug: EVERY_SERVICE }, ...services]
  return (
    <Scope $slugs={slugs}>
      {choices.map(({ slug }) => (
        <Target key={slug} id={targetId(slug)} />
      ))}
      <Choices role="group" aria-label={words.filter}>
        {choices.map(({ title, slug }) => (
          <a key={slug} href={`#${targetId(slug)}`} aria-current={(chosen ?? EVERY_SERVICE) === slug ? "true" : undefined}>
            {title}
          </a>
        ))}
      </Choices>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {children}
    </Scope>
  )
}

/**
 * What the live region says after the reader changes the choice (a link, Back, Forward), and
 * nothing on load. Emptied first, so the same count after another choice is said again.
 */
function useAnnouncement(sayFor: (hash: string) => string): string {
  const [announcement, setAnnouncement] = useState("")
  const latest = useRef(sayFor)
  latest.current = sayFor
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const announce = () => {
      setAnnouncement("")
      clearTimeout(timer)
      timer = setTimeout(() => setAnnouncement(latest.current(window.location.hash)), 100)
    }
    window.addEventListener("hashchange", announce)
    return () => {
      window.removeEventListener("hashchange", announce)
      clearTimeout(timer)
    }
  }, [])
  return announcement
}

/** Where the page scrolls to on a choice: the filter's top (html's scroll-padding keeps it below the top bar). */
const Target = styled.span`
  display: block;
`

/** Underlined too, so the choice shows in forced colours, which drop backgrounds. */
const pressed = css`
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  text-decoration: underline;
`
const unpressed = css`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primaryDark};
  text-decoration: none;
`

/**
 * The rules that work without JavaScript: while a service's target is the address's fragment, the
 * cards of other services are hidden and its link looks chosen (with JavaScript, aria-current agrees).
 */
const Scope = styled.div<{ $slugs: readonly string[] }>`
  ${({ $slugs }) =>
    $slugs.map(
      (slug) => css`
        & > [id="${targetId(slug)}"]:target ~ ul > li:not([data-services~="${slug}"]) {
          display: none;
        }
      `,
    )}
  & > :target ~ [role="group"] a {
    ${unpressed}
  }
  ${({ $slugs }) =>
    [EVERY_SERVICE, ...$slugs].map(
      (slug) => css`
        & > [id="${targetId(slug)}"]:target ~ [role="group"] a[href="#${targetId(slug)}"] {
          ${pressed}
        }
      `,
    )}
`

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-bottom: 1.5rem;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    padding: 0.5rem 1rem;
    border: 1px solid ${({ theme }) => theme.colors.primary};
    border-radius: 999px;
    font-weight: 600;
    ${unpressed}
  }
  a[aria-current="true"] {
    ${pressed}
  }
`
