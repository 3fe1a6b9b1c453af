import type { GatsbyBrowser } from "gatsby"
import { revealBelowTheFold } from "./src/components/ui/reveal"

export { wrapRootElement, wrapPageElement } from "./src/components/layout/wrap-elements"

/** Every new page starts at the top (SPEC 2); a link to an anchor still lands on its anchor. */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps: { location } }) => {
  if (location.hash) return true
  window.scrollTo(0, 0)
  return false
}

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => revealBelowTheFold()
