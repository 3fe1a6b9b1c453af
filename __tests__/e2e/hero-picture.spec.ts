import { expect, test, type Page } from "@playwright/test"
import { examplePage } from "../support/content"

/** A product's and a service's page with a picture in its hero, whichever the content has. */
const withHeroPicture = (data: { sections: Array<{ type: string; image?: string }> }) => Boolean(data.sections[0]?.image)
const PRODUCT = examplePage("products", withHeroPicture).route
const SERVICE = examplePage("services", withHeroPicture).route

const hero = (page: Page) => page.locator("section").filter({ has: page.locator("h1") })
const box = async (page: Page, selector: string) => (await hero(page).locator(selector).first().boundingBox())!

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  for (const route of [PRODUCT, SERVICE]) {
    test(`${route}: the heading, text and button come first, the picture small beneath them`, async ({ page }) => {
      await page.goto(route)
      const button = await box(page, "a")
      const picture = await box(page, "img")
      expect(picture.y).toBeGreaterThanOrEqual(button.y + button.height)
      const rem = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize))
      expect(picture.width).toBeGreaterThan(0)
      expect(picture.width).toBeLessThanOrEqual(16 * rem)
    })
  }

  test("the picture's place is kept before it arrives, so nothing moves when it does", async ({ page }) => {
    await page.route(/\.(avif|webp|png)$/, (route) => route.abort())
    await page.goto(PRODUCT)
    const img = hero(page).locator("img")
    const [width, height] = (await img.evaluate((element) => [element.getAttribute("width"), element.getAttribute("height")])).map(Number)
    const reserved = await box(page, "img")
    expect(reserved.height).toBeGreaterThan(0)
    expect(reserved.height / reserved.width).toBeCloseTo(height / width, 2)
  })
})

test("at 1280 px the picture stands beside the heading", async ({ page }) => {
  await page.goto(PRODUCT)
  const heading = await box(page, "h1")
  const picture = await box(page, "img")
  expect(picture.x).toBeGreaterThanOrEqual(heading.x + heading.width)
  expect(picture.y).toBeLessThan(heading.y + heading.height)
})
