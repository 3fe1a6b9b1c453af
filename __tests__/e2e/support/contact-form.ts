import { expect, type Locator, type Page } from "@playwright/test"
import { FORM_ACTION } from "../../../src/site/enquiry-schema"
import { MIN_FILL_TIME_MS, TERMS_LABEL, type Enquiry } from "../../../src/components/contact/enquiry"
import { CONTACT_PATH } from "../../../src/site/enquiry-route"
import { FIELD_LABELS, SUBMIT_LABEL } from "../../support/words"

/** The contact page's form as the browser tests fill it in and send it. */

/** The consent box's label, as the form writes it. */
export const TERMS = TERMS_LABEL.before + TERMS_LABEL.link

export function enquiry(name: string): Enquiry {
  return {
    name,
    email: "asha.verma@example.com",
    phone: "9876543210",
    service: "Mobile App Development",
    message: `Hello from ${name}: we would like a pharmacy delivery app for Android and iOS.`,
  }
}

export interface OpenForm {
  form: Locator
  submit: Locator
  fill(values: Enquiry): Promise<void>
  expectValues(values: Enquiry): Promise<void>
  /** Waits out the spam guard's minimum time, counted from when the form became usable. */
  waitMinimumTime(): Promise<void>
}

/** Opens the contact page (or `address`, on another origin of the site), starts on its form and waits until the form can send. */
export async function openForm(page: Page, address = CONTACT_PATH): Promise<OpenForm> {
  await page.goto(address)
  const form = page.getByRole("region", { name: "Request a free quote" })
  const submit = form.getByRole("button", { name: SUBMIT_LABEL })
  await startOnForm(submit)
  const readyAt = Date.now()
  const field = (label: string) => form.getByLabel(label, { exact: true })
  return {
    form,
    submit,
    async fill(values) {
      await field(FIELD_LABELS.name).fill(values.name)
      await field(FIELD_LABELS.email).fill(values.email)
      await field(FIELD_LABELS.phone).fill(values.phone)
      await field(FIELD_LABELS.service).selectOption(values.service)
      await field(FIELD_LABELS.message).fill(values.message)
      await form.getByRole("checkbox", { name: TERMS }).check()
    },
    async expectValues(values) {
      await expect(field(FIELD_LABELS.name)).toHaveValue(values.name)
      await expect(field(FIELD_LABELS.email)).toHaveValue(values.email)
      await expect(field(FIELD_LABELS.phone)).toHaveValue(values.phone)
      await expect(field(FIELD_LABELS.service)).toHaveValue(values.service)
      await expect(field(FIELD_LABELS.message)).toHaveValue(values.message)
      await expect(form.getByRole("checkbox", { name: TERMS })).toBeChecked()
    },
    async waitMinimumTime() {
      const left = readyAt + MIN_FILL_TIME_MS + 250 - Date.now()
      if (left > 0) await page.waitForTimeout(left)
    },
  }
}

/** Makes the form store (the site's FORM_ACTION, npm run serve's stand-in for Netlify Forms) answer the page's posts with `status`, after `delayMs`; other requests pass. */
export async function storeAnswers(page: Page, status: number, delayMs = 0) {
  await page.route(`**${FORM_ACTION}`, async (route) => {
    if (route.request().method() !== "POST") return route.fallback()
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs))
    await route.fulfill({ status, body: "" })
  })
}

/** Waits until the form's own code runs it (its checks replace the browser's): before then Send posts the plain HTML form. */
export const expectScripted = (submit: Locator, options?: { timeout?: number }) =>
  expect(submit.locator("xpath=ancestor::form")).toHaveAttribute("novalidate", "", options)

/**
 * Starts on the form as a visitor does, by focusing its first field (its code is fetched on first use:
 * src/components/sections/registry.tsx), and waits until its own code runs it.
 */
export async function startOnForm(submit: Locator, options?: { timeout?: number }) {
  await submit.locator("xpath=ancestor::form").getByLabel(FIELD_LABELS.name, { exact: true }).focus()
  await expectScripted(submit, options)
}
