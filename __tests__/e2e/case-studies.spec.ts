import { expect, test } from "@playwright/test"
import { E2E_EXAMPLES_ORIGIN } from "./support/origins"
import { proofOfWorkRoutes } from "./support/routes"

/*
 * The pages of proof of work, on npm test's site with the example studies published (the ordinary
 * build has none). The list's filter by service: case-study-filter.spec.ts.
 */

test.describe("on a 320 px phone", () => {
  test.use({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true })

  test("nothing on the list, a study or a proven page is wider than the screen", async ({ page }) => {
    for (const route of proofOfWorkRoutes()) {
      await page.goto(E2E_EXAMPLES_ORIGIN + route)
      // A phone widens its layout to fit what overflows (innerWidth grows with it): compare with the layout viewport the page was given (clientWidth).
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow, route).toBeLessThanOrEqual(0)
    }
  })
})
