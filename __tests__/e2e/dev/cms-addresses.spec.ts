import { expect, test, type Page } from "@playwright/test"
import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { formatProblem } from "../../../content-model/content-files"
import { findContentProblems } from "../../../content-model/load-content"
import type { NavigationContent, SiteContent } from "../../../content/schema/content-schema"
import type { Testimonial } from "../../../content/schema/proof-of-work"
import { SERVICE_OPTIONS } from "../../../content/schema/service-options"
import { DEV_COPY } from "../support/origins"
import { AN_EDITORS_PICTURE, fillNewPage, publish, signIn, switchDraftOff } from "../support/cms"
import { DISMISS } from "../../../admin/src/refusal-panel"
import { LISTED_ABOVE, NOT_DELETED } from "../../../admin/src/refusals"

/*
 * Addresses that stay whole, at /admin/ of the dev site as npm start runs it, on Decap's local back
 * end in a copy of the project (see cms.spec.ts): an entry opened by its address is that entry, a
 * picture is saved with its description, a fixed page keeps its slug, a page the menu links to is not
 * deleted (a slug change carries its links: cms-slug-change.spec.ts), and a new product page joins its menu as it is published. Every
 * test puts back what it changed.
 */

const workingCopy = DEV_COPY.dir
const NAVIGATION = "content/navigation.yaml"
const CONTACT = "content/pages/contact-us.yaml"
const SITE = "content/site.yaml"
const TESTIMONIALS = "content/shared/testimonials.yaml"

test.describe.configure({ mode: "serial" })

const read = (file: string) => fs.readFileSync(path.join(workingCopy, file), "utf8")
const navigation = () => yaml.load(read(NAVIGATION)) as NavigationContent
/** The menus, or undefined while decap-server is still writing them (it truncates, then writes): for polls. */
function savedNavigation(): NavigationContent | undefined {
  try {
    return (yaml.load(read(NAVIGATION)) ?? undefined) as NavigationContent | undefined
  } catch {
    return undefined
  }
}
const checkOfWorkingCopy = () => findContentProblems(path.join(workingCopy, "content")).map(formatProblem)

/** The Products menu's first entry and its page's file, whichever products the site has. */
function linkedProduct() {
  const { url, title } = navigation().products[0]
  const fileName = fs
    .readdirSync(path.join(workingCopy, "content/products"))
    .map((name) => name.replace(/\.yaml$/, ""))
    .find((name) => url === `/products/${(yaml.load(read(`content/products/${name}.yaml`)) as { slug: string }).slug}/`)!
  // The refusal names the menu entry by its number and its title.
  return { file: `content/products/${fileName}.yaml`, fileName, entry: 1, title, url }
}

/** Opens an entry by its file's name, signed in already, as its address typed in the address bar does. */
async function openEntry(page: Page, collection: string, fileName: string) {
  await page.goto(`/admin/#/collections/${collection}/entries/${fileName}`)
  await expect(page.locator('input[id^="slug-field-"]').first()).toHaveValue(/./)
}

/** A product page opened from its list, then the page reloaded: the editor an owner has open before typing another address. */
async function reloadedProductPage(page: Page) {
  await page.getByText("Product pages").first().click()
  await page.locator('a[href*="/collections/products/entries/"]').first().click()
  const slug = page.locator('input[id^="slug-field-"]').first()
  await expect(slug).toHaveValue(/./)
  await page.reload()
  await expect(slug).toHaveValue(/./)
}

/** The value a form field of the open entry holds, by its name in the file. */
const field = (page: Page, name: string) => page.locator(`[id^="${name}-field-"]`).first()

/** Waits until Decap has finished a save (its toolbar says so), not only until the file is written. */
const saved = (page: Page) => expect(page.getByText("Changes saved", { exact: true })).toBeVisible({ timeout: 15_000 })

test("an entry opened by its address while another is open, after a reload, holds its own data, and its publish saves it: site settings, a file of a collection of files", async ({
  page,
}) => {
  const before = read(SITE)
  const site = yaml.load(before) as SiteContent
  try {
    await signIn(page)
    await reloadedProductPage(page)
    // Typed in the address bar (or a bookmark): only the address's fragment changes.
    await page.goto(`/admin/#/collections/settings/entries/site`)
    await expect(field(page, "brand")).toHaveValue(site.brand)
    await expect(field(page, "tagline")).toHaveValue(site.tagline)
    await expect(field(page, "description")).toHaveValue(site.description)
    await expect(page.getByText(site.phones[0].display, { exact: true }).first()).toBeVisible()

    const tagline = `${site.tagline} (opened by its address)`
    await field(page, "tagline").fill(tagline)
    await publish(page)
    await saved(page)
    // The file is the site's own, the tagline changed and nothing of the product page's in it.
    expect(yaml.load(read(SITE))).toEqual({ ...site, tagline })
    expect(checkOfWorkingCopy()).toEqual([])
  } finally {
    fs.writeFileSync(path.join(workingCopy, SITE), before)
  }
})

