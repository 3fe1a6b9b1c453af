/**
 * @jest-environment node
 */
import { normalisedText, withNormalisedText } from "../../admin/src/pasted-text"
import { loadContent } from "../../content-model/load-content"

// As Word puts a bulleted list and a non-breaking space on the clipboard.
const FROM_WORD = "•\tPickup booked in three taps\r\n◦\tLive\u00a0tracking of every order\r\n▪  Payment\u200b on delivery\t"

describe("text pasted into the CMS, as it is saved", () => {
  it("loses the word processor's bullets, tabs, odd spaces, invisible characters and Windows line ends", () => {
    expect(normalisedText(FROM_WORD)).toBe("Pickup booked in three taps\nLive tracking of every order\nPayment on delivery")
  })

  it("keeps curly quotes, dashes, accents and a bullet inside a sentence", () => {
    const written = "“Café” – the owner’s pick • not a list"
    expect(normalisedText(written)).toBe(written)
  })

  it("is applied to every text value of an entry, at any depth, and nothing else", () => {
    const entry = { title: "Laundry\u00a0App", sections: [{ type: "text", paragraphs: [FROM_WORD] }], noindex: false, count: 2 }
    expect(withNormalisedText(entry)).toEqual({
      title: "Laundry App",
      sections: [{ type: "text", paragraphs: ["Pickup booked in three taps\nLive tracking of every order\nPayment on delivery"] }],
      noindex: false,
      count: 2,
    })
  })

  it("leaves every file of today's content as it is", () => {
    for (const { data } of loadContent().files) expect(withNormalisedText(data)).toEqual(data)
  })
})
