/** Runs the callback once the browser is idle (within 2 s at the latest). */
export function whenIdle(callback: () => void): void {
  // Safari has no requestIdleCallback.
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(callback, { timeout: 2000 })
  else setTimeout(callback, 300)
}
