import { expect, test, type Page } from "@playwright/test"
import { PAGE_KINDS, routeFor } from "../../content/schema/content-schema"
import { E2E_EXAMPLES_ORIGIN } from "./support/origins"
import { proofOfWorkRoutes } from "./support/routes"

/*
 * The list of case studies, on npm test's site with the example studies published (the ordinary
 * build has none): its filter by service is in the page's HTML, so the cards do not move when the
 * code arrives; without JavaScript it is hidden and every card shows.
 */
const LIST = E2E_EXAMPLES_ORIGIN + routeFor("pages", PAGE_KINDS["case-studies"].listedOn)

const cards = (page: Page) => page.locator("main li:has(h3)")
const filter = (page: Page) => page.locator("main [role=group]")

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

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("every study's card shows, and no filter that could not work", async ({ page }) => {
    await page.goto(LIST)
    expect(await cards(page).count()).toBeGreaterThan(1)
    for (const card of await cards(page).all()) await expect(card).toBeVisible()
    await expect(filter(page)).toBeHidden()
  })
})

test("the filter shows from the first paint, moves nothing as the code arrives, and hides the studies of other services", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const shifts: number[] = ((window as unknown as { shifts: number[] }).shifts = [])
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value)
    }).observe({ type: "layout-shift", buffered: true })
  })
  await page.goto(LIST, { waitUntil: "networkidle" })
  await expect(filter(page)).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([])

  const all = await cards(page).count()
  const buttons = filter(page).getByRole("button")
  expect(await buttons.count()).toBeGreaterThan(2)
  // The first button shows every service's studies; each other one a service's.
  for (let index = 1; index < (await buttons.count()); index++) {
    await buttons.nth(index).click()
    await expect(buttons.nth(index)).toHaveAttribute("aria-pressed", "true")
    const shown = await cards(page).filter({ visible: true }).count()
    expect(shown).toBeGreaterThan(0)
    expect(shown).toBeLessThanOrEqual(all)
  }
  await buttons.first().click()
  await expect(cards(page).filter({ visible: true })).toHaveCount(all)
})
