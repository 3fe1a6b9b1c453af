import React from "react"
import { HydrationBoundary } from "../ui/HydrationBoundary"
import { SECTION_COMPONENTS } from "./registry"
import type { SectionData } from "./section-fields"

/**
 * Renders a page's sections in the order its YAML lists them, each by its type's component
 * (./registry.tsx) and hydrated on its own. A section of a type the registry does not know stops
 * the render with its name: the content check refuses such a file first.
 */
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
