import { expect, test, type Locator, type Page, type Route } from "@playwright/test"
import fs from "fs"
import path from "path"
import { LOCAL_PLACEHOLDER_IDS } from "../../src/site/emailjs-config"
import yaml from "js-yaml"
import { MIN_FILL_TIME_MS, SEND_TIMEOUT_MS, SLOW_SEND_MS, THANK_YOU_PATH, type Enquiry } from "../../src/components/contact/enquiry"
import { CUT_MARK, FALLBACK_URL_MAX_LENGTH } from "../../src/components/contact/fallback-links"
import { FALLBACK, FIELD_LABELS, MESSAGES, SUBMIT_LABEL } from "../support/words"
import { openWithScriptsHeld, waitUntilHydrated } from "./support/hydration"
import { withMailSink } from "./support/mail-sink"
import { TERMS, enquiry, openForm } from "./support/contact-form"

/*
 * The contact form in Chromium, on the built site and the real mail sink. The
 * site must be built without GATSBY_EMAILJS_* set, so its form posts to the
 * sink's default origin (127.0.0.1:8787). This file starts that sink (./support/mail-sink.ts), in
 * --test mode, and runs serially: the sink and its inbox are shared state. The five fields are
 * checked here; where an enquiry came from, in enquiry-context.spec.ts.
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

test("words typed before the page's JavaScript has run are kept and sent", async ({ page }) => {
  const values = enquiry("Early Typist")
  const scripts = await openWithScriptsHeld(page, "/contact-us/")
  const form = page.getByRole("region", { name: "Request a free quote" })
  const field = (label: string) => form.getByLabel(label, { exact: true })
  await field(FIELD_LABELS.name).pressSequentially(values.name)
  await field(FIELD_LABELS.email).pressSequentially(values.email)
  await field(FIELD_LABELS.phone).pressSequentially(values.phone)
  await field(FIELD_LABELS.service).selectOption(values.service)
  await form.getByRole("checkbox", { name: TERMS }).check()
  await expect(form.getByRole("button", { name: SUBMIT_LABEL })).toBeDisabled()

  await scripts.release()
  const submit = form.getByRole("button", { name: SUBMIT_LABEL })
  await expect(submit).toBeEnabled()
  const readyAt = Date.now()
  await field(FIELD_LABELS.message).fill(values.message)
  await expect(field(FIELD_LABELS.name)).toHaveValue(values.name)
  await expect(field(FIELD_LABELS.email)).toHaveValue(values.email)
  await expect(form.getByRole("checkbox", { name: TERMS })).toBeChecked()
  await page.waitForTimeout(Math.max(0, readyAt + MIN_FILL_TIME_MS + 250 - Date.now()))
  await submit.click()

  await expect(page).toHaveURL(new RegExp(`${THANK_YOU_PATH}$`))
  await expect.poll(() => inboxLines().length).toBe(1)
  expect(inboxLines()[0].template_params).toMatchObject({ ...values })
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
  await expect(submit).toBeEnabled()
  await submit.click()

  await expect(page).toHaveURL(new RegExp(`${THANK_YOU_PATH}$`))
  await expect.poll(() => inboxLines().length).toBe(1)
  expect(inboxLines()[0].template_params).toMatchObject({ ...values })
})

test("a press sooner than a person could fill the form is told to wait and press again, and sends nothing", async ({ page }) => {
  const values = enquiry("Too Fast")
  // The guard counts from the first paint, and on a loaded machine hydrating and filling in can take
  // longer than the minimum: the page's clock stands still (its timers run), so the press is "at once".
  await page.clock.setFixedTime(Date.now() - 60 * 60_000)
  const { form, fill, submit } = await openForm(page)
  await fill(values)
  await submit.click()
  await expect(toast(page, "status", MESSAGES.tooFast)).toBeVisible()
  await expect(form.getByLabel(FIELD_LABELS.message, { exact: true })).toHaveValue(values.message)
  expect(await sendsReceived()).toBe(0)
})

test("words typed into the form before its own code has loaded are kept and sent", async ({ page }) => {
  // On a service page the form is far below the first screen: its code loads only as it nears the viewport.
  const values = enquiry("Early Scroller")
  await page.goto("/service/web-development/")
  await waitUntilHydrated(page)
  const form = page.getByRole("region", { name: /Start Your Website Project/ })
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
  await expect(submit).toBeDisabled()

  released = true
  await Promise.all(held.splice(0).map((request) => request.continue()))
  await expect(submit).toBeEnabled()
  const readyAt = Date.now()
  await expect(field(FIELD_LABELS.name)).toHaveValue(values.name)
  await expect(field(FIELD_LABELS.message)).toHaveValue(values.message)
  await page.waitForTimeout(Math.max(0, readyAt + MIN_FILL_TIME_MS + 250 - Date.now()))
  await submit.click()

  await expect(page).toHaveURL(new RegExp(`${THANK_YOU_PATH}$`))
  await expect.poll(() => inboxLines().length).toBe(1)
  expect(inboxLines()[0].template_params).toMatchObject({ ...values })
})

for (const [mode, what] of [
  ["500", "a server error (500)"],
  ["429", "a throttle (429)"],
  ["403", "a refusal (403)"],
  ["drop", "a dropped connection"],
] as const) {
  test(`on ${what}, the failure toast shows, every field keeps its value and prefilled e-mail and chat links are offered`, async ({
    page,
  }) => {
    const values = enquiry(`Failure ${mode}`)
    const { form, fill, submit, expectValues, waitMinimumTime } = await openForm(page)
    await fill(values)
    await waitMinimumTime()
    // Chromium resends a request once when a reused connection drops before any answer, so drop a few.
    await failNext(mode, { count: mode === "drop" ? 3 : 1 })
    await submit.click()

    await expect(toast(page, "alert", MESSAGES.sendFailure)).toBeVisible()
    await expectValues(values)
    await expect(submit).toBeEnabled()
    await expect(page).toHaveURL(/\/contact-us\/$/)
    expect(await sendsReceived()).toBeGreaterThanOrEqual(1)
    expect(inboxLines()).toEqual([])
    await expect(form.getByText(FALLBACK.failed)).toBeVisible()
    await expectFallbackLinks(form, values)
  })
}

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

test("on no answer at all, the failure shows after the long limit with the prefilled links, and Send stays off while the first send may still arrive", async ({
  page,
}) => {
  await page.clock.install()
  const values = enquiry("Timeout")
  const { form, fill, submit, expectValues, waitMinimumTime } = await openForm(page)
  await fill(values)
  await waitMinimumTime()
  await failNext("delay", { ms: 120_000 })
  await submit.click()
  await expect(toast(page, "status", MESSAGES.sending)).toBeVisible()

  await page.clock.fastForward(SEND_TIMEOUT_MS)
  await expect(toast(page, "alert", MESSAGES.sendFailure)).toBeVisible()
  await expect(form.getByText(FALLBACK.timedOut)).toBeVisible()
  await expectFallbackLinks(form, values)
  await expectValues(values)
  await expect(submit).toBeHidden()
  await expect(form.getByRole("button", { name: MESSAGES.submitWhileSending })).toBeDisabled()
  expect(await sendsReceived()).toBe(1)
})

test("a message too long for a link is cut in the links, with a note, and kept whole in the form", async ({ page }) => {
  const values = { ...enquiry("Long Message"), message: "We need an app. ".repeat(300).trim() }
  const { form, fill, submit, expectValues, waitMinimumTime } = await openForm(page)
  await fill(values)
  await waitMinimumTime()
  await failNext("500")
  await submit.click()

  await expect(form.getByText(FALLBACK.shortened)).toBeVisible()
  for (const name of [FALLBACK.email, FALLBACK.chat]) {
    const href = (await form.getByRole("link", { name }).getAttribute("href"))!
    expect(href.length).toBeLessThanOrEqual(FALLBACK_URL_MAX_LENGTH)
    expect(decodeURIComponent(href)).toContain(`${values.message.slice(0, 200)}`)
    expect(decodeURIComponent(href)).toContain(CUT_MARK)
  }
  await expectValues(values)
})

test("a phone number autofilled, pasted or typed with a country code, trunk 0 or separators is kept as its ten digits", async ({
  page,
}) => {
  const values = enquiry("Phone Forms")
  const { form, fill, submit, waitMinimumTime } = await openForm(page)
  await fill(values)
  const phone = form.getByLabel(FIELD_LABELS.phone, { exact: true })

  // fill() sets the whole value at once, as autofill does.
  await phone.fill("+91 98765-43210")
  await expect(phone).toHaveValue(values.phone)

  await phone.fill("")
  await phone.evaluate((input, text) => {
    const data = new DataTransfer()
    data.setData("text/plain", text)
    input.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }))
  }, "0091 (98765) 43210")
  await expect(phone).toHaveValue(values.phone)

  await phone.fill("")
  await phone.pressSequentially("09876543210")
  await expect(phone).toHaveValue(values.phone)

  await waitMinimumTime()
  await submit.click()
  await expect(page).toHaveURL(new RegExp(`${THANK_YOU_PATH}$`))
  await expect.poll(() => inboxLines().length).toBe(1)
  expect(inboxLines()[0].template_params.phone).toBe(values.phone)
})

test("a phone number that cannot become ten digits is refused with the phone message, not cut", async ({ page }) => {
  const values = enquiry("Too Many Digits")
  const { form, fill, submit, waitMinimumTime } = await openForm(page)
  await fill(values)
  const phone = form.getByLabel(FIELD_LABELS.phone, { exact: true })
  await phone.fill("98765 43210 99")
  await expect(phone).toHaveValue("98765 43210 99")
  await waitMinimumTime()
  await submit.click()
  await expect(toast(page, "alert", MESSAGES.invalidPhone)).toBeVisible()
  await expect(phone).toBeFocused()
  expect(await sendsReceived()).toBe(0)
})

test("a phone number typed with a space before the page's JavaScript has run is cleaned, not cut", async ({ page }) => {
  await openWithScriptsHeld(page, "/contact-us/").then(async (scripts) => {
    const form = page.getByRole("region", { name: "Request a free quote" })
    const phone = form.getByLabel(FIELD_LABELS.phone, { exact: true })
    await phone.pressSequentially("98765 43210")
    await scripts.release()
    await expect(form.getByRole("button", { name: SUBMIT_LABEL })).toBeEnabled()
    await expect(phone).toHaveValue("9876543210")
  })
})

test("an answer that takes 16 s is not a failure: the loading toast says it is still sending and one enquiry arrives", async ({ page }) => {
  test.setTimeout(60_000)
  const values = enquiry("Slow Answer")
  const { fill, submit, waitMinimumTime } = await openForm(page)
  await fill(values)
  await waitMinimumTime()
  await failNext("delay", { ms: 16_000 })
  await submit.click()

  await expect(toast(page, "status", MESSAGES.stillSending)).toBeVisible({ timeout: SLOW_SEND_MS + 3000 })
  await expect(page.getByRole("button", { name: MESSAGES.submitWhileSending })).toBeDisabled()
  await expect(page).toHaveURL(new RegExp(`${THANK_YOU_PATH}$`), { timeout: 20_000 })
  expect(await page.getByRole("alert").filter({ hasText: MESSAGES.sendFailure }).count()).toBe(0)
  expect(await sendsReceived()).toBe(1)
  await expect.poll(() => inboxLines().length).toBe(1)
})

/** Sends the enquiry with the sink's answer held 3 s (then as `mode` says), and opens About meanwhile. */
async function sendThenLeaveForAbout(page: Page, values: Enquiry, mode: "delay" | "500") {
  const { fill, submit, waitMinimumTime } = await openForm(page)
  await fill(values)
  await waitMinimumTime()
  await failNext(mode, { ms: 3000 })
  await submit.click()
  await expect(toast(page, "status", MESSAGES.sending)).toBeVisible()
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About", exact: true }).click()
  await expect(page).toHaveURL(/\/about-us\/$/)
}

