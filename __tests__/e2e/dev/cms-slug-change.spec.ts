import { expect, test, type Page } from "@playwright/test"
import { execFileSync } from "child_process"
import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { linksTo } from "../../../content-model/link-rules"
import { loadContent } from "../../../content-model/load-content"
import type { NavigationContent, PageContent, RedirectsContent } from "../../../content/schema/content-schema"
import { DEV_COPY } from "../support/origins"
import { keepFolder, publish, signIn } from "../support/cms"

/*
 * A product's slug changed at /admin/ of the dev site as npm start runs it, on Decap's local back
 * end in a copy of the project (see cms.spec.ts), as the owner would: one Publish moves the page,
 * every link to it and its old address. Each test puts content/ back as it was.
 */

const CONTENT = path.join(DEV_COPY.dir, "content")
const read = (file: string) => fs.readFileSync(path.join(DEV_COPY.dir, file), "utf8")
const loaded = <Data>(file: string) => yaml.load(read(file)) as Data

test.describe.configure({ mode: "serial" })

/**
 * A product page the Products menu links to, whichever products the copy has: one a shared list
 * (a testimonial's "about") links to as well where there is one, for those links move too.
 */
function linkedProduct() {
  const menu = loaded<NavigationContent>("content/navigation.yaml").products
  const { files } = loadContent(CONTENT)
  const index = Math.max(
    0,
    menu.findIndex(({ url }) => linksTo(files, url).some(({ file }) => file.startsWith("content/shared/"))),
  )
  const { url } = menu[index]
  const fileName = fs
    .readdirSync(path.join(CONTENT, "products"))
    .map((name) => name.replace(/\.yaml$/, ""))
    .find((name) => url === `/products/${loaded<PageContent>(`content/products/${name}.yaml`).slug}/`)!
  const file = `content/products/${fileName}.yaml`
  return { file, fileName, route: url, title: loaded<PageContent>(file).title, menuIndex: index }
}

/** The slug field of the open entry. */
const slugField = (page: Page) => page.locator('input[id^="slug-field-"]').first()

/**
 * The pages gatsby develop has, asked of its GraphQL endpoint, which runs no page's query: asking
 * for a page's data within the half second develop batches a change can lose that change
 * (gatsby/node/keep-first-content-change.ts), and this test is about the save, not that.
 */
async function pagesOfDevelop(page: Page): Promise<string[]> {
  const answer = await page.request.post("/___graphql", { data: { query: "{ allSitePage { nodes { path } } }" } })
  return (
    ((await answer.json()) as { data?: { allSitePage: { nodes: Array<{ path: string }> } } }).data?.allSitePage.nodes.map(
      ({ path }) => path,
    ) ?? []
  )
}

/** Signs in and opens a product page from its list, as the owner finds it: by its title. */
async function openProduct(page: Page, title: string) {
  await signIn(page)
  await page.getByText("Product pages").first().click()
  await page.getByText(title, { exact: true }).first().click()
  await expect(slugField(page)).toHaveValue(/./)
}

test("an owner changes a product's slug in one publish: the new page is served, the old address moves on (301), the menu links to the new one, and the check passes", async ({
  page,
}) => {
  test.setTimeout(240_000)
  const restore = keepFolder(CONTENT)
  const product = linkedProduct()
  const slug = `${loaded<PageContent>(product.file).slug}-moved`
  const route = `/products/${slug}/`
  try {
    await openProduct(page, product.title)
    await slugField(page).fill(slug)
    await publish(page)
    await expect(page.getByText("Changes saved", { exact: true })).toBeVisible({ timeout: 20_000 })
    // The owner is told what the save did besides the page (Decap's own toast says only "Entry saved").
    await expect(
      page.getByText(/^The page has its new address: every link to it .* leads there, and its old address leads on to it/),
    ).toBeVisible()

    // One save wrote the page, its menu entry and its old address.
    expect(loaded<PageContent>(product.file).slug).toBe(slug)
    // The menu's entry itself leads there, in its place, not a new entry at the menu's end.
    expect(loaded<NavigationContent>("content/navigation.yaml").products[product.menuIndex].url).toBe(route)
    expect(loaded<RedirectsContent>("content/redirects.yaml").redirects).toContainEqual({ from: product.route, to: route })
    // Nothing in content/ leads to the old address any more: menus, pages, testimonials, studies.
    expect(linksTo(loadContent(CONTENT).files, product.route)).toEqual([])

    // The dev site serves the page at its new address and moves the old one on for good.
    await expect.poll(async () => (await page.request.get(product.route, { maxRedirects: 0 })).status(), { timeout: 60_000 }).toBe(301)
    expect((await page.request.get(product.route, { maxRedirects: 0 })).headers().location).toBe(route)
    // Develop has made the page at its new address and none at the old one; then a visitor sees it.
    await expect
      .poll(async () => (await pagesOfDevelop(page)).filter((path) => path === route || path === product.route), { timeout: 90_000 })
      .toEqual([route])
    await page.goto(route)
    await expect(page).toHaveTitle(new RegExp(product.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    // The menu on the page links to the new address, and no link leads to the old one.
    await expect(page.locator(`header a[href="${route}"]`).first()).toBeAttached()
    await expect(page.locator(`a[href="${product.route}"]`)).toHaveCount(0)

    // The copy passes the content check, as a build would.
    expect(() => execFileSync("npm", ["run", "--silent", "check:content"], { cwd: DEV_COPY.dir, stdio: "pipe" })).not.toThrow()
  } finally {
    restore()
  }
})

test("a slug another product has is refused, naming that product's file, and nothing is saved", async ({ page }) => {
  const product = linkedProduct()
  const other = fs
    .readdirSync(path.join(CONTENT, "products"))
    .map((name) => `content/products/${name}`)
    .find((file) => file !== product.file)!
  const taken = loaded<PageContent>(other).slug
  const before = { page: read(product.file), menus: read("content/navigation.yaml"), redirects: read("content/redirects.yaml") }
  await openProduct(page, product.title)
  await slugField(page).fill(taken)
  await publish(page)
  // Said in the toast and in the panel that stays.
  await expect(
    page
      .getByText(`Slug: "${taken}" is already the slug of Product pages → ${loaded<PageContent>(other).title}: give this page its own.`, {
        exact: false,
      })
      .first(),
  ).toBeVisible()
  expect({ page: read(product.file), menus: read("content/navigation.yaml"), redirects: read("content/redirects.yaml") }).toEqual(before)
})
