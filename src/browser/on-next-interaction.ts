import { whenIdle } from "./when-idle"

const INTERACTIONS = ["scroll", "pointerdown", "keydown"] as const

/** Calls `callback` once, after the visitor's next scroll, touch or key, when the browser is next idle. */
export function onNextInteraction(callback: () => void): void {
  const once = () => {
    INTERACTIONS.forEach((type) => window.removeEventListener(type, once, true))
    whenIdle(callback)
  }
  INTERACTIONS.forEach((type) => window.addEventListener(type, once, { capture: true, passive: true }))
}
