import { expect, test, type Locator, type Page } from "@playwright/test"
import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { formatProblem } from "../../../content-model/content-files"
import { findContentProblems } from "../../../content-model/load-content"
import { fieldInWords, NAVIGATION } from "../../../admin/src/address-guards"
import { lengthLimitMessage, MAX_LENGTH, PAGE_KINDS, routeFor, type NavigationContent } from "../../../content/schema/content-schema"
import { UNBUILT_MARK } from "../../../admin/src/link-choice"
import { theme } from "../../../src/styles/theme"
import { SERVICE_OPTIONS } from "../../../content/schema/service-options"
import { DEV_COPY } from "../support/origins"
import { examplePage, readContent } from "../../support/content"
import { testSiteDirOf } from "../../../scripts/test-build-dir"
import { addHero, draftSwitch, fillNewPage, keepFolder, publish, signIn, switchDraftOff, upload } from "../support/cms"
import { listenersOf, processTree } from "../support/listeners"
import { run } from "../support/run"

/*
 * An editor at /admin/ of the dev site as npm start runs it (the dev suite: npm start in a copy of
 * the project, scripts/dev-copy.ts), with Decap's local back end (decap-server) on that copy, so
 * what the CMS saves lands in files the test reads and the check judges, and the dev site shows it.
 * The page runs under the CMS's policy as the dev server sends it (the built site's, plus the
 * local back end's origin).
 *
 * The flow ends as a developer's day does: npm test runs in that very project while npm start serves
 * it, on the pages the editor reworded, added and published. Then the copy's content/ is put back as
 * it was before the flow, for the dev suite's other files.
 */

/** The product the editor works on: any, the first whose hero's heading is its title and has a picture. */
const PRODUCT_PAGE = examplePage("products", (data) => data.sections[0]?.heading === data.title && data.sections[0]?.image)
const PRODUCT = `content/${PRODUCT_PAGE.file}`
const PRODUCT_DATA = readContent<{ title: string; sections: Array<{ image: string }> }>(PRODUCT_PAGE.file)
/** The product's hero heading as the editor rewords it. */
const REWORDED_HEADING = "Apps Your Customers Love"
const HOME = "content/pages/home.yaml"
/** The home page's reasons heading as the editor rewords it. */
const REASONS_HEADING = "Reasons Owners Stay With Us"
/** A picture an editor uploads: any PNG of theirs, saved under the name it had on their computer. */
const PICTURE_TO_UPLOAD = path.resolve(__dirname, "../../../content", path.dirname(PRODUCT_PAGE.file), PRODUCT_DATA.sections[0].image)
const UPLOADED_PICTURE = "pet-care-hero.png"
/**
 * The new product page the editor adds: a slug unlike the title's words (the file is named after the
 * Slug field), and not pet-care, a page Jest's cms-addresses.test.ts adds to the content it reads.
 */
const NEW_SLUG = "pet-clinic"
const NEW_PAGE = `content/products/${NEW_SLUG}.yaml`
const NEW_ROUTE = `/products/${NEW_SLUG}/`
/** The case study the editor writes and publishes, with a logo and a picture of the work. */
const STUDY_SLUG = "spec-clinic-booking"
const STUDY = `content/case-studies/${STUDY_SLUG}.yaml`
const STUDY_ROUTE = routeFor("case-studies", STUDY_SLUG)
const STUDY_TITLE = "A Clinic's Online Bookings"
/**
 * The study's pictures: both uploaded from one file, as an editor's logo and screen may be (Decap
 * once kept only the last upload of a picture into an unsaved entry, whatever its name:
 * admin/decap-fixes.ts).
 */
const LOGO = `${STUDY_SLUG}-logo.png`
const SCREEN = `${STUDY_SLUG}-screen.png`
const workingCopy = DEV_COPY.dir

// The tests save into one copy of the project, so they take turns; npm test, late in the flow, judges what the earlier ones saved.
test.describe.configure({ mode: "serial" })

