import React from "react"
import { Accordion } from "../ui/Accordion"
import { SectionShell } from "./SectionShell"
import type { SectionData } from "./section-fields"

/** Frequently asked questions, one open at a time. */
export function FaqSection({ section }: { section: SectionData }) {
  return (
    <SectionShell heading={section.heading} subheading={section.subheading} anchor={section.anchor}>
      <Accordion items={section.faqs ?? []} />
    </SectionShell>
  )
}
