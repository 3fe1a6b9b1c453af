import React, { useId, useState } from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { media } from "../../styles/theme"
import { useNavigation } from "../../hooks/use-navigation"
import { useWords } from "../../hooks/use-words"
import { ClientLine } from "./CaseStudyClient"
import { isCaseStudy } from "./page-of-section"
import { SectionShell } from "./SectionShell"
import type { SectionData } from "./section-fields"

type ListedPage = NonNullable<SectionData["listedPages"]>[number]

/** A listed page that is a case study (isCaseStudy). */
export type CaseStudy = ListedPage & {
  client: NonNullable<ListedPage["client"]>
  proves: readonly string[]
  provenServices: readonly string[]
}

/** What a study's card shows of it. */
type CaseStudyCard = Pick<CaseStudy, "id" | "title" | "route" | "summary" | "provenServices"> & {
  client: React.ComponentProps<typeof ClientLine>["client"]
}

/**
 * The studies a section lists: those its `chosen` names, in that order; else every published study,
 * newest first (as the section's `listedPages` comes).
 */
export function studiesShown(studies: readonly CaseStudy[], chosen: readonly string[] | null | undefined): CaseStudy[] {
  if (!chosen?.length) return [...studies]
  return chosen.flatMap((route) => studies.filter((study) => study.route === route))
}

/** Published case studies as cards; with a filter by service when the editor has not chosen which. Nothing when there is none. */
export function CaseStudiesSection({ section }: { section: SectionData }) {
  return (
    <CaseStudyCards
      studies={studiesShown((section.listedPages ?? []).filter(isCaseStudy), section.chosen)}
      heading={section.heading}
      subheading={section.subheading}
      anchor={section.anchor}
      withFilter={!section.chosen?.length}
    />
  )
}

interface CaseStudyCardsProps {
  studies: readonly CaseStudyCard[]
  heading?: string | null
  subheading?: string | null
  anchor?: string | null
  withFilter?: boolean
}

/**
 * Case studies as cards (also "Work in this area" on a service or product page). The filter is a
 * button per service page of the top bar's Services menu that some study counts under (it proves
 * the service, or a product of it: content-model/proven-services.ts): it hides the others. It is
 * in the page's HTML, so the cards do not move when the code arrives (no layout shift); it needs
 * JavaScript, so without it the no-js class hides it, and every card shows.
 */
export function CaseStudyCards({ studies, heading, subheading, anchor, withFilter = false }: CaseStudyCardsProps) {
  const words = useWords().proofOfWork
  const services = useNavigation().services.filter((service) => studies.some((study) => study.provenServices.includes(service.url)))
  const [shownService, setShownService] = useState<string | null>(null)
  if (studies.length === 0) return null
  const filtered = withFilter && services.length > 1
  return (
    <SectionShell heading={heading} subheading={subheading} anchor={anchor} tone="alt">
      {filtered && (
        <Filter role="group" aria-label={words.filter}>
          {[{ id: "every", url: null, title: words.everyService }, ...services].map((service) => (
            <button key={service.id} type="button" aria-pressed={shownService === service.url} onClick={() => setShownService(service.url)}>
              {service.title}
            </button>
          ))}
        </Filter>
      )}
      <Cards>
        {studies.map((study) => (
          <StudyCard
            key={study.id}
            study={study}
            hidden={filtered && shownService !== null && !study.provenServices.includes(shownService)}
          />
        ))}
      </Cards>
    </SectionShell>
  )
}

function StudyCard({ study, hidden }: { study: CaseStudyCard; hidden: boolean }) {
  const words = useWords().proofOfWork
  const id = useId()
  return (
    <Card hidden={hidden}>
      <h3 id={`${id}-title`}>{study.title}</h3>
      <ClientLine client={study.client} />
      <p>{study.summary}</p>
      {/* Named by its words and its study's title, so that a list of the page's links tells the cards' links apart. */}
      <Link to={study.route} aria-labelledby={`${id}-read ${id}-title`}>
        <span id={`${id}-read`}>{words.readStudy}</span>
        <span aria-hidden="true"> →</span>
      </Link>
    </Card>
  )
}

const Filter = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-bottom: 1.5rem;

  /* Its buttons need JavaScript. */
  .no-js & {
    display: none;
  }

  button {
    padding: 0.5rem 1rem;
    border: 1px solid ${({ theme }) => theme.colors.primary};
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primaryDark};
    font: inherit;
    cursor: pointer;
  }
  button[aria-pressed="true"] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`

const Cards = styled.ul`
  display: grid;
  gap: 1.25rem;
  grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr));
  list-style: none;
  margin: 0;
  padding: 0;

  ${media.below("small")} {
    grid-template-columns: 1fr;
  }
`

const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  padding: 1.5rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};

  &[hidden] {
    display: none;
  }
  h3 {
    margin-bottom: 0.5rem;
  }
  p:last-of-type {
    flex: 1;
  }
  a {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
  }
  /* The whole card is the link's target area. */
  a::after {
    content: "";
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
`
