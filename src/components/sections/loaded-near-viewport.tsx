import { loadNearViewport } from "../ui/load-near-viewport"
import type { SectionComponents } from "./SectionList"

/**
 * Every section type but the hero (which is the first screen), each with its code fetched
 * only as the visitor nears it (loadNearViewport). The server HTML shows them in full
 * before that. A page's first load then carries the code of its hero alone; the contact
 * page's form, which starts on the first screen, loads at once. Sections built on the same
 * code share one file (the reasons are cards; the two carousels), which holds it once.
 */
export const SECTIONS_NEAR_VIEWPORT = {
  text: loadNearViewport(() => import("./TextSection").then((module) => module.TextSection)),
  cards: loadNearViewport(() => import(/* webpackChunkName: "cards-sections" */ "./CardsSection").then((module) => module.CardsSection)),
  cta: loadNearViewport(() => import("./CtaSection").then((module) => module.CtaSection)),
  faq: loadNearViewport(() => import("./FaqSection").then((module) => module.FaqSection)),
  reasons: loadNearViewport(() =>
    import(/* webpackChunkName: "cards-sections" */ "./ReasonsSection").then((module) => module.ReasonsSection),
  ),
  workflow: loadNearViewport(() => import("./WorkflowSection").then((module) => module.WorkflowSection)),
  contactForm: loadNearViewport(() => import("./ContactFormSection").then((module) => module.ContactFormSection)),
  industries: loadNearViewport(() =>
    import(/* webpackChunkName: "carousel-sections" */ "./IndustriesSection").then((module) => module.IndustriesSection),
  ),
  technologies: loadNearViewport(() =>
    import(/* webpackChunkName: "carousel-sections" */ "./TechnologiesSection").then((module) => module.TechnologiesSection),
  ),
} satisfies Omit<SectionComponents<"pages">, "hero">
