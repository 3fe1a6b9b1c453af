import React from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { useSite } from "../../hooks/use-site"
import { useWords } from "../../hooks/use-words"
import { fillIn } from "../ui/fill-in"
import { media, theme } from "../../styles/theme"

/** The brand mark: a drawn star and the brand name from content/site.yaml, linking home. */
export function Logo() {
  const { brand } = useSite()
  const words = useWords()
  return (
    <HomeLink to="/" aria-label={fillIn(words.topBar.homeLink, { brand })}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill={theme.colors.primary} />
        <path d="M16 5l2.9 7.6L27 13.3l-6.2 5.2 2 7.9L16 22l-6.8 4.4 2-7.9L5 13.3l8.1-.7z" fill={theme.colors.logoStar} />
      </svg>
      <span>{brand}</span>
    </HomeLink>
  )
}

const HomeLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  font-weight: 800;
  font-size: 1.2rem;
  color: ${({ theme }) => theme.colors.ink};
  text-decoration: none;
  min-height: 44px;
  min-width: 0;

  ${media.below("narrow")} {
    gap: 0.5rem;
    font-size: 1.05rem;
  }

  svg {
    flex: none;
  }
  /* On a screen narrower than any phone's 320 px the name is cut rather than pushing the Menu button to a second row. */
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`