let putBackContent: () => void
test.beforeAll(() => (putBackContent = keepFolder(path.join(workingCopy, "content"))))
test.afterAll(() => putBackContent())

const productFile = () => contentFile(PRODUCT)

const contentFile = (file: string) => fs.readFileSync(path.join(workingCopy, file), "utf8")
/**
 * A content file of the working copy as data, or undefined while decap-server is still writing it
 * (it truncates, then writes: a read in between finds the file empty or cut short). For polls.
 */
function savedData<T>(file: string): T | undefined {
  try {
    return (yaml.load(contentFile(file)) ?? undefined) as T | undefined
  } catch {
    return undefined
  }
}
type Sections<Section = Record<string, unknown>> = { sections: Section[] }
const checkOfWorkingCopy = () => findContentProblems(path.join(workingCopy, "content")).map(formatProblem)
/** Whether content/images/<name> of the working copy is the uploaded picture, whole (false while missing or being written). */
function holdsUpload(name: string): boolean {
  try {
    return fs.readFileSync(path.join(workingCopy, "content/images", name)).equals(fs.readFileSync(PICTURE_TO_UPLOAD))
  } catch {
    return false
  }
}
/** The site's words for proof of work, as the working copy has them (editors own them: content/words.yaml). */
const proofOfWorkWords = () => savedData<{ proofOfWork: { work: string; workInThisArea: string } }>("content/words.yaml")!.proofOfWork
/** The study's card in a list of studies: its title is the card's heading, and its link reads the site's "read the study" words. */
const studyCard = (page: Page, list: Page | Locator = page) =>
  list.getByRole("listitem").filter({ has: page.getByRole("heading", { name: STUDY_TITLE, exact: true }) })
/** Whether an image has loaded and drawn (not its alt text in a broken image). */
const drawn = (image: HTMLImageElement) => image.complete && image.naturalWidth > 0

/** Signs in to the local back end and opens a collection; returns what the page's policy blocked by then and later. */
async function openCollection(page: Page, collection: string | RegExp): Promise<string[]> {
  const blocked: string[] = []
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) blocked.push(message.text())
  })
  await page.goto("/admin/")
  await page.getByRole("button", { name: "Login" }).click()
  await page.getByText(collection).first().click()
  return blocked
}

/** Opens the product in the CMS; returns what the page's policy blocked by then and later. */
async function openProduct(page: Page): Promise<string[]> {
  const blocked = await openCollection(page, "Product pages")
  await page.getByText(PRODUCT_DATA.title).first().click()
  await expect(page.locator('input[id^="title-field-"]').first()).toHaveValue(PRODUCT_DATA.title)
  return blocked
}

/** Opens a closed entry of a list: the chevron in the bar above the entry's summary. */
async function openListEntry(page: Page, summary: string) {
  await page.getByText(summary, { exact: true }).locator("xpath=preceding-sibling::*[1]").getByRole("button").first().click()
}

test("an editor changes a product's hero heading, sees it in the site's styles, and saves a file the check passes", async ({ page }) => {
  const before = productFile()
  const blocked = await openProduct(page)
  const heading = page.locator('input[id^="heading-field-"]').first()
  await heading.fill(REWORDED_HEADING)

  const preview = page.frameLocator("#preview-pane")
  const previewHeading = preview.locator("h1")
  await expect(previewHeading).toHaveText(REWORDED_HEADING)
  // The site's own hero, styled: its gradient and the page-wide heading colour reached the preview's frame.
  await expect(preview.locator("main section").first()).toHaveCSS("background-image", /linear-gradient/)
  const inkRgb = `rgb(${[1, 3, 5].map((start) => parseInt(theme.colors.ink.slice(start, start + 2), 16)).join(", ")})`
  await expect(previewHeading).toHaveCSS("color", inkRgb)
  // The page's own hero picture, found in the media folder and drawn (not its alt text in a broken image).
  await expect
    .poll(
      () =>
        preview
          .locator("main section")
          .first()
          .locator("img")
          .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      {
        message: "the hero picture loaded in the preview",
      },
    )
    .toBeGreaterThan(0)

  await publish(page)
  await expect.poll(productFile, { timeout: 15_000 }).toContain(`heading: ${REWORDED_HEADING}`)
  // The file was already in the form the CMS writes: the save changed that line and nothing else.
  expect(productFile()).toBe(before.replace(`heading: ${PRODUCT_DATA.title}\n`, `heading: ${REWORDED_HEADING}\n`))
  expect(checkOfWorkingCopy()).toEqual([])
  expect(blocked).toEqual([])
})

