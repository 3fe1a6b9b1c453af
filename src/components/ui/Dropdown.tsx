import React, { useCallback, useEffect, useId, useRef, useState } from "react"
import { Link } from "gatsby"
import styled, { css } from "styled-components"
import { media, theme } from "../../styles/theme"

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
 * A disclosure menu of links: opens on hover and on click/Enter/Space, closes
 * on Escape (returning focus to its button), on a click outside and when the
 * keyboard moves focus out of it. Without JavaScript it opens on hover and keyboard focus instead.
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
    <Item
      ref={wrapper}
      data-open={open}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onMouseEnter={() => hoverable() && setState((value) => (value === "closed" ? "hover" : value))}
      onMouseLeave={() => hoverable() && setState((value) => (value === "hover" ? "closed" : value))}
    >
      <Toggle
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setState((value) => (value === "pinned" ? "closed" : "pinned"))}
      >
        {label}
        <Chevron aria-hidden="true" />
      </Toggle>
      <Panel id={listId}>
        {links.map((link) => (
          <li key={link.id}>
            <Link to={link.url} onClick={close}>
              {link.title}
            </Link>
          </li>
        ))}
      </Panel>
    </Item>
  )
}

const Item = styled.li`
  position: relative;
`

/** Rules for the open list: opened by the script, or without it on hover and keyboard focus. */
const whenOpen = (rules: ReturnType<typeof css>) => css`
  ${Item}[data-open="true"] > & {
    ${rules}
  }
  .no-js ${Item}:hover > &,
  .no-js ${Item}:focus-within > & {
    ${rules}
  }
`

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.ink};
  background: none;
  border: 0;
  padding: 0.75rem 0.5rem;
  cursor: pointer;
  min-height: 44px;

  ${media.below("desktop")} {
    width: 100%;
    justify-content: space-between;
  }
`

const Chevron = styled.span`
  /* Drawn by two borders of a square: squeezed by its row, it would be a slash. */
  flex: none;
  width: 0.5rem;
  height: 0.5rem;
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: translateY(-2px) rotate(45deg);
  transition: transform 0.2s;

  [aria-expanded="true"] > & {
    transform: translateY(1px) rotate(-135deg);
  }
  .no-js ${Item}:hover > ${Toggle} > &,
  .no-js ${Item}:focus-within > ${Toggle} > & {
    transform: translateY(1px) rotate(-135deg);
  }
`

const { entriesPerColumn, maxColumns, bottomGap } = theme.layout.dropdown

/**
 * A column for every `entriesPerColumn` entries, up to `maxColumns`: counted by the CSS, so the
 * list lays out whatever its length, with or without JavaScript.
 */
const columnsByEntryCount = Array.from({ length: maxColumns - 1 }, (_, index) => index + 2).map(
  (columns) => css`
    &:has(> li:nth-child(${(columns - 1) * entriesPerColumn + 1})) {
      --columns: ${columns};
    }
  `,
)

/** An entry's height: a line of text and its link's padding, above and below. */
const LINK_PADDING_BLOCK = "0.55rem"
const PANEL_PADDING_BLOCK = "0.5rem"
/** From the list's top edge to the middle of its first entry (--e: one entry's height). */
const BEFORE_ENTRIES = `(2px + ${PANEL_PADDING_BLOCK} + var(--e) / 2)`

const Panel = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${PANEL_PADDING_BLOCK} 0;
  display: none;
  ${whenOpen(css`
    display: grid;
  `)}

  ${media.from("desktop")} {
    position: absolute;
    top: 100%;
    /* Under the end of its button, so a wide list grows into the bar's width, not past the screen's edge. */
    right: 0;
    z-index: 20;
    --columns: 1;
    ${columnsByEntryCount}
    grid-template-columns: repeat(var(--columns), minmax(0, 1fr));
    width: max-content;
    min-width: 17rem;
    max-width: calc(100vw - 2.5rem);
    background-color: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    box-shadow: ${({ theme }) => theme.shadow};

    /*
     * Only a window too short for the whole list caps it, at the window's bottom. The cap ends
     * halfway down an entry, so the cut entry shows there is more, never a row that looks like the last.
     * (A browser without CSS round() leaves the list uncapped: whole, below the window's edge.)
     */
    --e: calc(1lh + 2 * ${LINK_PADDING_BLOCK});
    max-height: calc(
      ${BEFORE_ENTRIES} +
        round(
          down,
          100vh - ${({ theme }) => theme.layout.stripHeight} - ${({ theme }) => theme.layout.navHeight} - ${bottomGap} - ${BEFORE_ENTRIES},
          var(--e)
        )
    );
    overflow-y: auto;
    overscroll-behavior: contain;
  }

  ${media.below("desktop")} {
    border-left: 3px solid ${({ theme }) => theme.colors.border};
    margin-left: 0.5rem;
  }

  a {
    display: block;
    padding: ${LINK_PADDING_BLOCK} 1rem;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`
