/**
 * The part of the fade-in on scroll (./reveal.ts) that runs only once AOS is here: it comes
 * in AOS's own chunk, so a page's first load carries neither.
 */
import AOS from "aos"

// AOS's own stylesheet is not imported: Gatsby would inline all of it into every page's
// head (its size: docs/performance.md). The one animation the site uses is in the page-wide styles (REVEAL_STYLES in ./reveal.ts).
AOS.init({ once: true, offset: 60, easing: "ease-out-cubic" })

/** Hands the page's blocks that are still below the fold to AOS; a block already in view stays as it is. */
export function handOverToAos(): void {
  const pending = Array.from(document.querySelectorAll<HTMLElement>("[data-reveal]:not([data-aos])")).filter(
    (element) => element.getBoundingClientRect().top > window.innerHeight,
  )
  if (pending.length === 0) return
  for (const element of pending) {
    element.dataset.aos = element.dataset.reveal
    element.style.transitionDuration = `${element.dataset.revealDuration}ms`
  }
  AOS.refreshHard()
}
