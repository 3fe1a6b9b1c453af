import type { GatsbyBrowser } from "gatsby"
import type { ReactElement } from "react"
import { createRoot, hydrateRoot, type Root } from "react-dom/client"

/**
 * React's report that a Suspense boundary was updated before it had hydrated, and was drawn anew
 * in the browser instead (React 18's error #421; its full words in development builds).
 */
export const isUpdateBeforeHydration = (error: unknown): boolean =>
  error instanceof Error &&
  (/Minified React error #421[;.]/.test(error.message) || /received an update before it finished hydrating/.test(error.message))

/**
 * What React is told of an error it recovered from. A part whose code loads near the viewport
 * (src/components/ui/lazy-near-viewport.tsx: the footer) is still server HTML when a visitor
 * follows a link before that code has come; the page change updates the layout around it, and
 * React drops that HTML and draws the part again once its code is here. React reports that as
 * #421, as if it were a fault: it is the design, and the report is left out. Every other
 * recoverable error (a server page that does not match the browser's) is reported as React does
 * by default.
 */
export function onRecoverableError(error: unknown): void {
  if (isUpdateBeforeHydration(error)) return
  if (typeof reportError === "function") reportError(error)
  else console.error(error)
}

/** The root React runs in each container: Gatsby asks again for the same one (a develop build's loading indicator has its own). */
const roots = new WeakMap<Element, Root>()

/**
 * Gatsby's public hook for the function that starts React on the page. It does what Gatsby's own
 * does (react-dom-utils.js, which passes its error options to React 19 only), with our
 * onRecoverableError: the server's HTML is hydrated, an empty container (gatsby develop's)
 * rendered into. It returns the unmount Gatsby asks of a replaced renderer; Gatsby's type for the
 * hook still names React 17's render, which returned none.
 */
export const replaceHydrateFunction = (() => (element: ReactElement, container: Element) => {
  let root = roots.get(container)
  if (root) root.render(element)
  else if (container.hasChildNodes()) root = hydrateRoot(container, element, { onRecoverableError })
  else {
    root = createRoot(container, { onRecoverableError })
    root.render(element)
  }
  roots.set(container, root)
  return () => root.unmount()
}) as unknown as GatsbyBrowser["replaceHydrateFunction"]
