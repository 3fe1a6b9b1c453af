import { expect, test } from "@playwright/test"

/**
 * The carousels' icons are picture files (gatsby/content/icon-svg.ts,
 * iconFile), lazy, so a first visit's HTML and first screen carry none of
 * them. (Whether Chrome fetches one ahead depends on the connection it sees:
 * 1,250 px ahead on 4G, 8,000 px with no network at all, as in these tests'
 * private network; Lighthouse's run of the home page asks for none, see
 * docs/performance.md.)
 */
test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("the home page's carousels draw their icons from lazy picture files once scrolled to", async ({ page }) => {
    await page.goto("/")
    for (const label of ["Industries We Serve", "Technology Stack"]) {
      const carousel = page.getByRole("group", { name: label })
      const icons = carousel.locator('img[src^="/icons/"]')
      expect(await icons.count()).toBeGreaterThan(5)
      expect(
        await icons.evaluateAll((images) =>
          images.every((image) => image.getAttribute("loading") === "lazy" && image.getAttribute("alt") === ""),
        ),
      ).toBe(true)

      await carousel.scrollIntoViewIfNeeded()
      const shown = carousel.locator('.slick-current img[src^="/icons/"], [aria-label="1 of 15"] img[src^="/icons/"]').first()
      await expect(shown).toBeVisible()
      await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0)
      const box = (await shown.boundingBox())!
      expect(box.width).toBeGreaterThan(20)
      expect(box.height).toBeCloseTo(box.width, 0)
    }
  })
})
