import React from "react"
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { navigate } from "gatsby"
import { ThemeProvider } from "styled-components"
import { ContactForm } from "../../src/components/contact/ContactForm"
import {
  HONEYPOT,
  MAX_LENGTHS,
  MESSAGE_ROWS,
  MIN_FILL_TIME_MS,
  SERVICE_OPTIONS,
  SERVICE_PLACEHOLDER,
  THANK_YOU_PATH,
  type Enquiry,
} from "../../src/components/contact/enquiry"
import type { EnquiryContext } from "../../src/site/enquiry-route"
import { PageEnquiryContext } from "../../src/site/page-enquiry-context"
import { FORM_ACTION, FORM_NAME_FIELD, NETLIFY_FORM_NAME } from "../../src/site/enquiry-schema"
import { SEND_TIMEOUT_MS, SLOW_SEND_MS } from "../../src/components/contact/send-enquiry"
import { noSource } from "./enquiry-sources"
import { LOCAL_PLACEHOLDER_IDS, MAIL_SINK_ORIGIN } from "../../src/site/emailjs-config"
import { CUT_MARK, FALLBACK_URL_MAX_LENGTH } from "../../src/components/contact/fallback-links"
import { FIRST_TOUCH_MS, recordLanding } from "../../src/components/contact/landing"
import { theme } from "../../src/styles/theme"
import { mockMatchMedia } from "../support/render"
import { staticQueryFixture } from "../support/content"
import { FALLBACK, FIELD_LABELS, MESSAGES, PHONE_HINT, SUBMIT_LABEL, WORDS, aboutLine } from "../support/words"

// eslint-disable-next-line @typescript-eslint/no-require-imports
const gatsby = require("gatsby") as { __setStaticQueryData: (data: unknown) => void }
const site = staticQueryFixture().siteYaml as { emails: string[]; chat: { number: string } }

/*
 * The network is mocked at fetch, the one thing @emailjs/browser and the form store's post call:
 * `emailJs` answers the former, `store` the latter (the site's FORM_ACTION). The form, its checks,
 * the toasts and the library itself run for real. Unless a test says otherwise the store is down,
 * so that what the visitor is told follows EmailJS's answer.
 */

const TERMS = "I agree with Terms of Use and Privacy Policy"

const VALID: Enquiry = {
  name: "Asha Verma",
  email: "asha@example.com",
  phone: "9876543210",
  service: "Website Development",
  message: "We need a website for our pharmacy.",
}

type Fetch = typeof fetch

/** What @emailjs/browser reads of fetch's Response. */
const answer = (status: number, text: string) => ({ ok: status >= 200 && status < 300, status, text: async () => text }) as Response

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => (resolve = done))
  return { promise, resolve }
}

/** The toasts on screen as { role, text }; data-in is react-toastify's flag for a toast not being dismissed. */
const shownToasts = () =>
  Array.from(document.querySelectorAll<HTMLElement>('.Toastify__toast[data-in="true"]')).map((toast) => ({
    role: toast.getAttribute("role"),
    text: toast.textContent,
  }))

async function expectToast(role: "alert" | "status", text: string) {
  await waitFor(() => expect(shownToasts()).toContainEqual({ role, text }))
}

let emailJs: jest.Mock<ReturnType<Fetch>, Parameters<Fetch>>
let store: jest.Mock<ReturnType<Fetch>, Parameters<Fetch>>
let consoleError: jest.SpyInstance
/** How far the tests have moved the clock on; the form reads the time through Date.now. */
let clockOffset = 0

beforeAll(() => {
  // jsdom has no fetch of its own; this one fails any test that forgets to mock it.
  if (typeof globalThis.fetch !== "function") {
    globalThis.fetch = () => Promise.reject(new Error("fetch is not mocked in this test"))
  }
  // jsdom runs no CSS animations, so a dismissed toast would never finish leaving
  // and the limit of 20 would fill up. With reduced motion, toasts leave at once.
  mockMatchMedia(["(prefers-reduced-motion: reduce)"])
  // The failure notice and the direct contacts read the agency's details from content/site.yaml.
  gatsby.__setStaticQueryData(staticQueryFixture())
})

beforeEach(() => {
  const realNow = Date.now.bind(Date)
  clockOffset = 0
  jest.spyOn(Date, "now").mockImplementation(() => realNow() + clockOffset)
  emailJs = jest.fn<ReturnType<Fetch>, Parameters<Fetch>>()
  store = jest.fn<ReturnType<Fetch>, Parameters<Fetch>>().mockResolvedValue(answer(503, "Service Unavailable"))
  jest.spyOn(globalThis, "fetch").mockImplementation((url, init) => (String(url) === FORM_ACTION ? store(url, init) : emailJs(url, init)))
  consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined)
  jest.mocked(navigate).mockClear()
  window.sessionStorage.clear()
})

afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

const NO_SOURCE = noSource(expect.stringMatching(/^\d{4}-\d\d-\d\dT/))

function setup({ fakeTimers = false, context = null as EnquiryContext | null } = {}) {
  const user = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {})
  const { unmount } = render(
    <ThemeProvider theme={theme}>
      <PageEnquiryContext.Provider value={context}>
        <ContactForm />
      </PageEnquiryContext.Provider>
    </ThemeProvider>,
  )
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement
  const controls = {
    name: field(FIELD_LABELS.name),
    email: field(FIELD_LABELS.email),
    phone: field(FIELD_LABELS.phone),
    service: screen.getByLabelText(FIELD_LABELS.service) as HTMLSelectElement,
    message: screen.getByLabelText(FIELD_LABELS.message) as HTMLTextAreaElement,
    terms: screen.getByRole("checkbox", { name: TERMS }) as HTMLInputElement,
    submit: screen.getByRole("button", { name: SUBMIT_LABEL }),
  }
  const fill = async (values: Partial<Enquiry>, { agree = true } = {}) => {
    for (const key of ["name", "email", "phone", "message"] as const) {
      if (values[key]) await user.type(controls[key], values[key])
    }
    if (values.service) await user.selectOptions(controls.service, values.service)
    if (agree) await user.click(controls.terms)
  }
  const values = () => ({
    name: controls.name.value,
    email: controls.email.value,
    phone: controls.phone.value,
    service: controls.service.value,
    message: controls.message.value,
  })
  /** Lets the spam guard's minimum time pass. */
  const waitMinimumTime = () => {
    clockOffset += MIN_FILL_TIME_MS
  }
  return { user, controls, fill, values, waitMinimumTime, unmount }
}

