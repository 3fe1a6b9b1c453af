import type { Enquiry } from "../../src/components/contact/enquiry"
import { SEND_TIMEOUT_MS, SLOW_SEND_MS } from "../../src/components/contact/send-enquiry"
import type { EmailJsConfig } from "../../src/site/emailjs-config"
import { recordLanding } from "../../src/components/contact/landing"
import { noSource, SAMPLE_SOURCE } from "./enquiry-sources"
import { FORM_ACTION, FORM_NAME_FIELD, NETLIFY_FORM_NAME, REGISTERED_FIELDS } from "../../src/site/enquiry-schema"

const ENQUIRY: Enquiry = {
  name: "Asha Verma",
  email: "asha@example.com",
  phone: "9876543210",
  service: "Cloud Consulting",
  message: "Hello",
}

const CONFIG: EmailJsConfig = {
  serviceId: "service_abc",
  templateId: "template_def",
  publicKey: "pk_123",
  origin: "https://mail.example",
  usesLocalSink: false,
}

const answer = (status: number, text: string) => ({ ok: status >= 200 && status < 300, status, text: async () => text }) as Response

let libraryLoaded = false
let sendModule: typeof import("../../src/components/contact/send-enquiry")

beforeAll(() => {
  if (typeof globalThis.fetch !== "function") {
    globalThis.fetch = () => Promise.reject(new Error("fetch is not mocked in this test"))
  }
  // Observes when the real library is loaded; it is not replaced.
  jest.doMock("@emailjs/browser", () => {
    libraryLoaded = true
    return jest.requireActual("@emailjs/browser")
  })
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  sendModule = require("../../src/components/contact/send-enquiry")
})

afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

it("loads @emailjs/browser only when first asked, not with the module", async () => {
  expect(libraryLoaded).toBe(false)
  const emailjs = await sendModule.loadEmailJs()
  expect(libraryLoaded).toBe(true)
  expect(typeof emailjs.send).toBe("function")
})

it("posts to the configured origin, which 4.4.1 only takes through init, the enquiry's source beside its five fields", async () => {
  const fetchSpy = jest.spyOn(globalThis, "fetch").mockResolvedValue(answer(200, "OK"))
  await sendModule.sendEnquiry(ENQUIRY, SAMPLE_SOURCE, CONFIG)
  expect(fetchSpy).toHaveBeenCalledWith("https://mail.example/api/v1.0/email/send", expect.objectContaining({ method: "POST" }))
  const body = JSON.parse(String(fetchSpy.mock.calls[0][1]?.body))
  expect(body).toEqual({
    lib_version: "4.4.1",
    user_id: "pk_123",
    service_id: "service_abc",
    template_id: "template_def",
    template_params: { ...ENQUIRY, ...SAMPLE_SOURCE },
  })
})

describe("enquirySource", () => {
  afterEach(() => localStorage.clear())

  it("names the page, the call to action, the visit's landing and campaign, and the time", () => {
    const landedAt = Date.parse("2026-11-25T00:30:00Z")
    recordLanding(
      {
        pathname: "/products/medicine-delivery-app-development/",
        search: "?utm_source=x&utm_medium=y&utm_campaign=z",
        origin: "https://site.example",
        href: "https://site.example/products/medicine-delivery-app-development/?utm_source=x&utm_medium=y&utm_campaign=z",
      },
      "https://search.example/results?q=medicine+app",
      landedAt,
    )
    const now = new Date(landedAt + 10 * 60 * 1000)
    expect(
      sendModule.enquirySource(
        { service: "Mobile App Development", about: "Medicine Delivery App" },
        "id-1",
        now,
        "/contact-us/mobile-app-development/medicine-delivery-app/",
      ),
    ).toEqual({
      ...noSource("2026-11-25T00:40:00.000Z", "id-1"),
      page: "/contact-us/mobile-app-development/medicine-delivery-app/",
      context: "Medicine Delivery App (Mobile App Development)",
      landing_page: "/products/medicine-delivery-app-development/",
      utm_source: "x",
      utm_medium: "y",
      utm_campaign: "z",
      referrer: "https://search.example/results",
      sent_at: "2026-11-25T00:40:00.000Z",
    })
  })

  it("sends empty values, not missing ones, from a page no call to action opened and a visit with no landing recorded", () => {
    expect(sendModule.enquirySource(null, "id-2", new Date("2026-11-25T01:00:00Z"), "/")).toEqual(
      noSource("2026-11-25T01:00:00.000Z", "id-2"),
    )
  })
})

it("rejects with the library's own string when an id is missing, sending nothing", async () => {
  const fetchSpy = jest.spyOn(globalThis, "fetch")
  await expect(sendModule.sendEnquiry(ENQUIRY, SAMPLE_SOURCE, { ...CONFIG, publicKey: "" })).rejects.toMatch(/^The public key is required/)
  expect(fetchSpy).not.toHaveBeenCalled()
})

it("rejects with the answer's status and text on an HTTP error", async () => {
  jest.spyOn(globalThis, "fetch").mockResolvedValue(answer(403, "Forbidden"))
  await expect(sendModule.sendEnquiry(ENQUIRY, SAMPLE_SOURCE, CONFIG)).rejects.toEqual(
    expect.objectContaining({ status: 403, text: "Forbidden" }),
  )
})

