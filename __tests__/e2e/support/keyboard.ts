import type { Page } from "@playwright/test"

export interface FocusStop {
  /** A readable name of the focused element: tag, role and text. */
  name: string
  /** Where it was, for a failing test's message. */
  where: string
  /** The focus indicator can be seen: an outline or a box-shadow. */
  indicatorVisible: boolean
  /** The element is below the fixed top bar (or part of it), not hidden under it. */
  clearOfTopBar: boolean
  /**
   * The element can be seen: inside the viewport and inside every box around it that clips what
   * overflows (a scrolling strip's window, a carousel's track), nearly whole (a tall text area: its
   * full width and a band of at least 24 px, its first line).
   */
  inViewport: boolean
}

/** Where focus is now, and whether a sighted keyboard user can see it. */
export function focusStop(page: Page): Promise<FocusStop | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    // Past the last stop, focus leaves the page for the browser: the page keeps an activeElement but not focus.
    if (!element || element === document.body || !document.hasFocus()) return null
    const style = getComputedStyle(element)
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0
    const shadow = style.boxShadow !== "none"
    const header = document.querySelector("header")
    const rect = element.getBoundingClientRect()
    const headerBottom = header ? header.getBoundingClientRect().bottom : 0
    const inHeader = Boolean(header?.contains(element))
    const fixedOwn = getComputedStyle(element.closest("div, a, button") ?? element).position === "fixed"
    // The words as rendered (innerText), not every text node: before the carousel's code has run, its
    // pause button holds both labels and CSS shows the one for the visitor's motion setting.
    const rendered = (element as HTMLElement).innerText?.replace(/\s+/g, " ")
    const text = (element.getAttribute("aria-label") || rendered || element.textContent || element.getAttribute("name") || "")
      .trim()
      .slice(0, 50)
    return {
      name: `${element.tagName.toLowerCase()}${element.getAttribute("role") ? `[role=${element.getAttribute("role")}]` : ""} "${text}"`,
      where: `top ${Math.round(rect.top)}, bottom ${Math.round(rect.bottom)}, top bar ends at ${Math.round(headerBottom)}, scrolled ${Math.round(window.scrollY)}`,
      indicatorVisible: outline || shadow,
      clearOfTopBar: inHeader || fixedOwn || rect.top >= headerBottom - 1,
      inViewport: (() => {
        // The element's box, cut by the viewport and by each ancestor that clips its overflow.
        let [left, top, right, bottom] = [
          Math.max(rect.left, 0),
          Math.max(rect.top, 0),
          Math.min(rect.right, innerWidth),
          Math.min(rect.bottom, innerHeight),
        ]
        for (let box = element.parentElement; box; box = box.parentElement) {
          const overflow = getComputedStyle(box)
          if (overflow.overflowX === "visible" && overflow.overflowY === "visible") continue
          const clip = box.getBoundingClientRect()
          if (overflow.overflowX !== "visible") [left, right] = [Math.max(left, clip.left), Math.min(right, clip.right)]
          if (overflow.overflowY !== "visible") [top, bottom] = [Math.max(top, clip.top), Math.min(bottom, clip.bottom)]
        }
        const [seenWidth, seenHeight] = [Math.max(0, right - left), Math.max(0, bottom - top)]
        // Nearly whole; or, for a box taller than the screen's rest (a text area, where the browser shows the line the
        // caret is on), its full width and a good band of it.
        const nearlyWhole = seenWidth * seenHeight >= 0.9 * rect.width * rect.height
        const wideBand = seenWidth >= 0.9 * rect.width && seenHeight >= 24
        return rect.width * rect.height > 0 && (nearlyWhole || wideBand)
      })(),
    }
  })
}

/** Presses Tab (or Shift+Tab) until focus has visited every stop once, and returns the stops in order. */
export async function walkFocus(page: Page, key: "Tab" | "Shift+Tab", limit = 400): Promise<FocusStop[]> {
  const stops: FocusStop[] = []
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press(key)
    // Let the browser apply :focus styles and scroll before measuring.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    const stop = await focusStop(page)
    if (!stop) break
    if (stops.length > 2 && stop.name === stops[0].name) break
    stops.push(stop)
  }
  return stops
}
