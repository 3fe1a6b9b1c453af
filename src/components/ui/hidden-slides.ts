/**
 * react-slick marks every slide out of view (clones included) aria-hidden but
 * leaves its links and buttons in the tab order, so a keyboard user would land
 * on content nobody can see. This takes such slides out of interaction and
 * gives a slide its own tab stops back once it is shown again.
 */

const FOCUSABLE = [
  "a[href]",
  "area[href]",
  "button",
  "input",
  "select",
  "textarea",
  "iframe",
  "summary",
  "audio[controls]",
  "video[controls]",
  '[contenteditable]:not([contenteditable="false"])',
  "[tabindex]",
].join(",")

/** Where an element's own tabindex is kept while its slide is hidden ("" when it had none). */
const SAVED_TABINDEX = "data-carousel-tabindex"

export function syncHiddenSlides(root: ParentNode): void {
  root.querySelectorAll<HTMLElement>(".slick-slide").forEach((slide) => {
    const hidden = slide.getAttribute("aria-hidden") === "true"
    // inert where supported; the tabindex below for browsers without it.
    slide.toggleAttribute("inert", hidden)
    if (hidden) {
      slide.querySelectorAll<HTMLElement>(FOCUSABLE).forEach((element) => {
        if (element.hasAttribute(SAVED_TABINDEX)) return
        element.setAttribute(SAVED_TABINDEX, element.getAttribute("tabindex") ?? "")
        element.setAttribute("tabindex", "-1")
      })
    } else {
      slide.querySelectorAll<HTMLElement>(`[${SAVED_TABINDEX}]`).forEach((element) => {
        const saved = element.getAttribute(SAVED_TABINDEX)
        if (saved) element.setAttribute("tabindex", saved)
        else element.removeAttribute("tabindex")
        element.removeAttribute(SAVED_TABINDEX)
      })
    }
  })
}

/** Keeps `root`'s slides in step with slick: on every slide change, re-render and remount. Returns the disconnect. */
export function watchHiddenSlides(root: HTMLElement): () => void {
  syncHiddenSlides(root)
  const observer = new MutationObserver(() => syncHiddenSlides(root))
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ["aria-hidden"] })
  return () => observer.disconnect()
}