/** The failure notice's two links, their text decoded: each must carry the enquiry. */
function expectFallbackLinks(enquiry: Enquiry) {
  const mail = new URL(screen.getByRole("link", { name: FALLBACK.email }).getAttribute("href")!)
  expect(mail.protocol).toBe("mailto:")
  expect(mail.pathname).toBe(site.emails[0])
  expect(mail.searchParams.get("subject")).toBe(FALLBACK.subject(enquiry.service))
  const chat = new URL(screen.getByRole("link", { name: new RegExp(FALLBACK.chat) }).getAttribute("href")!)
  expect(`${chat.origin}${chat.pathname}`).toBe(`https://wa.me/${site.chat.number}`)
  for (const text of [mail.searchParams.get("body"), chat.searchParams.get("text")]) {
    for (const field of ["name", "email", "phone", "service", "message"] as const) {
      expect(text).toContain(`${FIELD_LABELS[field]}: ${enquiry[field]}`)
    }
  }
}

describe("the fields", () => {
  it("has the five named fields with visible labels, limits and the terms checkbox", () => {
    const { controls } = setup()
    expect(controls.name).toHaveAttribute("name", "name")
    expect(controls.email).toHaveAttribute("name", "email")
    expect(controls.email).toHaveAttribute("type", "text")
    expect(controls.phone).toHaveAttribute("name", "phone")
    expect(controls.phone).toHaveAttribute("inputmode", "numeric")
    expect(controls.phone).toHaveAttribute("placeholder", WORDS.form.phonePlaceholder)
    expect(controls.service).toHaveAttribute("name", "service")
    expect(controls.message).toHaveAttribute("name", "message")
    expect(controls.message).toHaveAttribute("rows", String(MESSAGE_ROWS))

    // A number as people write it fits the phone's limit; the field tidies it to its ten digits.
    expect(MAX_LENGTHS.phone).toBeGreaterThanOrEqual("+91 (0) 98765-43210".length)
    for (const control of [controls.name, controls.email, controls.phone, controls.service, controls.message]) {
      expect(control).toBeRequired()
    }

    expect(controls.terms).not.toBeChecked()
    const policy = screen.getByRole("link", { name: "Privacy Policy" })
    expect(policy).toHaveAttribute("href", "/privacy-policy/")
    // A new tab, so that reading the policy loses nothing typed.
    expect(policy).toHaveAttribute("target", "_blank")
    expect(policy).toHaveAccessibleDescription(WORDS.newTab)
  })

  it("starts on a disabled 'Select Service' placeholder, then lists the six services in order", () => {
    const { controls } = setup()
    const options = Array.from(controls.service.options)
    expect(options.map((option) => option.textContent)).toEqual([SERVICE_PLACEHOLDER, ...SERVICE_OPTIONS])
    expect(options[0]).toBeDisabled()
    expect(options[0].selected).toBe(true)
    expect(SERVICE_OPTIONS).toEqual([
      "Mobile App Development",
      "Website Development",
      "Digital Marketing",
      "Search Engine Optimization",
      "Graphic & UI/UX Design",
      "Cloud Consulting",
    ])
  })

  it("keeps the honeypot away from people and assistive technology", () => {
    setup()
    const honeypot = document.querySelector(`input[name="${HONEYPOT.name}"]`)!
    expect(honeypot).toHaveAttribute("tabindex", "-1")
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull()
  })

  it("gives autofill nothing to fill in the honeypot: no autocomplete, and a name and label no autofill reads as a field of the visitor's", () => {
    setup()
    const honeypot = document.querySelector<HTMLInputElement>(`input[name="${HONEYPOT.name}"]`)!
    expect(honeypot).toHaveAttribute("autocomplete", "off")
    // What browsers' and password managers' autofill look for in a field's name, id and label
    // (WHATWG's autofill field names and the words Chrome's and Firefox's heuristics match).
    const AUTOFILL_WORDS =
      /name|mail|phone|tel|mobile|fax|address|street|city|town|zip|post|country|region|company|organi[sz]ation|org|url|web|site|home|user|login|account|birth|card|nick/i
    const label = document.querySelector(`label[for="${honeypot.id}"]`)!.textContent ?? ""
    for (const text of [honeypot.name, honeypot.id, label])
      expect({ text, autofillWord: AUTOFILL_WORDS.exec(text)?.[0] ?? null }).toEqual({ text, autofillWord: null })
  })
})