test("a visitor who leaves during a slow send stays where they went and sees the success as a toast", async ({ page }) => {
  const values = enquiry("Leaves Early")
  await sendThenLeaveForAbout(page, values, "delay")

  await expect(toast(page, "status", MESSAGES.sendSuccess)).toBeVisible({ timeout: 10_000 })
  await expect.poll(() => inboxLines().length).toBe(1)
  await page.waitForTimeout(1000)
  await expect(page).toHaveURL(/\/about-us\/$/)
})

test("a send that fails after the visitor has left shows as a toast, and the form has the enquiry and the failure notice on their return", async ({
  page,
}) => {
  const values = enquiry("Leaves Then Fails")
  await sendThenLeaveForAbout(page, values, "500")

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
  await expectFallbackLinks(form, values)
})

test.describe("a failed enquiry kept in the tab", () => {
  /** Fills and sends an enquiry that the sink refuses; resolves with the form showing the failure. */
  async function failAnEnquiry(page: Page, name: string) {
    const values = enquiry(name)
    const opened = await openForm(page)
    await opened.fill(values)
    await opened.waitMinimumTime()
    await failNext("500")
    await opened.submit.click()
    await expect(opened.form.getByText(FALLBACK.failed)).toBeVisible()
    return { ...opened, values }
  }

  /** The form as a visitor finds it when they come back to the page. */
  async function reopened(page: Page) {
    await page.reload()
    const form = page.getByRole("region", { name: "Request a free quote" })
    await expect(form.getByRole("button", { name: SUBMIT_LABEL })).toBeEnabled()
    return form
  }

  test("is put back on the visitor's return, with its failure notice, but never with the consent box ticked", async ({ page }) => {
    const { values } = await failAnEnquiry(page, "Comes Back")
    const form = await reopened(page)
    await expect(form.getByLabel(FIELD_LABELS.message, { exact: true })).toHaveValue(values.message)
    await expect(form.getByText(FALLBACK.failed)).toBeVisible()
    await expect(form.getByRole("checkbox", { name: TERMS })).not.toBeChecked()
  })

  test("is gone after 30 minutes", async ({ page }) => {
    await page.clock.install()
    await failAnEnquiry(page, "Half An Hour")
    await page.clock.fastForward("31:00")
    const form = await reopened(page)
    await expect(form.getByLabel(FIELD_LABELS.message, { exact: true })).toHaveValue("")
    await expect(form.getByText(FALLBACK.failed)).toBeHidden()
  })

  test("is forgotten once the visitor uses a link to send it another way", async ({ page }) => {
    const { form, values } = await failAnEnquiry(page, "Sent By Mail")
    // A mailto: link opens the mail program; the page stays, with the words on it.
    await form.getByRole("link", { name: FALLBACK.email }).click()
    await expect(form.getByLabel(FIELD_LABELS.message, { exact: true })).toHaveValue(values.message)
    const again = await reopened(page)
    await expect(again.getByLabel(FIELD_LABELS.message, { exact: true })).toHaveValue("")
  })

  test("can be discarded: the form empties, and it does not come back", async ({ page }) => {
    const { form } = await failAnEnquiry(page, "Discarded")
    await form.getByRole("button", { name: FALLBACK.discard }).click()
    await expect(form.getByLabel(FIELD_LABELS.name, { exact: true })).toHaveValue("")
    await expect(form.getByText(FALLBACK.failed)).toBeHidden()
    const again = await reopened(page)
    await expect(again.getByLabel(FIELD_LABELS.name, { exact: true })).toHaveValue("")
  })
})

