import { MAX_LENGTHS, type Enquiry } from "../../src/components/contact/enquiry"
import { CUT_MARK, FALLBACK_URL_MAX_LENGTH, chatFallback, mailFallback } from "../../src/components/contact/fallback-links"
import { readContent } from "../support/content"
import { FALLBACK, FIELD_LABELS, WORDS } from "../support/words"

const LINK_WORDS = { labels: FIELD_LABELS, subject: WORDS.failureNotice.subject, chatOpening: WORDS.failureNotice.chatOpening }

const site = readContent<{ emails: string[]; chat: { number: string } }>("site.yaml")

const ENQUIRY: Enquiry = {
  name: "Asha Verma",
  email: "asha+quotes@example.com",
  phone: "9876543210",
  service: "Graphic & UI/UX Design",
  message: "A logo & an app design?\nBudget: 50% now, 50% later.",
}

const mailParts = (href: string) => {
  const url = new URL(href)
  return { address: url.pathname, subject: url.searchParams.get("subject"), body: url.searchParams.get("body") }
}

describe("mailFallback", () => {
  it("writes to the agency's address with the service in the subject and the five fields in the body", () => {
    const { href, shortened } = mailFallback(site.emails[0], ENQUIRY, LINK_WORDS)
    expect(shortened).toBe(false)
    expect(href.startsWith(`mailto:${site.emails[0]}?`)).toBe(true)
    expect(mailParts(href)).toEqual({
      address: site.emails[0],
      subject: FALLBACK.subject(ENQUIRY.service),
      body: [
        "Name: Asha Verma",
        "Email: asha+quotes@example.com",
        "Phone: 9876543210",
        "Service: Graphic & UI/UX Design",
        `Message: ${ENQUIRY.message}`,
      ].join("\r\n"),
    })
  })
})

describe("chatFallback", () => {
  it("opens a chat with the agency's number, its text holding the enquiry", () => {
    const { href, shortened } = chatFallback(site.chat.number, ENQUIRY, LINK_WORDS)
    expect(shortened).toBe(false)
    const url = new URL(href)
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${site.chat.number}`)
    expect(url.searchParams.get("text")).toBe(
      [
        FALLBACK.chatOpening,
        "Name: Asha Verma",
        "Email: asha+quotes@example.com",
        "Phone: 9876543210",
        "Service: Graphic & UI/UX Design",
        `Message: ${ENQUIRY.message}`,
      ].join("\n"),
    )
  })
})

describe.each([
  ["mailFallback", (enquiry: Enquiry) => mailFallback(site.emails[0], enquiry, LINK_WORDS), (href: string) => mailParts(href).body!],
  [
    "chatFallback",
    (enquiry: Enquiry) => chatFallback(site.chat.number, enquiry, LINK_WORDS),
    (href: string) => new URL(href).searchParams.get("text")!,
  ],
])("%s with a message longer than a link can carry", (_, link, text) => {
  // The longest message the form takes, of characters that encode long (é is 6 characters in a URL).
  const long = { ...ENQUIRY, message: "Café app, please. ".repeat(MAX_LENGTHS.message / 18) }

  it(`cuts the message so the link stays within ${FALLBACK_URL_MAX_LENGTH} characters, marking the cut`, () => {
    const { href, shortened } = link(long)
    expect(shortened).toBe(true)
    expect(href.length).toBeLessThanOrEqual(FALLBACK_URL_MAX_LENGTH)
    const carried = text(href)
    expect(carried.endsWith(CUT_MARK)).toBe(true)
    // The other four fields stay whole, and the message keeps its start.
    for (const line of ["Name: Asha Verma", "Email: asha+quotes@example.com", "Phone: 9876543210"]) expect(carried).toContain(line)
    expect(carried).toContain(`Message: ${long.message.slice(0, 300)}`)
  })

  it("keeps as much of the message as fits", () => {
    const { href } = link(long)
    const kept = text(href).split("Message: ")[1].slice(0, -CUT_MARK.length)
    const oneMore = link({ ...long, message: long.message.slice(0, kept.length + 2) })
    expect(oneMore.href.length).toBeGreaterThan(FALLBACK_URL_MAX_LENGTH - 12)
  })

  it("never splits a character made of two UTF-16 units", () => {
    const emoji = { ...ENQUIRY, message: "📱".repeat(1000) }
    expect(() => decodeURIComponent(link(emoji).href.split("?")[1])).not.toThrow()
  })
})
