import React from "react"
import { CardsSection } from "./CardsSection"
import type { SectionData } from "./section-fields"

/** The shared "Why Choose Us" reasons (content/shared/reasons.yaml), under this page's own heading. */
export function ReasonsSection({ section }: { section: SectionData }) {
  const items = (section.reasons ?? []).map(({ title, description, svg }) => ({ title, description, svg, url: null, points: null }))
  return <CardsSection section={{ ...section, layout: "grid", items }} />
}
