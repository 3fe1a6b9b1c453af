import React, { useCallback, useEffect, useId, useRef, useState } from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { media } from "../../styles/theme"

export interface DropdownLink {
  id: string
  title: string
  url: string
}

interface DropdownProps {
  label: string
  links: readonly DropdownLink[]
  /**
   * Height cap of the open list on wide screens, where longer lists scroll inside it (requirements
   * §2.3). In the small-screen menu the list has no cap: every entry is in the menu, which scrolls
   * as a whole, and no entry hides in a box of its own.
   */
  maxHeight: "small" | "large"
}

/**
 * A disclosure menu of links: opens on hover and on click/Enter/Space, closes
 * on Escape (returning focus to its button), on a click outside and when the
 * keyboard moves focus out of it. Without JavaScript it opens on hover and keyboard focus instead.
 */
export function Dropdown({ label, links, maxHeight }: DropdownProps) {
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
      <Panel id={listId} $maxHeight={maxHeight}>
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
  width: 0.5rem;
  height: 0.5rem;
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: translateY(-2px) rotate(45deg);
  transition: transform 0.2s;

  [aria-expanded="true"] > & {
    transform: translateY(1px) rotate(-135deg);
  }
`

const Panel = styled.ul<{ $maxHeight: "small" | "large" }>`
  list-style: none;
  margin: 0;
  padding: 0.5rem 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  max-height: ${({ theme, $maxHeight }) => theme.layout.dropdownMaxHeight[$maxHeight]};
  overflow-y: auto;
  overscroll-behavior: contain;
  display: none;

  ${Item}[data-open="true"] > & {
    display: block;
  }
  /* Without JavaScript the menu still opens for mouse and keyboard users. */
  .no-js ${Item}:hover > &,
  .no-js ${Item}:focus-within > & {
    display: block;
  }

  ${media.from("desktop")} {
    position: absolute;
    top: 100%;
    left: 0;
    min-width: 17rem;
    z-index: 20;
  }

  ${media.below("desktop")} {
    max-height: none;
    overflow: visible;
    box-shadow: none;
    border: 0;
    border-left: 3px solid ${({ theme }) => theme.colors.border};
    border-radius: 0;
    margin-left: 0.5rem;
  }

  a {
    display: block;
    padding: 0.55rem 1rem;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`
