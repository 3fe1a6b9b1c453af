import React, { Suspense } from "react"

/**
 * A part of the page that React 18 hydrates as its own piece of work.
 *
 * Nothing inside suspends; the boundary is there for hydration. React hydrates
 * the page's shell first and then each boundary separately, yielding to the
 * browser in between, so a long page becomes interactive in short tasks
 * instead of one long task that blocks a phone's main thread; and a tap inside
 * a boundary that is not yet hydrated hydrates that boundary first. Server
 * HTML stays on screen throughout: the empty fallback is never shown.
 */
export function HydrationBoundary({ children }: { children: React.ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}
