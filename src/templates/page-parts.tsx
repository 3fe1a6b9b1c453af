import React from "react"
import type { PagePart } from "../../content/schema/page-kinds"
import { lazyNearViewport } from "../components/ui/lazy-near-viewport"

/*
 * What a page draws besides its sections, as its kind declares (content/schema's PAGE_KINDS
 * `pageParts`). Each part's code is in a file of its own, fetched near the viewport, so it comes
 * only with the pages that draw it: no page pays for another kind's parts.
 */

/** The trail from the home page through the page's list page (the `trail` part). */
export const TrailPart = lazyNearViewport(() =>
  import(/* webpackChunkName: "case-study-intro" */ "../components/sections/CaseStudyIntro").then((module) => module.Breadcrumbs),
)

/** Who the page's work was for, with their logo where they allow naming (the `clientLine` part). */
export const ClientPart = lazyNearViewport(() =>
  import(/* webpackChunkName: "case-study-intro" */ "../components/sections/CaseStudyIntro").then((module) => module.ClientBar),
)

/** The pages that prove this one, as cards, with the list section's code (the `relatedWork` part). */
export const RelatedWorkPart = lazyNearViewport(() =>
  import(/* webpackChunkName: "section-caseStudies" */ "../components/sections/CaseStudiesSection").then((module) => module.WorkInThisArea),
)

/** How each part is marked in the page (data-page-part), which the built-site and browser tests look for. */
const MARKS: Record<PagePart, string> = { trail: "trail", clientLine: "client", relatedWork: "work-in-this-area" }

/** What the page itself adds between its sections, marked so: not one of its YAML's sections. */
export function PagePartMark({ part, children }: { part: PagePart; children: React.ReactNode }) {
  return (
    <div data-page-part={MARKS[part]} style={{ display: "contents" }}>
      {children}
    </div>
  )
}
