import React from "react"
import { HydrationBoundary } from "../ui/HydrationBoundary"
import { SECTION_COMPONENTS } from "./registry"
// The frame most sections share (their heading, lead and width) comes with the page's own code,
// not in a file of its own: every page but the hero-only ones (404, thank you) has a section
// framed by it on its first screen, and the file of its own cost each of those pages a request.
import "./SectionShell"
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