describe("length limits: said, counted near them, never cut", () => {
  const format = (count: number) => count.toLocaleString("en")
  /** What is read with a control besides its label: the texts its aria-describedby names. */
  const describedBy = (control: HTMLElement) =>
    (control.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" ")
  /** The field's polite announcement to screen readers (its live region). */
  const announced = (control: HTMLElement) => control.parentElement!.querySelector('[aria-live="polite"]')!.textContent
  const saysOver = (control: HTMLElement, field: keyof typeof MAX_LENGTHS, over: number) => {
    for (const said of [FIELD_LABELS[field], format(over), format(MAX_LENGTHS[field])]) expect(describedBy(control)).toContain(said)
  }

  it("states the message's limit under it, read with the field", () => {
    const { controls } = setup()
    expect(describedBy(controls.message)).toContain(format(MAX_LENGTHS.message))
    expect(describedBy(controls.message)).toContain(WORDS.form.limits.stated.replace("{limit}", format(MAX_LENGTHS.message)))
  })

  it("counts what is left from 80% of the limit on, and tells screen readers once typing pauses, not at every keystroke", () => {
    jest.useFakeTimers()
    const { controls } = setup({ fakeTimers: true })
    const limit = MAX_LENGTHS.message
    const near = Math.ceil(0.8 * limit)
    fireEvent.change(controls.message, { target: { value: "m".repeat(near - 1) } })
    expect(describedBy(controls.message)).not.toContain(format(limit - near + 1))
    act(() => {
      jest.advanceTimersByTime(5000)
    })
    expect(announced(controls.message)).toBe("")

    for (const length of [near, near + 10, near + 20]) {
      fireEvent.change(controls.message, { target: { value: "m".repeat(length) } })
      expect(describedBy(controls.message)).toContain(format(limit - length))
      act(() => {
        jest.advanceTimersByTime(300)
      })
      expect(announced(controls.message)).toBe("")
    }
    act(() => {
      jest.advanceTimersByTime(1000)
    })
    expect(announced(controls.message)).toContain(format(limit - near - 20))
  })

  it("keeps the whole of a paste over the message's limit, says how much is over, and Send refuses it until shortened", async () => {
    emailJs.mockResolvedValue(answer(200, "OK"))
    const { user, controls, fill, waitMinimumTime } = setup()
    await fill({ ...VALID, message: undefined })
    const pasted = "Our requirements in full. ".repeat(254)
    await user.click(controls.message)
    await user.paste(pasted)
    expect(controls.message).toHaveValue(pasted)
    saysOver(controls.message, "message", pasted.length - MAX_LENGTHS.message)
    expect(controls.message).toHaveAttribute("aria-invalid", "true")

    waitMinimumTime()
    await user.click(controls.submit)
    await waitFor(() =>
      expect(shownToasts().find((toast) => toast.role === "alert")?.text).toContain(format(pasted.length - MAX_LENGTHS.message)),
    )
    expect(controls.message).toHaveFocus()
    expect(emailJs).not.toHaveBeenCalled()

    fireEvent.change(controls.message, { target: { value: pasted.slice(0, MAX_LENGTHS.message) } })
    expect(controls.message).not.toHaveAttribute("aria-invalid")
    await user.click(controls.submit)
    await waitFor(() => expect(emailJs).toHaveBeenCalledTimes(1))
  })

  it("says a refusal for length once on the field: seen once, read once with it, not again by its live region", async () => {
    jest.useFakeTimers()
    const { user, controls, fill, waitMinimumTime } = setup({ fakeTimers: true })
    await fill({ ...VALID, message: undefined })
    const over = 41
    await user.click(controls.message)
    await user.paste("m".repeat(MAX_LENGTHS.message + over))
    act(() => {
      jest.advanceTimersByTime(5000)
    })
    const overWords = announced(controls.message)
    expect(overWords).toContain(format(over))

    waitMinimumTime()
    await user.click(controls.submit)
    await waitFor(() => expect(shownToasts().find((toast) => toast.role === "alert")?.text).toBe(overWords))
    // The live region falls quiet (waitFor moves the fake clock on): it does not say the error again.
    await waitFor(() => expect(announced(controls.message)).toBe(""))
    expect(controls.message).toHaveFocus()
    const field = controls.message.parentElement!
    const timesIn = (text: string) => text.split(overWords).length - 1
    const shown = Array.from(field.children).filter((element) => !element.classList.contains("visually-hidden"))
    expect(timesIn(shown.map((element) => element.textContent).join(" "))).toBe(1)
    expect(timesIn(describedBy(controls.message))).toBe(1)
  })

  it.each(["name", "email", "phone"] as const)("keeps a paste over the %s field's limit whole and says how much is over", async (field) => {
    const { user, controls } = setup()
    const pasted = "9".repeat(MAX_LENGTHS[field] + 37)
    await user.click(controls[field])
    await user.paste(pasted)
    expect(controls[field]).toHaveValue(pasted)
    saysOver(controls[field], field, 37)
  })
})

describe("the phone field", () => {
  it("says what to type in a hint under its label, read with the field, besides its placeholder", () => {
    const { controls } = setup()
    expect(controls.phone).toHaveAttribute("placeholder", WORDS.form.phonePlaceholder)
    expect(controls.phone).toHaveAccessibleDescription(PHONE_HINT)
  })

  it("ignores keystrokes that are not digits", async () => {
    const { user, controls } = setup()
    await user.type(controls.phone, "98a7-6 5+x4(3)2.1e0")
    expect(controls.phone).toHaveValue("9876543210")
  })

  it("stops at 10 digits", async () => {
    const { user, controls } = setup()
    await user.type(controls.phone, "123456789012345")
    expect(controls.phone).toHaveValue("1234567890")
  })

  it.each(["(987) 654-3210", "+91 98765-43210", "0091 98765 43210", "98765.43210"])(
    "keeps the ten digits of a pasted %j",
    async (pasted) => {
      const { user, controls } = setup()
      await user.click(controls.phone)
      await user.paste(pasted)
      expect(controls.phone).toHaveValue("9876543210")
    },
  )

  it("keeps the ten digits of an autofilled +91 98765-43210", async () => {
    const { controls } = setup()
    // Autofill sets the whole value and fires one input event.
    fireEvent.input(controls.phone, { target: { value: "+91 98765-43210" } })
    expect(controls.phone).toHaveValue("9876543210")
  })

  it("drops the trunk 0 and the country code typed in front of the ten digits", async () => {
    const { user, controls } = setup()
    await user.type(controls.phone, "09876543210")
    expect(controls.phone).toHaveValue("9876543210")
    await user.clear(controls.phone)
    await user.type(controls.phone, "919876543210")
    expect(controls.phone).toHaveValue("9876543210")
  })

  it("keeps a paste that cannot become a number whole, and the check refuses it with the phone message", async () => {
    emailJs.mockResolvedValue(answer(200, "OK"))
    const { user, controls, fill, waitMinimumTime } = setup()
    await fill({ ...VALID, phone: undefined })
    await user.click(controls.phone)
    await user.paste("+44 20 7946 0958")
    expect(controls.phone).toHaveValue("+44 20 7946 0958")
    waitMinimumTime()
    await user.click(controls.submit)
    await expectToast("alert", MESSAGES.invalidPhone)
    await waitFor(() => expect(controls.phone).toHaveFocus())
    expect(emailJs).not.toHaveBeenCalled()
  })

  it("sends the ten digits of a written number", async () => {
    emailJs.mockResolvedValue(answer(200, "OK"))
    const { user, controls, fill, waitMinimumTime } = setup()
    await fill({ ...VALID, phone: undefined })
    fireEvent.input(controls.phone, { target: { value: "+91 98765-43210" } })
    waitMinimumTime()
    await user.click(controls.submit)
    await waitFor(() => expect(emailJs).toHaveBeenCalledTimes(1))
    expect(JSON.parse(String(emailJs.mock.calls[0][1]?.body)).template_params.phone).toBe("9876543210")
  })
})

