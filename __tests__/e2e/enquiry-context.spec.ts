import { expect, test, type Page } from "@playwright/test"
import { CODE_WAITING_ATTRIBUTE } from "../../src/browser/hydration-mark"
import { MIN_FILL_TIME_MS, THANK_YOU_PATH } from "../../src/components/contact/enquiry"
import { CONTACT_PATH, enquiryRoute } from "../../src/site/enquiry-route"
import type { NavigationContent } from "../../content/schema/content-schema"
import { builtPageFiles, readContent, sectionsOf } from "../support/content"
import { FIELD_LABELS, SUBMIT_LABEL, WORDS, aboutLine } from "../support/words"
import { waitUntilHydrated } from "./support/hydration"
import { expectScripted, startOnForm } from "./support/contact-form"
import { withMailSink } from "./support/mail-sink"
import { builtRoutes } from "./support/routes"

/*
 * Where an enquiry came from, and the context a call to action carries into the form
 * (docs/contact-form.md), in Chromium on the built site and the real mail sink. The product page
 * is chosen by rule from content/: the first the Products menu lists whose hero's button names its
 * service and product (a button's enquiry); its words are read from its YAML, the editors' to change.
 * The rules (the first touch's 30 days, what a later landing replaces, a form the visitor changes)
 * are judged in jsdom (__tests__/contact/landing.test.ts, ContactForm.test.tsx); here, what needs
 * real pages: links, tabs, storage, the HTML with JavaScript off.
 */
test.describe.configure({ mode: "serial" })

const { inboxLines } = withMailSink()

/** The product page, its menu entry, its hero's button and the enquiry it names (its page CTA_PAGE, its copy of the form CTA_FORM). */
const PRODUCT = readContent<NavigationContent>("navigation.yaml")
  .products.map((entry) => {
    const file = builtPageFiles().find(({ route }) => route === entry.url)?.file
    return { entry, button: file ? sectionsOf(file)[0].button : null }
  })
  .find(({ button }) => button?.enquiry?.about)!
const CTA_PAGE = PRODUCT.entry.url
const ENQUIRY = { service: PRODUCT.button!.enquiry!.service!, about: PRODUCT.button!.enquiry!.about! }
const CTA_FORM = enquiryRoute(ENQUIRY)
const SERVICE = ENQUIRY.service
const ABOUT_LINE = aboutLine(ENQUIRY.about)
const TERMS = "I agree with Terms of Use and Privacy Policy"

/** A page with many sections hydrates in slices; on a busy machine that takes longer than an assertion's default wait. */
const HYDRATION_WAIT = { timeout: 30_000 }

const formOf = (page: Page) => page.getByRole("region", { name: "Request a free quote" })
const field = (page: Page, label: string) => formOf(page).getByLabel(label, { exact: true })

/** Follows the page's hero's call to action (the first link so named) to the contact form. */
async function followConsultation(page: Page) {
  await page.getByRole("main").getByRole("link", { name: PRODUCT.button!.label, exact: true }).first().click()
  await expect(page).toHaveURL(new RegExp(`${CTA_FORM}$`))
}

async function expectOpenedWithContext(page: Page) {
  await expect(field(page, FIELD_LABELS.service)).toHaveValue(SERVICE)
  await expect(field(page, FIELD_LABELS.message)).toHaveValue(`${ABOUT_LINE}\n\n`)
}

