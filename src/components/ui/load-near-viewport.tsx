import React, { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react"
import { loadOnce } from "../../browser/load-once"
import { whenIdle } from "../../browser/when-idle"
import { whenNearViewport } from "./near-viewport"
import { CODE_FAILED_ATTRIBUTE, CODE_WAITING_ATTRIBUTE } from "../../browser/hydration-mark"

/** A part of the page drawn by a function component. */
type Part<Props> = (props: Props) => React.ReactElement | null

/** Each part's load, for fetching them all ahead of a link (loadAllOnFirstInteraction). */
const everyPartsLoad: Array<() => Promise<unknown>> = []
let waitingForInteraction = false

/**
 * After the visitor's first scroll, touch or key, once the browser is idle: the code of
 * every part, so that a page opened by a link draws its sections and footer at once instead
 * of leaving their place empty until their code arrives. A visitor who only looks at the
 * first screen downloads none of it. If a download fails, all are tried again on the next
 * scroll, touch or key: a part whose server HTML React dropped on a page change (the footer)
 * has nothing left on screen to be neared or touched, and waits for this.
 */
function loadAllOnFirstInteraction() {
  if (waitingForInteraction) return
  waitingForInteraction = true
  const events = ["scroll", "pointerdown", "keydown"] as const
  const loadAll = () => {
    events.forEach((type) => window.removeEventListener(type, loadAll, true))
    whenIdle(() => {
      void Promise.allSettled(everyPartsLoad.map((load) => load())).then((results) => {
        if (!results.some((result) => result.status === "rejected")) return
        waitingForInteraction = false
        loadAllOnFirstInteraction()
      })
    })
  }
  events.forEach((type) => window.addEventListener(type, loadAll, { capture: true, passive: true }))
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
 * or focuses it; at once when there is no server HTML to show (a page drawn in the
 * browser after a link); and with every part's after the first interaction
 * (loadAllOnFirstInteraction). Whoever fetched it, the part is drawn with it as soon as it is
 * here: a part that outlives a page change (the footer) may have had its server HTML
 * dropped by React meanwhile, and must not stay empty. A download that fails leaves the
 * server HTML in place and is tried again on the next of those moments.
 *
 * CODE_WAITING_ATTRIBUTE marks it until its code has arrived: the click hold before
 * hydration (src/browser/clicks-before-hydration.ts) keeps a tap on its buttons until then.
 * CODE_FAILED_ATTRIBUTE marks it while its last download has failed, for CSS to say so.
 */
export function loadNearViewport<Props extends object>(load: () => Promise<Part<Props>>): Part<Props> {
  let loaded: Part<Props> | undefined
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
  everyPartsLoad.push(loadCode)
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
      loadAllOnFirstInteraction()
      if (!waiting) return undefined
      const element = holder.current
      const rendered = element?.firstElementChild
      let mounted = true
      let stopWatching = () => {}
      void arrived.then(() => {
        element?.removeAttribute(CODE_FAILED_ATTRIBUTE)
        if (!mounted) return
        stopWatching()
        setWaiting(false)
      })
      const fetchCode = () => {
        loadCode().catch((error: unknown) => {
          element?.setAttribute(CODE_FAILED_ATTRIBUTE, "")
          console.error("A part of the page could not load its code; it stays as the server drew it.", error)
        })
      }
      if (!element || !rendered) {
        fetchCode()
      } else {
        const stopObserving = whenNearViewport(rendered, fetchCode)
        element.addEventListener("focusin", fetchCode)
        element.addEventListener("pointerdown", fetchCode)
        stopWatching = () => {
          stopObserving()
          element.removeEventListener("focusin", fetchCode)
          element.removeEventListener("pointerdown", fetchCode)
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
