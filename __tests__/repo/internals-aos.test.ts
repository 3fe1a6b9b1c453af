/**
 * The fade-in on scroll hands blocks to AOS (src/components/ui/aos-handover.ts) but styles them with
 * its own CSS (REVEAL_STYLES in src/components/ui/reveal.ts), not AOS's stylesheet: so it relies on
 * the attribute AOS reads (`data-aos`) and the classes AOS sets (`aos-init` once it has taken a
 * block, `aos-animate` once the block has scrolled into view, kept with `once`). This runs the
 * installed AOS on a block handed over below the fold, with the site's styles on the page.
 */
import { REVEAL_STYLES } from "../../src/styles/reveal-styles"

/** A block as a section renders it (revealProps), placed at `top` px on a page the window shows from 0. */
function block(top: number): HTMLElement {
  const element = document.createElement("div")
  element.dataset.reveal = "fade-up"
  element.dataset.revealDuration = "600"
  // jsdom lays nothing out: the block's place as AOS (offsetTop) and the hand-over (getBoundingClientRect) measure it.
  Object.defineProperty(element, "offsetTop", { value: top })
  element.getBoundingClientRect = () => ({ top: top - window.scrollY }) as DOMRect
  document.body.appendChild(element)
  return element
}

const opacity = (element: HTMLElement) => getComputedStyle(element).opacity

it("marks a block it takes aos-init, hidden by the site's styles, then aos-animate once scrolled to, shown, and keeps it so", async () => {
  const style = document.createElement("style")
  style.textContent = REVEAL_STYLES
  document.head.appendChild(style)
  const inView = block(100)
  const below = block(3000)

  const { handOverToAos } = await import("../../src/components/ui/aos-handover")
  handOverToAos()

  expect(inView.hasAttribute("data-aos")).toBe(false)
  expect(below.dataset.aos).toBe("fade-up")
  expect(below.classList.contains("aos-init")).toBe(true)
  expect(below.classList.contains("aos-animate")).toBe(false)
  expect(opacity(below)).toBe("0")

  Object.defineProperty(window, "pageYOffset", { value: 3000, configurable: true })
  window.dispatchEvent(new Event("scroll"))
  await new Promise((resolve) => setTimeout(resolve, 200))
  expect(below.classList.contains("aos-animate")).toBe(true)
  expect(opacity(below)).toBe("1")

  // `once`: scrolled back up, the block stays shown.
  Object.defineProperty(window, "pageYOffset", { value: 0, configurable: true })
  window.dispatchEvent(new Event("scroll"))
  await new Promise((resolve) => setTimeout(resolve, 200))
  expect(below.classList.contains("aos-animate")).toBe(true)

  // Removed while the page is still here: AOS's observer of removed blocks runs now, not once jsdom has gone.
  for (const element of [inView, below, style]) element.remove()
  await new Promise((resolve) => setTimeout(resolve, 0))
})
