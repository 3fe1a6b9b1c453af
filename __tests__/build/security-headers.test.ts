/**
 * @jest-environment node
 */
import fs from "fs"
import os from "os"
import path from "path"
import {
  GENERATED_END,
  GENERATED_START,
  HTML_CACHE_CONTROL,
  contentSecurityPolicy,
  findInlineScripts,
  headersFileBlock,
  mergeHeadersFile,
  normalizeOrigin,
  writeSecurityHeadersForBuild,
  pageSecurityHeaders,
  scriptHash,
  writeSecurityHeaders,
} from "../../gatsby/post-build/security-headers"
import { htmlFiles } from "../../gatsby/post-build/html-files"
import { onPostBuild as postBuild } from "../../gatsby/node/post-build"
import { EMAILJS_API_ORIGIN, MAIL_SINK_ORIGIN } from "../../src/site/emailjs-config"
import { directives } from "../support/policy-directives"

const page = (head: string, body = "<main><h1>Title</h1></main>") =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`

const NO_JS = `document.documentElement.classList.remove("no-js")`
const JSON_LD = `{"@context":"https://schema.org","@type":"Organization","name":"Agency"}`

describe("scriptHash", () => {
  it("is the CSP hash source of the script's UTF-8 text (MDN's published example)", () => {
    expect(scriptHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='")
  })
})

describe("findInlineScripts", () => {
  it("finds every inline script a browser runs: classic, module, text/javascript, an empty type", () => {
    const html = page(
      `<script>${NO_JS}</script><script type="module">window.m = 1</script>` +
        `<script type="text/javascript">window.t = 1</script><script type="">window.e = 1</script>`,
    )
    expect(findInlineScripts(html).executable).toEqual([NO_JS, "window.m = 1", "window.t = 1", "window.e = 1"])
  })

  it("leaves out JSON-LD and other data blocks, which are never run", () => {
    const scripts = findInlineScripts(
      page(
        `<script type="application/ld+json">${JSON_LD}</script><script type="application/json" id="d">{"a":1}</script><script>${NO_JS}</script>`,
      ),
    )
    expect(scripts.executable).toEqual([NO_JS])
    expect(scripts.dataBlocks).toBe(2)
  })

  it("leaves out scripts with src, inside <noscript> (text when scripting is on) and inside <template> (inert)", () => {
    const scripts = findInlineScripts(
      page(
        `<script src="/app.js"></script>`,
        `<noscript><script>window.n = 1</script></noscript><template><script>window.t = 1</script></template>`,
      ),
    )
    expect(scripts).toEqual({ executable: [], dataBlocks: 0, blockedInline: [] })
  })

  it("keeps the text exactly as the browser hashes it: line ends normalised to LF, no entity decoding", () => {
    const [text] = findInlineScripts(page(`<script>\r\n  a &amp;&amp; b && "é"\r\n</script>`)).executable
    expect(text).toBe(`\n  a &amp;&amp; b && "é"\n`)
  })

  it("counts import maps and speculation rules, which script-src governs too", () => {
    expect(findInlineScripts(page(`<script type="importmap">{"imports":{}}</script>`)).executable).toEqual(['{"imports":{}}'])
  })

  it("reports inline event handlers and javascript: URLs, which no hash can allow (but not the open attribute)", () => {
    const scripts = findInlineScripts(
      page("", `<img src="/a.png" onerror="x()"><a href=" javascript:alert(1)">a</a><details open><summary>s</summary></details>`),
    )
    expect(scripts.blockedInline).toEqual(["<img onerror>", '<a href="javascript:…">'])
  })
})

describe("contentSecurityPolicy", () => {
  const policy = contentSecurityPolicy({ scriptHashes: [scriptHash(NO_JS)], connectOrigins: [EMAILJS_API_ORIGIN] })
  const parsed = directives(policy)

  it("writes every directive the site needs, in a fixed order", () => {
    expect(policy).toBe(
      "default-src 'none'; " +
        `script-src 'self' ${scriptHash(NO_JS)}; ` +
        "style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; " +
        "connect-src 'self' https://api.emailjs.com; frame-ancestors 'none'; form-action 'self'; base-uri 'self'; object-src 'none'",
    )
  })

  it("has no 'unsafe-inline', no 'unsafe-eval' and no scheme or wildcard in script-src", () => {
    expect(parsed.get("script-src")).toEqual(["'self'", scriptHash(NO_JS)])
    expect(parsed.get("script-src")!.filter((source) => /unsafe|^\*|:$/.test(source))).toEqual([])
  })

  it("lets the page connect to the configured EmailJS origin (or the local mail sink) and nowhere else", () => {
    expect(parsed.get("connect-src")).toEqual(["'self'", EMAILJS_API_ORIGIN])
    const local = directives(contentSecurityPolicy({ scriptHashes: [], connectOrigins: [MAIL_SINK_ORIGIN] }))
    expect(local.get("connect-src")).toEqual(["'self'", "http://127.0.0.1:8787"])
  })

  it("refuses an origin that would smuggle anything else into the header", () => {
    expect(normalizeOrigin("https://api.emailjs.com/")).toBe("https://api.emailjs.com")
    for (const bad of ["https://api.emailjs.com; script-src *", "https://api.emailjs.com/api", "javascript:alert(1)", "*", ""]) {
      expect(() => contentSecurityPolicy({ scriptHashes: [], connectOrigins: [bad] })).toThrow(/Not an origin for connect-src/)
    }
  })

  it("lists each hash once, sorted, so the same page always gets the same header", () => {
    const hashes = [scriptHash("b"), scriptHash("a"), scriptHash("b")]
    expect(directives(contentSecurityPolicy({ scriptHashes: hashes, connectOrigins: [] })).get("script-src")).toEqual([
      "'self'",
      ...[scriptHash("a"), scriptHash("b")].sort(),
    ])
  })
})

describe("public/_headers from a built site", () => {
  let publicDir: string

  beforeEach(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "security-headers-"))
    const write = (file: string, html: string) => {
      fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true })
      fs.writeFileSync(path.join(publicDir, file), html)
    }
    write(
      "index.html",
      page(`<script>${NO_JS}</script><script>window.pagePath="/";</script><script type="application/ld+json">${JSON_LD}</script>`),
    )
    write("about-us/index.html", page(`<script>${NO_JS}</script><script>window.pagePath="/about-us/";</script>`))
    write("404.html", page(`<script>${NO_JS}</script><script>window.pagePath="/404.html";</script>`))
    write("app-1234.js", "console.log(1)")
  })

  afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }))

  it("finds every HTML file and the paths it is served at", () => {
    expect(htmlFiles(publicDir)).toEqual([
      { file: "404.html", paths: ["/404.html"] },
      { file: "about-us/index.html", paths: ["/about-us/", "/about-us/index.html"] },
      { file: "index.html", paths: ["/", "/index.html"] },
    ])
  })

  it("gives each page the hashes of its own inline scripts and no others", () => {
    const pages = pageSecurityHeaders({ publicDir, emailJsOrigin: EMAILJS_API_ORIGIN })
    const scriptSrc = (file: string) => directives(pages.find((p) => p.file === file)!.contentSecurityPolicy).get("script-src")
    expect(scriptSrc("index.html")).toEqual(["'self'", ...[scriptHash(NO_JS), scriptHash(`window.pagePath="/";`)].sort()])
    expect(scriptSrc("about-us/index.html")).toEqual(["'self'", ...[scriptHash(NO_JS), scriptHash(`window.pagePath="/about-us/";`)].sort()])
    expect(scriptSrc("index.html")).not.toContain(scriptHash(JSON_LD))
    expect(pages.find((p) => p.file === "index.html")).toMatchObject({ hashedScripts: 2, dataBlocks: 1 })
  })

  it("gives the CMS's page its own policy, with 'unsafe-eval' and GitHub's API, and no visitor page either", () => {
    fs.mkdirSync(path.join(publicDir, "admin"))
    fs.writeFileSync(path.join(publicDir, "admin/index.html"), page("", `<script src="/admin/cms.js"></script>`))
    const pages = pageSecurityHeaders({ publicDir, emailJsOrigin: EMAILJS_API_ORIGIN })
    const policyOf = (file: string) => directives(pages.find((p) => p.file === file)!.contentSecurityPolicy)
    expect(policyOf("admin/index.html").get("script-src")).toEqual(["'self'", "'unsafe-eval'"])
    expect(policyOf("admin/index.html").get("connect-src")).toContain("https://api.github.com")
    for (const file of ["index.html", "about-us/index.html", "404.html"]) {
      expect(policyOf(file).get("script-src")).not.toContain("'unsafe-eval'")
      expect(policyOf(file).get("connect-src")).not.toContain("https://api.github.com")
    }
  })

  it("writes one rule per page path: its policy and the revalidate-every-time caching", () => {
    writeSecurityHeaders({ publicDir, emailJsOrigin: EMAILJS_API_ORIGIN })
    const text = fs.readFileSync(path.join(publicDir, "_headers"), "utf8")
    const lines = text.trimEnd().split("\n")
    expect(lines[0]).toBe(GENERATED_START)
    expect(lines.at(-1)).toBe(GENERATED_END)
    expect(lines.filter((line) => line.startsWith("/"))).toEqual(["/404.html", "/about-us/", "/about-us/index.html", "/", "/index.html"])
    expect(lines.filter((line) => line.startsWith("  Content-Security-Policy: default-src 'none'; "))).toHaveLength(5)
    expect(lines.filter((line) => line === `  Cache-Control: ${HTML_CACHE_CONTROL}`)).toHaveLength(5)
    expect(lines.filter((line) => line === "  Cross-Origin-Opener-Policy: same-origin")).toHaveLength(5)
  })

  it("lets only the CMS's page keep the popups it opens (GitHub's sign-in answers from one)", () => {
    fs.mkdirSync(path.join(publicDir, "admin"))
    fs.writeFileSync(path.join(publicDir, "admin/index.html"), page("", `<script src="/admin/cms.js"></script>`))
    const openerPolicies = new Map(
      pageSecurityHeaders({ publicDir, emailJsOrigin: EMAILJS_API_ORIGIN }).map(({ file, openerPolicy }) => [file, openerPolicy]),
    )
    expect(openerPolicies.get("admin/index.html")).toBe("same-origin-allow-popups")
    for (const file of ["index.html", "about-us/index.html", "404.html"]) expect(openerPolicies.get(file)).toBe("same-origin")
  })

  it("keeps the rest of an existing _headers and replaces only its own block, so a second run changes nothing", () => {
    fs.writeFileSync(path.join(publicDir, "_headers"), "/custom\n  X-Custom: 1\n")
    writeSecurityHeaders({ publicDir, emailJsOrigin: EMAILJS_API_ORIGIN })
    const once = fs.readFileSync(path.join(publicDir, "_headers"), "utf8")
    writeSecurityHeaders({ publicDir, emailJsOrigin: EMAILJS_API_ORIGIN })
    expect(fs.readFileSync(path.join(publicDir, "_headers"), "utf8")).toBe(once)
    expect(once.startsWith("/custom\n  X-Custom: 1\n\n" + GENERATED_START)).toBe(true)
    expect(mergeHeadersFile("", headersFileBlock([]))).toBe(`${GENERATED_START}\n${GENERATED_END}\n`)
  })

  it("stops with the file and the attribute when a page has inline code no hash can allow", () => {
    fs.writeFileSync(path.join(publicDir, "about-us/index.html"), page("", `<button onclick="go()">Go</button>`))
    expect(() => pageSecurityHeaders({ publicDir, emailJsOrigin: EMAILJS_API_ORIGIN })).toThrow(
      "public/about-us/index.html: <button onclick> is inline code that the Content-Security-Policy blocks",
    )
  })

  it("writes for this build the origin its form posts to in connect-src", () => {
    const real = {
      GATSBY_EMAILJS_SERVICE_ID: "service_real",
      GATSBY_EMAILJS_TEMPLATE_ID: "template_real",
      GATSBY_EMAILJS_PUBLIC_KEY: "key_real",
    }
    expect(writeSecurityHeadersForBuild(publicDir, real)).toContain(`connect-src 'self' ${EMAILJS_API_ORIGIN}`)
    expect(fs.readFileSync(path.join(publicDir, "_headers"), "utf8")).toContain(`connect-src 'self' ${EMAILJS_API_ORIGIN};`)

    writeSecurityHeadersForBuild(publicDir, {})
    expect(fs.readFileSync(path.join(publicDir, "_headers"), "utf8")).toContain(`connect-src 'self' ${MAIL_SINK_ORIGIN};`)
  })
})

describe("gatsby/node/post-build", () => {
  it("declares fewer than three parameters, so Gatsby does not wait for a callback that never comes", () => {
    // Gatsby treats an API function with three parameters as callback-style and waits for the callback.
    expect(postBuild!.length).toBeLessThan(3)
  })
})
