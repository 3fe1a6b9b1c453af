import React from "react"
import styled from "styled-components"
import { media } from "../../styles/theme"
import { Picture } from "../ui/Picture"
import { SectionShell } from "./SectionShell"
import type { SectionData } from "./section-fields"

/** Pictures of the work (screens, photos), each with its description and, when given, its caption. */
export function PicturesSection({ section }: { section: SectionData }) {
  return (
    <SectionShell heading={section.heading} anchor={section.anchor}>
      <Pictures>
        {section.pictures?.map((picture) => (
          <figure key={picture.imageAlt}>
            <Picture
              image={picture.image?.childImageSharp?.gatsbyImageData}
              alt={picture.imageAlt}
              sizes="(min-width: 72rem) 34rem, 92vw"
            />
            {picture.caption && <figcaption>{picture.caption}</figcaption>}
          </figure>
        ))}
      </Pictures>
    </SectionShell>
  )
}

const Pictures = styled.div`
  display: grid;
  gap: 2rem;
  grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr));

  ${media.below("small")} {
    grid-template-columns: 1fr;
  }

  figure {
    margin: 0;
  }
  img {
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  figcaption {
    margin-top: 0.75rem;
    font-size: 0.95rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`
