import React from "react"
import styled from "styled-components"
import { media } from "../../styles/theme"
import { Picture } from "../ui/Picture"
import { usePageOfSection, type PageOfSection } from "./page-of-section"
import { SectionShell } from "./SectionShell"
import type { SectionData } from "./section-fields"

type Testimonial = NonNullable<SectionData["testimonials"]>[number]

/**
 * The testimonials a section shows, never drafts: those its `people` chooses (by their keys), in
 * that order; else those that speak for the page (its `about` names it, or it is their case study);
 * else, on a page no testimonial may speak for (not a service or product page, nor a case study: the
 * home page, the list of case studies), all of them. A case study never quotes another client.
 */
export function testimonialsShown(
  testimonials: readonly Testimonial[],
  people: readonly string[] | null | undefined,
  page: PageOfSection,
): Testimonial[] {
  const published = testimonials.filter((testimonial) => !testimonial.draft)
  if (people?.length) return people.flatMap((key) => published.filter((testimonial) => testimonial.key === key))
  const forPage = published.filter(
    (testimonial) => page.route && (testimonial.about?.includes(page.route) || testimonial.caseStudy === page.route),
  )
  return forPage.length > 0 || page.hasOwnTestimonials ? forPage : published
}

/** Clients' words: each quote with who said it. Nothing at all, not even the heading, when none is shown. */
export function TestimonialsSection({ section }: { section: SectionData }) {
  const shown = testimonialsShown(section.testimonials ?? [], section.people, usePageOfSection())
  if (shown.length === 0) return null
  return (
    <SectionShell heading={section.heading} subheading={section.subheading} anchor={section.anchor} tone="alt">
      <Quotes>
        {shown.map((testimonial) => (
          <Quote key={testimonial.key}>
            <blockquote>
              <p>{testimonial.quote}</p>
            </blockquote>
            <figcaption>
              {testimonial.photo && (
                <Photo>
                  <Picture image={testimonial.photo.childImageSharp?.gatsbyImageData} alt={testimonial.photoAlt ?? ""} sizes="4rem" />
                </Photo>
              )}
              <span>
                <cite>{testimonial.name}</cite>
                <span>
                  {testimonial.role}, {testimonial.company}
                </span>
              </span>
            </figcaption>
          </Quote>
        ))}
      </Quotes>
    </SectionShell>
  )
}

const Quotes = styled.div`
  display: grid;
  gap: 1.25rem;
  grid-template-columns: repeat(auto-fill, minmax(20rem, 1fr));

  ${media.below("small")} {
    grid-template-columns: 1fr;
  }
`

const Quote = styled.figure`
  margin: 0;
  padding: 1.75rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};

  blockquote {
    margin: 0 0 1.25rem;
    font-size: 1.0625rem;
    color: ${({ theme }) => theme.colors.ink};
  }
  blockquote p::before {
    content: "“";
  }
  blockquote p::after {
    content: "”";
  }
  figcaption {
    display: flex;
    align-items: center;
    gap: 0.75rem;
  }
  figcaption > span {
    display: flex;
    flex-direction: column;
    font-size: 0.95rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  cite {
    font-style: normal;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.ink};
  }
`

const Photo = styled.span`
  flex: none;
  width: 4rem;

  img {
    border-radius: 50%;
  }
`
