import type React from "react"
import { useCallback, useEffect, useState, useSyncExternalStore } from "react"
import { loadOnce } from "../../browser/load-once"
import { whenNearViewport } from "../../browser/when-near-viewport"

/**
 * Media-query state for the carousels, read with useSyncExternalStore so the
 * server and the hydrating client agree (server snapshot) and React re-renders
 * with the browser's answer straight after hydration.
 */

/**
 * The window whose media an element is shown in: the page's, or the CMS preview's frame, whose width is
 * the pane's (the preview's code runs in the CMS's window). None on the server.
 */
function mediaWindow(element?: Element | null): Window | undefined {
  const shownIn = element?.ownerDocument.defaultView ?? (typeof window === "undefined" ? undefined : window)
  return typeof shownIn?.matchMedia === "function" ? shownIn : undefined
}

function subscribeToQueries(queries: readonly string[], onChange: () => void, element?: Element | null): () => void {
  const shownIn = mediaWindow(element)
  if (!shownIn) return () => undefined
  const lists = queries.map((query) => shownIn.matchMedia(query))
  lists.forEach((list) => list.addEventListener("change", onChange))
  return () => lists.forEach((list) => list.removeEventListener("change", onChange))
}

const matches = (query: string, element?: Element | null) => mediaWindow(element)?.matchMedia(query).matches ?? false

export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)"

const subscribeToReducedMotion = (onChange: () => void) => subscribeToQueries([REDUCED_MOTION_QUERY], onChange)

/** Whether the visitor asked for less motion; undefined on the server and while hydrating, where only CSS can tell. */
export function usePrefersReducedMotion(): boolean | undefined {
  return useSyncExternalStore<boolean | undefined>(
    subscribeToReducedMotion,
    () => matches(REDUCED_MOTION_QUERY),
    () => undefined,
  )
}

export const maxWidthQuery = (breakpoint: number) => `(max-width: ${breakpoint}px)`

/**
 * The narrowest of `breakpoints` (ascending) whose max-width matches the
 * viewport `within` is shown in, null when the viewport is wider than all of them, undefined on the
 * server and while hydrating. react-slick 0.31 only listens for changes and so
 * misses the breakpoint a page loads at (akiran/react-slick#2446); this does not.
 */
export function useBreakpoint(breakpoints: readonly number[], within?: React.RefObject<Element>): number | null | undefined {
  const key = breakpoints.join(",")
  const subscribe = useCallback(
    (onChange: () => void) => subscribeToQueries(breakpoints.map(maxWidthQuery), onChange, within?.current),
    // The key stands for the array, which callers may rebuild on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  )
  const getSnapshot = useCallback(
    () => breakpoints.find((breakpoint) => matches(maxWidthQuery(breakpoint), within?.current)) ?? null,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  )
  return useSyncExternalStore<number | null | undefined>(subscribe, getSnapshot, () => undefined)
}

type SliderModule = typeof import("react-slick")

/** react-slick and its CSS, fetched once for every carousel of the site, and only when one is about to be seen. */
const loadSlider = loadOnce((): Promise<SliderModule> =>
  // slick.css only: slick-theme.css would load a web font and a GIF for arrows and dots we do not show.
  Promise.all([import("react-slick"), import("slick-carousel/slick/slick.css")]).then(([module]) => module),
)

/**
 * The slider component once the element is within a screen of the viewport
 * (at once where IntersectionObserver is missing). Until then the carousel shows
 * its server layout, so a visitor who never scrolls that far never downloads it.
 */
export function useSliderNearViewport(element: React.RefObject<Element>): SliderModule["default"] | null {
  const [slider, setSlider] = useState<SliderModule["default"] | null>(null)
  useEffect(() => {
    const target = element.current
    if (!target || slider) return undefined
    let cancelled = false
    const load = () =>
      loadSlider().then(
        (module) => !cancelled && setSlider(() => module.default),
        // Without the slider the carousel keeps its static layout: every slide stays readable.
        (error: unknown) => console.error("The carousel could not load", error),
      )
    // Once the slider is set, this effect is cleaned up and stops watching.
    const stopWatching = whenNearViewport(target, load)
    return () => {
      cancelled = true
      stopWatching()
    }
  }, [element, slider])
  return slider
}
