import { expect, test, type Page } from "@playwright/test"
import fs from "fs"
import path from "path"
import { NETLIFY_FORM_NAME, THANK_YOU_PATH } from "../../src/site/enquiry-schema"
import { MAIL_SINK_INBOX } from "../../src/site/emailjs-config"
import type { StoredEnquiry } from "../../scripts/enquiry-inbox"
import { FALLBACK, FIELD_LABELS } from "../support/words"
import { TERMS, enquiry, openForm, storeAnswers } from "./support/contact-form"
import { withMailSink } from "./support/mail-sink"
import { SERVED_SITE_DIR } from "./support/origins"
import { builtRoutes } from "./support/routes"
import { waitUntilHydrated } from "./support/hydration"
import { pageFiles } from "../support/content"

/*
 * The enquiry's two paths (issue 45) on the built site: EmailJS (the mail sink) and the form store
 * (npm run serve's stand-in for Netlify Forms, scripts/enquiry-inbox.ts, whose inbox is the
 * project's .inbox/enquiries.jsonl: records are found by the sender's name). Serial: the sink is shared.
 */
test.describe.configure({ mode: "serial" })

const { inboxLines, failNext, sendsReceived } = withMailSink()
const STORE_INBOX = path.resolve(__dirname, "../..", MAIL_SINK_INBOX)
const stored = (name: string): StoredEnquiry[] =>
  (fs.existsSync(STORE_INBOX) ? fs.readFileSync(STORE_INBOX, "utf8").trim().split("\n") : [])
    .map((line) => JSON.parse(line) as StoredEnquiry)
    .filter((record) => record.data.name === name)
const thankYou = new RegExp(`${THANK_YOU_PATH}$`)

async function send(page: Page, name: string) {
  const form = await openForm(page)
  await form.fill(enquiry(name))
  await form.waitMinimumTime()
  await form.submit.click()
}

test("with both up, the enquiry goes each way once, with one id, and lands on /thank-you/", async ({ page }) => {
  const name = `Both Up ${Date.now()}`
  await send(page, name)
  await expect(page).toHaveURL(thankYou)
  await expect.poll(() => stored(name).length).toBe(1)
  await expect.poll(() => inboxLines().length).toBe(1)
  expect(await sendsReceived()).toBe(1)
  expect(inboxLines()[0].template_params.enquiry_id).toBe(stored(name)[0].data.enquiry_id)
  expect(stored(name)[0].data.enquiry_id).toMatch(/^[0-9a-f]{32}$/)
})

test("with EmailJS down and the store up, the visitor reaches /thank-you/ and the store keeps the enquiry", async ({ page }) => {
  const name = `Mail Down ${Date.now()}`
  await failNext("500")
  await send(page, name)
  await expect(page).toHaveURL(thankYou)
  await expect.poll(() => stored(name).length).toBe(1)
})

test("with the store down and EmailJS up, the visitor reaches /thank-you/ and the e-mail is sent", async ({ page }) => {
  await storeAnswers(page, 500)
  await send(page, "Store Down")
  await expect(page).toHaveURL(thankYou)
  await expect.poll(() => inboxLines().length).toBe(1)
})

test("with both down, the failure notice with its other ways to send", async ({ page }) => {
  await storeAnswers(page, 404)
  await failNext("500")
  await send(page, "Both Down")
  await expect(page.getByText(FALLBACK.failed)).toBeVisible()
  await expect(page).not.toHaveURL(thankYou)
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("a call to action's form posts every field, the page and its product to the store, then lands on /thank-you/", async ({ page }) => {
    // A copy of the contact page made for a product's call to action: /contact-us/<service>/<product>/.
    const copies = path.join(SERVED_SITE_DIR, "contact-us")
    const service = fs
      .readdirSync(copies)
      .find(
        (entry) =>
          fs.statSync(path.join(copies, entry)).isDirectory() &&
          fs.readdirSync(path.join(copies, entry)).some((inner) => !inner.endsWith(".html")),
      )
    test.skip(!service, "no call to action names a product")
    const product = fs.readdirSync(path.join(copies, service!)).find((inner) => !inner.endsWith(".html"))!
    const route = `/contact-us/${service}/${product}/`
    await page.goto(route)
    const form = page.locator("main form")
    const values = enquiry(`No Script ${Date.now()}`)
    for (const field of ["name", "email", "phone", "message"] as const)
      await form.getByLabel(FIELD_LABELS[field], { exact: true }).fill(values[field])
    await form.getByRole("checkbox", { name: TERMS }).check()
    const context = await form.locator('input[name="context"]').getAttribute("value")
    await form.getByRole("button").last().click()
    await expect(page).toHaveURL(thankYou)
    await expect.poll(() => stored(values.name).length).toBe(1)
    const [record] = stored(values.name)
    expect(record.data).toMatchObject({ ...values, service: expect.any(String), page: route, context, terms: "on" })
    expect(context).not.toBe("")
  })
})

/**
 * The returning visitor's two pages, chosen by rule from the built site: a service page that shows
 * the form (where the campaign brings them back and they send), and the first other page (the first visit).
 */
function returningVisit(): { servicePage: string; firstPage: string } {
  const services = new Set(
    pageFiles()
      .filter(({ file }) => file.startsWith("services/"))
      .map(({ route }) => route),
  )
  const showsForm = (route: string) =>
    fs.readFileSync(path.join(SERVED_SITE_DIR, route, "index.html"), "utf8").includes(`name="${NETLIFY_FORM_NAME}"`)
  const routes = builtRoutes()
  const servicePage = routes.find((route) => services.has(route) && showsForm(route))
  if (!servicePage) throw new Error("No built service page shows the contact form: this test needs one")
  return { servicePage, firstPage: routes.find((route) => route !== servicePage)! }
}

test("a returning visitor's campaign reaches the enquiry beside the first touch, across two visits with the clock moved", async ({
  page,
}) => {
  const { servicePage, firstPage } = returningVisit()
  await page.clock.install({ time: new Date("2026-11-01T09:00:00Z") })
  await page.goto(firstPage)
  // The touch is recorded when the site's code starts (after the first paint), as a visitor's stay would allow.
  await waitUntilHydrated(page)
  await page.clock.setSystemTime(new Date("2026-11-10T09:00:00Z"))
  // Back from another site with a campaign; the service page's own form sends (another page load would be a new landing).
  await page.goto(`${servicePage}?utm_source=a&utm_campaign=b`, { referer: "https://other.example/page" })
  await page.clock.resume()
  const name = `Returning ${Date.now()}`
  const form = page.locator("main form")
  const values = enquiry(name)
  const submit = form.getByRole("button").last()
  await form.scrollIntoViewIfNeeded()
  await form.getByLabel(FIELD_LABELS.name, { exact: true }).click()
  await expect(form).toHaveAttribute("novalidate", "")
  for (const field of ["name", "email", "phone", "message"] as const)
    await form.getByLabel(FIELD_LABELS[field], { exact: true }).fill(values[field])
  await form.getByLabel(FIELD_LABELS.service, { exact: true }).selectOption(values.service)
  await form.getByRole("checkbox", { name: TERMS }).check()
  await page.waitForTimeout(3000)
  await submit.click()
  await expect(page).toHaveURL(thankYou)
  await expect.poll(() => stored(name).length).toBe(1)
  expect(stored(name)[0].data).toMatchObject({
    landing_page: firstPage,
    utm_source: "",
    latest_landing_page: servicePage,
    latest_utm_source: "a",
    latest_utm_campaign: "b",
    latest_referrer: "https://other.example/page",
  })
})
