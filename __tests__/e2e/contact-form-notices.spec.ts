import { expect, test, type Locator, type Page } from "@playwright/test"
import { MAX_LENGTHS, SLOW_SEND_MS, THANK_YOU_PATH } from "../../src/components/contact/enquiry"
import { FALLBACK, FIELD_LABELS, MESSAGES, SUBMIT_LABEL } from "../support/words"
import { box, overlaps, restingBox } from "./support/boxes"
import { enquiry, openForm } from "./support/contact-form"
import { withMailSink } from "./support/mail-sink"

/*
 * What the contact form tells a visitor, as Chromium draws it on the built site (the agency's issue
 * 34): the length limits, the toasts in forced colours and on a 320 px phone, Send's words while it
 * sends, and no toast of a finished send carried onto /thank-you/. The mail sink makes sends fail or
 * answer slowly (./support/mail-sink.ts); the file runs serially, as the sink is shared state.
 */
test.describe.configure({ mode: "serial" })

const { failNext } = withMailSink()

const format = (count: number) => count.toLocaleString("en")

/** The contact page's form, filled in and ready to send (the spam guard's minimum time passed). */
async function filledForm(page: Page) {
  const opened = await openForm(page)
  await opened.fill(enquiry("Asha Verma"))
  await opened.waitMinimumTime()
  return { ...opened, field: (label: string) => opened.form.getByLabel(label, { exact: true }) }
}

/** What is read with a control besides its label. */
const description = (control: Locator) =>
  control.evaluate((element) =>
    (element.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" "),
  )

test("a paste over the message's limit is kept whole and says how much is over; near the limit a count shows", async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await context.grantPermissions(["clipboard-read", "clipboard-write"])
  const { field } = await filledForm(page)
  const message = field(FIELD_LABELS.message)
  await expect.poll(() => description(message)).toContain(format(MAX_LENGTHS.message))

  const near = Math.ceil(0.8 * MAX_LENGTHS.message) + 200
  await message.fill("m".repeat(near))
  await expect.poll(() => description(message)).toContain(format(MAX_LENGTHS.message - near))

  const pasted = "Our requirements in full. ".repeat(254)
  await message.fill("")
  await page.evaluate((text) => navigator.clipboard.writeText(text), pasted)
  await message.focus()
  await page.keyboard.press("ControlOrMeta+V")
  await expect(message).toHaveValue(pasted)
  for (const said of [FIELD_LABELS.message, format(pasted.length - MAX_LENGTHS.message), format(MAX_LENGTHS.message)]) {
    await expect.poll(() => description(message)).toContain(said)
  }
  await expect(message).toHaveAttribute("aria-invalid", "true")
})

test("in forced colours a toast keeps an edge and a ground of its own, not the page showing through", async ({ page }) => {
  await page.emulateMedia({ forcedColors: "active" })
  const { submit } = await filledForm(page)
  await failNext("500")
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

test("Send says it is sending while it is off, and no still-sending toast is carried onto /thank-you/", async ({ page }) => {
  await page.clock.install()
  const { form, submit } = await filledForm(page)
  await failNext("delay", { ms: 3000 })
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
  await expect(form.getByRole("button", { name: MESSAGES.submitWhileSending })).toBeDisabled()
  await page.clock.fastForward(SLOW_SEND_MS)
  await expect(page.getByRole("status").filter({ hasText: MESSAGES.stillSending })).toBeVisible()

  await expect(page).toHaveURL(new RegExp(`${THANK_YOU_PATH}$`))
  await expect(page.getByRole("status").filter({ hasText: MESSAGES.sendSuccess })).toBeVisible()
  await page.waitForTimeout(1500)
  expect(await page.evaluate(() => (window as unknown as { stillSendingOnThankYou: boolean }).stillSendingOnThankYou)).toBe(false)
})