it("sets no time limit of its own: an answer after a minute is still a success", async () => {
  jest.useFakeTimers()
  let answerNow!: (response: Response) => void
  jest.spyOn(globalThis, "fetch").mockReturnValue(new Promise<Response>((resolve) => (answerNow = resolve)))
  let settled = false
  const sending = sendModule.sendEnquiry(ENQUIRY, SAMPLE_SOURCE, CONFIG).finally(() => (settled = true))
  await jest.advanceTimersByTimeAsync(60_000)
  expect(settled).toBe(false)
  answerNow(answer(200, "OK"))
  await expect(sending).resolves.toBeUndefined()
})

describe("sendWatched", () => {
  /** A send whose answer the test gives, and what the watch was told meanwhile. */
  function watchedSend() {
    jest.useFakeTimers()
    let answerNow!: (response: Response) => void
    jest.spyOn(globalThis, "fetch").mockReturnValue(new Promise<Response>((resolve) => (answerNow = resolve)))
    jest.spyOn(console, "error").mockImplementation(() => undefined)
    const told: string[] = []
    const sending = sendModule.sendWatched(ENQUIRY, null, "id-3", {
      onSlow: () => told.push("slow"),
      onTimedOut: () => told.push("timed out"),
    })
    return { told, sending, answer: (status: number) => answerNow(answer(status, status === 200 ? "OK" : "Error")) }
  }

  it("says the send is slow after SLOW_SEND_MS and timed out after SEND_TIMEOUT_MS, logging the timeout", async () => {
    const { told, sending, answer: answerWith } = watchedSend()
    await jest.advanceTimersByTimeAsync(SLOW_SEND_MS - 1)
    expect(told).toEqual([])
    await jest.advanceTimersByTimeAsync(1)
    expect(told).toEqual(["slow"])
    await jest.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - SLOW_SEND_MS)
    expect(told).toEqual(["slow", "timed out"])
    expect(console.error).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ name: "SendTimeoutError" }))
    // The send goes on: a late answer still settles it.
    answerWith(200)
    await expect(sending).resolves.toBeUndefined()
  })

  it("settles as the send does and tells nothing more once it has", async () => {
    const { told, sending, answer: answerWith } = watchedSend()
    answerWith(500)
    await expect(sending).rejects.toEqual(expect.objectContaining({ name: "EnquiryNotSentError" }))
    await jest.advanceTimersByTimeAsync(SEND_TIMEOUT_MS * 2)
    expect(told).toEqual([])
  })
})

describe("sendWatched's two paths", () => {
  const isStore = (url: unknown) => String(url) === FORM_ACTION

  /** Sends once with EmailJS and the store each answering `status` (0: a network error), returning what each was sent. */
  async function sendBoth(emailJsStatus: number, storeStatus: number) {
    const fetchSpy = jest.spyOn(globalThis, "fetch").mockImplementation(async (url) => {
      const status = isStore(url) ? storeStatus : emailJsStatus
      if (status === 0) throw new TypeError("Failed to fetch")
      return answer(status, "")
    })
    jest.spyOn(console, "error").mockImplementation(() => undefined)
    const sending = sendModule.sendWatched(ENQUIRY, null, "id-4", { onSlow: () => undefined, onTimedOut: () => undefined })
    const outcome = await sending.then(
      () => "sent",
      (error: Error) => error.name,
    )
    const calls = fetchSpy.mock.calls
    const stored = calls.filter(([url]) => isStore(url))
    const mailed = calls.filter(([url]) => !isStore(url))
    return { outcome, stored, mailed }
  }

  it("sends each way once, both carrying the same id and every field, the store URL-encoded with the form's name", async () => {
    const { outcome, stored, mailed } = await sendBoth(200, 200)
    expect(outcome).toBe("sent")
    expect(stored).toHaveLength(1)
    expect(mailed).toHaveLength(1)
    const storedFields = Object.fromEntries(new URLSearchParams(String(stored[0][1]?.body)))
    expect(stored[0][1]?.headers).toEqual({ "Content-Type": "application/x-www-form-urlencoded" })
    expect(storedFields).toEqual(expect.objectContaining({ [FORM_NAME_FIELD]: NETLIFY_FORM_NAME, ...ENQUIRY, enquiry_id: "id-4" }))
    expect(
      Object.keys(storedFields).every((field) => (REGISTERED_FIELDS as readonly string[]).includes(field) || field === FORM_NAME_FIELD),
    ).toBe(true)
    const mailedParams = JSON.parse(String(mailed[0][1]?.body)).template_params
    expect(mailedParams).toEqual(expect.objectContaining({ ...ENQUIRY, enquiry_id: "id-4" }))
  })

  it.each([
    ["EmailJS fails with the store up", 500, 200],
    ["EmailJS is unreachable with the store up", 0, 200],
    ["the store fails with EmailJS up", 200, 404],
    ["the store is unreachable with EmailJS up", 200, 0],
  ])("counts the enquiry sent when %s", async (_, emailJs, store) => {
    expect((await sendBoth(emailJs, store)).outcome).toBe("sent")
  })

  it.each([
    [500, 500],
    [0, 404],
    [429, 0],
  ])("fails only when both fail (EmailJS %p, store %p)", async (emailJs, store) => {
    expect((await sendBoth(emailJs, store)).outcome).toBe("EnquiryNotSentError")
  })
})
