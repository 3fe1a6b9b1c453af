import { startTransition, type ReactElement } from "react"
import { createRoot, hydrateRoot, type Root } from "react-dom/client"

/**
 * Gatsby's replaceHydrateFunction: hydrates the server's HTML inside a
 * transition. React 18 then hydrates in short slices and lets the browser
 * paint and answer input between them; outside a transition it hydrates the
 * whole page in one blocking task (figures: docs/performance.md).
 *
 * Nothing is lost meanwhile: a click before the page is hydrated is held and
 * replayed (src/browser/clicks-before-hydration.ts), and what a visitor types is
 * taken over by the form when it hydrates.
 *
 * A page without server HTML (gatsby develop, Gatsby's loading indicator) is
 * rendered afresh, as Gatsby itself decides: by whether its focus wrapper has
 * children.
 */
export function hydrateInATransition(element: ReactElement, container: Element): () => void {
  const serverRendered = (container.querySelector("#gatsby-focus-wrapper")?.children.length ?? 0) > 0
  let root: Root | undefined
  if (serverRendered) {
    startTransition(() => {
      root = hydrateRoot(container, element)
    })
  } else {
    root = createRoot(container)
    root.render(element)
  }
  return () => root?.unmount()
}
