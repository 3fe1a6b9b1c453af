import { expect, test } from "@playwright/test"
import { accessibilityViolations } from "./support/axe"
import { builtRoutes } from "./support/routes"

const routes = builtRoutes()

for (const route of routes) {
  test.describe(`${route}`, () => {
    test("loads with no uncaught error and no failed request", async ({ page }) => {
      const errors: string[] = []
      page.on("pageerror", (error) => errors.push(error.message))
      page.on("console", (message) => message.type() === "error" && errors.push(message.text()))
      page.on("requestfailed", (request) => errors.push(`${request.url()} ${request.failure()?.errorText}`))
      const response = await page.goto(route, { waitUntil: "networkidle" })
      expect(response?.status()).toBe(200)
      await expect(page.locator("main h1")).toHaveCount(1)
      expect(errors).toEqual([])
    })

    for (const width of [1280, 375]) {
      test(`has no WCAG A/AA violation at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 })
        await page.emulateMedia({ reducedMotion: "reduce" })
        await page.goto(route, { waitUntil: "networkidle" })
        expect(await accessibilityViolations(page)).toEqual([])
      })
    }
  })
}
