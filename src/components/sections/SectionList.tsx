import React from "react"
import { HydrationBoundary } from "../ui/HydrationBoundary"
import { CardsSection } from "./CardsSection"
import { ContactFormSection } from "./ContactFormSection"
import { CtaSection } from "./CtaSection"
import { FaqSection } from "./FaqSection"
import { HeroSection } from "./HeroSection"
import { IndustriesSection } from "./IndustriesSection"
import { ReasonsSection } from "./ReasonsSection"
import { TechnologiesSection } from "./TechnologiesSection"
import { TextSection } from "./TextSection"
import { WorkflowSection } from "./WorkflowSection"
import type { SectionData } from "./section-fields"

type SectionComponent = (props: { section: SectionData }) => React.ReactElement | null

/** One component per section type named in content (see gatsby/content-rules.ts for the types). */
export const SECTION_COMPONENTS: Record<string, SectionComponent> = {
  hero: HeroSection,
  text: TextSection,
  cards: CardsSection,
  cta: CtaSection,
  faq: FaqSection,
  reasons: ReasonsSection,
  workflow: WorkflowSection,
  contactForm: ContactFormSection,
  industries: IndustriesSection,
  technologies: TechnologiesSection,
}

/** Renders a page's sections in the order its YAML lists them, each hydrated on its own. */
export function SectionList({ sections }: { sections: readonly SectionData[] }) {
  return (
    <>
      {sections.map((section, index) => {
        const Component = SECTION_COMPONENTS[section.type]
        if (!Component) throw new Error(`No component renders sections of type "${section.type}"`)
        return (
          <HydrationBoundary key={`${section.type}-${index}`}>
            <Component section={section} />
          </HydrationBoundary>
        )
      })}
    </>
  )
}
