import type React from "react"
import type { SectionType } from "../../../content/schema/content-schema"
import { lazyNearViewport } from "../ui/lazy-near-viewport"
import { keptEnquiryWaits } from "../contact/kept-enquiry-expiry"
import { HeroSection } from "./HeroSection"
import type { SectionData } from "./section-fields"

/** The section types that close a page: what a page adds after its sections (its case studies) comes before one that is last. */
export const PAGE_ENDINGS: readonly string[] = ["cta", "contactForm"] satisfies SectionType[]

/** A component that draws one section of a page from its data. */
export type SectionComponent = (props: { section: SectionData }) => React.ReactElement | null

/**
 * Every section type a page's YAML can list, and the component that draws it: one line each.
 * Its fields, its label in the CMS and the kinds of page that offer it are its entry in
 * content/schema/sections.ts (SECTION_SCHEMAS), which the check, the GraphQL types and the
 * CMS read without React; the type check says if a section type has no line here.
 *
 * The hero is the first screen: it comes with the page's own code. Every other section's code is
 * fetched as the visitor nears it (lazyNearViewport), and only on pages that have one; its server
 * HTML shows it in full before that. The contact form's waits for the visitor's first scroll,
 * touch or key (at once if they start on the form), as its HTML is a working form. Their frame (SectionShell) comes with the page's own code
 * (./SectionList.tsx). Code that some sections share (the cards, which the reasons are drawn
 * with; the carousel) is in files of its own, each fetched with the first section that needs it
 * (gatsby/node/webpack-config.ts, which names such files after the sections sharing them: hence
 * each section's file is named here). The CMS's preview draws each
 * section with the same component (admin/src/preview.tsx).
 */
export const SECTION_COMPONENTS = {
  hero: HeroSection,
  text: lazyNearViewport(() => import(/* webpackChunkName: "section-text" */ "./TextSection").then((module) => module.TextSection)),
  cards: lazyNearViewport(() => import(/* webpackChunkName: "section-cards" */ "./CardsSection").then((module) => module.CardsSection)),
  cta: lazyNearViewport(() => import(/* webpackChunkName: "section-cta" */ "./CtaSection").then((module) => module.CtaSection)),
  faq: lazyNearViewport(() => import(/* webpackChunkName: "section-faq" */ "./FaqSection").then((module) => module.FaqSection)),
  reasons: lazyNearViewport(() =>
    import(/* webpackChunkName: "section-reasons" */ "./ReasonsSection").then((module) => module.ReasonsSection),
  ),
  workflow: lazyNearViewport(() =>
    import(/* webpackChunkName: "section-workflow" */ "./WorkflowSection").then((module) => module.WorkflowSection),
  ),
  // A real HTML form without its code (it posts to the form store): the code comes when the visitor
  // starts on it, or once idle after their first scroll, touch or key, so that a page drawn again
  // (Back) has it at once and is as tall as it was.
  contactForm: lazyNearViewport(
    () => import(/* webpackChunkName: "section-contactForm" */ "./ContactFormSection").then((module) => module.ContactFormSection),
    { onlyWhenUsed: { needsCodeNow: keptEnquiryWaits }, alsoOnFirstInteraction: true },
  ),
  industries: lazyNearViewport(() =>
    import(/* webpackChunkName: "section-industries" */ "./IndustriesSection").then((module) => module.IndustriesSection),
  ),
  technologies: lazyNearViewport(() =>
    import(/* webpackChunkName: "section-technologies" */ "./TechnologiesSection").then((module) => module.TechnologiesSection),
  ),
  results: lazyNearViewport(() =>
    import(/* webpackChunkName: "section-results" */ "./ResultsSection").then((module) => module.ResultsSection),
  ),
  pictures: lazyNearViewport(() =>
    import(/* webpackChunkName: "section-pictures" */ "./PicturesSection").then((module) => module.PicturesSection),
  ),
  testimonials: lazyNearViewport(() =>
    import(/* webpackChunkName: "section-testimonials" */ "./TestimonialsSection").then((module) => module.TestimonialsSection),
  ),
  logos: lazyNearViewport(() => import(/* webpackChunkName: "section-logos" */ "./LogosSection").then((module) => module.LogosSection)),
  caseStudies: lazyNearViewport(() =>
    import(/* webpackChunkName: "section-caseStudies" */ "./CaseStudiesSection").then((module) => module.CaseStudiesSection),
  ),
} satisfies Record<SectionType, SectionComponent> as Record<string, SectionComponent | undefined>
