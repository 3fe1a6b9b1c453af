import React from "react"
import styled from "styled-components"

/**
 * An icon drawn as a picture file (the `iconSrc` of a carousel's entries, see
 * content-model/icon-svg.ts): loaded as its slide comes near, square, with
 * its size reserved so nothing moves when it arrives. Decorative: the text
 * beside it says what it means.
 */
export function IconImage({ src, size }: { src: string | null | undefined; size: string }) {
  if (!src) return null
  // \`loading\` before \`src\`: an <img> React creates in the browser (a carousel's slides, once its code runs) starts its download the moment it has a src.
  return <Picture loading="lazy" decoding="async" src={src} alt="" width={24} height={24} $size={size} />
}

const Picture = styled.img<{ $size: string }>`
  flex: none;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
`
