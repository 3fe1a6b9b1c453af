import { expect, test, type Locator, type Page } from "@playwright/test"
import yaml from "js-yaml"
import fs from "fs"
import path from "path"
import { FIELD_LABELS, MESSAGES, PHONE_HINT, SUBMIT_LABEL, WORDS } from "../support/words"
import { ENQUIRY_FIELDS, FORM_ACTION } from "../../src/site/enquiry-schema"
import { box, overlaps, restingBox } from "./support/boxes"
import { startOnForm } from "./support/contact-form"

/*
 * The contact section as a visitor sees it, with no send involved: the phone
 * field's placeholder, where toasts appear, the page with JavaScript off, and
 * the agency's direct contacts beside the form. Each runs at a phone's and a
 * laptop's width.
 */

interface SiteYaml {
  brand: string
  phones: { display: string; dial: string }[]
  emails: string[]
  chat: { number: string }
}
const site = yaml.load(fs.readFileSync(path.resolve(__dirname, "../../content/site.yaml"), "utf8")) as SiteYaml

const PHONE = 390
const LAPTOP = 1280

const section = (page: Page) => page.getByRole("region", { name: "Request a free quote" })

for (const width of [320, PHONE, LAPTOP]) {
  test(`at ${width} px the phone field's placeholder is readable in full`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto("/contact-us/")
    const phone = section(page).getByLabel(FIELD_LABELS.phone, { exact: true })
    await expect(phone).toHaveAttribute("placeholder", WORDS.form.phonePlaceholder)
    // Measured as a value of the same field, drawn in the placeholder's own font.
    const fits = await phone.evaluate((input: HTMLInputElement) => {
      const probe = input.cloneNode() as HTMLInputElement
      const placeholder = getComputedStyle(input, "::placeholder")
      probe.style.fontSize = placeholder.fontSize
      probe.style.letterSpacing = placeholder.letterSpacing
      probe.value = input.placeholder
      input.after(probe)
      const result = { scrollWidth: probe.scrollWidth, clientWidth: probe.clientWidth }
      probe.remove()
      return result
    })
    expect(fits.scrollWidth).toBeLessThanOrEqual(fits.clientWidth)
  })
}

for (const width of [320, 375]) {
  test(`at ${width} px the phone field's instruction is shown whole under its label`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 })
    await page.goto("/contact-us/")
    const hint = section(page).getByText(PHONE_HINT, { exact: true })
    await expect(hint).toBeVisible()
    const box = await hint.evaluate((element) => {
      const rect = element.getBoundingClientRect()
      return { overflows: element.scrollWidth > element.clientWidth, left: rect.left, right: rect.right }
    })
    expect(box.overflows).toBe(false)
    expect(box.left).toBeGreaterThanOrEqual(0)
    expect(box.right).toBeLessThanOrEqual(width)
  })
}

test.describe("below 480 px", () => {
  test.use({ viewport: { width: PHONE, height: 740 }, hasTouch: true, isMobile: true })

  test("a toast covers neither the logo, the Menu button nor the floating chat and call buttons", async ({ page }) => {
    await page.goto("/contact-us/")
    const submit = section(page).getByRole("button", { name: SUBMIT_LABEL })
    await startOnForm(submit)
    await submit.click()
    const toast = page.getByRole("alert").filter({ hasText: MESSAGES.required.name })
    await expect(toast).toBeVisible()
    const toastBox = await restingBox(toast)
    const controls = {
      logo: page.getByRole("link", { name: `${site.brand}, home` }),
      menu: page.getByRole("button", { name: "Menu" }),
      chat: page.getByRole("link", { name: new RegExp(`^Chat with ${site.brand}`) }),
      call: page.getByRole("link", { name: new RegExp(`^Call ${site.brand}`) }),
    }
    for (const [name, control] of Object.entries(controls)) {
      expect(overlaps(toastBox, await box(control)), `the toast covers the ${name}`).toBe(false)
    }
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(740)
    expect(toastBox.x).toBeGreaterThanOrEqual(0)
  })
})

/** What the form is without its script (issue 45): a real form posted to the store, checked by the browser, with no "needs JavaScript" notice. */
async function expectRealForm(page: Page) {
  const form = section(page).locator("form")
  await expect(form).toHaveAttribute("method", "post")
  await expect(form).toHaveAttribute("action", FORM_ACTION)
  // The browser's own checks stand in for the script's: none switched off, every field required.
  await expect(form).not.toHaveAttribute("novalidate")
  for (const field of ENQUIRY_FIELDS) await expect(form.locator(`[name="${field}"]`)).toHaveAttribute("required", "")
  await expect(form.getByRole("button", { name: SUBMIT_LABEL })).toBeVisible()
  await expect(form.getByRole("button", { name: SUBMIT_LABEL })).toBeEnabled()
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false })

  for (const width of [PHONE, LAPTOP]) {
    test(`at ${width} px the form is a real form that sends, with no "needs JavaScript" notice`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto("/contact-us/")
      await expectRealForm(page)
    })
  }
})

test(`at ${PHONE} px, when the page's scripts fail to load, the form is still a real form that sends`, async ({ page }) => {
  await page.route(/\.js(\?.*)?$/, (route) => route.abort("connectionfailed"))
  await page.setViewportSize({ width: PHONE, height: 800 })
  await page.goto("/contact-us/")
  // The loader adds the scripts after the first paint (5 s at the latest); their failure puts the no-JavaScript class back.
  await expect(page.locator("html")).toHaveClass(/(^|\s)no-js(\s|$)/, { timeout: 15_000 })
  await expectRealForm(page)
})

test.describe("the agency's direct contacts", () => {
  const contactsOf = (page: Page) => section(page).getByRole("region", { name: WORDS.directContacts.heading })

  async function expectEveryContact(contacts: Locator) {
    for (const phone of site.phones)
      await expect(contacts.locator(`a[href="tel:${phone.dial}"]`)).toHaveText(new RegExp(phone.display.replace(/\+/g, "\\+")))
    for (const email of site.emails) await expect(contacts.locator(`a[href="mailto:${email}"]`)).toHaveText(new RegExp(email))
    await expect(contacts.locator(`a[href^="https://wa.me/${site.chat.number}"]`)).toBeVisible()
  }

  test(`at ${LAPTOP} px they stand beside the form`, async ({ page }) => {
    await page.setViewportSize({ width: LAPTOP, height: 900 })
    await page.goto("/contact-us/")
    const form = section(page).locator("form")
    const contacts = contactsOf(page)
    await expect(contacts).toBeVisible()
    await expectEveryContact(contacts)
    const [formBox, contactsBox] = [await box(form), await box(contacts)]
    expect(contactsBox.x).toBeGreaterThanOrEqual(formBox.x + formBox.width)
    // Side by side: they share the rows the form takes up.
    expect(contactsBox.y).toBeLessThan(formBox.y + formBox.height / 2)
  })

  test(`at ${PHONE} px they follow the form in one column`, async ({ page }) => {
    await page.setViewportSize({ width: PHONE, height: 800 })
    await page.goto("/contact-us/")
    const form = section(page).locator("form")
    const contacts = contactsOf(page)
    await expectEveryContact(contacts)
    const [formBox, contactsBox] = [await box(form), await box(contacts)]
    expect(contactsBox.y).toBeGreaterThanOrEqual(formBox.y + formBox.height)
    expect(Math.abs(contactsBox.x - formBox.x)).toBeLessThan(2)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
})