test("an empty title is refused with a message, and the file stays as it was", async ({ page }) => {
  const before = productFile()
  await openProduct(page)
  await page.locator('input[id^="title-field-"]').first().fill("")
  await publish(page)
  await expect(page.getByText(/Title is required/i)).toBeVisible()
  // Give a save that should not happen the time a real one takes.
  await page.waitForTimeout(1500)
  expect(productFile()).toBe(before)
})

test("a hero picture without its description is refused at the description itself, and the file stays as it was", async ({ page }) => {
  const before = productFile()
  await openProduct(page)
  const description = page.locator('textarea[id^="imageAlt-field-"]').first()
  await description.fill("")
  await publish(page)
  // The save check's words, kept in the panel, and the field itself marked (not the Sections list's label).
  await expect(page.getByText("Hero (section 1) → Image description: is required when there is an image").first()).toBeVisible()
  await expect(description).toHaveAttribute("aria-invalid", "true")
  await page.waitForTimeout(1500)
  expect(productFile()).toBe(before)
})

test("an editor who removes a hero's picture and its description saves a file without either, which the check passes", async ({ page }) => {
  await openProduct(page)
  await page.getByRole("button", { name: "Remove image" }).first().click()
  await page.locator('textarea[id^="imageAlt-field-"]').first().fill("")
  await publish(page)
  // Decap would write the emptied optional fields as "" (which the build refuses); the CMS leaves them out.
  await expect.poll(() => savedData<Sections>(PRODUCT)?.sections[0], { timeout: 15_000 }).not.toHaveProperty("image")
  expect(savedData<Sections>(PRODUCT)!.sections[0]).not.toHaveProperty("imageAlt")
  expect(checkOfWorkingCopy()).toEqual([])
})

test("a phone number without + is refused with what it must be, and the file stays as it was", async ({ page }) => {
  const before = contentFile("content/site.yaml")
  await openCollection(page, "Site settings")
  await page.getByText("Brand and contact details").click()
  const firstPhone = (yaml.load(before) as { phones: Array<{ display: string }> }).phones[0]
  await openListEntry(page, firstPhone.display)
  const dial = page.locator('input[id^="dial-field-"]').first()
  await dial.fill("9000000002")
  await publish(page)
  await expect(page.getByText("To dial must be + and 8 to 15 digits.")).toBeVisible()
  await page.waitForTimeout(1500)
  expect(contentFile("content/site.yaml")).toBe(before)
})

