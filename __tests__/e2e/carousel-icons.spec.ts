import { expect, test } from "@playwright/test"

/**
 * The carousels' icons are picture files (content-model/icon-svg.ts,
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
      // The carousel moves on its own: the slide in front is found and measured in one step,
      // or it may have moved between finding and measuring.
      await expect
        .poll(() =>
          carousel.evaluate((element) => {
            const image = element.querySelector<HTMLImageElement>(
              '.slick-current img[src^="/icons/"], [aria-label="1 of 15"] img[src^="/icons/"]',
            )
            if (!image?.complete || !image.naturalWidth) return "not drawn yet"
            const { width, height } = image.getBoundingClientRect()
            return width > 20 && Math.abs(height - width) < 1 ? "drawn, square" : `drawn at ${width} x ${height}`
          }),
        )
        .toBe("drawn, square")
    }
  })
})
