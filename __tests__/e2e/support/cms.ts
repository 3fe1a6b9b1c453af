import { expect, type Page } from "@playwright/test"

/** Signs in to the CMS at /admin/ with the local back end's own Login (not GitHub's) and waits for its collections. */
export async function signIn(page: Page) {
  await page.goto("/admin/")
  await page.getByRole("button", { name: "Login", exact: true }).click()
  await expect(page.getByRole("heading", { name: "Collections" })).toBeVisible()
}

/** Publishes the open entry at once, as the local back end offers it: Publish, then Publish now. */
export async function publish(page: Page) {
  await page.getByText("Publish", { exact: true }).click()
  await page.getByText("Publish now", { exact: true }).click()
}
