/** How far from the viewport "near" reaches: a screen above and below it. */
const NEAR_VIEWPORT = "100% 0px"

/**
 * Calls `onNear` each time the element comes within a screen of the viewport (at once where
 * IntersectionObserver is missing); returns the function that stops watching.
 */
export function whenNearViewport(element: Element, onNear: () => void): () => void {
  if (typeof IntersectionObserver !== "function") {
    onNear()
    return () => undefined
  }
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && onNear(), {
    rootMargin: NEAR_VIEWPORT,
  })
  observer.observe(element)
  return () => observer.disconnect()
}
