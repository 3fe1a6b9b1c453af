import React from "react"
import styled from "styled-components"
import { Carousel } from "../ui/Carousel"
import { TECHNOLOGY_CAROUSEL } from "../ui/carousel-settings"
import { IconImage } from "../ui/IconImage"
import { SectionButton, SectionShell } from "./SectionShell"
import type { SectionData } from "./section-fields"

type TechnologyCategory = NonNullable<SectionData["technologies"]>[number]

/** "Technology Stack": one slide per category of content/shared/technologies.yaml, then the section's button. */
export function TechnologiesSection({ section }: { section: SectionData }) {
  const categories = section.technologies ?? []
  return (
    <SectionShell heading={section.heading} subheading={section.subheading} anchor={section.anchor} tone="alt">
      <Carousel label={section.heading ?? "Technologies"} settings={TECHNOLOGY_CAROUSEL}>
        {categories.map((category) => (
          <CategorySlide key={category.id} category={category} />
        ))}
      </Carousel>
      <SectionButton button={section.button} centred />
    </SectionShell>
  )
}

function CategorySlide({ category }: { category: TechnologyCategory }) {
  return (
    <Card>
      <h3>{category.title}</h3>
      <Stacks>
        {category.stacks?.map((technology) => (
          <li key={technology.title}>
            <IconImage src={technology.iconSrc} size="2rem" />
            <span>{technology.title}</span>
          </li>
        ))}
      </Stacks>
    </Card>
  )
}

const Card = styled.div`
  margin: 0.5rem;
  padding: clamp(1.25rem, 3vw, 2rem);
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};

  h3 {
    margin-bottom: 1.25rem;
  }
`

const Stacks = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    min-height: 3rem;
    font-weight: 600;
    /* A logo that would not stand out in its brand colour is drawn in this one (content-model/section-data.ts). */
    color: ${({ theme }) => theme.colors.ink};
  }
`