describe("the checks on submit", () => {
  it("requires every field, reporting the first empty one in screen order", async () => {
    const { user, controls, fill } = setup()
    const steps: [keyof Enquiry, Partial<Enquiry>][] = [
      ["name", {}],
      ["email", { name: VALID.name }],
      ["phone", { email: VALID.email }],
      ["service", { phone: VALID.phone }],
      ["message", { service: VALID.service }],
    ]
    for (const [empty, more] of steps) {
      await fill(more, { agree: false })
      await user.click(controls.submit)
      await expectToast("alert", MESSAGES.required[empty])
      await waitFor(() => {
        expect(controls[empty]).toHaveFocus()
        expect(controls[empty]).toHaveAttribute("aria-invalid", "true")
        // The error, after the field's hint where it has one.
        expect(controls[empty]).toHaveAccessibleDescription(
          new RegExp(`${MESSAGES.required[empty].replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
        )
      })
    }
    expect(emailJs).not.toHaveBeenCalled()
  })

  it("counts a field of spaces as empty", async () => {
    const { user, controls, fill } = setup()
    await fill({ ...VALID, name: "   " })
    await user.click(controls.submit)
    await expectToast("alert", MESSAGES.required.name)
  })

  it.each(["asha", "asha@example", "asha@example.c", "asha@.com", "@example.com", "as ha@example.com", "asha@example.c0m"])(
    "refuses the e-mail address %j",
    async (email) => {
      const { user, controls, fill } = setup()
      await fill({ ...VALID, email })
      await user.click(controls.submit)
      await expectToast("alert", MESSAGES.invalidEmail)
      await waitFor(() => {
        expect(controls.email).toHaveFocus()
        expect(controls.email).toHaveAccessibleDescription(MESSAGES.invalidEmail)
      })
      expect(emailJs).not.toHaveBeenCalled()
    },
  )

  it("refuses a phone number of fewer than 10 digits", async () => {
    const { user, controls, fill } = setup()
    await fill({ ...VALID, phone: "98765" })
    await user.click(controls.submit)
    await expectToast("alert", MESSAGES.invalidPhone)
    await waitFor(() => expect(controls.phone).toHaveFocus())
    expect(emailJs).not.toHaveBeenCalled()
  })

  it("refuses to send until the terms are agreed", async () => {
    const { user, controls, fill } = setup()
    await fill(VALID, { agree: false })
    await user.click(controls.submit)
    await expectToast("alert", MESSAGES.termsUnchecked)
    await waitFor(() => {
      expect(controls.terms).toHaveFocus()
      expect(controls.terms).toHaveAccessibleDescription(MESSAGES.termsUnchecked)
    })
    expect(emailJs).not.toHaveBeenCalled()
  })

  it("runs the checks in the order of requirements §6.2: e-mail, then phone, then terms", async () => {
    const { user, controls, fill } = setup()
    await fill({ ...VALID, email: "asha@example", phone: "123" }, { agree: false })

    await user.click(controls.submit)
    await expectToast("alert", MESSAGES.invalidEmail)

    await user.clear(controls.email)
    await user.type(controls.email, VALID.email)
    await user.click(controls.submit)
    await expectToast("alert", MESSAGES.invalidPhone)

    await user.type(controls.phone, "4567890")
    await user.click(controls.submit)
    await expectToast("alert", MESSAGES.termsUnchecked)
    expect(emailJs).not.toHaveBeenCalled()
  })

  it("dismisses the toasts already shown before checking again", async () => {
    const { user, controls, fill } = setup()
    await fill({ ...VALID, email: "asha@example" })
    await user.click(controls.submit)
    await expectToast("alert", MESSAGES.invalidEmail)

    await user.clear(controls.email)
    await user.type(controls.email, "asha@example.com")
    await user.clear(controls.phone)
    await user.click(controls.submit)
    await waitFor(() => expect(shownToasts()).toEqual([{ role: "alert", text: MESSAGES.required.phone }]))
  })

  it("clears a field's error once the visitor edits it", async () => {
    const { user, controls, fill } = setup()
    await fill({ ...VALID, email: "asha@example" })
    await user.click(controls.submit)
    await waitFor(() => expect(controls.email).toHaveAttribute("aria-invalid", "true"))
    await user.type(controls.email, ".com")
    expect(controls.email).not.toHaveAttribute("aria-invalid")
    expect(controls.email).not.toHaveAccessibleDescription()
  })
})

describe("opened from a call to action (a button's enquiry in content/)", () => {
  const MEDICINE: EnquiryContext = { service: "Mobile App Development", about: "Medicine Delivery App" }

  it("starts with the service selected and the product named on the message's first line, in the server's HTML too", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { renderToString } = require("react-dom/server") as typeof import("react-dom/server")
    const container = document.createElement("div")
    container.innerHTML = renderToString(
      <ThemeProvider theme={theme}>
        <PageEnquiryContext.Provider value={MEDICINE}>
          <ContactForm />
        </PageEnquiryContext.Provider>
      </ThemeProvider>,
    )
    expect(container.querySelector("option[selected]")?.textContent).toBe("Mobile App Development")
    expect(container.querySelector("textarea")?.textContent).toBe(`${aboutLine("Medicine Delivery App")}\n\n`)
  })

  it("lets the visitor change the service and delete the product's line, and sends what they chose with the call to action named", async () => {
    emailJs.mockResolvedValue(answer(200, "OK"))
    const { user, controls, fill, values, waitMinimumTime } = setup({ context: MEDICINE })
    expect(values()).toEqual({
      name: "",
      email: "",
      phone: "",
      service: "Mobile App Development",
      message: "About: Medicine Delivery App\n\n",
    })
    await user.clear(controls.message)
    await fill(VALID)
    waitMinimumTime()
    await user.click(controls.submit)
    await waitFor(() => expect(emailJs).toHaveBeenCalledTimes(1))
    expect(JSON.parse(String(emailJs.mock.calls[0][1]?.body)).template_params).toEqual({
      ...VALID,
      ...NO_SOURCE,
      context: "Medicine Delivery App (Mobile App Development)",
    })
  })

  it("puts back a kept enquiry in place of the starting values", async () => {
    emailJs.mockResolvedValue(answer(500, "Error"))
    const first = setup({ context: MEDICINE })
    await first.user.clear(first.controls.message)
    await first.fill(VALID)
    first.waitMinimumTime()
    await first.user.click(first.controls.submit)
    await waitFor(() => expect(screen.getByRole("link", { name: FALLBACK.email })).toBeInTheDocument())
    first.unmount()
    expect(setup({ context: MEDICINE }).values()).toEqual(VALID)
  })
})

describe("spam guards", () => {
  it("pretends success and sends nothing when the honeypot is filled", async () => {
    const { user, controls, fill, values } = setup()
    await fill(VALID)
    await user.type(document.querySelector<HTMLInputElement>(`input[name="${HONEYPOT.name}"]`)!, "https://spam.example")
    await user.click(controls.submit)
    await expectToast("status", MESSAGES.sendSuccess)
    await waitFor(() => expect(values()).toEqual({ name: "", email: "", phone: "", service: "", message: "" }))
    expect(navigate).toHaveBeenCalledWith(THANK_YOU_PATH)
    expect(emailJs).not.toHaveBeenCalled()
  })

  it("sends nothing before the minimum time has passed, keeping the form, then sends", async () => {
    emailJs.mockResolvedValue(answer(200, "OK"))
    // The clock stands still but for the test's own moves: typing on a loaded machine may take longer than the minimum.
    const frozenAt = Date.now()
    jest.spyOn(Date, "now").mockImplementation(() => frozenAt + clockOffset)
    const { user, controls, fill, values, waitMinimumTime } = setup()
    await fill(VALID)
    await user.click(controls.submit)
    await expectToast("status", MESSAGES.tooFast)
    expect(emailJs).not.toHaveBeenCalled()
    expect(values()).toEqual(VALID)

    waitMinimumTime()
    await user.click(controls.submit)
    await expectToast("status", MESSAGES.sendSuccess)
    expect(emailJs).toHaveBeenCalledTimes(1)
  })
})

describe("sending", () => {
  it("posts the five values to EmailJS's send endpoint with the configured ids", async () => {
    emailJs.mockResolvedValue(answer(200, "OK"))
    const { user, controls, fill, waitMinimumTime } = setup()
    await fill({ ...VALID, name: `  ${VALID.name} ` })
    waitMinimumTime()
    await user.click(controls.submit)
    await waitFor(() => expect(emailJs).toHaveBeenCalledTimes(1))

    const [url, init] = emailJs.mock.calls[0]
    // Jest builds without GATSBY_EMAILJS_* set, so the form uses the local sink's defaults.
    expect(url).toBe(`${MAIL_SINK_ORIGIN}/api/v1.0/email/send`)
    expect(init?.method).toBe("POST")
    expect(JSON.parse(String(init?.body))).toEqual({
      lib_version: "4.4.1",
      user_id: LOCAL_PLACEHOLDER_IDS.publicKey,
      service_id: LOCAL_PLACEHOLDER_IDS.serviceId,
      template_id: LOCAL_PLACEHOLDER_IDS.templateId,
      template_params: { ...VALID, ...NO_SOURCE },
    })
  })

  it("shows a loading toast and disables the button while sending; a second click or Enter sends nothing more", async () => {
    const pending = deferred<Response>()
    emailJs.mockReturnValue(pending.promise)
    const { user, controls, fill, waitMinimumTime } = setup()
    await fill(VALID)
    waitMinimumTime()

    await user.dblClick(controls.submit)
    await expectToast("status", MESSAGES.sending)
    expect(controls.submit).toBeDisabled()
    expect(controls.submit).toHaveAccessibleName(WORDS.form.submitWhileSending)
    await user.click(controls.submit)
    await user.type(controls.name, "{Enter}")
    expect(emailJs).toHaveBeenCalledTimes(1)

    await act(async () => pending.resolve(answer(200, "OK")))
    await expectToast("status", MESSAGES.sendSuccess)
    expect(shownToasts()).not.toContainEqual(expect.objectContaining({ text: MESSAGES.sending }))
    expect(emailJs).toHaveBeenCalledTimes(1)
  })

  it("on success: the success toast, every field cleared, terms unchecked, then /thank-you/", async () => {
    emailJs.mockResolvedValue(answer(200, "OK"))
    const { user, controls, fill, values, waitMinimumTime } = setup()
    await fill(VALID)
    waitMinimumTime()
    await user.click(controls.submit)

    await expectToast("status", MESSAGES.sendSuccess)
    await waitFor(() => {
      expect(values()).toEqual({ name: "", email: "", phone: "", service: "", message: "" })
      expect(controls.service.options[0].selected).toBe(true)
      expect(controls.terms).not.toBeChecked()
    })
    expect(navigate).toHaveBeenCalledWith(THANK_YOU_PATH)
    expect(consoleError).not.toHaveBeenCalled()
  })

  const failures: [string, () => void, unknown][] = [
    [
      "an HTTP 4xx text answer",
      () => emailJs.mockResolvedValue(answer(400, "The service ID is invalid")),
      expect.objectContaining({ status: 400, text: "The service ID is invalid" }),
    ],
    [
      "an HTTP 5xx text answer",
      () => emailJs.mockResolvedValue(answer(500, "Internal Server Error")),
      expect.objectContaining({ status: 500, text: "Internal Server Error" }),
    ],
    ["a 429 throttle", () => emailJs.mockResolvedValue(answer(429, "Too Many Requests")), expect.objectContaining({ status: 429 })],
    ["a 403 refusal", () => emailJs.mockResolvedValue(answer(403, "Forbidden")), expect.objectContaining({ status: 403 })],
    ["a string rejection", () => emailJs.mockRejectedValue("The public key is required"), "The public key is required"],
    ["a network error (fetch's TypeError)", () => emailJs.mockRejectedValue(new TypeError("Failed to fetch")), expect.any(TypeError)],
  ]

  it.each(failures)(
    "on %s: the error toast, the error logged, every field kept, prefilled e-mail and chat links offered",
    async (_, arrange, logged) => {
      arrange()
      const { user, controls, fill, values, waitMinimumTime } = setup()
      await fill(VALID)
      waitMinimumTime()
      await user.click(controls.submit)

      await expectToast("alert", WORDS.form.sendFailure)
      await waitFor(() => expect(controls.submit).toBeEnabled())
      expect(controls.submit).toHaveAccessibleName(SUBMIT_LABEL)
      // Both paths failed (the store is down): each one's error is logged, EmailJS's first.
      expect(consoleError).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ causes: [logged, expect.anything()] }))
      expect(values()).toEqual(VALID)
      expect(controls.terms).toBeChecked()
      expect(navigate).not.toHaveBeenCalled()
      expect(shownToasts()).not.toContainEqual(expect.objectContaining({ text: MESSAGES.sending }))
      expect(screen.getByText(FALLBACK.failed)).toBeVisible()
      expectFallbackLinks(VALID)
      expect(screen.queryByText(FALLBACK.shortened)).toBeNull()
    },
  )

  it("cuts a very long message in the links, says so, and keeps it whole in the form", async () => {
    emailJs.mockResolvedValue(answer(500, "Internal Server Error"))
    const long = { ...VALID, message: "We need an app. ".repeat(250).trim() }
    const { user, controls, fill, values, waitMinimumTime } = setup()
    await fill({ ...long, message: undefined })
    fireEvent.change(controls.message, { target: { value: long.message } })
    waitMinimumTime()
    await user.click(controls.submit)
    await expectToast("alert", MESSAGES.sendFailure)
    expect(screen.getByText(FALLBACK.shortened)).toBeVisible()
    for (const link of [
      screen.getByRole("link", { name: FALLBACK.email }),
      screen.getByRole("link", { name: new RegExp(FALLBACK.chat) }),
    ]) {
      const href = link.getAttribute("href")!
      expect(href.length).toBeLessThanOrEqual(FALLBACK_URL_MAX_LENGTH)
      expect(decodeURIComponent(href)).toContain(CUT_MARK)
    }
    expect(values()).toEqual(long)
  })

  /** Sends VALID on fake timers, with EmailJS's answer held until the test gives it. */
  async function submitWithTheAnswerHeld() {
    jest.useFakeTimers()
    const pending = deferred<Response>()
    emailJs.mockReturnValue(pending.promise)
    const form = setup({ fakeTimers: true })
    await form.fill(VALID)
    act(() => {
      jest.advanceTimersByTime(MIN_FILL_TIME_MS)
    })
    await form.user.click(form.controls.submit)
    await expectToast("status", MESSAGES.sending)
    return { pending, ...form }
  }

  it("on a slow answer: the loading toast says it is still sending, no failure, one send, then success", async () => {
    const { pending, user, controls } = await submitWithTheAnswerHeld()

    act(() => {
      jest.advanceTimersByTime(SLOW_SEND_MS)
    })
    await expectToast("status", MESSAGES.stillSending)
    act(() => {
      jest.advanceTimersByTime(16_000 - SLOW_SEND_MS)
    })
    expect(shownToasts()).not.toContainEqual(expect.objectContaining({ text: MESSAGES.sendFailure }))
    expect(controls.submit).toBeDisabled()
    await user.click(controls.submit)
    expect(emailJs).toHaveBeenCalledTimes(1)

    await act(async () => pending.resolve(answer(200, "OK")))
    await expectToast("status", MESSAGES.sendSuccess)
    expect(navigate).toHaveBeenCalledWith(THANK_YOU_PATH)
    expect(consoleError).not.toHaveBeenCalled()
  })

  it(`on no answer within ${SEND_TIMEOUT_MS} ms: the error toast and links, every field kept, Send off until the answer comes`, async () => {
    const { pending, controls, values } = await submitWithTheAnswerHeld()

    act(() => {
      jest.advanceTimersByTime(SEND_TIMEOUT_MS - 1000)
    })
    expect(shownToasts()).not.toContainEqual(expect.objectContaining({ text: MESSAGES.sendFailure }))
    act(() => {
      jest.advanceTimersByTime(1000)
    })

    await expectToast("alert", MESSAGES.sendFailure)
    expect(consoleError).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ name: "SendTimeoutError" }))
    expect(screen.getByText(FALLBACK.timedOut)).toBeVisible()
    expectFallbackLinks(VALID)
    expect(values()).toEqual(VALID)
    expect(controls.terms).toBeChecked()
    // The first send may still arrive: a second would duplicate it.
    expect(controls.submit).toBeDisabled()
    expect(navigate).not.toHaveBeenCalled()

    await act(async () => pending.resolve(answer(200, "OK")))
    await expectToast("status", MESSAGES.sendSuccess)
    expect(navigate).toHaveBeenCalledWith(THANK_YOU_PATH)
    expect(emailJs).toHaveBeenCalledTimes(1)
  })

  it("reads where the visit began as it sends: a first touch that expired while the form was open is not sent", async () => {
    const landedAt = Date.parse("2026-11-25T00:00:00Z")
    jest.useFakeTimers({ now: landedAt })
    emailJs.mockResolvedValue(answer(200, "OK"))
    recordLanding(
      { pathname: "/about-us/", search: "?utm_source=old", origin: location.origin, href: `${location.origin}/about-us/?utm_source=old` },
      "",
      landedAt,
    )
    const { user, controls, fill } = setup({ fakeTimers: true })
    await fill(VALID)
    jest.setSystemTime(landedAt + FIRST_TOUCH_MS)
    await user.click(controls.submit)
    await waitFor(() => expect(emailJs).toHaveBeenCalledTimes(1))
    expect(JSON.parse(String(emailJs.mock.calls[0][1]?.body)).template_params).toEqual({ ...VALID, ...NO_SOURCE })
    localStorage.clear()
  })

  it("sends again after a failure when the visitor retries", async () => {
    emailJs.mockResolvedValueOnce(answer(500, "Internal Server Error")).mockResolvedValueOnce(answer(200, "OK"))
    const { user, controls, fill, waitMinimumTime } = setup()
    await fill(VALID)
    waitMinimumTime()
    await user.click(controls.submit)
    await expectToast("alert", MESSAGES.sendFailure)
    await user.click(controls.submit)
    await expectToast("status", MESSAGES.sendSuccess)
    expect(emailJs).toHaveBeenCalledTimes(2)
  })
})

describe("two paths: EmailJS and the form store", () => {
  const storedFields = (call: number) => new URLSearchParams(String(store.mock.calls[call][1]?.body))
  const emailedParams = (call: number) => JSON.parse(String(emailJs.mock.calls[call][1]?.body)).template_params

  async function send() {
    const form = setup()
    await form.fill(VALID)
    form.waitMinimumTime()
    await form.user.click(form.controls.submit)
    return form
  }

  it("sends each way once per submit, the store URL-encoded with the form's name, both with the same id", async () => {
    emailJs.mockResolvedValue(answer(200, "OK"))
    store.mockResolvedValue(answer(200, ""))
    await send()
    await expectToast("status", MESSAGES.sendSuccess)
    expect(emailJs).toHaveBeenCalledTimes(1)
    expect(store).toHaveBeenCalledTimes(1)
    expect(store.mock.calls[0][1]?.headers).toEqual({ "Content-Type": "application/x-www-form-urlencoded" })
    expect(storedFields(0).get(FORM_NAME_FIELD)).toBe(NETLIFY_FORM_NAME)
    expect(Object.fromEntries(storedFields(0))).toMatchObject({ ...VALID, enquiry_id: emailedParams(0).enquiry_id })
    expect(emailedParams(0).enquiry_id).toMatch(/^[0-9a-f]{32}$/)
  })

  it("with EmailJS down and the store up: /thank-you/, no failure notice", async () => {
    emailJs.mockResolvedValue(answer(500, "Internal Server Error"))
    store.mockResolvedValue(answer(200, ""))
    await send()
    await expectToast("status", MESSAGES.sendSuccess)
    expect(navigate).toHaveBeenCalledWith(THANK_YOU_PATH)
    expect(screen.queryByText(FALLBACK.failed)).toBeNull()
  })

  it.each([
    ["a 404", () => store.mockResolvedValue(answer(404, "Not Found"))],
    ["a network error", () => store.mockRejectedValue(new TypeError("Failed to fetch"))],
  ])("with the store answering %s and EmailJS down: the failure notice", async (_, arrange) => {
    arrange()
    emailJs.mockResolvedValue(answer(500, "Internal Server Error"))
    await send()
    await expectToast("alert", WORDS.form.sendFailure)
    expect(screen.getByText(FALLBACK.failed)).toBeVisible()
    expect(navigate).not.toHaveBeenCalled()
  })

  it("a retry after both failed sends each way once more under the same id; the next enquiry has a new one", async () => {
    emailJs.mockResolvedValueOnce(answer(500, "Internal Server Error")).mockResolvedValue(answer(200, "OK"))
    store.mockResolvedValueOnce(answer(500, "")).mockResolvedValue(answer(200, ""))
    const form = await send()
    await expectToast("alert", MESSAGES.sendFailure)
    await form.user.click(form.controls.submit)
    await expectToast("status", MESSAGES.sendSuccess)
    expect([emailJs.mock.calls.length, store.mock.calls.length]).toEqual([2, 2])
    const id = emailedParams(0).enquiry_id
    expect([emailedParams(1).enquiry_id, storedFields(0).get("enquiry_id"), storedFields(1).get("enquiry_id")]).toEqual([id, id, id])

    await form.fill(VALID)
    form.waitMinimumTime()
    await form.user.click(form.controls.submit)
    await waitFor(() => expect(emailJs).toHaveBeenCalledTimes(3))
    expect(emailedParams(2).enquiry_id).not.toBe(id)
  })
})

describe("a visitor who leaves while the enquiry is sending", () => {
  it("stays where they went and is told of the success by a toast", async () => {
    const pending = deferred<Response>()
    emailJs.mockReturnValue(pending.promise)
    const { user, controls, fill, waitMinimumTime, unmount } = setup()
    await fill(VALID)
    waitMinimumTime()
    await user.click(controls.submit)
    await expectToast("status", MESSAGES.sending)
    unmount()

    await act(async () => pending.resolve(answer(200, "OK")))
    await expectToast("status", MESSAGES.sendSuccess)
    expect(navigate).not.toHaveBeenCalled()
    expect(consoleError).not.toHaveBeenCalled()
  })

  it("is told of a failure by a toast, and finds the enquiry and the failure notice in the form on return", async () => {
    const pending = deferred<Response>()
    emailJs.mockReturnValue(pending.promise)
    const first = setup()
    await first.fill(VALID)
    first.waitMinimumTime()
    await first.user.click(first.controls.submit)
    await expectToast("status", MESSAGES.sending)
    first.unmount()

    await act(async () => pending.resolve(answer(500, "Internal Server Error")))
    await expectToast("alert", MESSAGES.sendFailure)
    expect(navigate).not.toHaveBeenCalled()

    const back = setup()
    await waitFor(() => expect(back.values()).toEqual(VALID))
    // Consent is the visitor's to give again: never ticked for them (requirements §11.2).
    expect(back.controls.terms).not.toBeChecked()
    expect(screen.getByText(FALLBACK.failed)).toBeVisible()
    expectFallbackLinks(VALID)

    // Sent at last (the visitor agrees again), it is forgotten: the next visit starts empty.
    emailJs.mockResolvedValue(answer(200, "OK"))
    back.waitMinimumTime()
    await back.user.click(back.controls.terms)
    await back.user.click(back.controls.submit)
    await expectToast("status", MESSAGES.sendSuccess)
    back.unmount()
    const later = setup()
    await waitFor(() => expect(later.controls.submit).toBeEnabled())
    expect(later.values()).toEqual({ name: "", email: "", phone: "", service: "", message: "" })
    expect(screen.queryByText(FALLBACK.failed)).toBeNull()
  })
})

describe("a failed enquiry kept for the visitor's return", () => {
  /** Sends VALID to a refusal; resolves with the form showing the failure notice. */
  async function failAnEnquiry() {
    emailJs.mockResolvedValue(answer(500, "Internal Server Error"))
    const form = setup()
    await form.fill(VALID)
    form.waitMinimumTime()
    await form.user.click(form.controls.submit)
    await waitFor(() => expect(screen.getByText(FALLBACK.failed)).toBeVisible())
    return form
  }
  const EMPTY = { name: "", email: "", phone: "", service: "", message: "" }

  it("is forgotten once the visitor uses a link to send it another way, the words staying on the page", async () => {
    for (const link of [FALLBACK.email, new RegExp(FALLBACK.chat)]) {
      const form = await failAnEnquiry()
      // jsdom cannot follow a mailto: or a chat link; the click is what the form hears.
      screen.getByRole("link", { name: link }).addEventListener("click", (event) => event.preventDefault())
      await form.user.click(screen.getByRole("link", { name: link }))
      expect(form.values()).toEqual(VALID)
      form.unmount()
      expect(setup().values()).toEqual(EMPTY)
      cleanup()
    }
  })

  it("can be discarded: the form empties, the notice goes, and it does not come back", async () => {
    const form = await failAnEnquiry()
    await form.user.click(screen.getByRole("button", { name: FALLBACK.discard }))
    expect(form.values()).toEqual(EMPTY)
    expect(screen.queryByText(FALLBACK.failed)).toBeNull()
    form.unmount()
    expect(setup().values()).toEqual(EMPTY)
    expect(screen.queryByText(FALLBACK.failed)).toBeNull()
  })
})

describe("before the page's JavaScript has run", () => {
  /** The form as the built page shows it: server HTML, not yet hydrated, with the visitor typing into it. */
  function serverRendered() {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { renderToString } = require("react-dom/server") as typeof import("react-dom/server")
    const ui = (
      <ThemeProvider theme={theme}>
        <ContactForm />
      </ThemeProvider>
    )
    const container = document.createElement("div")
    container.innerHTML = renderToString(ui)
    document.body.appendChild(container)
    return { ui, container }
  }

  it("keeps what was typed, chosen and ticked before hydration, and sends it", async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { hydrateRoot } = require("react-dom/client") as typeof import("react-dom/client")
    emailJs.mockResolvedValue(answer(200, "OK"))
    const { ui, container } = serverRendered()
    // Without its script it is a real form, posted to the store and landing on /thank-you/.
    const submit = screen.getByRole("button", { name: SUBMIT_LABEL })
    expect(submit).toBeEnabled()
    expect(submit.closest("form")).toHaveAttribute("method", "post")
    expect(submit.closest("form")).toHaveAttribute("action", FORM_ACTION)
    const typeBeforeHydration = (label: string, value: string) => {
      ;(screen.getByLabelText(label) as HTMLInputElement).value = value
    }
    typeBeforeHydration(FIELD_LABELS.name, VALID.name)
    typeBeforeHydration(FIELD_LABELS.email, VALID.email)
    // Without its script the browser keeps the limit, which a number as people write it fits; it is tidied once the page's code runs.
    const phone = screen.getByLabelText(FIELD_LABELS.phone) as HTMLInputElement
    expect(phone).toHaveAttribute("maxlength", String(MAX_LENGTHS.phone))
    expect("98765 43210".length).toBeLessThanOrEqual(MAX_LENGTHS.phone)
    typeBeforeHydration(FIELD_LABELS.phone, "98765 43210")
    typeBeforeHydration(FIELD_LABELS.service, VALID.service)
    ;(screen.getByRole("checkbox", { name: TERMS }) as HTMLInputElement).checked = true

    await act(async () => {
      hydrateRoot(container, ui)
    })
    await waitFor(() => expect(submit.closest("form")).toHaveAttribute("novalidate"))
    // The first edit after hydration re-renders every field: none of the early words may be lost.
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(FIELD_LABELS.message), VALID.message)
    expect((screen.getByLabelText(FIELD_LABELS.name) as HTMLInputElement).value).toBe(VALID.name)
    expect(phone.value).toBe(VALID.phone)
    expect((screen.getByLabelText(FIELD_LABELS.service) as HTMLSelectElement).value).toBe(VALID.service)
    expect(screen.getByRole("checkbox", { name: TERMS })).toBeChecked()

    clockOffset += MIN_FILL_TIME_MS
    await user.click(submit)
    await waitFor(() => expect(emailJs).toHaveBeenCalledTimes(1))
    expect(JSON.parse(String(emailJs.mock.calls[0][1]?.body)).template_params).toEqual({ ...VALID, ...NO_SOURCE })
    container.remove()
  })
})
