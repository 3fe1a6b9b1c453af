import { expect, type Page, type Route } from "@playwright/test"

/**
 * Holds back the page's JavaScript files, so a test can act on the page as a
 * visitor on a slow phone does: painted, but not yet hydrated. Call before
 * `goto`; the returned function lets them load. It waits until the page has
 * asked for its scripts, so the test really acts before they run.
 */
export async function holdScripts(page: Page) {
  let released = false
  const held: Route[] = []
  await page.route(/\.js(\?.*)?$/, (route) => {
    if (released) return route.continue()
    held.push(route)
  })
  return {
    /** Resolves once the page's loader has asked for its scripts (they are held). */
    requested: () => expect.poll(() => held.length, { message: "the page asked for its scripts" }).toBeGreaterThan(0),
    release: async () => {
      released = true
      await Promise.all(held.splice(0).map((route) => route.continue()))
    },
  }
}