test("the testimonials opened by their address while a page is open, after a reload, are the saved ones, and a new one published there is saved", async ({
  page,
}) => {
  const before = read(TESTIMONIALS)
  // Dates read as the check reads them: as written, not as Date objects.
  const testimonials = (text: string) => yaml.load(text, { schema: yaml.CORE_SCHEMA }) as Testimonial[]
  const people = testimonials(before)
  const added = { quote: "They answered every question we had.", name: "Address Test Person", role: "Owner", company: "Address Test Shop" }
  try {
    await signIn(page)
    await reloadedProductPage(page)
    await page.goto(`/admin/#/collections/shared/entries/testimonials`)
    await expect(page.getByText(`${people.length} testimonials`, { exact: true })).toBeVisible()
    await expect(field(page, "name")).toHaveValue(people[0].name)

    await page.getByText("Add testimonial", { exact: true }).click()
    for (const [name, value] of Object.entries(added)) await page.locator(`[id^="${name}-field-"]`).last().fill(value)
    await page.locator('[id^="permission-field-"]').last().fill("2026-01-31")
    // Published, not kept as the draft a new testimonial starts as.
    await switchDraftOff(page)
    await publish(page)
    await saved(page)
    const after = testimonials(read(TESTIMONIALS))
    expect(after.slice(0, people.length)).toEqual(people)
    expect(after.slice(people.length)).toEqual([expect.objectContaining({ ...added, permission: "2026-01-31", draft: false })])
  } finally {
    fs.writeFileSync(path.join(workingCopy, TESTIMONIALS), before)
  }
})

/** Waits the time a real save takes, and says whether the files are as they were. */
async function unchanged(page: Page, files: Record<string, string>) {
  await page.waitForTimeout(1500)
  for (const [file, text] of Object.entries(files)) expect(read(file)).toBe(text)
}

test("a picture uploaded to a new product page without its description is refused, naming the section and field; with it, the page is saved and joins the Products menu", async ({
  page,
}) => {
  const slug = "addresses-upload-check"
  const file = `content/products/${slug}.yaml`
  const picture = `${slug}.png`
  const navigationBefore = read(NAVIGATION)
  try {
    await signIn(page)
    await page.getByText("Product pages").first().click()
    await page.getByLabel("Create entry of type Product page").click()
    await fillNewPage(page, {
      slug,
      title: "Upload Check App",
      description: "A page the test adds and takes away again.",
      hero: {
        heading: "Upload Check App",
        subheading: "A hero with a picture.",
        buttonLabel: "Get Free Consultation",
        buttonLink: "/contact-us/",
      },
    })
    await page.getByRole("combobox", { name: "Service (required in an enquiry)" }).click()
    await page.getByRole("option", { name: SERVICE_OPTIONS[0], exact: true }).click()
    await page.locator('input[id^="about-field-"]').fill("Upload Check App")
    await page.getByRole("button", { name: "Choose an image" }).click()
    await page.locator('input[type="file"]').setInputFiles({ name: picture, mimeType: "image/png", buffer: AN_EDITORS_PICTURE })
    await page.getByRole("button", { name: "Choose selected" }).click()
    // To publish, not to keep as the draft a new page starts as (a draft's missing description is a note).
    await switchDraftOff(page)

    await publish(page)
    // In the sections' own words, or the save check's (Hero (section 1) → Image description: …), whichever speaks first.
    await expect(page.getByText(/Hero \(section 1\)(:| →) Image description:? is required when there is an image/).first()).toBeVisible()
    await unchanged(page, { [NAVIGATION]: navigationBefore })
    expect(fs.existsSync(path.join(workingCopy, file))).toBe(false)

    await page.locator('[id^="imageAlt-field-"]').fill("A phone with the app open.")
    await publish(page)
    await expect.poll(() => fs.existsSync(path.join(workingCopy, file)), { timeout: 15_000 }).toBe(true)
    // Published, the page is added at the end of the Products menu, and the check passes.
    await expect
      .poll(() => savedNavigation()?.products.at(-1), { timeout: 15_000 })
      .toEqual({ id: slug, title: "Upload Check App", url: `/products/${slug}/` })
    await expect(page.getByText(/now in the Products menu/)).toBeVisible()
    expect(checkOfWorkingCopy()).toEqual([])
  } finally {
    fs.writeFileSync(path.join(workingCopy, NAVIGATION), navigationBefore)
    fs.rmSync(path.join(workingCopy, file), { force: true })
    fs.rmSync(path.join(workingCopy, "content/images", picture), { force: true })
  }
})

