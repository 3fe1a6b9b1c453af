import { expect, test } from "@playwright/test"
import { examplePage } from "../support/content"
import { waitUntilHydrated } from "./support/hydration"

test.describe("printed", () => {
  test.use({ reducedMotion: "no-preference" })

  test("a page shows every block, even those not yet faded in, and no fixed bar or floating button", async ({ page }) => {
    await page.goto(examplePage("products").route, { waitUntil: "networkidle" })
    await waitUntilHydrated(page)
    // The visitor scrolls a little: the fade-in script takes over every block still below the fold.
    await page.mouse.wheel(0, 200)
    await expect.poll(() => page.locator("[data-aos]").count(), { timeout: 10_000 }).toBeGreaterThan(5)

    await page.emulateMedia({ media: "print" })
    const faded = await page
      .locator("[data-reveal]")
      .evaluateAll(
        (elements) =>
          elements.filter((element) => getComputedStyle(element).opacity !== "1" || getComputedStyle(element).transform !== "none").length,
      )
    expect(faded).toBe(0)

    const fixedAndShown = await page.evaluate(() =>
      Array.from(document.querySelectorAll("body *"))
        .filter((element) => getComputedStyle(element).position === "fixed")
        .filter((element) => {
          const box = element.getBoundingClientRect()
          return box.width > 0 && box.height > 0 && box.bottom > 0 && getComputedStyle(element).visibility !== "hidden"
        })
        .map((element) => element.outerHTML.slice(0, 80)),
    )
    expect(fixedAndShown).toEqual([])
    await expect(page.getByRole("link", { name: /^Chat with .* on WhatsApp/ })).toBeHidden()
    await expect(page.locator("main h1")).toBeVisible()
    // The space kept for the fixed bar on screen is not left blank at the top of the first page.
    expect(await page.locator("main").evaluate((main) => parseFloat(getComputedStyle(main).paddingTop))).toBe(0)
  })
})
