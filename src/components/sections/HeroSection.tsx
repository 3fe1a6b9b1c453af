import React from "react"
import styled from "styled-components"
import { media, theme } from "../../styles/theme"
import { Picture } from "../ui/Picture"
import { ButtonLink } from "../ui/ButtonLink"
import type { SectionData } from "./section-fields"

/** On phones the picture sits under the text, this wide at most, so the heading and the button come first. */
const PICTURE_WIDTH_ON_PHONES = "16rem"
/** Beside the text, the picture's column (1fr of 2.1fr) is about this much of the viewport, and at most this wide. */
const PICTURE_COLUMN = { share: "46vw", widest: "34rem" }

/** What the browser needs to pick the picture's file before layout: its width on phones, then beside the text. */
export const HERO_PICTURE_SIZES = [
  `(max-width: ${theme.breakpoints.tablet - 0.02}px) ${PICTURE_WIDTH_ON_PHONES}`,
  `(min-width: ${theme.layout.maxWidth}) ${PICTURE_COLUMN.widest}`,
  PICTURE_COLUMN.share,
].join(", ")

/** The page's opening block: its one <h1>, a subheading and the main call to action. Never animated. */
export function HeroSection({ section }: { section: SectionData }) {
  const image = section.image?.childImageSharp?.gatsbyImageData
  return (
    <Hero>
      <Inner $withImage={Boolean(image)}>
        <div>
          <h1>{section.heading}</h1>
          <Subheading>{section.subheading}</Subheading>
          {section.button && (
            <ButtonLink to={section.button.url} enquiry={section.button.enquiry}>
              {section.button.label}
            </ButtonLink>
          )}
        </div>
        {image && (
          <PictureColumn>
            <Picture image={image} alt={section.imageAlt ?? ""} sizes={HERO_PICTURE_SIZES} priority />
          </PictureColumn>
        )}
      </Inner>
    </Hero>
  )
}

const Hero = styled.section`
  padding: clamp(3rem, 8vw, 6rem) 1.25rem;
  background: linear-gradient(
    135deg,
    color-mix(in srgb, ${({ theme }) => theme.colors.primary} 8%, ${({ theme }) => theme.colors.surface}) 0%,
    ${({ theme }) => theme.colors.surface} 55%,
    color-mix(in srgb, ${({ theme }) => theme.colors.accent} 10%, ${({ theme }) => theme.colors.surface}) 100%
  );
`

const Inner = styled.div<{ $withImage: boolean }>`
  display: grid;
  gap: 2.5rem;
  align-items: center;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  grid-template-columns: ${({ $withImage }) => ($withImage ? "1.1fr 1fr" : "1fr")};

  ${media.below("tablet")} {
    grid-template-columns: 1fr;
    gap: 2rem;
  }
`

const PictureColumn = styled.div`
  ${media.below("tablet")} {
    width: 100%;
    max-width: ${PICTURE_WIDTH_ON_PHONES};
    margin: 0 auto;
  }
`

const Subheading = styled.p`
  font-size: clamp(1.05rem, 2.2vw, 1.3rem);
  color: ${({ theme }) => theme.colors.muted};
  max-width: 40rem;
  margin-bottom: 2rem;
`
