import type { GatsbyBrowser } from "gatsby"
import { onVisitStart } from "./src/components/contact/visit-start"
import { revealBelowTheFold } from "./src/components/ui/reveal"

export { wrapRootElement, wrapPageElement } from "./src/components/layout/wrap-elements"
export { replaceHydrateFunction } from "./src/browser/hydrate-root"

/**
 * Where a page opens is Gatsby's own scroll restoration (no shouldUpdateScroll here): a new page at
 * its top (requirements §2.2, §10.3), a link to an anchor at its anchor, Back and Forward where the visitor was. The
 * browser's restoration is turned off: on Back it scrolled while the old page was still shown, and
 * Gatsby saved that position as the old page's, so Forward then opened it at the wrong place.
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  window.history.scrollRestoration = "manual"
  onVisitStart()
}

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => revealBelowTheFold()
