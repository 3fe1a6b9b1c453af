import { expect, test, type Locator } from "@playwright/test"
import { signIn } from "../support/cms"

/*
 * What the CMS's labels and lists say, at /admin/ of the dev site as npm start runs it (see
 * cms.spec.ts): each field's label says once whether it must be filled in (Decap's own
 * "(optional)" hidden: admin/src/field-labels.ts), and each list counts its entries by what one of
 * them is called (admin/src/counted-list.tsx). Nothing is saved.
 */

/** Each field label's text as shown (innerText leaves out what CSS hides), and as written in the page. */
const labelTexts = (labels: Locator) =>
  labels.evaluateAll((elements) => elements.map((label) => ({ shown: (label as HTMLElement).innerText, written: label.textContent ?? "" })))

const brackets = (text: string) => text.match(/\((optional|required)\b/gi) ?? []

test("each label says once whether its field must be filled in, and a list counts its entries by what one is called", async ({ page }) => {
  await signIn(page)
  // A menu counts its entries as menu entries, not by the menu's name.
  await page.getByText("Site settings").first().click()
  await page.getByText("Menus", { exact: true }).click()
  await expect(page.getByText(/^\d+ menu entries$/).first()).toBeVisible()
  await expect(page.getByText(/^\d+ (top bar|products menu|services menu|footer quick links)$/i)).toHaveCount(0)

  await page.goto("/admin/")
  await page.getByText("Product pages").first().click()
  await page.getByLabel("Create entry of type Product page").click()
  // A new page's sections: none yet, then one, counted in words.
  await expect(page.getByText("0 sections", { exact: true })).toBeVisible()
  await page.getByRole("button", { name: "Add section" }).click()
  await page.getByRole("menuitem", { name: "Hero" }).click()
  await expect(page.getByText("1 section", { exact: true })).toBeVisible()

  const labels = page.locator('label[class*="-FieldLabel"]')
  await expect(labels.first()).toBeVisible()
  const texts = await labelTexts(labels)
  for (const { shown } of texts) expect([shown, brackets(shown).length <= 1]).toEqual([shown, true])
  // A new page is a draft: what publishing needs says so, and nothing else.
  expect(texts.some(({ shown }) => /\(required to publish\)$/i.test(shown))).toBe(true)
  // Decap's own bracket is there, hidden: a merely optional field's label shows one of two.
  expect(texts.some(({ shown, written }) => brackets(written).length === 2 && brackets(shown).length === 1)).toBe(true)
})
