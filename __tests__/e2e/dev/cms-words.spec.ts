import { expect, test, type Page } from "@playwright/test"
import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { formatProblem } from "../../../content-model/content-files"
import { findContentProblems } from "../../../content-model/load-content"
import type { WordsContent } from "../../../content/schema/content-schema"
import { DEV_COPY } from "../support/origins"
import { examplePage } from "../../support/content"
import { publish, signIn } from "../support/cms"

/*
 * The words of every page (content/words.yaml) edited at /admin/ of the dev site as npm start runs
 * it, on Decap's local back end in a copy of the project (see cms.spec.ts), and the preview of a
 * half-filled section.
 */

const WORDS_FILE = path.join(DEV_COPY.dir, "content/words.yaml")

test.describe.configure({ mode: "serial" })

/** Pages whose data the dev site's runtime fetches ahead, as their links come into view. */
const PREFETCHED_PAGES = ["/about-us/", "/privacy-policy/", "/thank-you/", examplePage("services").route, examplePage("products").route]

/** Asks for the pages' data as an open page of the dev site does when it prefetches their links. */
async function askForPageData(page: Page, routes: readonly string[]) {
  await Promise.all(
    routes.map(async (route, index) => {
      await new Promise((resolve) => setTimeout(resolve, index * 100))
      await page.request.get(`/page-data${route.replace(/\/$/, "")}/page-data.json`, { timeout: 60_000 })
    }),
  )
}

// Issue 25: the first change of content/ after gatsby develop starts was lost when a page asked for
// its data within the half second gatsby batches node changes (gatsby/node/keep-first-content-change.ts):
// the dev site kept the old words until the file changed again. The dev site open in another tab
// does ask then, as its runtime prefetches the pages its links lead to; so does this test, whose
// save is the dev server's first (cms-backup.spec.ts, run before it, saves nothing).
test("an editor renames the footer's quick links and the form's name label, sees both in the preview, and the dev site shows them", async ({
  page,
}) => {
  // gatsby develop builds a page's code on its first request: slow on a busy machine.
  test.setTimeout(360_000)
  const before = fs.readFileSync(WORDS_FILE, "utf8")
  const saved = yaml.load(before) as WordsContent
  try {
    await signIn(page)
    await page.getByText("Words on every page").first().click()
    await page.getByText("Top bar, footer, contact form…").click()
    const quickLinks = page.locator('input[id^="quickLinks-field-"]')
    await quickLinks.fill("Handy pages")
    const nameLabel = page.locator('input[id^="name-field-"]').first()
    await expect(nameLabel).toHaveValue(saved.form.labels.name)
    await nameLabel.fill("Your full name")

    const preview = page.frameLocator("#preview-pane")
    await expect(preview.getByRole("heading", { name: "Handy pages" })).toBeVisible()
    await expect(preview.getByLabel("Your full name", { exact: true })).toBeVisible()

    await publish(page)
    await expect.poll(() => fs.readFileSync(WORDS_FILE, "utf8"), { timeout: 15_000 }).toContain("quickLinks: Handy pages")
    await askForPageData(page, PREFETCHED_PAGES)
    const written = yaml.load(fs.readFileSync(WORDS_FILE, "utf8")) as WordsContent
    expect(written.form.labels.name).toBe("Your full name")
    expect(findContentProblems(path.join(DEV_COPY.dir, "content")).map(formatProblem)).toEqual([])

    // The dev site in the words saved, once gatsby develop has read the file again: a page opened
    // before then has the words from before (its live update can come before the page listens), so
    // it is opened again until it shows them, as a developer would reload it.
    await expect
      .poll(
        async () => {
          await page.goto("/contact-us/", { timeout: 180_000 })
          await page.locator("form").first().waitFor({ timeout: 60_000 })
          return page.getByLabel("Your full name", { exact: true }).count()
        },
        { timeout: 150_000, intervals: [2_000, 5_000], message: "the contact form's name label on the dev site" },
      )
      .toBe(1)
    await page.keyboard.press("End")
    await expect(page.getByRole("contentinfo").getByRole("heading", { name: "Handy pages" })).toBeVisible({ timeout: 60_000 })
  } finally {
    fs.writeFileSync(WORDS_FILE, before)
  }
})

test("the preview survives a button label typed before its link, and shows the page at a phone's width", async ({ page }) => {
  const errors: string[] = []
  page.on("pageerror", (error) => errors.push(error.message))
  await signIn(page)
  await page.getByText("Product pages").first().click()
  await page.getByLabel("Create entry of type Product page").click()
  await page.getByRole("button", { name: "Add section" }).click()
  await page.getByRole("menuitem", { name: "Hero" }).click()
  await page.locator('input[id^="heading-field-"]').fill("Pet Care App Development")
  // The label first, as the fields come: the button has no link yet.
  await page.locator('input[id^="label-field-"]').fill("Get Free Consultation")

  const preview = page.frameLocator("#preview-pane")
  await expect(preview.locator("h1")).toHaveText("Pet Care App Development")
  await expect(preview.getByText("Get Free Consultation", { exact: true })).toBeVisible()
  await page.locator('select[id^="url-field-"]').selectOption("/contact-us/")
  await expect(preview.getByRole("link", { name: "Get Free Consultation" })).toHaveAttribute("href", "/contact-us/")
  expect(errors.filter((message) => /startsWith/.test(message))).toEqual([])

  // The phone width sizes the preview's frame, so the page's own phone layout shows.
  const frame = page.locator("#preview-pane")
  const wide = (await frame.boundingBox())!.width
  await preview.getByRole("button", { name: "Phone" }).click()
  await expect.poll(async () => (await frame.boundingBox())!.width).toBe(390)
  await preview.getByRole("button", { name: "Desktop" }).click()
  await expect.poll(async () => (await frame.boundingBox())!.width).toBe(wide)
})
