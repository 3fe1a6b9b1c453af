import React, { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react"
import { whenNearViewport } from "../ui/near-viewport"
import { whenIdle } from "../ui/reveal"
import type { SectionComponent, SectionComponents } from "./SectionList"
import { CODE_WAITING_ATTRIBUTE } from "../../browser/hydration-mark"

type SectionProps = Parameters<SectionComponent>[0]

/** Each section's load, for fetching them all ahead of a link (loadAllOnFirstInteraction). */
const everySectionsLoad: Array<() => Promise<SectionComponent>> = []
let waitingForInteraction = false

/**
 * After the visitor's first scroll, touch or key, once the browser is idle: the code of
 * every section, so that a page opened by a link draws its sections at once instead of
 * leaving their place empty until their code arrives. A visitor who only looks at the
 * first screen downloads none of it.
 */
function loadAllOnFirstInteraction() {
  if (waitingForInteraction) return
  waitingForInteraction = true
  const events = ["scroll", "pointerdown", "keydown"] as const
  const loadAll = () => {
    events.forEach((type) => window.removeEventListener(type, loadAll, true))
    whenIdle(() => everySectionsLoad.forEach((load) => load().catch(() => undefined)))
  }
  events.forEach((type) => window.addEventListener(type, loadAll, { capture: true, passive: true }))
}

/**
 * A section whose code is downloaded only when the visitor is about to see it.
 *
 * The server renders it in full, so the page's HTML has it and a visitor can read it,
 * and type into its form fields, before its code arrives. In the browser it sits in
 * its own Suspense boundary around a React.lazy component, and React leaves server HTML
 * whose code has not loaded as it is, typed words included, and hydrates it when the
 * code arrives (the form takes those words into its state then). The code is fetched
 * when the rendered part comes within a screen of the viewport or the visitor touches
 * or focuses it; at once when there is no server HTML to show (a page drawn in the
 * browser after a link). A download that fails leaves the server HTML in place and is
 * tried again on the next of those moments.
 *
 * CODE_WAITING_ATTRIBUTE marks it until its code has arrived: the click hold before
 * hydration (src/browser/clicks-before-hydration.ts) keeps a tap on its buttons until then.
 */
function loadNearViewport(load: () => Promise<SectionComponent>): SectionComponent {
  let loaded: SectionComponent | undefined
  let loading: Promise<SectionComponent> | undefined
  const loadOnce = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }
  everySectionsLoad.push(loadOnce)

  function NearViewport(props: SectionProps) {
    const holder = useRef<HTMLDivElement>(null)
    const [arrival] = useState(() => {
      let arrive!: (component: SectionComponent) => void
      const arrived = new Promise<{ default: SectionComponent }>((resolve) => {
        arrive = (component) => resolve({ default: component })
      })
      return { arrived, arrive }
    })
    const [{ Content }] = useState((): { Content: React.ComponentType<SectionProps> } => ({
      Content:
        loaded ??
        lazy(() => (typeof window === "undefined" ? loadOnce().then((component) => ({ default: component })) : arrival.arrived)),
    }))
    // On the server always, so that the hydrating page's first render agrees with its HTML.
    const [waiting, setWaiting] = useState(() => typeof window === "undefined" || Content !== loaded)

    useEffect(() => {
      loadAllOnFirstInteraction()
      if (!waiting) return undefined
      const element = holder.current
      const rendered = element?.firstElementChild
      let stopWatching: (() => void) | undefined
      const fetchCode = () => {
        loadOnce().then(
          (component) => {
            stopWatching?.()
            arrival.arrive(component)
            setWaiting(false)
          },
          (error: unknown) => console.error("A part of the page could not load its code; it stays as the server drew it.", error),
        )
      }
      if (!element || !rendered) {
        fetchCode()
        return undefined
      }
      const stopObserving = whenNearViewport(rendered, fetchCode)
      element.addEventListener("focusin", fetchCode)
      element.addEventListener("pointerdown", fetchCode)
      stopWatching = () => {
        stopObserving()
        element.removeEventListener("focusin", fetchCode)
        element.removeEventListener("pointerdown", fetchCode)
      }
      return stopWatching
    }, [arrival])

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
      // display: contents: the holder adds no box, so the section lays out as if it were not there.
      <div ref={holder} style={{ display: "contents" }} {...{ [CODE_WAITING_ATTRIBUTE]: waiting || undefined }}>
        {content}
      </div>
    )
  }
  return NearViewport
}

/**
 * Every section type but the hero (which is the first screen), each with its code fetched
 * only as the visitor nears it (loadNearViewport). The server HTML shows them in full
 * before that. A page's first load then carries the code of its hero alone; the contact
 * page's form, which starts on the first screen, loads at once. Sections built on the same
 * code share one file (the reasons are cards; the two carousels), which holds it once.
 */
export const SECTIONS_NEAR_VIEWPORT = {
  text: loadNearViewport(() => import("./TextSection").then((module) => module.TextSection)),
  cards: loadNearViewport(() =>
    import(/* webpackChunkName: "cards-sections" */ "./CardsSection").then((module) => module.CardsSection),
  ),
  cta: loadNearViewport(() => import("./CtaSection").then((module) => module.CtaSection)),
  faq: loadNearViewport(() => import("./FaqSection").then((module) => module.FaqSection)),
  reasons: loadNearViewport(() =>
    import(/* webpackChunkName: "cards-sections" */ "./ReasonsSection").then((module) => module.ReasonsSection),
  ),
  workflow: loadNearViewport(() => import("./WorkflowSection").then((module) => module.WorkflowSection)),
  contactForm: loadNearViewport(() => import("./ContactFormSection").then((module) => module.ContactFormSection)),
  industries: loadNearViewport(() =>
    import(/* webpackChunkName: "carousel-sections" */ "./IndustriesSection").then((module) => module.IndustriesSection),
  ),
  technologies: loadNearViewport(() =>
    import(/* webpackChunkName: "carousel-sections" */ "./TechnologiesSection").then((module) => module.TechnologiesSection),
  ),
} satisfies Omit<SectionComponents<"pages">, "hero">
