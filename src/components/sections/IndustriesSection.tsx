import React from "react"
import styled from "styled-components"
import { translucent } from "../../styles/theme"
import { Carousel } from "../ui/Carousel"
import { TILE_SIZE, TILE_STRIP } from "../ui/carousel-settings"
import { IconImage } from "../ui/IconImage"
import { SectionShell } from "./SectionShell"
import type { SectionData } from "./section-fields"

type Industry = NonNullable<SectionData["industries"]>[number]

/**
 * The tiles' backdrop, static/flare.svg: a file of its own, cached once.
 * Imported, webpack would inline it as a data: URL into the section's code
 * and into the HTML of the page.
 */
const FLARE = "/flare.svg"

/** "Industries We Serve": every industry from content/shared/industries.yaml as a tile of the looping strip. */
export function IndustriesSection({ section }: { section: SectionData }) {
  const industries = section.industries ?? []
  return (
    <SectionShell heading={section.heading} subheading={section.subheading} anchor={section.anchor}>
      <Carousel label={section.heading ?? "Industries"} settings={TILE_STRIP}>
        {industries.map((industry) => (
          <IndustryTile key={industry.id} industry={industry} />
        ))}
      </Carousel>
    </SectionShell>
  )
}

/**
 * One tile: the industry's icon and its name as the caption, over the flare.
 * Requirements §2.8 give the flare the alt text "flare"; it says nothing about the
 * industry, so it is kept out of the accessibility tree rather than read out
 * fifteen times. `data-tile` marks a tile for counting (slick's clones copy it,
 * so on a live page count only inside `.slick-slide:not(.slick-cloned)`).
 */
function IndustryTile({ industry }: { industry: Industry }) {
  return (
    <Tile data-tile="">
      <Flare loading="lazy" decoding="async" src={FLARE} alt="flare" aria-hidden="true" width={160} height={160} />
      <IconImage src={industry.iconSrc} size="2.75rem" />
      <figcaption>{industry.title}</figcaption>
    </Tile>
  )
}

const Flare = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  pointer-events: none;
`

const Tile = styled.figure`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 0.75rem;
  width: ${TILE_SIZE};
  height: ${TILE_SIZE};
  /* Room below for the shadow, which the carousel's viewport would clip. */
  margin: 0.5rem auto 1.25rem;
  padding: 1rem 0.75rem;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius};
  background: linear-gradient(160deg, ${({ theme }) => theme.colors.primary} 0%, ${({ theme }) => theme.colors.primaryDark} 100%);
  box-shadow: 0 0.375rem 0.875rem ${({ theme }) => translucent(theme.colors.ink, 0.18)};
  /* The icons' files are drawn in this colour too (content-model/section-data.ts). */
  color: ${({ theme }) => theme.colors.onPrimary};
  text-align: center;

  /*
   * The icons are pictures drawn in the caption's light colour (they cannot take a system colour):
   * forced colours would drop the dark tile behind them and leave them light on light, so the
   * tile keeps its own colours there.
   */
  @media (forced-colors: active) {
    forced-color-adjust: none;
  }

  /* The icon and the caption over the flare. */
  > :not(${Flare}) {
    position: relative;
  }

  figcaption {
    font-weight: 700;
    font-size: 0.95rem;
    line-height: 1.25;
    overflow-wrap: anywhere;
  }
`
