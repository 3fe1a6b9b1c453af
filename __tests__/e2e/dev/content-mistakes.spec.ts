import { expect, test, type Page } from "@playwright/test"
import fs from "fs"
import path from "path"
import { DEV_COPY } from "../support/origins"
import { pageFiles, readContent } from "../../support/content"

/*
 * A content mistake made while npm start runs (a file written on disk, as an editor's text editor
 * or a bad merge would) never stops the dev site nor /admin/: every page names the problem (file,
 * place, what to do), and mending the file restores the page with no restart.
 * In the dev suite's copy of the project (scripts/dev-copy.ts), whose content/ the test breaks.
 */

/**
 * The product whose file the tests break: the last by file name whose hero button leads to the
 * contact form (the first url: of its file), apart from the first, which other dev specs edit.
 */
const EXAMPLE = pageFiles()
  .filter(({ file }) => file.startsWith("products/"))
  .sort((a, b) => b.file.localeCompare(a.file))
  .find(({ file }) => readContent<{ sections: Array<{ button?: { url: string } }> }>(file).sections[0].button?.url === "/contact-us/")!
const PRODUCT = `content/${EXAMPLE.file}`
const ROUTE = EXAMPLE.route
const TITLE = readContent<{ title: string }>(EXAMPLE.file).title
const productFile = path.join(DEV_COPY.dir, PRODUCT)

// The tests break files of one copy of the project, so they take turns; each waits for gatsby
// develop to notice a change, and for the CMS to load, on a busy machine.
test.describe.configure({ mode: "serial", timeout: 300_000 })

const problemsPanel = (page: Page) => page.getByRole("alert").filter({ hasText: "content/ has" })
/** The panel naming this test's file: judged alone, so a problem another spec left in the shared copy does not decide it. */
const panelNamingProduct = (page: Page) => problemsPanel(page).filter({ hasText: PRODUCT })

/** The dev server and the CMS beside it still answer: /admin/ loads and signs in to decap-server, which answers. */
async function expectCmsUp(page: Page) {
  const info = await fetch(`http://127.0.0.1:${DEV_COPY.decapServerPort}/api/v1`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: DEV_COPY.origin },
    body: '{"action":"info"}',
  })
  expect(((await info.json()) as { type: string }).type).toBe("local_fs")
  await page.goto("/admin/")
  await page.getByRole("button", { name: "Login" }).click()
  await expect(page.getByText("Product pages").first()).toBeVisible()
}

/** Writes a broken version of a file, runs the checks, and puts the file back whatever happens. */
async function withFileChanged(file: string, change: (text: string) => string, checks: () => Promise<void>) {
  const original = fs.readFileSync(file, "utf8")
  fs.writeFileSync(file, change(original))
  try {
    await checks()
  } finally {
    fs.writeFileSync(file, original)
  }
}

test("a product file that does not parse leaves the dev site and /admin/ up, names the file and line, and mending it restores the page", async ({
  page,
}) => {
  await page.goto(ROUTE)
  const heading = page.getByRole("heading", { level: 1 })
  const title = await heading.textContent()
  await expect(panelNamingProduct(page)).toHaveCount(0)

  await withFileChanged(
    productFile,
    (text) => `${text}\nkeywords: [unclosed\n`,
    async () => {
      // The open page shows the problem without a reload...
      await expect(problemsPanel(page)).toContainText(`${PRODUCT}: line`, { timeout: 30_000 })
      await expect(problemsPanel(page)).toContainText("is not valid YAML")
      // ...and so does any page opened now, with what to do.
      await page.goto("/")
      await expect(problemsPanel(page)).toContainText(`${PRODUCT}: line`)
      await expect(problemsPanel(page)).toContainText("/admin/")
      await expectCmsUp(page)

      // The file opened in the CMS names its problem instead of showing an empty page, and a save,
      // which would replace the file's text with the empty form's, is refused: the file is kept.
      const broken = fs.readFileSync(productFile, "utf8")
      await page.goto(`/admin/#/collections/products/entries/${path.basename(PRODUCT, ".yaml")}`)
      const preview = page.frameLocator("#preview-pane")
      await expect(preview.getByRole("heading", { name: "This file cannot be read" })).toBeVisible({ timeout: 60_000 })
      await expect(preview.getByRole("alert")).toContainText(`${PRODUCT}: line`)
      await expect(preview.getByRole("alert")).toContainText("is not valid YAML")
      // An editor who fills the empty form in again, as far as the CMS's own checks let a save through.
      await page.locator('input[id^="slug-field-"]').fill(path.basename(PRODUCT, ".yaml"))
      await page.locator('input[id^="title-field-"]').fill(TITLE)
      await page.locator('textarea[id^="description-field-"]').fill("Bookings and classes for studios.")
      await page.getByRole("button", { name: "Add section" }).click()
      await page.getByRole("menuitem", { name: "Questions and answers" }).click()
      await page.locator('input[id^="heading-field-"]').fill("Questions about studio apps")
      await page.getByRole("button", { name: "Add question" }).click()
      await page.locator('[id^="question-field-"]').fill("Can members book classes?")
      await page.locator('[id^="answer-field-"]').fill("Yes.")
      await page.getByText("Publish", { exact: true }).click()
      await page.getByText("Publish now", { exact: true }).click()
      await expect(page.getByText(/The content manager cannot read this file, so its form is empty/)).toBeVisible()
      expect(fs.readFileSync(productFile, "utf8")).toBe(broken)
    },
  )

  await page.goto(ROUTE)
  // Gatsby puts the page back once it has read the mended file; until then a reload may still find it missing.
  await expect(async () => {
    await page.reload()
    await expect(heading).toHaveText(title ?? "", { timeout: 2_000 })
  }).toPass({ timeout: 60_000 })
  await expect(panelNamingProduct(page)).toHaveCount(0, { timeout: 10_000 })
})

