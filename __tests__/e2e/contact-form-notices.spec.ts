import { expect, test, type Page } from "@playwright/test"
import { MAX_LENGTHS, THANK_YOU_PATH } from "../../src/components/contact/enquiry"
import { SLOW_SEND_MS } from "../../src/components/contact/send-enquiry"
import { FALLBACK, FIELD_LABELS, MESSAGES, SUBMIT_LABEL } from "../support/words"
import { box, overlaps, restingBox } from "./support/boxes"
import { enquiry, openForm, storeAnswers } from "./support/contact-form"
import { withMailSink } from "./support/mail-sink"

/*
 * What the contact form tells a visitor, as Chromium draws it on the built site (the agency's issue
 * 34): the toasts in forced colours and on a 320 px phone, and no toast of a finished send carried
 * onto /thank-you/. What the form says (the length limits, Send's words while it sends) is judged
 * in jsdom (__tests__/contact/ContactForm.test.tsx). The mail sink makes sends fail or
 * answer slowly (./support/mail-sink.ts); the file runs serially, as the sink is shared state.
 */
test.describe.configure({ mode: "serial" })

const { failNext } = withMailSink()

/** The contact page's form, filled in and ready to send (the spam guard's minimum time passed). */
async function filledForm(page: Page) {
  const opened = await openForm(page)
  await opened.fill(enquiry("Asha Verma"))
  await opened.waitMinimumTime()
  return opened
}

test("in forced colours a toast keeps an edge and a ground of its own, not the page showing through", async ({ page }) => {
  await page.emulateMedia({ forcedColors: "active" })
  const { submit } = await filledForm(page)
  await failNext("500")
  await storeAnswers(page, 500)
  await submit.click()
  const toast = page.getByRole("alert").filter({ hasText: MESSAGES.sendFailure })
  await expect(toast).toBeVisible()
  const drawn = await toast.evaluate((element) => {
    const style = getComputedStyle(element)
    return { border: parseFloat(style.borderTopWidth), borderStyle: style.borderTopStyle, background: style.backgroundColor }
  })
  expect(drawn.border).toBeGreaterThanOrEqual(1)
  expect(drawn.borderStyle).not.toBe("none")
  expect(drawn.background).not.toMatch(/^(transparent|rgba\(.*, 0\))$/)
})

for (const sendAt of ["end", "start"] as const) {
  test(`at 320 px the failure toast covers neither Send nor Discard (Send at the ${sendAt === "end" ? "bottom" : "top"} of the screen when pressed), nor the top bar`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 568 })
    const { form, submit } = await filledForm(page)
    await submit.evaluate((element, block) => element.scrollIntoView({ block }), sendAt)
    await failNext("500")
    await storeAnswers(page, 500)
    await submit.click()
    const toast = page.getByRole("alert").filter({ hasText: MESSAGES.sendFailure })
    await expect(toast).toBeVisible()
    await expect(form.getByText(FALLBACK.failed)).toBeVisible()
    const toastBox = await restingBox(toast)
    const covered = {
      Send: form.getByRole("button", { name: SUBMIT_LABEL }),
      Discard: form.getByRole("button", { name: FALLBACK.discard }),
      "the Menu button": page.getByRole("button", { name: "Menu" }),
    }
    for (const [name, control] of Object.entries(covered)) {
      expect(overlaps(toastBox, await box(control)), `the toast covers ${name}`).toBe(false)
    }
  })
}

test("no still-sending toast is carried onto /thank-you/", async ({ page }) => {
  await page.clock.install()
  const { submit } = await filledForm(page)
  await failNext("delay", { ms: 3000 })
  await storeAnswers(page, 500)
  // Whether the still-sending words are drawn (innerText: what is rendered) at any moment the page is /thank-you/.
  await page.evaluate(
    ({ path, words }) => {
      const seen = window as unknown as { stillSendingOnThankYou: boolean }
      seen.stillSendingOnThankYou = false
      new MutationObserver(() => {
        if (location.pathname === path && document.body.innerText.includes(words)) seen.stillSendingOnThankYou = true
      }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true })
    },
    { path: THANK_YOU_PATH, words: MESSAGES.stillSending },
  )
  await submit.click()
  await expect(page.getByRole("status").filter({ hasText: MESSAGES.sending })).toBeVisible()
  await page.clock.fastForward(SLOW_SEND_MS)
  await expect(page.getByRole("status").filter({ hasText: MESSAGES.stillSending })).toBeVisible()

  await expect(page).toHaveURL(new RegExp(`${THANK_YOU_PATH}$`))
  await expect(page.getByRole("status").filter({ hasText: MESSAGES.sendSuccess })).toBeVisible()
  await page.waitForTimeout(1500)
  expect(await page.evaluate(() => (window as unknown as { stillSendingOnThankYou: boolean }).stillSendingOnThankYou)).toBe(false)
})

test("a message over its limit is said once under the field, once in the toast, and once with the field to assistive technology", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 })
  const { form, submit, fill, waitMinimumTime } = await openForm(page)
  await fill(enquiry("Asha Verma"))
  const message = form.getByLabel(FIELD_LABELS.message, { exact: true })
  await message.fill("m".repeat(MAX_LENGTHS.message + 41))
  await waitMinimumTime()
  await submit.click()
  const toast = page.getByRole("alert").filter({ hasText: "41" })
  await expect(toast).toBeVisible()
  const said = (await toast.innerText()).trim()
  await expect(message).toBeFocused()
  /** How often the words are in a text. */
  const times = (text: string) => text.split(said).length - 1
  expect(times(await toast.innerText()), "shown in the toast").toBe(1)
  // A live region, polite, waits a second before it speaks: then it does not say the error again.
  await page.waitForTimeout(1500)
  const liveRegions = await form.locator('[aria-live="polite"]').allTextContents()
  expect(times(liveRegions.join(" ")), "said again by a live region").toBe(0)
  expect(times(await form.innerText()), "shown in the form").toBe(1)
  const described = await message.evaluate((field) =>
    (field.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" "),
  )
  expect(times(described), "read with the field").toBe(1)
})
