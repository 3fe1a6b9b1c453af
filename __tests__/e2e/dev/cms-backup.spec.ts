import { expect, test, type Page } from "@playwright/test"
import fs from "fs"
import path from "path"
import { localCmsBackendApi } from "../../../admin/local-cms-backend"
import { DEV_COPY } from "../support/origins"
import { examplePage, readContent } from "../../support/content"

/*
 * The content manager's own backup (Decap's local backup, CONTENT.md "Undo and recovery"): an
 * editor whose tab closes with unsaved changes gets them back on opening the entry again, after
 * saying yes to Decap's question; nothing reaches the file until they save.
 */

/** Any product: the first the content has. */
const PRODUCT_PAGE = examplePage("products")
const PRODUCT = `content/${PRODUCT_PAGE.file}`
const PRODUCT_TITLE = readContent<{ title: string }>(PRODUCT_PAGE.file).title
const HEADING = "A heading typed before the tab closed"
/** Decap's question (decap-cms-locales, en: editor.editor.confirmLoadBackup). */
const RESTORE_QUESTION = /local backup was recovered/

/** Opens the product in the CMS; the first time in a browser, after signing in to the local back end. */
async function openProduct(page: Page, { signIn }: { signIn: boolean }) {
  await page.goto("/admin/")
  if (signIn) await page.getByRole("button", { name: "Login" }).click()
  await page.getByText("Product pages").first().click()
  await page.getByText(PRODUCT_TITLE).first().click()
  await expect(page.locator('input[id^="title-field-"]').first()).toHaveValue(PRODUCT_TITLE)
}

/**
 * Whether Decap's local backup holds the text: Decap keeps it with localforage, in the IndexedDB
 * database and store localforage names by default (decap-cms-lib-util, localForage.js).
 */
function backupHolds(page: Page, text: string): Promise<boolean> {
  return page.evaluate(async (text) => {
    if (!(await indexedDB.databases()).some((database) => database.name === "localforage")) return false
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open("localforage")
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    try {
      if (!database.objectStoreNames.contains("keyvaluepairs")) return false
      const values = await new Promise<unknown[]>((resolve, reject) => {
        const request = database.transaction("keyvaluepairs").objectStore("keyvaluepairs").getAll()
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
      return JSON.stringify(values).includes(text)
    } finally {
      database.close()
    }
  }, text)
}

/**
 * Holds back the entry's file from the local back end for a while, as GitHub's API over a phone
 * or café network does: Decap reads its backup from the browser at once, so the backup comes
 * first, which is the order in which Decap 3.19 lost the restore (admin/decap-fixes.ts).
 */
async function slowEntryLoads(page: Page) {
  await page.route(localCmsBackendApi(DEV_COPY.decapServerPort), async (route) => {
    if (route.request().postDataJSON()?.action === "getEntry") await new Promise((resolve) => setTimeout(resolve, 1_500))
    await route.continue()
  })
}

test("unsaved changes come back after the tab closed, once the editor accepts the backup, and the file is unchanged", async ({
  context,
}) => {
  const file = path.join(DEV_COPY.dir, PRODUCT)
  const before = fs.readFileSync(file, "utf8")

  const first = await context.newPage()
  await openProduct(first, { signIn: true })
  await first.locator('input[id^="heading-field-"]').first().fill(HEADING)
  // Decap writes its backup two seconds after the last change, later on a busy machine: the tab
  // closes once the backup holds the heading.
  await expect.poll(() => backupHolds(first, HEADING), { timeout: 30_000, message: "Decap's backup of the typed heading" }).toBe(true)
  await first.close({ runBeforeUnload: false })

  const second = await context.newPage()
  await slowEntryLoads(second)
  const question = new Promise<string>((resolve) =>
    second.once("dialog", (dialog) => {
      resolve(dialog.message())
      void dialog.accept()
    }),
  )
  // The same browser: still signed in.
  await openProduct(second, { signIn: false })
  expect(await question).toMatch(RESTORE_QUESTION)
  await expect(second.locator('input[id^="heading-field-"]').first()).toHaveValue(HEADING)
  expect(fs.readFileSync(file, "utf8")).toBe(before)
})
