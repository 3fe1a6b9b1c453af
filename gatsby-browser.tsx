import type { GatsbyBrowser } from "gatsby"
import { hydrateInATransition } from "./src/browser/hydrate-in-a-transition"
import { revealBelowTheFold } from "./src/components/ui/reveal"

export { wrapRootElement, wrapPageElement } from "./src/components/layout/wrap-elements"

/** Every new page starts at the top (SPEC 2); a link to an anchor still lands on its anchor. */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps: { location } }) => {
  if (location.hash) return true
  window.scrollTo(0, 0)
  return false
}

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => revealBelowTheFold()

/** Gatsby's type for this hook is ReactDOM.render's from React 17; the hook itself takes React 18's roots. */
export const replaceHydrateFunction = () => hydrateInATransition