test("a button link to a page that does not exist is named on the open page, and mending it in the CMS clears it with no restart", async ({
  page,
  context,
}) => {
  const original = fs.readFileSync(productFile, "utf8")
  await page.goto(ROUTE)
  await expect(panelNamingProduct(page)).toHaveCount(0)
  fs.writeFileSync(productFile, original.replace("url: /contact-us/", "url: /pricing/"))
  try {
    await expect(problemsPanel(page)).toContainText(`${PRODUCT}: sections[0].button.url: "/pricing/" is not a page of this site`, {
      timeout: 30_000,
    })

    // The editor mends it where they would have made it: the product's hero button in the CMS.
    const cms = await context.newPage()
    await cms.goto("/admin/")
    await cms.getByRole("button", { name: "Login" }).click()
    await cms.getByText("Product pages").first().click()
    await cms.getByText(TITLE).first().click()
    const buttonUrl = cms.locator('input[id^="url-field-"]').first()
    await expect(buttonUrl).toHaveValue("/pricing/")
    await buttonUrl.fill("/contact-us/")
    await cms.getByText("Publish", { exact: true }).click()
    await cms.getByText("Publish now", { exact: true }).click()
    await expect.poll(() => fs.readFileSync(productFile, "utf8"), { timeout: 15_000 }).toContain("url: /contact-us/")

    // The page left open sees the mend without a reload.
    await expect(panelNamingProduct(page)).toHaveCount(0, { timeout: 15_000 })
  } finally {
    fs.writeFileSync(productFile, original)
  }
})

test("a service page saved with only its slug, title and description leaves every other page served, naming it", async ({ page }) => {
  const unfinished = path.join(DEV_COPY.dir, "content/services/content-mistakes-unfinished.yaml")
  await page.goto("/")
  const heading = await page.getByRole("heading", { level: 1 }).textContent()
  fs.writeFileSync(unfinished, "slug: content-mistakes-unfinished\ntitle: Unfinished Service\ndescription: Not written yet.\n")
  try {
    await expect(problemsPanel(page)).toContainText("content-mistakes-unfinished.yaml: sections: is required", { timeout: 30_000 })
    // Once develop has run createPages again with the file, the other pages are still there.
    for (const route of ["/", ROUTE]) {
      await expect(async () => {
        const response = await page.goto(route)
        expect(response?.status()).toBe(200)
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(route === "/" ? (heading ?? "") : TITLE, { timeout: 2_000 })
      }).toPass({ timeout: 60_000 })
      await expect(problemsPanel(page)).toContainText("content-mistakes-unfinished.yaml")
    }
  } finally {
    fs.rmSync(unfinished, { force: true })
  }
})

test("an old address added under Old addresses leads on to its page under npm start", async ({ page }) => {
  const redirects = path.join(DEV_COPY.dir, "content/redirects.yaml")
  await withFileChanged(
    redirects,
    () => `redirects:\n  - from: /content-mistakes-old/\n    to: ${ROUTE}\n`,
    async () => {
      // The old address leads on at once (develop reads content/ at each request); the page itself waits for develop,
      // which may still be rebuilding after the last test's file went.
      await page.goto("/content-mistakes-old/")
      expect(new URL(page.url()).pathname).toBe(ROUTE)
      await expect(async () => {
        await page.goto("/content-mistakes-old/")
        expect(new URL(page.url()).pathname).toBe(ROUTE)
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLE, { timeout: 5_000 })
      }).toPass({ timeout: 60_000 })
    },
  )
})