test("the fixed pages are listed by their file's name; the contact page's slug cannot be changed: the save is refused, naming the slug it keeps", async ({
  page,
}) => {
  const before = read(CONTACT)
  await signIn(page)
  await page.getByText("Pages", { exact: true }).first().click()
  await expect(page.getByText(/^home · /)).toBeVisible()
  await openEntry(page, "pages", "contact-us")
  await page.locator('input[id^="slug-field-"]').first().fill("contact")
  await publish(page)
  await expect(page.locator("#save-refusal").getByText(/Slug must stay "contact-us", not "contact"/)).toBeVisible()
  await unchanged(page, { [CONTACT]: before })
})

test("deleting a product the menu links to is refused, naming the menu's entry, in a panel that outlasts the toast until dismissed; the page stays", async ({
  page,
}) => {
  const product = linkedProduct()
  const before = { [product.file]: read(product.file), [NAVIGATION]: read(NAVIGATION) }
  await signIn(page)
  await openEntry(page, "products", product.fileName)
  // Decap asks "Are you sure…?" first: the editor says yes.
  page.on("dialog", (dialog) => void dialog.accept())
  await page.getByRole("button", { name: /^Delete/ }).click()
  await expect(
    page.getByText(`${product.url} is linked from these, which would lead nowhere without it`, { exact: false }).first(),
  ).toBeVisible()
  await expect(
    page.getByText(`Site settings → Menus: Products menu, entry ${product.entry} (${product.title}) → Link`, { exact: false }).first(),
  ).toBeVisible()
  // Said in the panel at the top of the form, which stays until dismissed; Decap's toast, which fades, points there in one line.
  const panel = page.getByRole("alert").filter({ hasText: `${NOT_DELETED}: ${product.url} is linked from these` })
  const toast = page.getByRole("alert").filter({ hasText: `${NOT_DELETED}: ${LISTED_ABOVE.delete}` })
  await expect(panel).toHaveCount(1)
  await expect(toast).toHaveCount(1)
  await unchanged(page, before)
  await expect(toast).toHaveCount(0, { timeout: 20_000 })
  await expect(panel).toBeVisible()
  await expect(panel.getByRole("listitem")).toContainText([
    `Site settings → Menus: Products menu, entry ${product.entry} (${product.title}) → Link`,
  ])
  await panel.getByRole("button", { name: DISMISS, exact: true }).click()
  await expect(panel).toHaveCount(0)
  // Still the product's form: nothing was deleted.
  await expect(page.locator('input[id^="slug-field-"]').first()).toHaveValue(/./)
})

test("a menu entry asks for no id: the CMS makes one from its link, unique in its menu", async ({ page }) => {
  const before = read(NAVIGATION)
  const product = linkedProduct()
  try {
    await signIn(page)
    await page.getByText("Site settings").first().click()
    await page.getByText("Menus", { exact: true }).click()
    // Each menu has its own "Add menu entry": the one in the innermost block that holds the Products menu's label.
    const addEntry = page.getByRole("button", { name: "Add menu entry" })
    await page
      .locator("div")
      .filter({ has: page.getByText("Products menu", { exact: true }) })
      .filter({ has: addEntry })
      .last()
      .locator(addEntry)
      .click()
    const added = (field: string) => page.locator(`input[id^="${field}-field-"]`).filter({ visible: true })
    await expect(added("title")).toHaveCount(1)
    await expect(added("id")).toHaveCount(0)
    await added("title").fill("The same product again")
    await page.locator('select[id^="url-field-"]').filter({ visible: true }).selectOption(product.url)
    await publish(page)
    await expect
      .poll(() => savedNavigation()?.products.length, { timeout: 15_000 })
      .toBe((yaml.load(before) as NavigationContent).products.length + 1)
    // The id is the link's last word (with a number where the menu has that id already), and no other entry's.
    const ids = navigation().products.map(({ id }) => id)
    const { id, ...entry } = navigation().products.at(-1)!
    expect(entry).toEqual({ title: "The same product again", url: product.url })
    expect(id).toMatch(new RegExp(`^${product.url.split("/").filter(Boolean).pop()}(-\\d+)?$`))
    expect(new Set(ids).size).toBe(ids.length)
  } finally {
    fs.writeFileSync(path.join(workingCopy, NAVIGATION), before)
  }
})
