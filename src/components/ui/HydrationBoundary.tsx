import React, { Suspense } from "react"
import { usePartHydrated, usePartRendered } from "../../browser/hydration-mark"

/**
 * A part of the page that React 18 hydrates as its own piece of work.
 *
 * Nothing inside suspends; the boundary is there for hydration. React hydrates
 * the page's shell first and then each boundary separately, yielding to the
 * browser in between, so a long page becomes interactive in short tasks
 * instead of one long task that blocks a phone's main thread; and a tap inside
 * a boundary that is not yet hydrated hydrates that boundary first. Server
 * HTML stays on screen throughout: the empty fallback is never shown.
 *
 * Each boundary reports when it is on the page and when it has hydrated, so
 * the app can mark <html> once all of them have (src/browser/hydration-mark.ts).
 */
export function HydrationBoundary({ children }: { children: React.ReactNode }) {
  usePartRendered()
  return (
    <Suspense fallback={null}>
      <ReportHydrated>{children}</ReportHydrated>
    </Suspense>
  )
}

/** Its effect runs after its children's, once the boundary's contents have hydrated. */
function ReportHydrated({ children }: { children: React.ReactNode }) {
  usePartHydrated()
  return <>{children}</>
}