test("a double click sends one enquiry", async ({ page }) => {
  const values = enquiry("Double Click")
  const { fill, submit, waitMinimumTime } = await openForm(page)
  await fill(values)
  await waitMinimumTime()
  // Hold the answer so the second click lands while the first send is in flight.
  await failNext("delay", { ms: 1000 })
  await submit.dblclick()

  await expect(toast(page, "status", MESSAGES.sending)).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`${THANK_YOU_PATH}$`))
  await expect.poll(() => inboxLines().length).toBe(1)
  expect(await sendsReceived()).toBe(1)
  expect(inboxLines()[0].template_params).toMatchObject({ ...values })
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
    const { form, submit, waitMinimumTime } = await openForm(page)
    // Every script from now on fails: the send path's and the toasts' (a deploy that removed the old files does this too).
    await page.route(/\.js(\?.*)?$/, (route) => route.abort("failed"))
    await fillByTouch(form, values)
    await waitMinimumTime()
    await submit.tap()

    await expectFailureShownWithoutDownloads(page, form, values)
    expect(await sendsReceived()).toBe(0)
  })

  test("the network drops mid-send: the failure toast and the links", async ({ page }) => {
    const values = enquiry("Dropped Mid Send")
    const { form, submit, waitMinimumTime } = await openForm(page)
    await fillByTouch(form, values)
    await waitMinimumTime()
    await failNext("drop", { count: 3 })
    await submit.tap()

    await expect(toast(page, "alert", MESSAGES.sendFailure)).toBeVisible()
    await expect(form.getByText(FALLBACK.failed)).toBeVisible()
    await expectFallbackLinks(form, values)
  })

  test("the form's own code cannot come (home page, offline before scrolling to it): the direct contacts instead of a dead Send button", async ({
    page,
    context,
  }) => {
    await page.goto("/")
    await waitUntilHydrated(page)
    await context.setOffline(true)
    const form = page.locator("main form")
    await expect(form).toHaveCount(1)
    await form.scrollIntoViewIfNeeded()
    await expect(form.getByText(MESSAGES.needsJavaScript)).toBeVisible()
    await expect(form.getByRole("link", { name: new RegExp(site.emails[0]) }).first()).toBeVisible()
    await expect(form.getByRole("button", { name: SUBMIT_LABEL })).toBeHidden()

    // Once the connection is back, the form's code comes on the next scroll or touch, and the form works again.
    await context.setOffline(false)
    await page.mouse.wheel(0, 40)
    await form.getByLabel(FIELD_LABELS.name, { exact: true }).tap()
    await expect(form.getByRole("button", { name: SUBMIT_LABEL })).toBeEnabled()
    await expect(form.getByText(MESSAGES.needsJavaScript)).toBeHidden()
  })
})
