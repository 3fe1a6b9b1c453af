/**
 * Fade-in on scroll (requirements §2.9), with AOS. The server HTML carries only
 * data-reveal markers, so every block is visible without JavaScript; AOS loads
 * once the browser is idle and the visitor scrolls, and only takes over blocks
 * that are still below the fold, so nothing on screen blinks out. Under
 * prefers-reduced-motion nothing is animated.
 */

import { loadOnce } from "../../browser/load-once"
import { whenIdle } from "../../browser/when-idle"

/** Requirements §9.6: animation durations run from 0.1 s to 0.8 s. */
export const REVEAL_DURATION_MS = { min: 100, max: 800, block: 600 } as const

/** Props that mark an element to fade in; `order` staggers items of a list within the allowed durations. */
export function revealProps(order = 0): { "data-reveal": string; "data-reveal-duration": number } {
  const duration = Math.min(REVEAL_DURATION_MS.max, REVEAL_DURATION_MS.min + 100 * (order + 1))
  return { "data-reveal": "fade-up", "data-reveal-duration": order === 0 ? REVEAL_DURATION_MS.block : duration }
}

let waitingForScroll: (() => void) | null = null

/** Runs the callback on the visitor's first scroll, or now if the page is already scrolled. */
const whenScrolled = (callback: () => void): void => {
  if (waitingForScroll) window.removeEventListener("scroll", waitingForScroll)
  if (window.scrollY > 0) {
    waitingForScroll = null
    callback()
    return
  }
  waitingForScroll = () => {
    waitingForScroll = null
    callback()
  }
  window.addEventListener("scroll", waitingForScroll, { once: true, passive: true })
}

/** AOS and the hand-over (./aos-handover.ts). */
const loadAos = loadOnce(() => import(/* webpackChunkName: "aos" */ "./aos-handover"))

/** The hand-over once AOS is here. */
let handOver: (() => void) | null = null

/**
 * Loads AOS, then hands the blocks over. A download that fails (a flaky connection, or a
 * deploy that removed the old chunk) leaves the blocks as they are and is tried again on the
 * next page: the fade-in is an extra. Left unhandled, the failure would reach Gatsby, which
 * answers a chunk that failed to load by reloading the page.
 */
async function handOverToAos(): Promise<void> {
  try {
    handOver = (await loadAos()).handOverToAos
  } catch (error) {
    console.warn("The fade-in on scroll could not load; the page shows without it.", error)
    return
  }
  // Measured after the import: a block that came into view meanwhile stays as it is.
  handOver()
}

/**
 * Hands the page's not-yet-seen blocks to AOS; call after every route change.
 * AOS loads once the page is idle and the visitor starts scrolling (a visitor
 * who reads only the first screen never downloads it); after that, each new
 * page's blocks are handed over as soon as the page is idle.
 */
export function revealBelowTheFold(): void {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return
  whenIdle(() => {
    if (handOver) handOver()
    else whenScrolled(() => void handOverToAos())
  })
}

let handOverPending = false

/**
 * A block drawn after its page's route update (its code came as the visitor neared it, or after
 * a link) asks to be handed over too, with the others drawn in the same frame, once AOS is here.
 * Before AOS comes (the visitor has not scrolled yet) there is nothing to do: it hands every
 * block over when it arrives.
 */
export function revealLateBlock(): void {
  if (!handOver || handOverPending) return
  handOverPending = true
  requestAnimationFrame(() => {
    handOverPending = false
    handOver?.()
  })
}
