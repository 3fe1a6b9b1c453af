import React, { useCallback, useEffect, useId, useRef, useState } from "react"
import { ContentLink } from "./ContentLink"

export interface DropdownLink {
  id: string
  title: string
  url: string
}

interface DropdownProps {
  label: string
  links: readonly DropdownLink[]
}

/**
 * The class names of a dropdown's parts. Their CSS depends on nothing but the theme, so it is not
 * carried in every page's JavaScript: ./dropdown-styles.ts writes it, into the page's head (gatsby-ssr.tsx).
 */
export const DROPDOWN_CLASSES = {
  item: "dropdown",
  toggle: "dropdown-toggle",
  /** The arrow on the button, pointing down while the list is closed. */
  chevron: "dropdown-chevron",
  /** The list of links. */
  panel: "dropdown-list",
  /** Without JavaScript, in the small-screen menu: a <details> holding only its <summary>, which opens the list after it. */
  withoutScript: "dropdown-without-script",
} as const

/**
 * A disclosure menu of links: opens on hover and on click/Enter/Space, closes
 * on Escape (returning focus to its button), on a click outside and when the
 * keyboard moves focus out of it. Without JavaScript it opens on hover and keyboard focus instead;
 * in the small-screen menu, on a tap of a disclosure (<details>) that stays open until tapped
 * again: a list that closed as focus left it would move what was below it from under the finger.
 * On wide screens the open list shows every entry, in as many columns as its length needs; in the
 * small-screen menu it is part of the menu, which scrolls as a whole.
 */
export function Dropdown({ label, links }: DropdownProps) {
  // "hover" opens for as long as the pointer stays; a click pins it open until closed.
  const [state, setState] = useState<"closed" | "hover" | "pinned">("closed")
  const open = state !== "closed"
  const wrapper = useRef<HTMLLIElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const listId = useId()

  const close = useCallback(() => setState("closed"), [])
  // Once the script runs, the button is the control: the disclosure standing in for it leaves the page (CSS hides it too).
  const [scriptRuns, setScriptRuns] = useState(false)
  useEffect(() => setScriptRuns(true), [])

  useEffect(() => {
    if (!open) return undefined
    // On the click, not the press: in the small-screen menu, closing this list moves
    // everything below it up, and a press that closed it would let the click land
    // on whatever had moved under the finger by then.
    const onClick = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) close()
    }
    document.addEventListener("click", onClick)
    return () => document.removeEventListener("click", onClick)
  }, [open, close])

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.stopPropagation()
      close()
      button.current?.focus()
    }
  }

  // Closes when the keyboard moves focus out. A press on something else moves focus too, but
  // before its click: that press is left to the click outside, which does not move things under it.
  const onBlur = () => {
    setTimeout(() => {
      const focused = document.activeElement
      if (focused && !wrapper.current?.contains(focused) && focused.matches(":focus-visible")) close()
    })
  }

  // Hover only opens on devices that really hover, so a tap is not read as hover then click.
  const hoverable = () => typeof window !== "undefined" && window.matchMedia("(hover: hover)").matches

  return (
    // Listens for what bubbles up from its button and links, which are the controls; hover is a pointer's extra.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      ref={wrapper}
      className={DROPDOWN_CLASSES.item}
      data-open={open}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onMouseEnter={() => hoverable() && setState((value) => (value === "closed" ? "hover" : value))}
      onMouseLeave={() => hoverable() && setState((value) => (value === "hover" ? "closed" : value))}
    >
      <button
        ref={button}
        type="button"
        className={DROPDOWN_CLASSES.toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setState((value) => (value === "pinned" ? "closed" : "pinned"))}
      >
        {label}
        <span className={DROPDOWN_CLASSES.chevron} aria-hidden="true" />
      </button>
      <details className={DROPDOWN_CLASSES.withoutScript} hidden={scriptRuns}>
        <summary className={DROPDOWN_CLASSES.toggle} aria-controls={listId}>
          {label}
          <span className={DROPDOWN_CLASSES.chevron} aria-hidden="true" />
        </summary>
      </details>
      <ul id={listId} className={DROPDOWN_CLASSES.panel}>
        {links.map((link) => (
          <li key={link.id}>
            <ContentLink to={link.url} onClick={close}>
              {link.title}
            </ContentLink>
          </li>
        ))}
      </ul>
    </li>
  )
}
