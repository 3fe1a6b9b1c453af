import { escapeForOneLine, escapeForTerminal } from "../../scripts/terminal-text"

/** Every character a stranger could use to move the cursor, recolour, reorder or break a terminal's line. */
const UNSAFE = [
  ...Array.from({ length: 0x20 }, (_, code) => code).filter((code) => code !== 0x09 && code !== 0x0a),
  ...Array.from({ length: 0x21 }, (_, offset) => 0x7f + offset),
  0x200e,
  0x200f,
  ...Array.from({ length: 7 }, (_, offset) => 0x2028 + offset),
  ...Array.from({ length: 4 }, (_, offset) => 0x2066 + offset),
].map((code) => String.fromCharCode(code))

describe("text a terminal prints", () => {
  it.each([
    ["escapeForTerminal", escapeForTerminal],
    ["escapeForOneLine", escapeForOneLine],
  ])("%s writes out every unsafe character as \\uXXXX, and keeps letters of any script", (_name, escape) => {
    for (const char of UNSAFE) {
      const escaped = escape(`a${char}b`)
      expect(escaped).toBe(`a\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}b`)
    }
    expect(escape("é ü 日本 \\ plain")).toBe("é ü 日本 \\ plain")
  })

  it("keeps an enquiry's line breaks and tabs, but a one-line refusal writes them out", () => {
    expect(escapeForTerminal("first\n\tsecond")).toBe("first\n\tsecond")
    expect(escapeForOneLine("Host: a\r\nX-Injected: b\tc")).toBe("Host: a\\u000d\\u000aX-Injected: b\\u0009c")
  })

  it("leaves JSON readable back: written-out characters parse to the originals", () => {
    const value = { text: `${UNSAFE.join("")}\n\t` }
    expect(JSON.parse(escapeForTerminal(JSON.stringify(value)))).toEqual(value)
  })
})
