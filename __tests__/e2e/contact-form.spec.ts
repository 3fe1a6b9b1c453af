import { expect, test, type Locator, type Page, type Route } from "@playwright/test"
import fs from "fs"
import path from "path"
import { LOCAL_PLACEHOLDER_IDS } from "../../src/site/emailjs-config"
import yaml from "js-yaml"
import { MIN_FILL_TIME_MS, THANK_YOU_PATH, type Enquiry } from "../../src/components/contact/enquiry"
import { CONTACT_PATH } from "../../src/site/enquiry-route"
import { FALLBACK, FIELD_LABELS, MESSAGES, SUBMIT_LABEL } from "../support/words"
import { examplePage, sectionsAt } from "../support/content"
import { openWithScriptsHeld, waitUntilHydrated } from "./support/hydration"
import { withMailSink } from "./support/mail-sink"
import { TERMS, enquiry, expectScripted, openForm, storeAnswers } from "./support/contact-form"

/*
 * The contact form in Chromium, on the built site and the real mail sink. The
 * site must be built without GATSBY_EMAILJS_* set, so its form posts to the
 * sink's default origin (127.0.0.1:8787). This file starts that sink (./support/mail-sink.ts), in
 * --test mode, and runs serially: the sink and its inbox are shared state. The form's logic (its
 * checks, the phone field, the spam guard's time, slow and timed-out sends, the failure notice's
 * links, the kept enquiry) is judged in jsdom (__tests__/contact/); here are a few whole journeys
 * (a send that lands, one refused, the keyboard alone) and what only a real page shows: its code
 * arriving late or not at all, a real navigation and reload, the network gone. Where an enquiry
 * came from is in enquiry-context.spec.ts.
 */
test.describe.configure({ mode: "serial" })

const ROOT = path.resolve(__dirname, "../..")
const site = yaml.load(fs.readFileSync(path.join(ROOT, "content/site.yaml"), "utf8")) as {
  emails: string[]
  chat: { number: string }
}

const { inboxLines, failNext, sendsReceived } = withMailSink()

const toast = (page: Page, role: "alert" | "status", text: string) => page.getByRole(role).filter({ hasText: text })

test("a valid enquiry lands in the inbox with all five values and the page reaches /thank-you/", async ({ page }) => {
  const values = enquiry("Asha Verma")
  const { fill, submit, waitMinimumTime } = await openForm(page)
  await fill(values)
  await waitMinimumTime()
  await submit.click()

  await expect(page).toHaveURL(new RegExp(`${THANK_YOU_PATH}$`))
  // The toast lives outside the page, so it is still read out on /thank-you/.
  await expect(toast(page, "status", MESSAGES.sendSuccess)).toBeVisible()
  await expect.poll(() => inboxLines().length).toBe(1)
  const [line] = inboxLines()
  expect(line.template_params).toMatchObject({ ...values })
  expect(line).toEqual(
    expect.objectContaining({
      service_id: LOCAL_PLACEHOLDER_IDS.serviceId,
      template_id: LOCAL_PLACEHOLDER_IDS.templateId,
      user_id: LOCAL_PLACEHOLDER_IDS.publicKey,
    }),
  )
})

test("on a slow phone, a form filled while the page loaded is sent at the first press once it has: the spam guard counts from when the form was on screen", async ({
  page,
}) => {
  const values = enquiry("Slow Phone")
  const scripts = await openWithScriptsHeld(page, "/contact-us/")
  const form = page.getByRole("region", { name: "Request a free quote" })
  const field = (label: string) => form.getByLabel(label, { exact: true })
  for (const name of ["name", "email", "phone", "message"] as const) await field(FIELD_LABELS[name]).fill(values[name])
  await field(FIELD_LABELS.service).selectOption(values.service)
  await form.getByRole("checkbox", { name: TERMS }).check()
  // The visitor took longer than the guard's minimum over it, all before the page's code ran.
  await page.waitForTimeout(MIN_FILL_TIME_MS + 500)

  await scripts.release()
  const submit = form.getByRole("button", { name: SUBMIT_LABEL })
  await expectScripted(submit)
  await submit.click()

  await expect(page).toHaveURL(new RegExp(`${THANK_YOU_PATH}$`))
  await expect.poll(() => inboxLines().length).toBe(1)
  expect(inboxLines()[0].template_params).toMatchObject({ ...values })
})