test("a new product page is saved as content/products/<its slug>.yaml with the fields filled in, joins the Products menu, and passes the check", async ({
  page,
}) => {
  const navigationBefore = savedData<NavigationContent>(NAVIGATION)!
  await openCollection(page, "Product pages")
  await page.getByLabel("Create entry of type Product page").click()
  await fillNewPage(page, {
    slug: NEW_SLUG,
    title: "Pet Care App Development",
    description: "Bookings, reminders and records for vets and groomers.",
    hero: {
      heading: "Pet Care App Development",
      subheading: "Every pet's visits in one app.",
      buttonLabel: "Get Free Consultation",
      buttonLink: "/contact-us/",
    },
  })
  // A picture of the editor's own, uploaded through the content manager's media library.
  await upload(page, UPLOADED_PICTURE, PICTURE_TO_UPLOAD)
  await page.locator('[id^="imageAlt-field-"]').fill("A phone showing a dog's next vet visit.")
  // Questions and answers below the hero.
  await page.getByRole("button", { name: "Add section" }).click()
  await page.getByRole("menuitem", { name: "Questions and answers" }).click()
  await page.locator('input[id^="heading-field-"]').nth(1).fill("Questions about pet care apps")
  await page.getByRole("button", { name: "Add question" }).click()
  await page.locator('[id^="question-field-"]').fill("Can owners book grooming and vet visits in one place?")
  await page
    .locator('[id^="answer-field-"]')
    .fill("Yes. Each kind of visit has its own calendar, and owners see all their bookings together.")
  // Published at once, as an owner who fills it in whole does: a new page starts as a draft.
  await switchDraftOff(page)
  // The hero's button leads to the contact form without saying what about: refused, in the check's words, naming the field as the form does.
  await publish(page)
  const enquiryField = fieldInWords(NEW_PAGE, "sections[0].button.enquiry", { sections: [{ type: "hero" }] })
  await expect(page.getByText(`${enquiryField}: a button to the contact form needs its Enquiry`, { exact: false }).first()).toBeVisible()
  expect(fs.existsSync(path.join(workingCopy, NEW_PAGE))).toBe(false)
  await page.getByRole("combobox", { name: "Service (required in an enquiry)" }).click()
  await page.getByRole("option", { name: SERVICE_OPTIONS[0], exact: true }).click()
  await page.locator('input[id^="about-field-"]').fill("Pet Care App")
  await publish(page)

  // Written once decap-server has saved it whole (savedData: undefined while the file is missing or being written).
  await expect
    .poll(() => savedData(NEW_PAGE), { timeout: 15_000 })
    .toEqual({
      slug: NEW_SLUG,
      title: "Pet Care App Development",
      description: "Bookings, reminders and records for vets and groomers.",
      // Product pages have the Draft switch; published with it off, the CMS writes it so.
      draft: false,
      sections: [
        {
          type: "hero",
          heading: "Pet Care App Development",
          subheading: "Every pet's visits in one app.",
          button: {
            label: "Get Free Consultation",
            url: "/contact-us/",
            enquiry: { service: SERVICE_OPTIONS[0], about: "Pet Care App" },
          },
          image: `../images/${UPLOADED_PICTURE}`,
          imageAlt: "A phone showing a dog's next vet visit.",
        },
        {
          type: "faq",
          heading: "Questions about pet care apps",
          faqs: [
            {
              question: "Can owners book grooming and vet visits in one place?",
              answer: "Yes. Each kind of visit has its own calendar, and owners see all their bookings together.",
            },
          ],
        },
      ],
    })
  expect(holdsUpload(UPLOADED_PICTURE)).toBe(true)
  // Published, the page joins the end of the Products menu by itself (the editor adds no entry), and the editor is told.
  await expect
    .poll(() => savedData<NavigationContent>(NAVIGATION), { timeout: 15_000 })
    .toEqual({
      ...navigationBefore,
      products: [...navigationBefore.products, { id: NEW_SLUG, title: "Pet Care App Development", url: NEW_ROUTE }],
    })
  await expect(page.getByText(/now in the Products menu/)).toBeVisible()
  expect(checkOfWorkingCopy()).toEqual([])

  // The dev site's Products menu lists it.
  await expect
    .poll(
      async () => {
        await page.goto("/")
        return page.locator(`header a[href="${NEW_ROUTE}"]`).count()
      },
      { timeout: 60_000, message: "the new product in the dev site's Products menu" },
    )
    .toBeGreaterThan(0)
})

