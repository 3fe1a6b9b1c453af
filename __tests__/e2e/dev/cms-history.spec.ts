import { expect, test, type Page } from "@playwright/test"
import { execFileSync } from "child_process"
import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { formatProblem } from "../../../content-model/content-files"
import { findContentProblems } from "../../../content-model/load-content"
import { NAVIGATION } from "../../../admin/src/address-guards"
import { LOCAL_PUBLISH, SAVED_NOW } from "../../../admin/src/history/history-entries"
import { routeFor, type NavigationContent } from "../../../content/schema/content-schema"
import { DEV_COPY } from "../support/origins"
import { keepFolder, publish, signIn } from "../support/cms"

/*
 * Undo in the content manager, as the owner uses it at /admin/ of the dev site under npm start (the
 * dev suite's copy of the project, cms.spec.ts): an earlier version of a page brought back from
 * its History and published, and a deleted page brought back, with its menu entry, from the list
 * of deleted pages a new page offers. Under npm start the history is the project's git history and
 * the publishes since (kept by decap-server's guard, uncommitted), so the test commits its own
 * example page in the copy first, then publishes it twice; content/ is put back afterwards.
 */

const workingCopy = DEV_COPY.dir
const SLUG = "history-example"
const FILE = `content/products/${SLUG}.yaml`
const ROUTE = routeFor("products", SLUG)
const TITLE = "History Example App Development"
const NEW_TITLE = "History Example Apps Renamed"
const SECOND_TITLE = "History Example Apps Renamed Again"

test.describe.configure({ mode: "serial" })

const read = (file: string) => fs.readFileSync(path.join(workingCopy, file), "utf8")
const write = (file: string, text: string) => fs.writeFileSync(path.join(workingCopy, file), text)
/** A file's data, or undefined while it is missing or decap-server is still writing it: for polls. */
function savedData<T>(file: string): T | undefined {
  try {
    return (yaml.load(read(file)) ?? undefined) as T | undefined
  } catch {
    return undefined
  }
}
const inProductsMenu = () => savedData<NavigationContent>(NAVIGATION)?.products.some(({ url }) => url === ROUTE)
const checkOfWorkingCopy = () => findContentProblems(path.join(workingCopy, "content")).map(formatProblem)
const gitInCopy = (...args: string[]) =>
  execFileSync("git", ["-c", "user.name=Site Owner", "-c", "user.email=owner@example.com", ...args], { cwd: workingCopy })

let putBackContent: () => void
let committed: string

test.beforeAll(() => {
  putBackContent = keepFolder(path.join(workingCopy, "content"))
  // The example: a copy of the menu's first product under its own slug and title, in the Products menu, committed.
  const navigation = savedData<NavigationContent>(NAVIGATION)!
  const model = fs.readdirSync(path.join(workingCopy, "content/products"))[0]
  const product = yaml.load(read(`content/products/${model}`)) as Record<string, unknown>
  committed = read(`content/products/${model}`)
    .replace(`slug: ${product.slug as string}\n`, `slug: ${SLUG}\n`)
    .replace(`title: ${product.title as string}\n`, `title: ${TITLE}\n`)
  write(FILE, committed)
  write(NAVIGATION, read(NAVIGATION).replace(/\nproducts:\n/, `\nproducts:\n  - id: ${SLUG}\n    title: ${TITLE}\n    url: ${ROUTE}\n`))
  expect(savedData<{ title: string }>(FILE)?.title).toBe(TITLE)
  expect(savedData<NavigationContent>(NAVIGATION)!.products.length).toBe(navigation.products.length + 1)
  expect(checkOfWorkingCopy()).toEqual([])
  gitInCopy("add", "--", FILE, NAVIGATION)
  gitInCopy("commit", "-q", "-m", "Add the history example", "--", FILE, NAVIGATION)
})
test.afterAll(() => putBackContent())

/** Whether an element's box lies within that of the nearest element around it that clips what overflows. */
function liesWithinWhatClipsIt(element: Element): boolean {
  let clip = element.parentElement
  while (clip && getComputedStyle(clip).overflowX === "visible") clip = clip.parentElement
  if (!clip) return true
  const [box, frame] = [element.getBoundingClientRect(), clip.getBoundingClientRect()]
  return box.left >= frame.left && box.right <= frame.right
}

/** Opens the products' list, signed in already, as the owner does: from the content manager's start. */
async function openProducts(page: Page) {
  await page.goto("about:blank")
  await page.goto("/admin/")
  await page.getByText("Product pages").first().click()
}

/** Opens the example, titled so, from the products' list. */
async function openExample(page: Page, title: string) {
  await openProducts(page)
  await page.getByText(title, { exact: true }).first().click()
  await expect(page.locator('input[id^="slug-field-"]').first()).toHaveValue(SLUG)
}

