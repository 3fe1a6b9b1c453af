import React from "react"
import styled from "styled-components"
import { media } from "../../styles/theme"
import { Picture } from "../ui/Picture"
import { revealProps } from "../ui/reveal"
import { SectionShell } from "./SectionShell"
import type { SectionData } from "./section-fields"

/** How a project runs: numbered steps beside a picture of the process. */
export function WorkflowSection({ section }: { section: SectionData }) {
  const image = section.image?.childImageSharp?.gatsbyImageData
  return (
    <SectionShell heading={section.heading} subheading={section.subheading} anchor={section.anchor}>
      <Columns>
        <Steps>
          {section.items?.map((step, index) => (
            <li key={step.title} {...revealProps(index % 4)}>
              <Number aria-hidden="true">{index + 1}</Number>
              <div>
                <h3>{step.title}</h3>
                {step.description && <p>{step.description}</p>}
              </div>
            </li>
          ))}
        </Steps>
        {image && <Picture image={image} alt={section.imageAlt ?? ""} />}
      </Columns>
    </SectionShell>
  )
}

const Columns = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 2.5rem;
  align-items: center;

  ${media.below("tablet")} {
    grid-template-columns: 1fr;
  }
`

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;

  li {
    display: flex;
    gap: 1rem;
    padding: 0.75rem 0;
  }
  h3 {
    margin-bottom: 0.25rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`

const Number = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
`