test("an editor rewords the home page's reasons heading (the section chosen by its type), and the check passes", async ({ page }) => {
  const home = savedData<Sections<{ type: string; heading?: string }> & { title: string }>(HOME)!
  // Every section has a Heading field, open, in the page's order.
  const reasons = home.sections.findIndex(({ type }) => type === "reasons")
  expect(home.sections[reasons].heading).not.toBe(REASONS_HEADING)
  await openCollection(page, /^Pages$/)
  // A fixed page is listed by its file's name and its title.
  await page
    .getByText(`${path.basename(HOME, ".yaml")} · ${home.title}`, { exact: true })
    .first()
    .click()
  const heading = page.locator('input[id^="heading-field-"]').nth(reasons)
  await expect(heading).toHaveValue(home.sections[reasons].heading!)
  await heading.fill(REASONS_HEADING)
  await expect(page.frameLocator("#preview-pane").getByRole("heading", { level: 2, name: REASONS_HEADING })).toBeVisible()
  await publish(page)
  await expect.poll(() => savedData<typeof home>(HOME)?.sections[reasons].heading, { timeout: 15_000 }).toBe(REASONS_HEADING)
  expect(checkOfWorkingCopy()).toEqual([])
})

// Proof of work: a case study with the client's logo and a picture of the work, proving a product
// page (only service and product pages are offered); saved as a draft first, then published.
test("an editor publishes a case study with its client's logo and a picture; /case-studies/ and the product page it proves show it", async ({
  page,
}) => {
  test.setTimeout(180_000)
  await signIn(page)
  await page.getByText("Case studies", { exact: true }).first().click()
  await page.getByLabel("Create entry of type Case study").click()
  await page.locator('input[id^="slug-field-"]').fill(STUDY_SLUG)
  await page.locator('input[id^="title-field-"]').fill(STUDY_TITLE)
  await page.locator('textarea[id^="description-field-"]').fill("How a clinic's patients book online, and what it changed.")
  await page.locator('input[type="date"][id^="published-field-"]').fill("2026-05-04")
  await page.locator('[id^="summary-field-"]').fill("A clinic's patients book their appointments online, day and night.")
  await page.locator('input[id^="description-field-"]').fill("A clinic in Pune")
  await page.locator('[id^="industry-field-"]').fill("Healthcare")
  await page.locator('[id^="city-field-"]').fill("Pune")
  await page.locator('[id^="namingAllowed-field-"]').click()
  await page.locator('[id^="name-field-"]').fill("Spec Clinic")
  await upload(page, LOGO, PICTURE_TO_UPLOAD)
  await page.locator('[id^="logoAlt-field-"]').fill("Spec Clinic's logo: a green cross.")

  // What it proves: the list offers the service and product pages and no other page of the site.
  await page.getByRole("button", { name: /^Add service or product page/i }).click()
  const proves = page.locator('select[id^="proves-field-"]').first()
  const options = (
    await proves
      .locator("option")
      .evaluateAll((options) => options.map((option) => ({ route: (option as HTMLOptionElement).value, label: option.textContent ?? "" })))
  ).filter(({ route }) => route.startsWith("/"))
  const offered = options.map(({ route }) => route)
  expect(offered.length).toBeGreaterThan(0)
  expect(offered.filter((route) => !/^\/(service|products)\//.test(route))).toEqual([])
  // A published product: the study starts as a draft, whose picker offers unpublished pages too, marked.
  const product = options.find(({ route, label }) => route.startsWith("/products/") && !label.includes(UNBUILT_MARK))!.route
  await proves.selectOption(product)

  // Its story: the hero every page opens with (its heading is the page's h1), then the pictures of the work.
  await addHero(page, {
    heading: STUDY_TITLE,
    subheading: "Patients book online, day and night.",
    buttonLabel: "Talk to us",
    buttonLink: "/contact-us/",
  })
  await page.getByRole("button", { name: "Add section" }).click()
  await page.getByRole("menuitem", { name: "Pictures" }).click()
  await page.getByRole("button", { name: /^Add picture$/i }).click()
  // The pictures section's field, not the hero's (which stays without a picture).
  await upload(page, SCREEN, PICTURE_TO_UPLOAD, "last")
  await page.locator('[id^="imageAlt-field-"]').last().fill("The booking screen on a phone.")

  // Kept as a draft first, as a new study starts: saved, judged by the check, not on the site.
  await expect(draftSwitch(page)).toHaveAttribute("aria-checked", "true")
  await publish(page)
  await expect.poll(() => savedData<Record<string, unknown>>(STUDY)?.draft, { timeout: 15_000 }).toBe(true)
  // Decap's local back end may write the uploads a moment after the entry.
  for (const picture of [LOGO, SCREEN])
    await expect.poll(() => holdsUpload(picture), { timeout: 15_000, message: `content/images/${picture} holds the upload` }).toBe(true)
  const saved = savedData<Record<string, unknown>>(STUDY)!
  expect(saved).toMatchObject({
    slug: STUDY_SLUG,
    title: STUDY_TITLE,
    proves: [product],
    client: { logo: `../images/${LOGO}`, namingAllowed: true, name: "Spec Clinic" },
  })
  // The date picker's day, as the check and GraphQL read it (the CMS writes it unquoted: js-yaml makes a Date of it).
  expect(new Date(saved.published as string | Date).toISOString().slice(0, 10)).toBe("2026-05-04")
  expect(checkOfWorkingCopy()).toEqual([])

  // The preview draws the uploaded screen in the pictures section.
  const preview = page.frameLocator("#preview-pane")
  await expect.poll(() => preview.locator(`main img[alt="The booking screen on a phone."]`).evaluate(drawn), { timeout: 15_000 }).toBe(true)

  // Published: Draft switched off.
  await switchDraftOff(page)
  await publish(page)
  await expect.poll(() => savedData<Record<string, unknown>>(STUDY)?.draft ?? false, { timeout: 15_000 }).toBe(false)
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
  await expect(studyCard(page).getByRole("link")).toHaveAttribute("href", STUDY_ROUTE)
  const words = proofOfWorkWords()
  await page.goto(`${DEV_COPY.origin}${product}`)
  const workHere = page.locator("section", { has: page.getByRole("heading", { name: words.workInThisArea }) })
  await expect(studyCard(page, workHere).getByRole("link")).toHaveAttribute("href", STUDY_ROUTE)
  // The top bar leads to the list now that a study is published.
  await expect(page.getByRole("banner").getByRole("link", { name: words.work, exact: true }).first()).toHaveAttribute(
    "href",
    "/case-studies/",
  )
})

/** What the dev site serves from its folders: the CMS's bundle (static/admin/), a page and its data (public/). */
const SERVED = ["/admin/", "/admin/cms.js", "/", "/page-data/index/page-data.json"]
/** The dev site's own files a build in place would remove or rewrite (the CMS's bundle, and develop's copy of it). */
const DEV_FILES = ["static/admin/cms.js", "static/admin/index.html", "public/admin/cms.js", "public/admin/index.html"]
const modified = () => DEV_FILES.map((file) => [file, fs.statSync(path.join(workingCopy, file)).mtimeMs])
const startedTree = () => processTree(JSON.parse(fs.readFileSync(path.join(workingCopy, "dev-copy.json"), "utf8")).pid as number)
/** What npm start listens for: the dev site, decap-server and the mail sink. */
const NPM_START_PORTS = [DEV_COPY.port, DEV_COPY.decapServerPort, DEV_COPY.mailSinkPort]
const listening = () => listenersOf(startedTree()).map(({ port }) => port)

/** The addresses of SERVED the dev site does not answer with 200 now. */
async function unanswered(): Promise<string[]> {
  const statuses = await Promise.all(
    SERVED.map((address) =>
      fetch(`${DEV_COPY.origin}${address}`).then(
        (response) => response.status,
        (error: Error) => error.message,
      ),
    ),
  )
  return SERVED.flatMap((address, index) => (statuses[index] === 200 ? [] : [`${address}: ${statuses[index]}`]))
}

/** Runs one of npm test's steps in the working copy, asking the dev site for SERVED every second meanwhile; fails the test, with the step's failures, when the step fails. */
async function npmTestStep(command: string, args: string[], missed: Set<string>) {
  let running = true
  const step = run(command, args, workingCopy).finally(() => (running = false))
  while (running) {
    for (const miss of await unanswered()) missed.add(miss)
    await new Promise((resolve) => setTimeout(resolve, 1_000))
  }
  const { status, output } = await step
  const failures = output.split("\n").filter((line) => /^\s*(FAIL|●|ERROR|error) /.test(line))
  expect(status, `${[command, ...args].join(" ")} on the editor's project:\n${failures.join("\n") || output.slice(-6_000)}`).toBe(0)
}

// npm test's build of the project as the editor left it, while npm start serves it, as a developer
// runs the tests with the dev site and its CMS open. The build happens in a copy (scripts/test-build.ts),
// so the dev site keeps answering and its files stay as they are. Jest runs once per check loop: the
// suites that judge content by rules run in npm test itself, and on an editor's edits of the same
// kinds in its project copy (__tests__/build/developer-and-editor-changes.test.ts); each save here
// was judged by the content check already (checkOfWorkingCopy).
test("npm test's build passes on the project as the editor left it (the reworded home heading, the new product page with its picture and menu entry, the published case study with its logo and picture), while npm start keeps serving it", async () => {
  // A production build: minutes on a busy machine.
  test.setTimeout(900_000)
  expect(contentFile(NAVIGATION)).toContain(NEW_ROUTE)
  expect(savedData<Record<string, unknown>>(STUDY)).toMatchObject({ draft: false, client: { logo: `../images/${LOGO}` } })
  expect(await unanswered()).toEqual([])
  const before = modified()
  expect(listening()).toEqual(expect.arrayContaining(NPM_START_PORTS))

  const missed = new Set<string>()
  await npmTestStep("npm", ["run", "build:test"], missed)
  // The build drew the home page's reasons under their new heading, the new page at its address with the
  // uploaded picture, and the study with its logo and picture; it bundled the CMS into its own copy.
  const built = testSiteDirOf(workingCopy)
  const builtPage = (route: string) => fs.readFileSync(path.join(built, `.${route}index.html`), "utf8")
  expect(builtPage("/")).toContain(`>${REASONS_HEADING}</h2>`)
  expect(builtPage(NEW_ROUTE)).toContain("A phone showing a dog&#x27;s next vet visit.")
  expect(builtPage(STUDY_ROUTE)).toContain("Spec Clinic&#x27;s logo: a green cross.")
  expect(builtPage(STUDY_ROUTE)).toContain("The booking screen on a phone.")
  expect(fs.existsSync(path.join(built, "admin/cms.js"))).toBe(true)

  expect([...missed]).toEqual([])
  expect(modified()).toEqual(before)
  expect(await unanswered()).toEqual([])
  // npm start's group is whole: its dev site, decap-server and mail sink still listen.
  expect(listening()).toEqual(expect.arrayContaining(NPM_START_PORTS))
})

test("a link to a page that does not exist cannot be picked, and typed is refused with the check's words; the file stays as it was", async ({
  page,
}) => {
  const before = productFile()
  await openProduct(page)
  const link = page.locator('select[id^="url-field-"]').first()
  const choices = await link
    .locator("option")
    .evaluateAll((options) => options.map((option) => ({ value: (option as HTMLOptionElement).value, text: option.textContent })))
  const values = choices.map(({ value }) => value)
  expect(values).toContain("/contact-us/")
  expect(values).toContain(PRODUCT_PAGE.route)
  expect(values).not.toContain("/pricing/")
  // Each page by its title, its address beside it, under its kind's name.
  expect(choices).toContainEqual({ value: PRODUCT_PAGE.route, text: `${PRODUCT_DATA.title} — ${PRODUCT_PAGE.route}` })
  await expect(link.locator(`optgroup[label="${PAGE_KINDS.products.label}"] option[value="${PRODUCT_PAGE.route}"]`)).toHaveCount(1)
  await link.selectOption("Another site, e-mail, phone or section…")
  await page.getByRole("textbox", { name: "Link" }).first().fill("/pricing/")
  await publish(page)
  await expect(page.getByText('Link "/pricing/" is not a page of this site: pick one from the list.').first()).toBeVisible()
  await page.waitForTimeout(1500)
  expect(productFile()).toBe(before)
})

test("a 260-character title is refused at the field with the longest it may be and its length, and the file stays as it was", async ({
  page,
}) => {
  const before = productFile()
  await openProduct(page)
  const title = page.locator('input[id^="title-field-"]').first()
  await title.fill("Long title ".repeat(24).slice(0, 260))
  // The message and its count show on leaving the field, before Publish is pressed.
  await title.blur()
  const refusal = page.getByText(`Title ${lengthLimitMessage(MAX_LENGTH.title, 260)}.`).first()
  await expect(refusal).toBeVisible()
  await publish(page)
  await expect(refusal).toBeVisible()
  await page.waitForTimeout(1500)
  expect(productFile()).toBe(before)
})

test("text pasted from a word processor is saved without its bullets, tabs and non-breaking spaces", async ({ page }) => {
  await openProduct(page)
  const subheading = page.locator('textarea[id^="subheading-field-"]').first()
  await subheading.fill("")
  await subheading.focus()
  // What a paste from Word inserts for a two-point list: bullets, tabs, a non-breaking space.
  await page.keyboard.insertText("•\tPickup in three taps\n•\tLive\u00a0tracking")
  await publish(page)
  await expect
    .poll(() => savedData<Sections<{ subheading?: string }>>(PRODUCT)?.sections[0].subheading, { timeout: 15_000 })
    .toBe("Pickup in three taps\nLive tracking")
  expect(checkOfWorkingCopy()).toEqual([])
})

test("the thank-you page, which the contact form sends visitors to, offers no delete; a product page does", async ({ page }) => {
  await openProduct(page)
  await expect(page.getByRole("button", { name: /^Delete/ })).not.toHaveCount(0)
  // A fresh load (signed in already): a change of the address's fragment alone leaves the entry open.
  await page.goto("about:blank")
  await page.goto("/admin/#/collections/pages/entries/thank-you")
  await expect(page.locator('input[id^="slug-field-"]').first()).toHaveValue("thank-you")
  await expect(page.getByRole("button", { name: /^Delete/ })).toHaveCount(0)
})

test("removing a section asks first: declined, the section stays; accepted, it goes, and the file is unchanged until a save", async ({
  page,
}) => {
  const before = productFile()
  const heroHeading = (yaml.load(before) as { sections: Array<{ heading: string }> }).sections[0].heading
  await openProduct(page)
  const firstHeading = page.locator('input[id^="heading-field-"]').first()
  await expect(firstHeading).toHaveValue(heroHeading)
  // The hero's remove button: in the bar after its entry's label in the sections list (chevron, drag handle, remove).
  const removeHero = page.getByText("Hero", { exact: true }).first().locator("xpath=following-sibling::*[1]/button[last()]")
  const questions: string[] = []
  page.once("dialog", (dialog) => (questions.push(dialog.message()), dialog.dismiss()))
  await removeHero.click()
  await expect.poll(() => questions).toEqual([expect.stringMatching(/^Remove section 1, Hero "/)])
  await expect(firstHeading).toHaveValue(heroHeading)
  page.once("dialog", (dialog) => dialog.accept())
  await removeHero.click()
  await expect(firstHeading).not.toHaveValue(heroHeading)
  expect(productFile()).toBe(before)
})
