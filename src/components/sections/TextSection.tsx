import React from "react"
import styled from "styled-components"
import { ButtonLink } from "../ui/ButtonLink"
import { SectionShell } from "./SectionShell"
import type { SectionData } from "./section-fields"

/** Prose: a heading, paragraphs and an optional link button. */
export function TextSection({ section }: { section: SectionData }) {
  return (
    <SectionShell heading={section.heading} anchor={section.anchor}>
      <Prose>
        {section.paragraphs?.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {section.button && (
          <ButtonLink to={section.button.url} enquiry={section.button.enquiry}>
            {section.button.label}
          </ButtonLink>
        )}
      </Prose>
    </SectionShell>
  )
}

const Prose = styled.div`
  max-width: 48rem;
  font-size: 1.0625rem;
`
