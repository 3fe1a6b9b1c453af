import React from "react"
import styled from "styled-components"
import { media } from "../../styles/theme"
import { Picture } from "../ui/Picture"
import { ButtonLink } from "../ui/ButtonLink"
import type { SectionData } from "./section-fields"

/** The page's opening block: its one <h1>, a subheading and the main call to action. Never animated. */
export function HeroSection({ section }: { section: SectionData }) {
  const image = section.image?.childImageSharp?.gatsbyImageData
  return (
    <Hero>
      <Inner $withImage={Boolean(image)}>
        <div>
          <h1>{section.heading}</h1>
          <Subheading>{section.subheading}</Subheading>
          {section.button && <ButtonLink to={section.button.url}>{section.button.label}</ButtonLink>}
        </div>
        {image && <Picture image={image} alt={section.imageAlt ?? ""} priority />}
      </Inner>
    </Hero>
  )
}

const Hero = styled.section`
  padding: clamp(3rem, 8vw, 6rem) 1.25rem;
  background: linear-gradient(135deg, #eef3ff 0%, #ffffff 55%, #fff7e6 100%);
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
  }
`

const Subheading = styled.p`
  font-size: clamp(1.05rem, 2.2vw, 1.3rem);
  color: ${({ theme }) => theme.colors.muted};
  max-width: 40rem;
  margin-bottom: 2rem;
`
