import { expect, test } from "@playwright/test"

/*
 * The not-found page as a visitor and a search engine meet it: at an address that does not exist,
 * answered 404, it names no address of its own (a canonical URL of /404.html would tell search
 * engines that address is the page to index) and asks not to be indexed.
 */
test("an address that does not exist is answered by the not-found page: 404, noindex, no canonical URL", async ({ page }) => {
  const response = await page.goto("/no-such-page-here/")
  expect(response?.status()).toBe(404)
  await expect(page.locator("h1")).toBeVisible()
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
  await expect(page.locator('meta[property="og:url"]')).toHaveCount(0)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/)
})