test("words typed into the form before its own code has loaded are kept and sent", async ({ page }) => {
  // On a service page the form is far below the first screen: its code loads only as it nears the viewport.
  const values = enquiry("Early Scroller")
  const { route } = examplePage("services", (data) => data.sections.some(({ type }: { type: string }) => type === "contactForm"))
  const heading = sectionsAt(route).find(({ type }) => type === "contactForm")!.heading!
  await page.goto(route)
  await waitUntilHydrated(page)
  const form = page.getByRole("region", { name: heading })
  await expect(form.locator("xpath=ancestor::*[@data-code-waiting]")).toHaveCount(1)
  let released = false
  const held: Route[] = []
  await page.route(/\.js(\?.*)?$/, (request) => (released ? request.continue() : void held.push(request)))

  const field = (label: string) => form.getByLabel(label, { exact: true })
  await field(FIELD_LABELS.name).pressSequentially(values.name)
  await field(FIELD_LABELS.email).pressSequentially(values.email)
  await field(FIELD_LABELS.phone).pressSequentially(values.phone)
  await field(FIELD_LABELS.service).selectOption(values.service)
  await field(FIELD_LABELS.message).pressSequentially(values.message)
  await form.getByRole("checkbox", { name: TERMS }).check()
  await expect.poll(() => held.length, { message: "the form asked for its code" }).toBeGreaterThan(0)
  const submit = form.getByRole("button", { name: SUBMIT_LABEL })
  await expect(submit.locator("xpath=ancestor::form")).not.toHaveAttribute("novalidate")

  released = true
  await Promise.all(held.splice(0).map((request) => request.continue()))
  await expectScripted(submit)
  const readyAt = Date.now()
  await expect(field(FIELD_LABELS.name)).toHaveValue(values.name)
  await expect(field(FIELD_LABELS.message)).toHaveValue(values.message)
  await page.waitForTimeout(Math.max(0, readyAt + MIN_FILL_TIME_MS + 250 - Date.now()))
  await submit.click()

  await expect(page).toHaveURL(new RegExp(`${THANK_YOU_PATH}$`))
  await expect.poll(() => inboxLines().length).toBe(1)
  expect(inboxLines()[0].template_params).toMatchObject({ ...values })
})

test("a send the server refuses shows the failure toast and notice with prefilled e-mail and chat links, every field kept", async ({
  page,
}) => {
  const values = enquiry("Refused")
  const { form, fill, submit, expectValues, waitMinimumTime } = await openForm(page)
  await fill(values)
  await waitMinimumTime()
  await failNext("500")
  await storeAnswers(page, 500)
  await submit.click()

  await expect(toast(page, "alert", MESSAGES.sendFailure)).toBeVisible()
  await expectValues(values)
  await expect(submit).toBeEnabled()
  await expect(page).toHaveURL(/\/contact-us\/$/)
  expect(await sendsReceived()).toBe(1)
  expect(inboxLines()).toEqual([])
  await expect(form.getByText(FALLBACK.failed)).toBeVisible()
  await expectFallbackLinks(form, values)
})

/** The failure notice's mail and chat links, each carrying the whole enquiry. */
async function expectFallbackLinks(form: Locator, values: Enquiry) {
  const mail = new URL((await form.getByRole("link", { name: FALLBACK.email }).getAttribute("href"))!)
  expect(mail.protocol).toBe("mailto:")
  expect(decodeURIComponent(mail.pathname)).toBe(site.emails[0])
  expect(mail.searchParams.get("subject")).toBe(FALLBACK.subject(values.service))
  const chat = new URL((await form.getByRole("link", { name: FALLBACK.chat }).getAttribute("href"))!)
  expect(`${chat.origin}${chat.pathname}`).toBe(`https://wa.me/${site.chat.number}`)
  for (const text of [mail.searchParams.get("body"), chat.searchParams.get("text")]) {
    for (const field of ["name", "email", "phone", "service", "message"] as const) {
      expect(text).toContain(`${FIELD_LABELS[field]}: ${field === "message" ? "" : values[field]}`)
    }
    expect(text).toContain(values.message)
  }
}