test("a visit landing with a campaign, moving on by links, sends from the product's call to action: the e-mail says where it came from", async ({
  page,
}) => {
  // Three pages and a send, on a machine that may be busy.
  test.setTimeout(120_000)
  const before = new Date()
  // Landing on the home page from another site, with a campaign in the address.
  await page.goto("/?utm_source=x&utm_medium=y&utm_campaign=z", { referer: "https://search.example/results?q=pharmacy+app" })
  await waitUntilHydrated(page, HYDRATION_WAIT)
  // In-app links drop the query: the Products menu, then the product page's call to action.
  await page.getByRole("button", { name: WORDS.topBar.products }).click()
  await page.getByRole("navigation").getByRole("link", { name: PRODUCT.entry.title, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${CTA_PAGE}$`))
  await waitUntilHydrated(page, HYDRATION_WAIT)
  await followConsultation(page)
  const submit = formOf(page).getByRole("button", { name: SUBMIT_LABEL })
  await expectScripted(submit)
  const shownAt = Date.now()
  await expectOpenedWithContext(page)

  await field(page, FIELD_LABELS.name).fill("Asha Verma")
  await field(page, FIELD_LABELS.email).fill("asha.verma@example.com")
  await field(page, FIELD_LABELS.phone).fill("9876543210")
  // Written after the product's line, which stays.
  await field(page, FIELD_LABELS.message).press("Control+End")
  await page.keyboard.insertText("We run three pharmacies.")
  await formOf(page).getByRole("checkbox", { name: TERMS }).check()
  const left = shownAt + MIN_FILL_TIME_MS + 250 - Date.now()
  if (left > 0) await page.waitForTimeout(left)
  await submit.click()
  await expect(page).toHaveURL(new RegExp(`${THANK_YOU_PATH}$`))

  await expect.poll(() => inboxLines().length).toBe(1)
  const params = inboxLines()[0].template_params
  expect(params).toEqual(
    expect.objectContaining({
      service: SERVICE,
      message: `${ABOUT_LINE}\n\nWe run three pharmacies.`,
      page: CTA_FORM,
      context: `${ENQUIRY.about} (${ENQUIRY.service})`,
      landing_page: "/",
      utm_source: "x",
      utm_medium: "y",
      utm_campaign: "z",
    }),
  )
  // The browser may cut the referrer to its origin (referrer policy); its query is never kept.
  expect(params.referrer).toMatch(/^https:\/\/search\.example\/(results)?$/)
  const sentAt = Date.parse(params.sent_at)
  expect(sentAt).toBeGreaterThanOrEqual(before.getTime() - 1000)
  expect(sentAt).toBeLessThanOrEqual(Date.now())
})

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false })

  test("a product page's call to action opens the form with the service selected and the product named", async ({ page }) => {
    await page.goto(CTA_PAGE)
    await followConsultation(page)
    await expectOpenedWithContext(page)
    // The copy is the contact page for search engines.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/contact-us\/$/)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/)
  })
})

/** The contact page's copies made for calls to action (/contact-us/<service>/…), as built. */
const VARIANTS = builtRoutes().filter((route) => route.startsWith(CONTACT_PATH) && route !== CONTACT_PATH)
/** A product's copy, chosen by rule: the first with a product in its address. */
const PRODUCT_VARIANT = VARIANTS.find((route) => route.split("/").filter(Boolean).length === 3)!
/** A product page, chosen by rule: the first built one. Its calls to action lead to its copy of the form (requirements §10.13). */
const PRODUCT_PAGE = builtRoutes().find((route) => route.startsWith("/products/"))!

/** The page's first call to action to a copy of the contact form made for its product. */
const callToActionToForm = (page: Page) => page.locator(`main a[href^="${CONTACT_PATH}"]:not([href="${CONTACT_PATH}"])`).first()

/** Opens an address and waits for its code: a landing is recorded, or not, once the page's code has run. */
async function openHydrated(page: Page, address: string, options?: { referer?: string }) {
  await page.goto(address, options)
  await waitUntilHydrated(page, HYDRATION_WAIT)
}

/** Fills the form as a visitor does and presses Send once the fill time has passed; resolves on /thank-you/. */
async function fillAndSend(page: Page) {
  const submit = formOf(page).getByRole("button", { name: SUBMIT_LABEL })
  await startOnForm(submit, HYDRATION_WAIT)
  const shownAt = Date.now()
  await field(page, FIELD_LABELS.name).fill("Ravi Kumar")
  await field(page, FIELD_LABELS.email).fill("ravi.kumar@example.com")
  await field(page, FIELD_LABELS.phone).fill("9876543210")
  if (!(await field(page, FIELD_LABELS.service).inputValue())) await field(page, FIELD_LABELS.service).selectOption({ index: 1 })
  await field(page, FIELD_LABELS.message).fill("We need an app.")
  await formOf(page).getByRole("checkbox", { name: TERMS }).check()
  const left = shownAt + MIN_FILL_TIME_MS + 250 - Date.now()
  if (left > 0) await page.waitForTimeout(left)
  await submit.click()
  await expect(page).toHaveURL(new RegExp(`${THANK_YOU_PATH}$`))
}

test.describe("the first touch is kept for the site, across tabs (issue 34)", () => {
  test("a call to action opened in a new tab sends the first touch's landing page, campaign and referrer, and names the page it was sent from", async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000)
    await openHydrated(page, `${PRODUCT_PAGE}?utm_source=x&utm_campaign=y`, { referer: "https://other.example/links/apps?ref=1" })
    const formAddress = await callToActionToForm(page).getAttribute("href")

    // A new tab of the same browser, as Ctrl- or middle-click or a long press opens it: it shares none of the first tab's sessionStorage.
    const tab = await context.newPage()
    await openHydrated(tab, formAddress!, { referer: `${new URL(page.url()).origin}${PRODUCT_PAGE}` })
    await fillAndSend(tab)

    await expect.poll(() => inboxLines().length).toBe(1)
    const params = inboxLines()[0].template_params
    expect(params).toEqual(
      expect.objectContaining({ page: formAddress, landing_page: PRODUCT_PAGE, utm_source: "x", utm_medium: "", utm_campaign: "y" }),
    )
    // The browser may cut the referrer to its origin (referrer policy); its query is never kept.
    expect(params.referrer).toMatch(/^https:\/\/other\.example\/(links\/apps)?$/)
  })
})

/** Where each link of the page leads that goes to the contact form: the plain form or one of its copies. */
const linksToTheForm = (page: Page) =>
  page.locator("a[href]").evaluateAll(
    (links, contactPath) =>
      links
        .map((link) => new URL((link as HTMLAnchorElement).href))
        .filter((url) => url.origin === location.origin && url.pathname.startsWith(contactPath))
        .map((url) => url.pathname + url.hash),
    CONTACT_PATH,
  )

/** What the form on the page shows: its service and message. */
const formShows = async (page: Page) => ({
  service: await field(page, FIELD_LABELS.service).inputValue(),
  message: await field(page, FIELD_LABELS.message).inputValue(),
})

/** Every link of a copy that leads to the form (its hero's, the top bar's, the footer's) leads to that copy. */
async function expectCopyStaysItself(page: Page, copy: string) {
  const links = await linksToTheForm(page)
  expect(links.length, `${copy} has links to its form`).toBeGreaterThan(0)
  for (const link of links) expect(`${copy}: ${link}`).toMatch(new RegExp(`^${copy}: ${copy}(#.*)?$`))
}

/** Follows the page's first link to the form (its hero's "Write to Us"): the copy stays, its form showing its service and product. */
async function expectHeroLinkKeepsTheForm(page: Page, copy: string) {
  const opened = await formShows(page)
  expect(opened.service).not.toBe("")
  expect(opened.message).not.toBe("")
  await page.getByRole("main").locator(`a[href^="${CONTACT_PATH}"]`).first().click()
  await expect(page).toHaveURL(new RegExp(`${copy}(#.*)?$`))
  expect(await formShows(page)).toEqual(opened)
}

test.describe("a copy of the contact page made for a call to action stays itself (issue 34)", () => {
  test("with JavaScript, its hero's link to the form, the top bar's and the footer's keep the service and product", async ({ page }) => {
    test.setTimeout(120_000)
    await openHydrated(page, PRODUCT_VARIANT)
    // The footer's code comes as the visitor nears it: its links are checked as drawn by it.
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded()
    await expect(page.locator(`[${CODE_WAITING_ATTRIBUTE}]:has(footer)`)).toHaveCount(0)
    await expectCopyStaysItself(page, PRODUCT_VARIANT)
    await expectHeroLinkKeepsTheForm(page, PRODUCT_VARIANT)
    await expectCopyStaysItself(page, PRODUCT_VARIANT)
  })

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false })

    test("on every copy, every link to the form leads to that copy; the hero's keeps the service and product", async ({ page }) => {
      expect(VARIANTS.length).toBeGreaterThan(0)
      for (const copy of VARIANTS) {
        await page.goto(copy)
        await expectCopyStaysItself(page, copy)
      }
      await page.goto(PRODUCT_VARIANT)
      await expectHeroLinkKeepsTheForm(page, PRODUCT_VARIANT)
    })
  })
})
