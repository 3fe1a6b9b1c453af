import React from "react"
import { ContactForm } from "../contact/ContactForm"
import { SectionShell } from "./SectionShell"
import type { SectionData } from "./section-fields"

/** The enquiry form under its section heading, e.g. "Request a free quote". */
export function ContactFormSection({ section }: { section: SectionData }) {
  return (
    <SectionShell heading={section.heading} subheading={section.subheading} anchor={section.anchor} tone="alt">
      <ContactForm />
    </SectionShell>
  )
}
