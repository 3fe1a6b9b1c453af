/**
 * @jest-environment node
 */
import Ajv from "ajv"
import { allowedLink } from "../../content/schema/link-targets"
import { url } from "../../content/schema/fields"

/** Targets the rule lets through, and where each leads. */
const ALLOWED: Array<[string, "this site" | "elsewhere"]> = [
  ["/", "this site"],
  ["/contact-us/", "this site"],
  ["/contact-us/#enquiry", "this site"],
  ["/service/web-development/", "this site"],
  // A path of this site that only looks like a scheme: the browser resolves it under the site.
  ["/javascript:alert(1)", "this site"],
  ["https://example.com/", "elsewhere"],
  ["https://wa.me/15550000000?text=Hello%20there", "elsewhere"],
  ["mailto:hello@example.com", "elsewhere"],
  ["mailto:hello@example.com?subject=Hi", "elsewhere"],
  ["tel:+15550000000", "elsewhere"],
]

/** Targets the rule refuses: script, other schemes and hosts, and the ways a browser would read one of those out of them. */
const REFUSED: string[] = [
  "javascript:alert(1)",
  "JavaScript:alert(1)",
  "JAVASCRIPT:alert(1)",
  " javascript:alert(1)",
  "\tjavascript:alert(1)",
  "\njavascript:alert(1)",
  "\x00javascript:alert(1)",
  "\x01javascript:alert(1)",
  "\x1f javascript:alert(1)",
  "java\tscript:alert(1)",
  "java\nscript:alert(1)",
  "java\rscript:alert(1)",
  "java\u200bscript:alert(1)",
  "\u2028javascript:alert(1)",
  "\ufeffjavascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  " data:,x",
  "vbscript:msgbox(1)",
  "VBScript:msgbox(1)",
  "\tvbscript:msgbox(1)",
  "http://example.com/",
  "ftp://example.com/",
  "file:///etc/passwd",
  "blob:https://example.com/1",
  "about:blank",
  // Lower case only, as the check has always asked: "HTTPS:" is safe, but not the rule's spelling.
  "HTTPS://example.com/",
  "https:example.com",
  "https:/example.com",
  "https://",
  "mailto:",
  "tel:",
  // Another host, written as a path.
  "//evil.example/",
  "/\\evil.example/",
  "\\\\evil.example/",
  "\\/evil.example/",
  "/\t/evil.example/",
  "/\n/evil.example/",
  "/\r/evil.example/",
  // A space or control character anywhere: the check refuses it, and a browser drops or strips some of them.
  " /contact-us/",
  "/contact-us/ ",
  "https://exa mple.com/",
  "https://example.com/\x00",
  "tel:+1 555 0000",
  // Relative or bare targets: where they lead depends on the page they are on.
  "",
  "contact-us/",
  "#enquiry",
  "?x=1",
  "evil.example",
  "./x",
  "../x",
]

/** The content schema's link field as the check compiles it (Ajv, unicode patterns); the CMS reads the same pattern. */
const schemaAllows = new Ajv({ strict: false }).compile(url())

describe("which link targets may reach an href", () => {
  it.each(ALLOWED)("allows %j, which leads to %s", (target, leadsTo) => {
    expect(allowedLink(target)).toEqual({ href: target, leadsTo })
  })

  it.each(REFUSED.map((target) => [target]))("refuses %j", (target) => {
    expect(allowedLink(target)).toBeNull()
  })

  it("refuses no target at all", () => {
    expect(allowedLink(undefined)).toBeNull()
    expect(allowedLink(null)).toBeNull()
  })

  it("is the content schema's link pattern: the check allows exactly what the components draw", () => {
    for (const [target] of ALLOWED) expect([target, schemaAllows(target)]).toEqual([target, true])
    for (const target of REFUSED) expect([target, schemaAllows(target)]).toEqual([target, false])
  })

  it("allows only what a browser resolves to a page of this site or an https, mailto or tel address", () => {
    // WHATWG URL parsing, as a browser does it: leading C0 controls and spaces stripped, tabs and line breaks dropped, "\" read as "/".
    // A target no browser can parse leads nowhere ("https://javascript:alert(1)" has a port of letters).
    const page = "https://site.example/service/web-development/"
    const safe = (target: string) => {
      if (!URL.canParse(target, page)) return true
      const resolved = new URL(target, page)
      if (allowedLink(target)?.leadsTo === "this site") return resolved.origin === "https://site.example"
      return ["https:", "mailto:", "tel:"].includes(resolved.protocol)
    }
    const prefixes = ["", " ", "\t", "\n", "\x00", "\x1f", "/", "\\", "//", "/\\", "\\/", "/\t", "https://", "mailto:", "tel:"]
    const rests = [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:,x",
      "vbscript:x",
      "evil.example/",
      "/evil.example/",
      "\t/evil.example/",
      "\\evil.example/",
    ]
    const targets = [...ALLOWED.map(([target]) => target), ...REFUSED, ...prefixes.flatMap((prefix) => rests.map((rest) => prefix + rest))]
    const drawn = targets.filter((target) => allowedLink(target) !== null)
    expect(drawn.filter((target) => !safe(target))).toEqual([])
    // The generated targets include some of each kind the rule allows, so the check above judged something.
    expect(drawn).toEqual(expect.arrayContaining(["/evil.example/", "https://evil.example/", "mailto:javascript:alert(1)"]))
  })
})
