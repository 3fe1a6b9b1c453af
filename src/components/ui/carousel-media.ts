import { useCallback, useSyncExternalStore } from "react"

/**
 * Media-query state for the carousels, read with useSyncExternalStore so the
 * server and the hydrating client agree (server snapshot) and React re-renders
 * with the browser's answer straight after hydration.
 */

const canMatchMedia = () => typeof window !== "undefined" && typeof window.matchMedia === "function"

function subscribeToQueries(queries: readonly string[], onChange: () => void): () => void {
  if (!canMatchMedia()) return () => undefined
  const lists = queries.map((query) => window.matchMedia(query))
  // Safari before 14 only has the deprecated addListener.
  lists.forEach((list) => (list.addEventListener ? list.addEventListener("change", onChange) : list.addListener(onChange)))
  return () =>
    lists.forEach((list) =>
      list.removeEventListener ? list.removeEventListener("change", onChange) : list.removeListener(onChange),
    )
}

const matches = (query: string) => canMatchMedia() && window.matchMedia(query).matches

export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)"

const subscribeToReducedMotion = (onChange: () => void) => subscribeToQueries([REDUCED_MOTION_QUERY], onChange)

/** Whether the visitor asked for less motion. False on the server, where nothing moves yet. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => matches(REDUCED_MOTION_QUERY),
    () => false,
  )
}

export const maxWidthQuery = (breakpoint: number) => `(max-width: ${breakpoint}px)`

/**
 * The narrowest of `breakpoints` (ascending) whose max-width matches the
 * viewport, null when the viewport is wider than all of them, undefined on the
 * server and while hydrating. react-slick 0.31 only listens for changes and so
 * misses the breakpoint a page loads at (akiran/react-slick#2446); this does not.
 */
export function useBreakpoint(breakpoints: readonly number[]): number | null | undefined {
  const key = breakpoints.join(",")
  const subscribe = useCallback(
    (onChange: () => void) => subscribeToQueries(breakpoints.map(maxWidthQuery), onChange),
    // The key stands for the array, which callers may rebuild on every render.
    [key],
  )
  const getSnapshot = useCallback(
    () => breakpoints.find((breakpoint) => matches(maxWidthQuery(breakpoint))) ?? null,
    [key],
  )
  return useSyncExternalStore<number | null | undefined>(subscribe, getSnapshot, () => undefined)
}

const subscribeToNothing = () => () => undefined

/** False while rendering on the server and hydrating its HTML, true from then on and on client-side navigations. */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
}
