import React, { useId } from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { media } from "../../styles/theme"
import { useNavigation } from "../../hooks/use-navigation"
import { useWords } from "../../hooks/use-words"
import { ClientLine } from "./CaseStudyClient"
import { CaseStudyFilter, serviceSlug } from "./CaseStudyFilter"
import { SectionShell } from "./SectionShell"
import type { SectionData } from "./section-fields"

type ListedPage = NonNullable<SectionData["listedPages"]>[number]

/** A page as lists of pages give it: GraphQL gives every kind of page a case study's client, proven pages and the pages it counts under, empty on the others. */
interface MaybeCaseStudy {
  client: object | null
  proves: readonly string[] | null
  countsUnder: readonly string[] | null
}

/** Whether a listed page is a case study (it has its client, the pages it proves and the pages it counts under). */
export const isCaseStudy = <Page extends MaybeCaseStudy>(
  page: Page,
): page is Page & { client: NonNullable<Page["client"]>; proves: readonly string[]; countsUnder: readonly string[] } =>
  Boolean(page.client && page.proves && page.countsUnder)

/** A listed page that is a case study (isCaseStudy). */
export type CaseStudy = ListedPage & {
  client: NonNullable<ListedPage["client"]>
  proves: readonly string[]
  countsUnder: readonly string[]
}

/** What a study's card shows of it. */
type CaseStudyCard = Pick<CaseStudy, "id" | "title" | "route" | "summary" | "countsUnder"> & {
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

/** A page that proves another, as the template's query gives it (any kind's page may, so its study's fields may be empty). */
type RelatedPage = Omit<CaseStudyCard, "client" | "countsUnder"> & {
  client: CaseStudyCard["client"] | null
  proves: readonly string[] | null
  countsUnder: readonly string[] | null
}

/**
 * "Work in this area", the related work a service or product page draws after its sections (its
 * kind's `relatedWork` part: src/templates/page-parts.tsx): the published studies that count under it.
 */
export function WorkInThisArea({ pages }: { pages: readonly RelatedPage[] }) {
  const words = useWords().proofOfWork
  return <CaseStudyCards studies={pages.filter(isCaseStudy)} heading={words.workInThisArea} />
}

interface CaseStudyCardsProps {
  studies: readonly CaseStudyCard[]
  heading?: string | null
  subheading?: string | null
  anchor?: string | null
  withFilter?: boolean
}

/**
 * Case studies as cards (also "Work in this area" on a service or product page). The filter
 * (./CaseStudyFilter.tsx) offers each service page of the top bar's Services menu that some study
 * counts under (it proves the service, or a product of it: content-model/proven-services.ts).
 */
export function CaseStudyCards({ studies, heading, subheading, anchor, withFilter = false }: CaseStudyCardsProps) {
  const services = useNavigation()
    .services.filter((service) => studies.some((study) => study.countsUnder.includes(service.url)))
    .map((service) => ({ title: service.title, slug: serviceSlug(service.url), url: service.url }))
  if (studies.length === 0) return null
  const servicesOf = (study: CaseStudyCard) =>
    services.filter((service) => study.countsUnder.includes(service.url)).map((service) => service.slug)
  const cards = (
    <Cards>
      {studies.map((study) => (
        <StudyCard key={study.id} study={study} services={servicesOf(study)} />
      ))}
    </Cards>
  )
  return (
    <SectionShell heading={heading} subheading={subheading} anchor={anchor} tone="alt">
      {withFilter && services.length > 1 ? (
        <CaseStudyFilter services={services} studies={studies.map(servicesOf)}>
          {cards}
        </CaseStudyFilter>
      ) : (
        cards
      )}
    </SectionShell>
  )
}

/** A study's card; `services`, the slugs of the services it counts under, are what the filter's rules read. */
function StudyCard({ study, services }: { study: CaseStudyCard; services: readonly string[] }) {
  const words = useWords().proofOfWork
  const id = useId()
  return (
    <Card data-services={services.join(" ")}>
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
