import React, { useEffect, useId } from "react"
import styled, { css } from "styled-components"
import { ButtonLink } from "../ui/ButtonLink"
import type { SectionData } from "./section-fields"
import { revealLateBlock, revealProps } from "../ui/reveal"

interface SectionShellProps {
  heading?: string | null
  subheading?: string | null
  anchor?: string | null
  tone?: "plain" | "alt"
  children: React.ReactNode
}

/** The common frame of a content block: an optional anchor, a heading the block is labelled by, a lead and a width cap. */
export function SectionShell({ heading, subheading, anchor, tone = "plain", children }: SectionShellProps) {
  const generatedId = useId()
  // A block whose code came after its page was shown (near the viewport, or after a link) fades in like the others.
  useEffect(revealLateBlock, [])
  const headingId = heading ? (anchor ? `${anchor}-heading` : generatedId) : undefined
  return (
    <Block id={anchor ?? undefined} aria-labelledby={headingId} $tone={tone}>
      <Inner {...revealProps()}>
        {heading && <h2 id={headingId}>{heading}</h2>}
        {subheading && <Lead>{subheading}</Lead>}
        {children}
      </Inner>
    </Block>
  )
}

/** The button a block ends with, when its YAML gives one: under the block's content, or centred under it. */
export function SectionButton({ button, centred = false }: { button: SectionData["button"]; centred?: boolean }) {
  if (!button) return null
  return (
    <ButtonRow $centred={centred}>
      <ButtonLink to={button.url} enquiry={button.enquiry}>
        {button.label}
      </ButtonLink>
    </ButtonRow>
  )
}

const ButtonRow = styled.div<{ $centred: boolean }>`
  margin-top: 2rem;
  ${({ $centred }) =>
    $centred &&
    css`
      display: flex;
      justify-content: center;
    `}
`

const Block = styled.section<{ $tone: "plain" | "alt" }>`
  padding: clamp(2.5rem, 6vw, 4.5rem) 1.25rem;
  background: ${({ theme, $tone }) => ($tone === "alt" ? theme.colors.surfaceAlt : theme.colors.surface)};
`

export const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
`

const Lead = styled.p`
  font-size: 1.125rem;
  color: ${({ theme }) => theme.colors.muted};
  max-width: 48rem;
  margin-bottom: 2rem;
`
