import React, { useRef, useState } from "react"
import styled, { css, keyframes } from "styled-components"
import { useSite } from "../../hooks/use-site"
import { useWords } from "../../hooks/use-words"
import { translucent } from "../../styles/theme"
import { callsAndMails, DirectContactLink } from "../contact/contact-details"

/**
 * The scrolling strip of phone numbers and e-mail addresses. It can be paused
 * (WCAG 2.2.2) and pauses on hover. Under prefers-reduced-motion, and
 * without JavaScript (where its pause button could not work), it stands still
 * and scrolls by hand instead, so every entry stays reachable on a phone. The
 * second copy only makes the loop seamless, so it is hidden from assistive
 * technology and from the tab order, and left out when the strip stands still.
 * While anything in it has keyboard focus it stands still too, from its start, and
 * scrolls to the focused entry, so focus is never on an entry moved out of sight
 * (WCAG 2.4.7, 2.4.11); when focus leaves, it starts moving again from the start.
 */
export function ContactStrip() {
  const words = useWords()
  const contacts = callsAndMails(useSite(), words.directContacts)
  const [paused, setPaused] = useState(false)
  const viewport = useRef<HTMLDivElement>(null)

  // The browser scrolls to a focused entry before the strip has stopped and dropped its moved copy
  // (CSS, :focus-within), so the entry is brought into view again once it has.
  const onFocus = (event: React.FocusEvent) => {
    const entry = event.target
    requestAnimationFrame(() => entry.scrollIntoView({ block: "nearest", inline: "nearest" }))
  }
  const onBlur = (event: React.FocusEvent) => {
    if (viewport.current && !event.currentTarget.contains(event.relatedTarget)) viewport.current.scrollLeft = 0
  }

  const entries = (copy: "first" | "second") => (
    <Entries aria-hidden={copy === "second" ? true : undefined}>
      {contacts.map((contact) => (
        <li key={contact.href}>
          <DirectContactLink contact={contact} tabIndex={copy === "second" ? -1 : undefined} />
        </li>
      ))}
    </Entries>
  )

  return (
    <Strip aria-label={words.contactStrip.label} onFocus={onFocus} onBlur={onBlur}>
      <Viewport ref={viewport}>
        <Track data-paused={paused}>
          {entries("first")}
          {entries("second")}
        </Track>
      </Viewport>
      <PauseButton type="button" aria-pressed={paused} onClick={() => setPaused((value) => !value)}>
        <span className="visually-hidden">{words.contactStrip.pause}</span>
        <span aria-hidden="true">{paused ? "▶" : "❚❚"}</span>
      </PauseButton>
    </Strip>
  )
}

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`

const Strip = styled.section`
  display: flex;
  align-items: center;
  height: ${({ theme }) => theme.layout.stripHeight};
  background: ${({ theme }) => theme.colors.strip};
  color: ${({ theme }) => theme.colors.onStrip};
  font-size: 0.875rem;
`

/**
 * Rules for when the strip stands still: under reduced motion and without JavaScript, and
 * (`alsoWhileFocusedWithin`) while anything in it has focus, when it stands still too, its
 * duplicate gone, and scrolls to the focused entry. The conditions outside the media query are
 * one selector list, so the page's CSS carries the rules once for them.
 */
const whenStill = (rules: ReturnType<typeof css>, { alsoWhileFocusedWithin = false } = {}) => css`
  @media (prefers-reduced-motion: reduce) {
    ${rules}
  }
  .no-js &${alsoWhileFocusedWithin ? css`, ${Strip}:focus-within &` : ""} {
    ${rules}
  }
`
const whenStillOrFocusedWithin = (rules: ReturnType<typeof css>) => whenStill(rules, { alsoWhileFocusedWithin: true })

const Viewport = styled.div`
  flex: 1;
  overflow: hidden;
  min-width: 0;

  ${whenStillOrFocusedWithin(css`
    overflow-x: auto;
    scrollbar-width: none;
  `)}
`

const Track = styled.div`
  display: flex;
  width: max-content;
  animation: ${scroll} 28s linear infinite;

  &[data-paused="true"],
  &:hover {
    animation-play-state: paused;
  }

  ${whenStillOrFocusedWithin(css`
    animation: none;
  `)}
`

const Entries = styled.ul`
  display: flex;
  gap: 2.5rem;
  list-style: none;
  margin: 0;
  padding: 0 1.25rem;

  ${whenStillOrFocusedWithin(css`
    &[aria-hidden] {
      display: none;
    }
  `)}

  a {
    /* The whole height of the strip is the link's target (WCAG 2.5.8 asks for at least 24 px). */
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.layout.stripHeight};
    color: inherit;
    text-decoration: none;
    white-space: nowrap;
  }
  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
`

const PauseButton = styled.button`
  flex: none;
  width: 2.75rem;
  height: 100%;
  border: 0;
  border-left: 1px solid ${({ theme }) => translucent(theme.colors.onStrip, 0.3)};
  background: inherit;
  color: inherit;
  font-size: 0.75rem;
  cursor: pointer;

  ${whenStill(css`
    display: none;
  `)}
`
