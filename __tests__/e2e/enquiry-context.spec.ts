import { expect, test, type Page } from "@playwright/test"
import { MIN_FILL_TIME_MS, THANK_YOU_PATH } from "../../src/components/contact/enquiry"
import { FIELD_LABELS, SUBMIT_LABEL, aboutLine } from "../support/words"
import { waitUntilHydrated } from "./support/hydration"
import { withMailSink } from "./support/mail-sink"

/*
 * Where an enquiry came from, and the context a call to action carries into the form
 * (docs/contact-form.md), in Chromium on the built site and the real mail sink. The medicine
 * page's "Get Free Consultation" names its service and product in content/ (a button's enquiry).
 */
test.describe.configure({ mode: "serial" })

const { inboxLines } = withMailSink()

const MEDICINE_PAGE = "/products/medicine-delivery-app-development/"
const MEDICINE_FORM = "/contact-us/mobile-app-development/medicine-delivery-app/"
const SERVICE = "Mobile App Development"
const ABOUT_LINE = aboutLine("Medicine Delivery App")
const TERMS = "I agree with Terms of Use and Privacy Policy"

/** A page with many sections hydrates in slices; on a busy machine that takes longer than an assertion's default wait. */
const HYDRATION_WAIT = { timeout: 30_000 }

const formOf = (page: Page) => page.getByRole("region", { name: "Request a free quote" })
const field = (page: Page, label: string) => formOf(page).getByLabel(label, { exact: true })

/** Follows the page's first "Get Free Consultation" (its hero's) to the contact form. */
async function followConsultation(page: Page) {
  await page.getByRole("main").getByRole("link", { name: "Get Free Consultation" }).first().click()
  await expect(page).toHaveURL(new RegExp(`${MEDICINE_FORM}$`))
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
  // In-app links drop the query: the Products menu, then the medicine page's call to action.
  await page.getByRole("button", { name: "Products" }).click()
  await page.getByRole("navigation").getByRole("link", { name: "Medicine Delivery App" }).click()
  await expect(page).toHaveURL(new RegExp(`${MEDICINE_PAGE}$`))
  await waitUntilHydrated(page, HYDRATION_WAIT)
  await followConsultation(page)
  const submit = formOf(page).getByRole("button", { name: SUBMIT_LABEL })
  await expect(submit).toBeEnabled()
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
      page: MEDICINE_FORM,
      context: "Medicine Delivery App (Mobile App Development)",
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

test("the form opened from a call to action is the visitor's to change: another service, the product's line deleted", async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto(MEDICINE_PAGE)
  await waitUntilHydrated(page, HYDRATION_WAIT)
  await followConsultation(page)
  await expect(formOf(page).getByRole("button", { name: SUBMIT_LABEL })).toBeEnabled()
  await expectOpenedWithContext(page)
  await field(page, FIELD_LABELS.service).selectOption("Website Development")
  await field(page, FIELD_LABELS.message).fill("")
  await field(page, FIELD_LABELS.message).fill("Only a website, please.")
  await expect(field(page, FIELD_LABELS.service)).toHaveValue("Website Development")
  await expect(field(page, FIELD_LABELS.message)).toHaveValue("Only a website, please.")

  // A shared link opens the same form, whatever the sharer changed.
  const shared = await page.context().newPage()
  await shared.goto(MEDICINE_FORM)
  await waitUntilHydrated(shared, HYDRATION_WAIT)
  await expectOpenedWithContext(shared)
})

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false })

  test("the medicine page's Get Free Consultation opens the form with the service selected and the product named", async ({ page }) => {
    await page.goto(MEDICINE_PAGE)
    await followConsultation(page)
    await expectOpenedWithContext(page)
    // The copy is the contact page for search engines.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/contact-us\/$/)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/)
  })
})
