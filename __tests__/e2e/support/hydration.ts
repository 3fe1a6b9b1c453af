import { expect, type Page, type Route } from "@playwright/test"

/**
 * Opens a route with the page's JavaScript files held back, so a test can act
 * on it as a visitor on a slow phone does: painted, but not yet hydrated. It
 * resolves once the page has asked for its scripts, so the test really acts
 * before they run; `release` lets them load.
 */
export async function openWithScriptsHeld(page: Page, route: string) {
  let released = false
  const held: Route[] = []
  await page.route(/\.js(\?.*)?$/, (request) => {
    if (released) return request.continue()
    held.push(request)
  })
  await page.goto(route, { waitUntil: "domcontentloaded" })
  await expect.poll(() => held.length, { message: "the page asked for its scripts" }).toBeGreaterThan(0)
  return {
    release: async () => {
      released = true
      await Promise.all(held.splice(0).map((request) => request.continue()))
    },
  }
}

/**
 * Waits until React has hydrated everything in the page's content: each element
 * then carries React's fiber key (icons are left out: their SVG is set as HTML,
 * which React does not walk, and so are sections whose code loads only near the
 * viewport while it has not: data-code-waiting). React hydrates in slices, and each
 * HydrationBoundary on its own, so the first effect is not the last piece.
 */
export async function waitUntilHydrated(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          Array.from(document.querySelectorAll("#gatsby-focus-wrapper *:not(svg, svg *, [data-code-waiting] *)")).every((element) =>
            Object.keys(element).some((key) => key.startsWith("__reactFiber$")),
          ),
        ),
      { message: "every element of the page is hydrated" },
    )
    .toBe(true)
}