test("a send that fails after the visitor has left for another page shows there as a toast, and the form has the enquiry and the failure notice on their return", async ({
  page,
}) => {
  const values = enquiry("Leaves Then Fails")
  const { fill, submit, waitMinimumTime } = await openForm(page)
  await fill(values)
  await waitMinimumTime()
  // The sink's refusal held 3 s, while the visitor opens About.
  await failNext("500", { ms: 3000 })
  await storeAnswers(page, 500)
  await submit.click()
  await expect(toast(page, "status", MESSAGES.sending)).toBeVisible()
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About", exact: true }).click()
  await expect(page).toHaveURL(/\/about-us\/$/)

  await expect(toast(page, "alert", MESSAGES.sendFailure)).toBeVisible({ timeout: 10_000 })
  await expect(page).toHaveURL(/\/about-us\/$/)

  await page.goBack()
  await expect(page).toHaveURL(/\/contact-us\/$/)
  const form = page.getByRole("region", { name: "Request a free quote" })
  const field = (label: string) => form.getByLabel(label, { exact: true })
  await expect(field(FIELD_LABELS.name)).toHaveValue(values.name)
  await expect(field(FIELD_LABELS.email)).toHaveValue(values.email)
  await expect(field(FIELD_LABELS.phone)).toHaveValue(values.phone)
  await expect(field(FIELD_LABELS.service)).toHaveValue(values.service)
  await expect(field(FIELD_LABELS.message)).toHaveValue(values.message)
  await expect(form.getByText(FALLBACK.failed)).toBeVisible()
})

test("a failed enquiry is put back, with its failure notice, when the visitor reloads the page", async ({ page }) => {
  const values = enquiry("Comes Back")
  const { form, fill, submit, waitMinimumTime } = await openForm(page)
  await fill(values)
  await waitMinimumTime()
  await failNext("500")
  await storeAnswers(page, 500)
  await submit.click()
  await expect(form.getByText(FALLBACK.failed)).toBeVisible()

  await page.reload()
  await expect(form.getByRole("button", { name: SUBMIT_LABEL })).toBeEnabled()
  await expect(form.getByLabel(FIELD_LABELS.message, { exact: true })).toHaveValue(values.message)
  await expect(form.getByText(FALLBACK.failed)).toBeVisible()
})

test("a visitor using only the keyboard can fill in and send the form", async ({ page }) => {
  const values = enquiry("Ravi Keys")
  const { form, waitMinimumTime } = await openForm(page)
  await form.getByLabel(FIELD_LABELS.name, { exact: true }).focus()
  await page.keyboard.type(values.name)
  await page.keyboard.press("Tab")
  await page.keyboard.type(values.email)
  await page.keyboard.press("Tab")
  await page.keyboard.type(values.phone)
  await page.keyboard.press("Tab")
  await expect(form.getByLabel(FIELD_LABELS.service, { exact: true })).toBeFocused()
  // A closed select takes the first letter of an option.
  await page.keyboard.type("M")
  await expect(form.getByLabel(FIELD_LABELS.service, { exact: true })).toHaveValue(values.service)
  await page.keyboard.press("Tab")
  await page.keyboard.type(values.message)
  await page.keyboard.press("Tab")
  await expect(form.getByRole("checkbox", { name: TERMS })).toBeFocused()
  await page.keyboard.press("Space")
  await waitMinimumTime()
  await page.keyboard.press("Enter")

  await expect(page).toHaveURL(new RegExp(`${THANK_YOU_PATH}$`))
  await expect.poll(() => inboxLines().length).toBe(1)
  expect(inboxLines()[0].template_params).toMatchObject({ ...values })
})

