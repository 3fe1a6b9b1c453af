import { expect, test, type Page } from "@playwright/test"
import fs from "fs"
import path from "path"
import { DEV_COPY } from "./origins"

/** A picture of an editor's own to upload: any PNG (48 × 32 px of one colour), made here so no test leans on content/images. */
export const AN_EDITORS_PICTURE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAASUlEQVRYhe2WAQkAQAwC18tOtrqeH2PPOFgAET03KV/drCuIgtChmqHYMtbxE8GIDtUMxZaxDqH4oKFDNUOxZcghBGOdjhwe1wf+TtRqx4xpUAAAAABJRU5ErkJggg==",
  "base64",
)

/** The longest npm start takes to bring gatsby develop back after a crash (scripts/keep-running.ts) on a loaded machine. */
const DEVELOP_BACK_WITHIN_MS = 240_000

const adminAnswers = () =>
  fetch(`${DEV_COPY.origin}/admin/`).then(
    (response) => response.ok,
    () => false,
  )

/**
 * Waits while the dev site does not answer /admin/: npm start starts gatsby develop again after a
 * crash, and says so in the run's log; the test is given that time on top of its own.
 */
async function whenAdminAnswers() {
  if (await adminAnswers()) return
  test.info().setTimeout(test.info().timeout + DEVELOP_BACK_WITHIN_MS)
  await expect.poll(adminAnswers, { timeout: DEVELOP_BACK_WITHIN_MS, intervals: [2000] }).toBe(true)
}

/** Signs in to the CMS at /admin/ with the local back end's own Login (not GitHub's) and waits for its collections. */
export async function signIn(page: Page) {
  await whenAdminAnswers()
  await page.goto("/admin/")
  await page.getByRole("button", { name: "Login", exact: true }).click()
  await expect(page.getByRole("heading", { name: "Collections" })).toBeVisible()
}

/** Publishes the open entry at once, as the local back end offers it: Publish, then Publish now. */
export async function publish(page: Page) {
  await page.getByText("Publish", { exact: true }).click()
  await page.getByText("Publish now", { exact: true }).click()
}

/** The open entry's Draft switch (Decap's toggle, aria-checked while on); in a list, its last entry's, the one just added. */
export const draftSwitch = (page: Page) => page.locator('[id^="draft-field-"]').last()

/** Switches a new entry's Draft off, as an owner does to publish it: a new entry of a kind with the switch starts as a draft. */
export async function switchDraftOff(page: Page) {
  await expect(draftSwitch(page)).toHaveAttribute("aria-checked", "true")
  await draftSwitch(page).click()
  await expect(draftSwitch(page)).toHaveAttribute("aria-checked", "false")
}

/**
 * Uploads a PNG through the media library into the form's first (or last) empty image field (a
 * filled one offers "Choose different image"), under the name it had on the editor's computer.
 */
export async function upload(page: Page, name: string, picture: string, field: "first" | "last" = "first") {
  await page.getByRole("button", { name: "Choose an image" })[field]().click()
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: "image/png", buffer: fs.readFileSync(picture) })
  await page.getByRole("button", { name: "Choose selected" }).click()
}

const filesUnder = (folder: string) =>
  fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))

/**
 * Keeps a folder's files as they are now; the function returned puts the folder back so (the files
 * added since removed, the changed ones rewritten), for what a flow of saves leaves not to reach
 * the tests after it.
 */
export function keepFolder(folder: string): () => void {
  const kept = new Map(filesUnder(folder).map((file) => [file, fs.readFileSync(file)]))
  return () => {
    for (const file of filesUnder(folder)) if (!kept.has(file)) fs.rmSync(file)
    for (const [file, bytes] of kept) {
      if (fs.existsSync(file) && fs.readFileSync(file).equals(bytes)) continue
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(file, bytes)
    }
  }
}

/** A hero as an owner fills one in: its heading (the page's h1), subheading and button. */
export interface NewHero {
  heading: string
  subheading: string
  buttonLabel: string
  /** A page of the site, picked from the link's list. */
  buttonLink: string
}

/** Adds a hero to the open entry's sections (Add Sections, Hero) and fills it in. */
export async function addHero(page: Page, hero: NewHero) {
  await page.getByRole("button", { name: "Add section" }).click()
  await page.getByRole("menuitem", { name: "Hero" }).click()
  await page.locator('input[id^="heading-field-"]').fill(hero.heading)
  await page.locator('textarea[id^="subheading-field-"]').fill(hero.subheading)
  await page.locator('input[id^="label-field-"]').fill(hero.buttonLabel)
  await page.locator('select[id^="url-field-"]').selectOption(hero.buttonLink)
}

/** A new page as an owner fills it in: its name (where not given already), description and opening hero. */
export interface NewPage {
  slug?: string
  title?: string
  description: string
  hero: NewHero
}

/** Fills in the open new page's slug and title (where given), its description, and the hero every page opens with. */
export async function fillNewPage(page: Page, { slug, title, description, hero }: NewPage) {
  if (slug !== undefined) await page.locator('input[id^="slug-field-"]').fill(slug)
  if (title !== undefined) await page.locator('input[id^="title-field-"]').fill(title)
  await page.locator('textarea[id^="description-field-"]').fill(description)
  await addHero(page, hero)
}
