import React from "react"
import styled from "styled-components"
import { ButtonLink } from "../ui/ButtonLink"
import { revealProps } from "../ui/reveal"
import type { SectionData } from "./section-fields"

/** A call-to-action panel: a question or invitation and one button. */
export function CtaSection({ section }: { section: SectionData }) {
  return (
    <Wrapper id={section.anchor ?? undefined}>
      <Panel {...revealProps()}>
        <h2>{section.heading}</h2>
        {section.subheading && <p>{section.subheading}</p>}
        {section.button && (
          <ButtonLink to={section.button.url} variant="light" enquiry={section.button.enquiry}>
            {section.button.label}
          </ButtonLink>
        )}
      </Panel>
    </Wrapper>
  )
}

const Wrapper = styled.section`
  padding: clamp(2rem, 5vw, 3.5rem) 1.25rem;
`

const Panel = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: clamp(2rem, 5vw, 3.5rem);
  border-radius: calc(${({ theme }) => theme.radius} * 2);
  background: linear-gradient(120deg, ${({ theme }) => theme.colors.primaryDark}, ${({ theme }) => theme.colors.primary});
  color: ${({ theme }) => theme.colors.onPrimary};
  text-align: center;

  h2 {
    color: inherit;
  }
  p {
    max-width: 40rem;
    margin: 0 auto 1.5rem;
    font-size: 1.125rem;
  }
`
