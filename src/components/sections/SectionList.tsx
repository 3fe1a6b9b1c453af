import React from "react"
import type { Collection, SECTIONS_OFFERED } from "../../../content/schema/content-schema"
import { HydrationBoundary } from "../ui/HydrationBoundary"
import type { SectionData } from "./section-fields"

export type SectionComponent = (props: { section: SectionData }) => React.ReactElement | null

/**
 * The components a template renders its sections with: one for each section
 * type its kind of page offers (SECTIONS_OFFERED in content/schema/content-schema.ts),
 * and no others, so a page's scripts carry only the sections it can show.
 */
export type SectionComponents<Kind extends Collection> = Record<(typeof SECTIONS_OFFERED)[Kind][number], SectionComponent>

interface SectionListProps {
  sections: readonly SectionData[]
  components: Partial<Record<string, SectionComponent>>
}

/** Renders a page's sections in the order its YAML lists them, each hydrated on its own. */
export function SectionList({ sections, components }: SectionListProps) {
  return (
    <>
      {sections.map((section, index) => {
        const Component = components[section.type]
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
