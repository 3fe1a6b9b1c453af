import React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import styled from "styled-components"

interface PictureProps {
  image: IGatsbyImageData | null | undefined
  alt: string
  /** The page's main picture: fetched first, never lazily. */
  priority?: boolean
  /** How wide the picture shows, when the layout says better than the image's own full-width default. */
  sizes?: string
}

/**
 * A responsive image from gatsby-plugin-image's processing (AVIF and WebP
 * sources, width and height) as plain HTML. Unlike <GatsbyImage>, whose server
 * HTML hides the image until its script has run, this shows the picture as soon
 * as it arrives, with no script at all: the hero is the largest paint of a page.
 */
export function Picture({ image, alt, priority = false, sizes }: PictureProps) {
  if (!image) return null
  const { fallback, sources = [] } = image.images
  return (
    <Frame>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes ?? source.sizes} />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={sizes ?? fallback?.sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        // React 18 does not know fetchPriority yet; the lower-case attribute reaches the HTML as it is.
        {...{ fetchpriority: priority ? "high" : "auto" }}
      />
    </Frame>
  )
}

const Frame = styled.picture`
  display: block;

  img {
    display: block;
    width: 100%;
    height: auto;
  }
`
