import { expect, test, type Locator, type Page } from "@playwright/test"
import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { formatProblem } from "../../../gatsby/content/content-rules"
import { findContentProblems } from "../../../gatsby/content/load-content"
import { routeFor } from "../../../content/schema/content-schema"
import { DEV_COPY } from "../support/origins"
import { publish, signIn } from "../support/cms"

/*
 * Proof of work, at /admin/ of the dev site as npm start runs it, on Decap's local back end in a
 * copy of the project (see cms.spec.ts): an editor writes a case study with the client's logo and a
 * picture of the work, picks the product page it proves (only service and product pages are
 * offered), saves it as a draft, then unticks Draft and publishes; the dev site then lists it at
 * /case-studies/ and shows it on that product page. The test takes away what it added.
 */

const workingCopy = DEV_COPY.dir
const SLUG = "spec-clinic-booking"
const FILE = `content/case-studies/${SLUG}.yaml`
const ROUTE = routeFor("case-studies", SLUG)
const TITLE = "A Clinic's Online Bookings"
/**
 * Pictures an editor uploads: any PNGs of theirs, saved under the names they had on their computer.
 * Both are made from one file, as an editor's logo and screen may be: Decap once kept only the
 * last upload of a picture into an unsaved entry, whatever its name (admin/decap-fixes.ts).
 */
const PICTURE_TO_UPLOAD = path.resolve(__dirname, "../../../content/images/laundry-app-development.png")
const LOGO = `${SLUG}-logo.png`
const SCREEN = `${SLUG}-screen.png`

test.describe.configure({ mode: "serial" })

/** The site's words for proof of work, as the working copy has them (editors own them: content/words.yaml). */
const proofOfWorkWords = () =>
  (
    yaml.load(fs.readFileSync(path.join(workingCopy, "content/words.yaml"), "utf8")) as {
      proofOfWork: { work: string; workInThisArea: string }
    }
  ).proofOfWork
const checkOfWorkingCopy = () => findContentProblems(path.join(workingCopy, "content")).map(formatProblem)
/** The study's file as data, or undefined while it is missing or decap-server is still writing it: for polls. */
function savedStudy(): Record<string, unknown> | undefined {
  try {
    return (yaml.load(fs.readFileSync(path.join(workingCopy, FILE), "utf8")) ?? undefined) as Record<string, unknown> | undefined
  } catch {
    return undefined
  }
}

/** Whether content/images/<name> of the working copy is the uploaded picture, whole (false while missing or being written). */
function holdsUpload(name: string): boolean {
  try {
    return fs.readFileSync(path.join(workingCopy, "content/images", name)).equals(fs.readFileSync(PICTURE_TO_UPLOAD))
  } catch {
    return false
  }
}

/** Uploads a picture into the form's first empty image field (a filled one offers "Choose different image"), under the given name. */
async function upload(page: Page, name: string) {
  await page.getByRole("button", { name: "Choose an image" }).first().click()
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: "image/png", buffer: fs.readFileSync(PICTURE_TO_UPLOAD) })
  await page.getByRole("button", { name: "Choose selected" }).click()
}

/** The study's card in a list of studies: its title is the card's heading, and its link reads the site's "read the study" words. */
const studyCard = (page: Page, list: Page | Locator = page) =>
  list.getByRole("listitem").filter({ has: page.getByRole("heading", { name: TITLE, exact: true }) })

/** Whether an image in the frame has loaded and drawn (not its alt text in a broken image). */
const drawn = (image: HTMLImageElement) => image.complete && image.naturalWidth > 0

