import { expect, test } from "@playwright/test"
import { accessibilityViolations } from "./support/axe"
import { E2E_EXAMPLES_ORIGIN } from "./support/origins"
import { builtRoutes, proofOfWorkRoutes } from "./support/routes"

/**
 * Every page of npm test's site, and proof of work's pages (the list of studies, each study, the
 * pages linking to one) as the site with the example studies published draws them: each loads
 * cleanly and has no WCAG A/AA violation on a desktop and a phone.
 */
const SITES = [
  { name: "", origin: "", routes: builtRoutes() },
  { name: "examples published: ", origin: E2E_EXAMPLES_ORIGIN, routes: proofOfWorkRoutes() },
]

test("the site with the examples published has proof of work's pages", () => {
  expect(SITES[1].routes.length).toBeGreaterThan(1)
})

for (const { name, origin, routes } of SITES) {
  for (const route of routes) {
    test.describe(`${name}${route}`, () => {
      test("loads with no uncaught error and no failed request", async ({ page }) => {
        const errors: string[] = []
        page.on("pageerror", (error) => errors.push(error.message))
        page.on("console", (message) => message.type() === "error" && errors.push(message.text()))
        page.on("requestfailed", (request) => errors.push(`${request.url()} ${request.failure()?.errorText}`))
        const response = await page.goto(origin + route, { waitUntil: "networkidle" })
        expect(response?.status()).toBe(200)
        await expect(page.locator("main h1")).toHaveCount(1)
        expect(errors).toEqual([])
      })

      for (const width of [1280, 375]) {
        test(`has no WCAG A/AA violation at ${width} px`, async ({ page }) => {
          await page.setViewportSize({ width, height: 800 })
          await page.emulateMedia({ reducedMotion: "reduce" })
          await page.goto(origin + route, { waitUntil: "networkidle" })
          expect(await accessibilityViolations(page)).toEqual([])
        })
      }
    })
  }
}
