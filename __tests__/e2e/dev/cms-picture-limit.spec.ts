import { expect, test } from "@playwright/test"
import fs from "fs"
import path from "path"
import { MAX_PICTURE_MB } from "../../../content/schema/content-schema"
import { PICTURE_TOO_LARGE } from "../../../admin/src/picture-upload-limit"
import { DEV_COPY } from "../support/origins"
import { AN_EDITORS_PICTURE, signIn } from "../support/cms"

/*
 * A picture too large for the site is refused as it is uploaded, at /admin/ of the dev site as npm
 * start runs it (see cms.spec.ts), with its size said; one within the limit is taken. Nothing is
 * saved: the new page is left unpublished.
 */

const IMAGES = path.join(DEV_COPY.dir, "content/images")
const TOO_LARGE = "print-size-scan.png"
const WITHIN = "phone-photo.png"

test("a picture over the limit is refused with its size said, and one within it is taken", async ({ page }) => {
  test.setTimeout(120_000)
  const said: string[] = []
  page.on("dialog", (dialog) => {
    said.push(dialog.message())
    void dialog.accept()
  })
  await signIn(page)
  await page.getByText("Product pages").first().click()
  await page.getByLabel("Create entry of type Product page").click()
  await page.getByRole("button", { name: "Add section" }).click()
  await page.getByRole("menuitem", { name: "Hero" }).click()
  await page.getByRole("button", { name: "Choose an image" }).click()

  const files = page.locator('input[type="file"]')
  await files.setInputFiles({ name: TOO_LARGE, mimeType: "image/png", buffer: Buffer.alloc(MAX_PICTURE_MB * 1_000_000 + 1) })
  await expect.poll(() => said).toEqual([PICTURE_TOO_LARGE])
  await expect(page.getByText(TOO_LARGE)).toHaveCount(0)

  await files.setInputFiles({ name: WITHIN, mimeType: "image/png", buffer: AN_EDITORS_PICTURE })
  await expect(page.getByText(WITHIN).first()).toBeVisible()
  expect(said).toHaveLength(1)
  expect(fs.existsSync(path.join(IMAGES, TOO_LARGE))).toBe(false)
})
