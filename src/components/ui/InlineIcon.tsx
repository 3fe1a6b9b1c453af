import React from "react"
import styled from "styled-components"

/**
 * An icon drawn at build time (the `svg` field the GraphQL layer adds to every
 * item with an `icon`). Decorative: the text beside it says what it means.
 */
export function InlineIcon({ svg, size }: { svg: string | null | undefined; size: string }) {
  if (!svg) return null
  return <Glyph aria-hidden="true" $size={size} dangerouslySetInnerHTML={{ __html: svg }} />
}

const Glyph = styled.span<{ $size: string }>`
  display: inline-flex;
  flex: none;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};

  svg {
    width: 100%;
    height: 100%;
  }
`
