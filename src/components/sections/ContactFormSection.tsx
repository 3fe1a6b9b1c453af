import React, { useId } from "react"
import styled from "styled-components"
import { media } from "../../styles/theme"
import { ContactForm } from "../contact/ContactForm"
import { DirectContactList } from "../contact/DirectContacts"
import { useWords } from "../../hooks/use-words"
import { SectionShell } from "./SectionShell"
import type { SectionData } from "./section-fields"

/**
 * The enquiry form under its section heading, e.g. "Request a free quote", with
 * the agency's direct contacts beside it on wide screens and after it on phones.
 */
export function ContactFormSection({ section }: { section: SectionData }) {
  const headingId = useId()
  const words = useWords()
  return (
    <SectionShell heading={section.heading} subheading={section.subheading} anchor={section.anchor} tone="alt">
      <Columns>
        <ContactForm />
        <Contacts aria-labelledby={headingId}>
          <h3 id={headingId}>{words.directContacts.heading}</h3>
          <DirectContactList />
        </Contacts>
      </Columns>
    </SectionShell>
  )
}

const Columns = styled.div`
  display: grid;
  gap: 2rem;
  grid-template-columns: minmax(0, 1fr);

  ${media.from("desktop")} {
    grid-template-columns: minmax(0, 48rem) minmax(16rem, 1fr);
    align-items: start;
  }
`

/** A section of its own (a named region), not an aside: complementary landmarks belong at the top level. */
const Contacts = styled.section`
  display: grid;
  gap: 0.75rem;
  padding: clamp(1.25rem, 4vw, 2rem);
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};

  h3 {
    margin: 0;
    font-size: 1.25rem;
  }
`