test("an editor publishes a case study with its client's logo and a picture; /case-studies/ and the product page it proves show it", async ({
  page,
}) => {
  test.setTimeout(180_000)
  try {
    await signIn(page)
    await page.getByText("Case studies", { exact: true }).first().click()
    await page.getByLabel("Create entry of type Case study").click()
    await page.locator('input[id^="slug-field-"]').fill(SLUG)
    await page.locator('input[id^="title-field-"]').fill(TITLE)
    await page.locator('textarea[id^="description-field-"]').fill("How a clinic's patients book online, and what it changed.")
    await page.locator('input[type="date"][id^="published-field-"]').fill("2026-05-04")
    await page.locator('[id^="summary-field-"]').fill("A clinic's patients book their appointments online, day and night.")
    await page.locator('input[id^="description-field-"]').fill("A clinic in Pune")
    await page.locator('[id^="industry-field-"]').fill("Healthcare")
    await page.locator('[id^="city-field-"]').fill("Pune")
    await page.locator('[id^="namingAllowed-field-"]').click()
    await page.locator('[id^="name-field-"]').fill("Spec Clinic")
    await upload(page, LOGO)
    await page.locator('[id^="logoAlt-field-"]').fill("Spec Clinic's logo: a green cross.")

    // What it proves: the list offers the service and product pages and no other page of the site.
    await page.getByRole("button", { name: /^Add services and products it proves/i }).click()
    const proves = page.locator('select[id^="proves-field-"]').first()
    const offered = (
      await proves.locator("option").evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
    ).filter((value) => value.startsWith("/"))
    expect(offered.length).toBeGreaterThan(0)
    expect(offered.filter((route) => !/^\/(service|products)\//.test(route))).toEqual([])
    const product = offered.find((route) => route.startsWith("/products/"))!
    await proves.selectOption(product)

    await page.getByRole("button", { name: "Add Sections" }).click()
    await page.getByRole("menuitem", { name: "Pictures" }).click()
    await page.getByRole("button", { name: /^Add pictures?$/i }).click()
    await upload(page, SCREEN)
    await page.locator('[id^="imageAlt-field-"]').fill("The booking screen on a phone.")

    // Kept as a draft first: saved, judged by the check, not on the site.
    await page.locator('[id^="draft-field-"]').click()
    await publish(page)
    await expect.poll(() => savedStudy()?.draft, { timeout: 15_000 }).toBe(true)
    // Decap's local back end may write the uploads a moment after the entry.
    for (const picture of [LOGO, SCREEN])
      await expect.poll(() => holdsUpload(picture), { timeout: 15_000, message: `content/images/${picture} holds the upload` }).toBe(true)
    const saved = savedStudy()!
    expect(saved).toMatchObject({
      slug: SLUG,
      title: TITLE,
      proves: [product],
      client: { logo: `../images/${LOGO}`, namingAllowed: true, name: "Spec Clinic" },
    })
    // The date picker's day, as the check and GraphQL read it (the CMS writes it unquoted: js-yaml makes a Date of it).
    expect(new Date(saved.published as string | Date).toISOString().slice(0, 10)).toBe("2026-05-04")
    expect(checkOfWorkingCopy()).toEqual([])

    // The preview draws the uploaded screen in the pictures section.
    const preview = page.frameLocator("#preview-pane")
    await expect
      .poll(() => preview.locator(`main img[alt="The booking screen on a phone."]`).evaluate(drawn), { timeout: 15_000 })
      .toBe(true)

    // Published: Draft unticked.
    await page.locator('[id^="draft-field-"]').click()
    await publish(page)
    await expect.poll(() => savedStudy()?.draft ?? false, { timeout: 15_000 }).toBe(false)
    expect(checkOfWorkingCopy()).toEqual([])

    // The dev site picks up the file: /case-studies/ lists it, the product page shows it under its Work in this area.
    await expect
      .poll(
        async () => {
          await page.goto(`${DEV_COPY.origin}/case-studies/`)
          return studyCard(page).count()
        },
        { timeout: 60_000, message: "/case-studies/ lists the study" },
      )
      .toBe(1)
    await expect(studyCard(page).getByRole("link")).toHaveAttribute("href", ROUTE)
    const words = proofOfWorkWords()
    await page.goto(`${DEV_COPY.origin}${product}`)
    const workHere = page.locator("section", { has: page.getByRole("heading", { name: words.workInThisArea }) })
    await expect(studyCard(page, workHere).getByRole("link")).toHaveAttribute("href", ROUTE)
    // The top bar leads to the list now that a study is published.
    await expect(page.getByRole("banner").getByRole("link", { name: words.work, exact: true }).first()).toHaveAttribute(
      "href",
      "/case-studies/",
    )
  } finally {
    fs.rmSync(path.join(workingCopy, FILE), { force: true })
    for (const picture of [LOGO, SCREEN]) fs.rmSync(path.join(workingCopy, "content/images", picture), { force: true })
  }
})