test("an earlier version of a page, its number in view in the History, restored and published, is the page again", async ({ page }) => {
  // Four publishes and five openings of the entry: past the dev suite's two minutes on a busy machine.
  test.slow()
  await signIn(page)
  await openExample(page, TITLE)
  await page.locator('input[id^="title-field-"]').first().fill(NEW_TITLE)
  await publish(page)
  await expect.poll(() => savedData<{ title: string }>(FILE)?.title, { timeout: 15_000 }).toBe(NEW_TITLE)
  const firstPublish = read(FILE)
  // A second publish, not committed either: npm start writes no commit, yet both are in the History.
  await openExample(page, NEW_TITLE)
  await page.locator('input[id^="title-field-"]').first().fill(SECOND_TITLE)
  await publish(page)
  await expect.poll(() => savedData<{ title: string }>(FILE)?.title, { timeout: 15_000 }).toBe(SECOND_TITLE)

  await openExample(page, SECOND_TITLE)
  await page.getByRole("button", { name: "Show earlier versions" }).click()
  const versions = page.getByRole("list", { name: "earlier versions" })
  await expect(versions.getByRole("listitem")).toHaveCount(3)
  for (const local of [0, 1])
    await expect(versions.getByRole("listitem").nth(local)).toContainText(`${LOCAL_PUBLISH.author}: ${LOCAL_PUBLISH.message}`)
  await expect(versions.getByRole("listitem").nth(2)).toContainText("Site Owner: Add the history example")
  // The newest is the one the form opened with, and says so; only it.
  await expect(versions.getByRole("listitem").first()).toContainText(SAVED_NOW)
  await expect(versions.getByText(SAVED_NOW)).toHaveCount(1)
  // Its number shows: inside the line, which lies within the form (Decap's form clips what hangs outside it).
  await expect(versions.getByRole("listitem").first()).toHaveCSS("list-style-position", "inside")
  expect(await versions.getByRole("listitem").first().evaluate(liesWithinWhatClipsIt)).toBe(true)
  // The first local publish, restored and published again.
  await versions
    .getByRole("listitem")
    .nth(1)
    .getByRole("button", { name: /^Restore the version of / })
    .click()
  await expect(page.locator('input[id^="title-field-"]').first()).toHaveValue(NEW_TITLE)
  // Restored into the form only: the file changes when the owner publishes.
  expect(savedData<{ title: string }>(FILE)?.title).toBe(SECOND_TITLE)
  await publish(page)
  await expect.poll(() => read(FILE), { timeout: 15_000 }).toBe(firstPublish)

  // And the committed version, the oldest.
  await openExample(page, NEW_TITLE)
  await page.getByRole("button", { name: "Show earlier versions" }).click()
  await versions
    .getByRole("listitem")
    .last()
    .getByRole("button", { name: /^Restore the version of / })
    .click()
  await expect(page.locator('input[id^="title-field-"]').first()).toHaveValue(TITLE)
  await publish(page)
  await expect.poll(() => read(FILE), { timeout: 15_000 }).toBe(committed)
  expect(checkOfWorkingCopy()).toEqual([])
})

test("a deleted page is restored, with its menu entry, from the deleted pages a new page offers", async ({ page }) => {
  // The owner takes the page out of the Products menu first (Site settings → Menus): a page a menu links to is not deleted.
  const menuBefore = read(NAVIGATION)
  write(NAVIGATION, menuBefore.replace(`  - id: ${SLUG}\n    title: ${TITLE}\n    url: ${ROUTE}\n`, ""))
  expect(inProductsMenu()).toBe(false)
  await signIn(page)
  await openExample(page, TITLE)
  page.on("dialog", (dialog) => void dialog.accept())
  await page.getByRole("button", { name: /^Delete/ }).click()
  await expect.poll(() => fs.existsSync(path.join(workingCopy, FILE)), { timeout: 15_000 }).toBe(false)

  await openProducts(page)
  await page.getByLabel("Create entry of type Product page").click()
  await page.getByRole("button", { name: "Show deleted product pages" }).click()
  const deleted = page.getByRole("list", { name: "deleted product pages" })
  // Named by the title it last had, as the owner knows it, not by its file's name (its slug).
  await expect(deleted.getByRole("listitem").filter({ hasText: TITLE })).toHaveCount(1)
  await expect(deleted.getByRole("listitem").filter({ hasText: SLUG })).toHaveCount(0)
  await deleted.getByRole("button", { name: `Restore ${TITLE}` }).click()
  await expect(page.locator('input[id^="slug-field-"]').first()).toHaveValue(SLUG)
  await expect(page.locator('input[id^="title-field-"]').first()).toHaveValue(TITLE)
  await publish(page)
  await expect.poll(() => savedData<unknown>(FILE), { timeout: 15_000 }).toEqual(yaml.load(committed))
  expect(read(FILE)).toBe(committed)
  // It rejoins the Products menu as it is published, as any new product page does.
  await expect.poll(inProductsMenu, { timeout: 15_000 }).toBe(true)
  expect(checkOfWorkingCopy()).toEqual([])
})
