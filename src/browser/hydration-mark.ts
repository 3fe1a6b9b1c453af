import { useEffect } from "react"

/**
 * The attribute the app sets on <html> once React has hydrated every part of
 * the server's page. The click hold before hydration (clicks-before-hydration.ts)
 * and the browser tests read it, so nothing needs React's private fields.
 */
export const HYDRATED_ATTRIBUTE = "data-hydrated"

/**
 * The attribute a section whose code loads near the viewport carries until that
 * code has arrived (src/components/ui/lazy-near-viewport.tsx): the page
 * is marked hydrated without it, but its buttons do nothing yet.
 */
export const CODE_WAITING_ATTRIBUTE = "data-code-waiting"

/**
 * Parts (HydrationBoundary) rendered but not yet hydrated. React hydrates the
 * page's shell first, then each part in a later commit of its own; a part's
 * outer effect runs with the shell, its inner one when the part has hydrated.
 */
let partsWaiting = 0
let anyPartSeen = false

/**
 * Checked after the whole batch of effects a commit runs, not between two of
 * them: within one batch an inner effect can run before a later part's outer one.
 */
function markWhenEveryPartHydrated() {
  queueMicrotask(() => {
    if (anyPartSeen && partsWaiting === 0) document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "")
  })
}

/** In a part's shell (outside its Suspense boundary): the part is on the page. */
export function usePartRendered() {
  useEffect(() => {
    anyPartSeen = true
    partsWaiting += 1
    markWhenEveryPartHydrated()
  }, [])
}

/** Inside a part's Suspense boundary: runs once React has hydrated (or rendered) what the part holds. */
export function usePartHydrated() {
  useEffect(() => {
    partsWaiting -= 1
    markWhenEveryPartHydrated()
  }, [])
}
