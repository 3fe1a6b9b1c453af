import { expect, test, type Page } from "@playwright/test"
import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import type { NavigationContent } from "../../../content/schema/content-schema"
import { DEV_COPY } from "../support/origins"
import { draftSwitch, fillNewPage, publish, signIn, switchDraftOff } from "../support/cms"
import { DRAFT_NOTES_HEADING, REFUSED_HEADING } from "../../../admin/src/refusal-panel"
import { LISTED_ABOVE, NOT_SAVED } from "../../../admin/src/refusals"

/*
 * The content manager's save runs the build's whole check on the content as it would be after the
 * save (admin/src/save-check.ts), at /admin/ of the dev site as npm start runs it, on Decap's local
 * back end in a copy of the project (see cms.spec.ts). A refusal stays in a panel at the top of the
 * form until a save goes through, past the toast's few seconds; nothing reaches the files.
 */

const workingCopy = DEV_COPY.dir
const REDIRECTS = "content/redirects.yaml"
/** Decap's error toasts fade after 8 s (decap-cms-core actions/entries.js): the panel outlasts them. */
const PAST_THE_TOAST = 9_000

test.describe.configure({ mode: "serial" })

const read = (file: string) => fs.readFileSync(path.join(workingCopy, file), "utf8")
// By its heading: Decap's toast, also an alert, repeats the refusal's first line.
const refusalPanel = (page: Page) => page.getByRole("alert").filter({ hasText: REFUSED_HEADING })
const draftNotes = (page: Page) => page.getByRole("status").filter({ hasText: DRAFT_NOTES_HEADING })

const savedDraft = (file: string) =>
  fs.existsSync(path.join(workingCopy, file)) ? (yaml.load(read(file)) as { draft?: boolean } | undefined)?.draft : undefined

test("a half-filled draft is saved; published, it is refused until filled in, the message staying and the field marked", async ({
  page,
}) => {
  const slug = "save-check-unfinished"
  const file = `content/services/${slug}.yaml`
  const navigationBefore = read("content/navigation.yaml")
  try {
    await signIn(page)
    await page.getByText("Service pages").first().click()
    await page.getByLabel("Create entry of type Service page").click()
    // The list counts its sections in its own words; the form's label above it says publishing needs them.
    await expect(page.getByText("0 sections", { exact: true })).toBeVisible()
    await page.locator('input[id^="slug-field-"]').fill(slug)
    await page.locator('input[id^="title-field-"]').fill("An Unfinished Service")
    // Only what names it, a draft as every new page starts: saved, as the Draft switch's hint promises.
    await expect(draftSwitch(page)).toHaveAttribute("aria-checked", "true")
    await publish(page)
    await expect.poll(() => savedDraft(file), { timeout: 15_000 }).toBe(true)
    await expect(refusalPanel(page)).toHaveCount(0)
    // Saved, and told what publishing will require, past the editor's move to the entry's own address.
    await expect(draftNotes(page)).toContainText("Description")
    await page.waitForTimeout(PAST_THE_TOAST)
    await expect(draftNotes(page)).toContainText("Sections")

    // Draft switched off: the save's check asks for what a published page needs.
    await switchDraftOff(page)
    await publish(page)
    const panel = refusalPanel(page)
    await expect(panel).toContainText("is required")
    // Decap's toast says the verdict in the owner's words, not "Failed to persist entry: Error: …", and points to the panel.
    const toast = page.getByRole("alert").filter({ hasText: `${NOT_SAVED}: ${LISTED_ABOVE.save}` })
    await expect(toast).toBeVisible()
    await expect(toast).not.toContainText("Error")
    await expect(draftNotes(page)).toHaveCount(0)
    const description = page.locator('textarea[id^="description-field-"]')
    await expect(description).toHaveAttribute("aria-invalid", "true")
    await page.waitForTimeout(PAST_THE_TOAST)
    await expect(panel).toBeVisible()
    expect(savedDraft(file)).toBe(true)

    // Filled in as the owner would: a description and the hero every page opens with.
    await fillNewPage(page, {
      description: "A page the test finishes before it publishes it.",
      hero: { heading: "An Unfinished Service", subheading: "Finished at last.", buttonLabel: "See our work", buttonLink: "/" },
    })
    await publish(page)
    await expect.poll(() => savedDraft(file), { timeout: 15_000 }).toBe(false)
    // Published, it joins the Services menu in a save of its own, after the page's: awaited here, or
    // the clean-up below could restore the menus before that save lands and leave a link to no page.
    await expect
      .poll(() => (yaml.load(read("content/navigation.yaml")) as NavigationContent).services.at(-1)?.url, { timeout: 15_000 })
      .toBe(`/service/${slug}/`)
    await expect(panel).toHaveCount(0)
    await expect(draftNotes(page)).toHaveCount(0)
    await expect(page.locator("[data-save-refused]")).toHaveCount(0)
  } finally {
    fs.rmSync(path.join(workingCopy, file), { force: true })
    fs.writeFileSync(path.join(workingCopy, "content/navigation.yaml"), navigationBefore)
  }
})

test("an old address that is a page's own is refused, naming the field; mended, it is saved and the message goes", async ({ page }) => {
  const before = read(REDIRECTS)
  // Whichever page the Products menu leads to first: an address the site has now.
  const pageAddress = (yaml.load(read("content/navigation.yaml")) as NavigationContent).products[0].url
  try {
    await signIn(page)
    await page.goto("about:blank")
    await page.goto("/admin/#/collections/settings/entries/redirects")
    await page.getByRole("button", { name: /^Add old address/i }).click()
    await page.locator('input[id^="from-field-"]').last().fill(pageAddress)
    await page.locator('select[id^="to-field-"]').last().selectOption("/")
    await publish(page)

    const panel = refusalPanel(page)
    await expect(panel).toContainText(`Old addresses, entry 1 → Old address: "${pageAddress}" is the address of`)
    await expect(page.locator('input[id^="from-field-"]').last()).toHaveAttribute("aria-invalid", "true")
    await page.waitForTimeout(PAST_THE_TOAST)
    await expect(panel).toBeVisible()
    expect(read(REDIRECTS)).toBe(before)

    // Focused first: Decap's text field redraws as it takes focus and puts the cursor back at the end,
    // which would undo fill's selection of the old text (the new one was added to it).
    const from = page.locator('input[id^="from-field-"]').last()
    await from.click()
    await from.fill("/an-address-no-page-has/")
    await expect(from).toHaveValue("/an-address-no-page-has/")
    await publish(page)
    await expect.poll(() => read(REDIRECTS), { timeout: 15_000 }).toContain("/an-address-no-page-has/")
    await expect(panel).toHaveCount(0)
    await expect(page.locator('[aria-invalid="true"][data-save-refused]')).toHaveCount(0)
  } finally {
    fs.writeFileSync(path.join(workingCopy, REDIRECTS), before)
  }
})
