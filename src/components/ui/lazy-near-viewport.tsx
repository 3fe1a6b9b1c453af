import React, { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react"
import { loadOnce } from "../../browser/load-once"
import { onNextInteraction } from "../../browser/on-next-interaction"
import { whenNearViewport } from "../../browser/when-near-viewport"
import { startedUsing } from "../../browser/started-using"
import { CODE_WAITING_ATTRIBUTE } from "../../browser/hydration-mark"

/** A part of the page drawn by a function component. */
type Part<Props> = (props: Props) => React.ReactElement | null

/** What counts as the visitor touching or focusing a part. */
const USE_EVENTS = ["focusin", "pointerdown"] as const

interface FetchOptions {
  /** Also fetch the code after the visitor's first scroll, touch or key, wherever they are on the page. */
  alsoOnFirstInteraction?: boolean
  /**
   * Fetch the code only once the visitor touches or focuses the part, not as it nears: for a part
   * that works as the server drew it. It is fetched at once when they have already used it
   * before the page's code ran (src/browser/started-using.ts), or when `needsCodeNow()` says
   * that something waits to be shown in it (the form's kept enquiry).
   */
  onlyWhenUsed?: { needsCodeNow: () => boolean }
}

/**
 * A part of the page (a section, the footer) whose code is downloaded only when the visitor
 * is about to see it.
 *
 * The server renders it in full, so the page's HTML has it and a visitor can read it,
 * and type into its form fields, before its code arrives. In the browser it sits in
 * its own Suspense boundary around a React.lazy component, and React leaves server HTML
 * whose code has not loaded as it is, typed words included, and hydrates it when the
 * code arrives (the form takes those words into its state then). The code is fetched
 * when the rendered part comes within a screen of the viewport or the visitor touches
 * or focuses it, and at once when there is no server HTML to show (a page drawn in the
 * browser after a link). A page never fetches the code of parts it does not have.
 * Whoever fetched it, the part is drawn with it as soon as it is here: a part that
 * outlives a page change (the footer) may have had its server HTML dropped by React
 * meanwhile, and must not stay empty. A download that fails leaves the server HTML in
 * place and is tried again on the next of those moments, or the next scroll, touch or key.
 * A part every page has (the footer) can also be fetched after the visitor's first scroll, touch or
 * key (`alsoOnFirstInteraction`), so that a page opened by a link has it at once. A part whose
 * server HTML works without it (the contact form, a real HTML form) can wait to be used
 * (`onlyWhenUsed`).
 *
 * CODE_WAITING_ATTRIBUTE marks it until its code has arrived: the click hold before
 * hydration (src/browser/clicks-before-hydration.ts) keeps a tap on its buttons until then.
 */
export function lazyNearViewport<Props extends object>(
  load: () => Promise<Part<Props>>,
  { alsoOnFirstInteraction = false, onlyWhenUsed }: FetchOptions = {},
): Part<Props> {
  let loaded: Part<Props> | undefined
  let firstInteractionWatched = false
  /** Settles once the code is here, whoever fetched it: every instance still waiting is drawn with it then. */
  let arrive!: (component: Part<Props>) => void
  const arrived = new Promise<Part<Props>>((resolve) => (arrive = resolve))
  const loadCode = loadOnce(() =>
    load().then((component) => {
      loaded = component
      arrive(component)
      return component
    }),
  )
  // On the server it fetches the code; in the browser it only waits for it, and the instances decide
  // when to fetch. Typed as the part itself: lazy's type adds ref props, which no part takes.
  const LazyPart = lazy(() =>
    (typeof window === "undefined" ? loadCode() : arrived).then((component) => ({ default: component })),
  ) as unknown as Part<Props>

  function NearViewport(props: Props) {
    const holder = useRef<HTMLDivElement>(null)
    // Fixed for the instance's life: a change of component type would remount it and lose its state.
    const [{ Content }] = useState(() => ({ Content: loaded ?? LazyPart }))
    // On the server always, so that the hydrating page's first render agrees with its HTML.
    const [waiting, setWaiting] = useState(() => typeof window === "undefined" || Content !== loaded)

    useEffect(() => {
      if (!waiting) return undefined
      if (alsoOnFirstInteraction && !firstInteractionWatched) {
        firstInteractionWatched = true
        onNextInteraction(() => void loadCode().catch(() => undefined))
      }
      const element = holder.current
      const rendered = element?.firstElementChild
      let mounted = true
      let stopWatching = () => {}
      void arrived.then(() => {
        if (!mounted) return
        stopWatching()
        setWaiting(false)
      })
      const fetchCode = () => {
        loadCode().catch((error: unknown) => {
          console.error("A part of the page could not load its code; it stays as the server drew it.", error)
          if (mounted) onNextInteraction(fetchCode)
        })
      }
      if (!element || !rendered || (onlyWhenUsed && (onlyWhenUsed.needsCodeNow() || startedUsing(element)))) {
        fetchCode()
      } else {
        const stopObserving = onlyWhenUsed ? () => undefined : whenNearViewport(rendered, fetchCode)
        // Heard on the document as it captures: React stops a touch or focus inside a part it cannot
        // hydrate yet at the page's root, before it would reach the part.
        const fetchIfInside = (event: Event) => event.target instanceof Node && element.contains(event.target) && fetchCode()
        USE_EVENTS.forEach((type) => document.addEventListener(type, fetchIfInside, true))
        // React drops server HTML it has not hydrated when an update reaches it (a page change reaches
        // the footer): then nothing is left to be neared or touched, and the code is fetched at once.
        const dropped = new MutationObserver(() => element.firstElementChild || fetchCode())
        dropped.observe(element, { childList: true })
        stopWatching = () => {
          stopObserving()
          dropped.disconnect()
          USE_EVENTS.forEach((type) => document.removeEventListener(type, fetchIfInside, true))
        }
      }
      return () => {
        mounted = false
        stopWatching()
      }
      // Once per instance: `waiting` only ever turns false, through this effect.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [])

    // The same element while only `waiting` changes, so that React does not count it as an
    // update to server HTML it has not hydrated yet (which would make it drop that HTML).
    const content = useMemo(
      () => (
        <Suspense fallback={null}>
          <Content {...props} />
        </Suspense>
      ),
      [Content, props],
    )
    return (
      // display: contents: the holder adds no box, so the part lays out as if it were not there.
      <div ref={holder} style={{ display: "contents" }} {...{ [CODE_WAITING_ATTRIBUTE]: waiting || undefined }}>
        {content}
      </div>
    )
  }
  return NearViewport
}
