import React, { useId } from "react"
import styled from "styled-components"
import { revealProps } from "../ui/reveal"

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
