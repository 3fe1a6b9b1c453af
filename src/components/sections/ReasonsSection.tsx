import React from "react"
import { useReasons } from "../../hooks/use-reasons"
import { CardsSection } from "./CardsSection"
import type { SectionData } from "./section-fields"

/** The shared "Why Choose Us" reasons, under this page's own heading. */
export function ReasonsSection({ section }: { section: SectionData }) {
  const reasons = useReasons()
  return <CardsSection section={{ ...section, layout: "grid", items: reasons.map((reason) => ({ ...reason, url: null, points: null })) }} />
}
