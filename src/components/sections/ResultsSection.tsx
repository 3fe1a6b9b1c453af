import React from "react"
import styled from "styled-components"
import { useWords } from "../../hooks/use-words"
import { SectionShell } from "./SectionShell"
import type { SectionData } from "./section-fields"

/** A case study's results: each figure big, what it measures, and the period and source that let a reader check it. */
export function ResultsSection({ section }: { section: SectionData }) {
  const words = useWords().proofOfWork
  return (
    <SectionShell heading={section.heading} subheading={section.subheading} anchor={section.anchor} tone="alt">
      <Results>
        {section.results?.map((result) => (
          <Result key={`${result.figure} ${result.measures}`}>
            <dt>
              <Figure>{result.figure}</Figure> {result.measures}
            </dt>
            {/* Always there on the site (the check requires them); a draft in the CMS's preview may lack them yet. */}
            {result.period && (
              <dd>
                {words.period}: {result.period}
              </dd>
            )}
            {result.source && (
              <dd>
                {words.source}: {result.source}
              </dd>
            )}
          </Result>
        ))}
      </Results>
    </SectionShell>
  )
}

const Results = styled.dl`
  display: grid;
  gap: 1.25rem;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  margin: 0;
`

const Result = styled.div`
  padding: 1.5rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};

  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.ink};
    margin-bottom: 0.75rem;
  }
  dd {
    margin: 0.25rem 0 0;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`

const Figure = styled.span`
  display: block;
  font-size: clamp(2.25rem, 5vw, 3rem);
  font-weight: 800;
  line-height: 1.1;
  color: ${({ theme }) => theme.colors.primary};
`
