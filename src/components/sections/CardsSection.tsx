import React from "react"
import styled, { css } from "styled-components"
import { media, translucent } from "../../styles/theme"
import { ContentLink } from "../ui/ContentLink"
import { InlineIcon } from "../ui/InlineIcon"
import { revealProps } from "../ui/reveal"
import { SectionButton, SectionShell } from "./SectionShell"
import type { CardLayout as Layout } from "../../../content/schema/content-schema"
import type { SectionData } from "./section-fields"

type CardItem = NonNullable<SectionData["items"]>[number]

/** A set of cards: features, benefits, advantages, tools. The YAML's `layout` picks how they sit. */
export function CardsSection({ section }: { section: SectionData }) {
  const layout = (section.layout ?? "grid") as Layout
  const Items = layout === "steps" ? "ol" : "ul"
  return (
    <SectionShell heading={section.heading} subheading={section.subheading} anchor={section.anchor} tone="alt">
      <Cards as={Items} $layout={layout}>
        {section.items?.map((item, index) => (
          <Card key={item.title} $layout={layout} {...revealProps(index % 4)}>
            <CardBody item={item} />
          </Card>
        ))}
      </Cards>
      <SectionButton button={section.button} />
    </SectionShell>
  )
}

function CardBody({ item }: { item: CardItem }) {
  const title = (
    <ContentLink to={item.url} fallback={item.title}>
      {item.title}
      <span aria-hidden="true"> →</span>
    </ContentLink>
  )
  return (
    <>
      {item.svg && (
        <IconBadge>
          <InlineIcon svg={item.svg} size="1.75rem" />
        </IconBadge>
      )}
      <h3>{title}</h3>
      {item.description && <p>{item.description}</p>}
      {item.points && (
        <Points>
          {item.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </Points>
      )}
    </>
  )
}

const columns: Record<Layout, string> = {
  grid: "repeat(auto-fill, minmax(16rem, 1fr))",
  tiles: "repeat(auto-fill, minmax(13rem, 1fr))",
  list: "repeat(auto-fill, minmax(22rem, 1fr))",
  steps: "repeat(auto-fill, minmax(14rem, 1fr))",
}

const Cards = styled.ul<{ $layout: Layout }>`
  display: grid;
  gap: 1.25rem;
  grid-template-columns: ${({ $layout }) => columns[$layout]};
  list-style: none;
  margin: 0;
  padding: 0;
  counter-reset: step;

  ${media.below("small")} {
    grid-template-columns: 1fr;
  }
`

const IconBadge = styled.span`
  display: grid;
  place-items: center;
  width: 3.25rem;
  height: 3.25rem;
  margin-bottom: 1rem;
  border-radius: 0.9rem;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryDark};
`

const Card = styled.li<{ $layout: Layout }>`
  position: relative;
  padding: 1.5rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};

  h3 {
    margin-bottom: 0.5rem;
  }
  h3 a {
    color: ${({ theme }) => theme.colors.ink};
    text-decoration: none;
  }
  /* The whole card is the link's target area. */
  h3 a::after {
    content: "";
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  h3 a:hover,
  h3 a:focus-visible {
    color: ${({ theme }) => theme.colors.primary};
  }
  p:last-child {
    margin-bottom: 0;
  }

  ${({ $layout, theme }) =>
    $layout === "tiles" &&
    css`
      text-align: center;
      background: ${theme.colors.primaryDark};
      border-color: ${theme.colors.primaryDark};
      color: ${theme.colors.onPrimary};
      h3 {
        color: ${theme.colors.onPrimary};
      }
      ${IconBadge} {
        margin-inline: auto;
        background: ${translucent(theme.colors.onPrimary, 0.15)};
        color: ${theme.colors.onPrimary};
      }
    `}

  ${({ $layout, theme }) =>
    $layout === "list" &&
    css`
      border-left: 4px solid ${theme.colors.primary};
    `}

  ${({ $layout, theme }) =>
    $layout === "steps" &&
    css`
      counter-increment: step;
      &::before {
        content: counter(step);
        display: grid;
        place-items: center;
        width: 2.25rem;
        height: 2.25rem;
        margin-bottom: 0.75rem;
        border-radius: 50%;
        background: ${theme.colors.primary};
        color: ${theme.colors.onPrimary};
        font-weight: 700;
      }
    `}
`

const Points = styled.ul`
  margin: 0.75rem 0 0;
  padding-left: 1.1rem;

  li {
    margin: 0.2rem 0;
  }
`