/*
 * What a failed send shows (the message, the prefilled mail and chat links) needs nothing more
 * from the network: a phone that lost its signal after the page loaded can still send the
 * enquiry another way. At 390 px with touch, as on the phone that prompted it.
 */
test.describe("on a phone, when nothing more can be downloaded", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  /** Taps into each field and types, as a visitor on a phone does. */
  async function fillByTouch(form: Locator, values: Enquiry) {
    const field = (label: string) => form.getByLabel(label, { exact: true })
    for (const name of ["name", "email", "phone", "message"] as const) {
      await field(FIELD_LABELS[name]).tap()
      await field(FIELD_LABELS[name]).fill(values[name])
    }
    await field(FIELD_LABELS.service).selectOption(values.service)
    await form.getByRole("checkbox", { name: TERMS }).tap()
  }

  /** The failure, told in the form itself when the toasts' code cannot come, with the prefilled links. */
  async function expectFailureShownWithoutDownloads(page: Page, form: Locator, values: Enquiry) {
    await expect(page.getByText(MESSAGES.sendFailure).first()).toBeVisible()
    await expect(form.getByText(FALLBACK.failed)).toBeVisible()
    await expectFallbackLinks(form, values)
  }

  test("offline from page load: the failure is told and the prefilled e-mail and chat links are offered", async ({ page, context }) => {
    const values = enquiry("Offline Phone")
    const { form, submit, expectValues, waitMinimumTime } = await openForm(page)
    await context.setOffline(true)
    await fillByTouch(form, values)
    await waitMinimumTime()
    await submit.tap()

    await expectFailureShownWithoutDownloads(page, form, values)
    await expectValues(values)
    await context.setOffline(false)
    expect(inboxLines()).toEqual([])
  })

  test("the code that sends fails to download: the same failure, the same links", async ({ page }) => {
    const values = enquiry("Chunk Failure")
    await page.goto(CONTACT_PATH)
    await waitUntilHydrated(page)
    // Every script from now on fails but the form's own, which comes on the first touch: the send
    // path's and the toasts', which the form asks for then (a deploy that removed the old files does this too).
    await page.route(/\.js(\?.*)?$/, (route) =>
      /section-contactForm-/.test(route.request().url()) ? route.continue() : route.abort("failed"),
    )
    const form = page.getByRole("region", { name: "Request a free quote" })
    const submit = form.getByRole("button", { name: SUBMIT_LABEL })
    const readyAt = Date.now()
    await fillByTouch(form, values)
    await expectScripted(submit)
    const waitMinimumTime = () => page.waitForTimeout(Math.max(0, readyAt + MIN_FILL_TIME_MS + 250 - Date.now()))
    await waitMinimumTime()
    await submit.tap()

    await expectFailureShownWithoutDownloads(page, form, values)
    expect(await sendsReceived()).toBe(0)
  })

  test("the form's own code cannot come (home page, offline before scrolling to it): the form is still a real form, with no dead Send button", async ({
    page,
    context,
  }) => {
    await page.goto("/")
    await waitUntilHydrated(page)
    await context.setOffline(true)
    const form = page.locator("main form")
    await expect(form).toHaveCount(1)
    await form.scrollIntoViewIfNeeded()
    // Its own code never came, so the browser's checks still guard the post (the script turns them off).
    await expect(form).toHaveAttribute("method", "post")
    await expect(form).not.toHaveAttribute("novalidate")
    await expect(form.getByRole("button", { name: SUBMIT_LABEL })).toBeVisible()

    // Once the connection is back, the form's code comes on the next scroll or touch, and the form works again.
    await context.setOffline(false)
    await page.mouse.wheel(0, 40)
    await form.getByLabel(FIELD_LABELS.name, { exact: true }).tap()
    await expect(form.getByRole("button", { name: SUBMIT_LABEL })).toBeEnabled()
  })
})
