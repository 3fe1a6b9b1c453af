import { expect, type Page, type Route } from "@playwright/test"
import { HYDRATED_ATTRIBUTE } from "../../../src/browser/hydration-mark"

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
 * Waits until React has hydrated everything in the page's content: the app
 * marks <html> once every part has hydrated (src/browser/hydration-mark.ts).
 * React hydrates each HydrationBoundary on its own, after the page's shell, so
 * the first effect is not the last piece.
 */
export async function waitUntilHydrated(page: Page, { timeout }: { timeout?: number } = {}) {
  await expect(page.locator("html"), "every part of the page is hydrated").toHaveAttribute(HYDRATED_ATTRIBUTE, "", { timeout })
}
