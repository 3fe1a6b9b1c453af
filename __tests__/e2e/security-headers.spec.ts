import { expect, test, type Page, type Response } from "@playwright/test"
import fs from "fs"
import os from "os"
import path from "path"
import { MAIL_SINK_ORIGIN, MAIL_SINK_PORT, MAIL_SINK_HOST } from "../../src/site/emailjs-config"
import { MIN_FILL_TIME_MS, THANK_YOU_PATH, type Enquiry } from "../../src/components/contact/enquiry"
import { FIELD_LABELS, SUBMIT_LABEL } from "../support/words"
import { JSDOM } from "jsdom"
import { isAdminFile } from "../../admin/admin-path"
import { adminContentSecurityPolicy, contentSecurityPolicy, findInlineScripts, scriptHash } from "../../gatsby/post-build/security-headers"
import { appScriptsOf } from "../../src/browser/start-scripts-after-paint"
import { startMailSink } from "../../scripts/mail-sink"
import { E2E_SITE_ORIGIN } from "./support/origins"
import { ADAPTER_BLOCK_START, PUBLIC_DIR, loadHeaderRules, netlifyHeadersForPath, servedFiles } from "./support/netlify-rules"
import { builtRoutes } from "./support/routes"

/*
 * The built site as Netlify serves it: Netlify's own server (`netlify dev`,
 * started by playwright.config.ts for E2E_SUITE=delivery) applying netlify.toml
 * and public/_headers, including the blocks Gatsby's Netlify adapter appends
 * after a `netlify build`. Every file must carry the security headers, every
 * HTML page its own Content-Security-Policy, and every route must load in
 * Chromium without one violation report.
 */

const routes = builtRoutes()
const origin = E2E_SITE_ORIGIN

test.beforeAll(() => {
  if (!fs.existsSync(path.join(PUBLIC_DIR, "_headers"))) {
    throw new Error(
      "public/_headers is missing: this build did not run gatsby/post-build/security-headers.ts (onPostBuild). Rebuild with npm run build.",
    )
  }
})

/** CSP violation reports: the securitypolicyviolation events of every document, and the console's CSP messages. */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  const consoleReports: string[] = []
  page.on("console", (message) => {
    const text = message.text()
    // Chromium reports CSP violations, and header values it cannot use, on the console.
    if (/Content Security Policy|Content-Security-Policy|Permissions-Policy|Refused to/i.test(text)) consoleReports.push(text)
  })
  page.on("pageerror", (error) => consoleReports.push(`page error: ${error.message}`))
  await page.addInitScript(() => {
    const reports: string[] = []
    Object.defineProperty(window, "__cspViolations", { value: reports })
    document.addEventListener("securitypolicyviolation", (event) => {
      reports.push(`${event.effectiveDirective} blocked ${event.blockedURI || "(inline)"} ${event.sample}`.trim())
    })
  })
  return async () => [
    ...consoleReports,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])),
  ]
}

/** A global the page (or a test) set. */
const windowValue = (page: Page, name: string): Promise<unknown> =>
  page.evaluate((key) => (window as unknown as Record<string, unknown>)[key], name)

/** The policy a response was served with; fails if there is none. */
function policyOf(response: Response | null): string {
  const policy = response?.headers()["content-security-policy"]
  expect(policy, `no Content-Security-Policy on ${response?.url()}`).toBeTruthy()
  return policy!
}

const directive = (policy: string, name: string): string[] =>
  policy
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name)
    ?.slice(1) ?? []

const SECURITY_HEADERS = {
  "strict-transport-security": "max-age=63072000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-resource-policy": "same-origin",
  "x-permitted-cross-domain-policies": "none",
  // Ours from netlify.toml, over the "1; mode=block" Gatsby's Netlify adapter appends to _headers.
  "x-xss-protection": "0",
}

const sorted = (values: string[]) => [...values].sort()

test.describe("the headers", () => {
  test("every file of public/ carries the security headers; each HTML page exactly its own policy, no other file one", async ({
    request,
  }) => {
    test.setTimeout(180_000)
    const files = servedFiles()
    expect(files.length).toBeGreaterThan(routes.length)
    for (const { requestPath, file } of files) {
      const response = await request.get(origin + requestPath, { maxRedirects: 0 })
      expect(response.status(), requestPath).toBe(200)
      const headers = response.headers()
      expect(headers, requestPath).toMatchObject(SECURITY_HEADERS)
      expect(headers["permissions-policy"], requestPath).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\).*payment=\(\).*usb=\(\)/)
      const policy = headers["content-security-policy"]
      if (!file.endsWith(".html")) {
        expect(policy, requestPath).toBeUndefined()
        continue
      }
      if (isAdminFile(path.relative(PUBLIC_DIR, file).split(path.sep).join("/"))) {
        // The CMS's page: a policy of its own, the only one with 'unsafe-eval' (gatsby/post-build/security-headers.ts).
        expect(policy, requestPath).toBe(adminContentSecurityPolicy())
        expect(headers["cross-origin-opener-policy"], requestPath).toBe("same-origin-allow-popups")
        continue
      }
      expect(headers["cross-origin-opener-policy"], requestPath).toBe("same-origin")
      // Ours, whatever Netlify's plugin and Gatsby's adapter added: the hashes of this page's own inline scripts.
      const hashes = findInlineScripts(fs.readFileSync(file, "utf8")).executable.map(scriptHash)
      expect(policy, requestPath).toContain("default-src 'none'")
      expect(sorted(directive(policy, "script-src")), requestPath).toEqual(sorted(["'self'", ...hashes]))
    }
  })

  test("a Netlify build's public/_headers holds Gatsby's Netlify adapter block, and no rule of it sets a policy", async () => {
    const headersFile = fs.readFileSync(path.join(PUBLIC_DIR, "_headers"), "utf8")
    // npm run build (not on Netlify) runs no adapter; CI tests a netlify build, where the block must be there.
    test.skip(!headersFile.includes(ADAPTER_BLOCK_START) && !process.env.CI, "public/ comes from npm run build, not netlify build")
    expect(headersFile).toContain(ADAPTER_BLOCK_START)
    const adapterRules = headersFile.slice(headersFile.indexOf(ADAPTER_BLOCK_START))
    expect(adapterRules).not.toMatch(/content-security-policy/i)
  })

  test("caching as Gatsby documents it: HTML and page data revalidated, hashed files for a year", async ({ request }) => {
    // netlify dev's file server sends its own Cache-Control (max-age=0) on every file, so the value is
    // read from the rules as Netlify's parser and the CLI's matcher give them; the status from the server.
    const rules = await loadHeaderRules()
    const revalidate = "public, max-age=0, must-revalidate"
    const immutable = "public, max-age=31536000, immutable"
    const home = new JSDOM(fs.readFileSync(path.join(PUBLIC_DIR, "index.html"), "utf8")).window.document
    const appScript = appScriptsOf(home).find((src) => /^\/app-.+\.js$/.test(src))
    const stylesheet = fs.readdirSync(PUBLIC_DIR).find((name) => name.endsWith(".css"))
    const staticFile = servedFiles().find(({ requestPath }) => requestPath.startsWith("/static/"))
    expect(appScript && stylesheet && staticFile).toBeTruthy()

    // An unknown path's Cache-Control comes from Gatsby's Netlify adapter (its `/*` rule), which
    // npm run build (not on Netlify) does not run; CI tests a netlify build, where it must be there.
    const adapterRan = fs.readFileSync(path.join(PUBLIC_DIR, "_headers"), "utf8").includes(ADAPTER_BLOCK_START) || Boolean(process.env.CI)
    const cases: [string, number, string | undefined][] = [
      ["/", 200, revalidate],
      ["/about-us/", 200, revalidate],
      ["/page-data/index/page-data.json", 200, revalidate],
      ["/page-data/app-data.json", 200, revalidate],
      [appScript!, 200, immutable],
      [`/${stylesheet}`, 200, immutable],
      [staticFile!.requestPath, 200, immutable],
      ["/no-such-page/", 404, adapterRan ? revalidate : undefined],
    ]
    for (const [requestPath, status, cacheControl] of cases) {
      expect((await request.get(origin + requestPath, { maxRedirects: 0 })).status(), requestPath).toBe(status)
      if (cacheControl) expect(netlifyHeadersForPath(rules, requestPath)["cache-control"], requestPath).toBe(cacheControl)
    }
  })

  test("/about-us, without its slash, reaches the About page", async ({ page }) => {
    const response = await page.goto(`${origin}/about-us`)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveURL(new RegExp("/about-us/?$"))
    await expect(page).toHaveTitle(/^About Us - /)
    await expect(page.locator("main h1")).toHaveCount(1)
  })
})

test.describe("every route under its policy", () => {
  for (const route of routes) {
    test(`${route} loads with no CSP violation`, async ({ page }) => {
      const violations = await watchPolicy(page)
      const response = await page.goto(origin + route, { waitUntil: "networkidle" })
      expect(response?.status()).toBe(200)
      const policy = policyOf(response)
      expect(directive(policy, "script-src").some((source) => source.startsWith("'sha256-"))).toBe(true)
      await expect(page.locator("main h1")).toHaveCount(1)
      // Scroll through (lazy images, fade-ins) and hover a link (Gatsby prefetches its page on hover).
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await page.locator("footer a[href^='/']").first().hover()
      await page.waitForLoadState("networkidle")
      expect(await violations()).toEqual([])
    })
  }

  test("an unknown path gets the 404 page, status 404, under the 404 page's own policy, with no violation", async ({ page }) => {
    const violations = await watchPolicy(page)
    const response = await page.goto(`${origin}/no-such-page/`, { waitUntil: "networkidle" })
    expect(response?.status()).toBe(404)
    const hashes = findInlineScripts(fs.readFileSync(path.join(PUBLIC_DIR, "404.html"), "utf8")).executable.map(scriptHash)
    expect(sorted(directive(policyOf(response), "script-src"))).toEqual(sorted(["'self'", ...new Set(hashes)]))
    expect(response?.headers()["cross-origin-opener-policy"]).toBe("same-origin")
    await expect(page.locator("main h1")).toHaveCount(1)
    expect(await violations()).toEqual([])
  })
})

test("the CMS's page starts under its production policy and offers GitHub's sign-in; the only thing it refuses is decap-server on this machine", async ({
  page,
}) => {
  const violations = await watchPolicy(page)
  const response = await page.goto(`${origin}/admin/`)
  expect(directive(policyOf(response), "connect-src").filter((source) => /localhost|127\.0\.0\.1/.test(source))).toEqual([])
  await expect(page.getByRole("button", { name: "Login with GitHub" })).toBeVisible({ timeout: 30_000 })
  // Decap looks for its local back end whenever /admin/ is opened on 127.0.0.1, as here; a deployed site never is.
  const refused = (await violations()).filter((report) => !/8081/.test(report))
  expect(refused).toEqual([])
})

test.describe("the policy", () => {
  test("is enforced: an injected inline script and a string evaluated as code are blocked and reported", async ({ page }) => {
    const violations = await watchPolicy(page)
    await page.goto(`${origin}/`, { waitUntil: "networkidle" })
    expect(await violations()).toEqual([])
    await page.evaluate(() => {
      const script = document.createElement("script")
      script.textContent = "window.__injected = true"
      document.body.append(script)
      window.setTimeout("window.__evaluated = true", 0)
    })
    await expect.poll(async () => (await violations()).length).toBeGreaterThanOrEqual(2)
    expect([await windowValue(page, "__injected"), await windowValue(page, "__evaluated")]).toEqual([undefined, undefined])
    const reports = await violations()
    expect(reports.some((report) => report.includes("script-src-elem blocked inline"))).toBe(true)
    expect(reports.some((report) => report.includes("script-src blocked eval"))).toBe(true)
  })

  test("allows by hash exactly the scripts Chromium runs: JSON-LD, <noscript> and <template> scripts need none", async ({ page }) => {
    // A page with awkward inline scripts, served with the policy the generator writes for it.
    const html = [
      "<!DOCTYPE html><html><head><title>fixture</title>",
      // CR LF line ends and non-ASCII text: the browser hashes the text after normalising line ends, as UTF-8.
      '<script>\r\nwindow.__ran = ["café", "→"];\r\n</script>',
      '<script type="module">window.__module = true</script>',
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"x"}</script>',
      "</head><body><noscript><script>window.__noscript = true</script></noscript>",
      "<template><script>window.__template = true</script></template><main><h1>fixture</h1></main></body></html>",
    ].join("")
    const scripts = findInlineScripts(html)
    expect(scripts.executable).toHaveLength(2)
    expect(scripts.dataBlocks).toBe(1)
    const policy = contentSecurityPolicy({ scriptHashes: scripts.executable.map(scriptHash), connectOrigins: [MAIL_SINK_ORIGIN] })
    await page.route(`${origin}/__csp-fixture/`, (route) =>
      route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", headers: { "content-security-policy": policy }, body: html }),
    )
    const violations = await watchPolicy(page)
    await page.goto(`${origin}/__csp-fixture/`, { waitUntil: "load" })
    await expect.poll(() => windowValue(page, "__module")).toBe(true)
    expect(await windowValue(page, "__ran")).toEqual(["café", "→"])
    expect([await windowValue(page, "__noscript"), await windowValue(page, "__template")]).toEqual([undefined, undefined])
    expect(await violations()).toEqual([])
  })
})

test("Gatsby's prefetching and client-side navigation work under the policy: menu links change the page without a reload", async ({
  page,
}) => {
  const violations = await watchPolicy(page)
  const prefetched: string[] = []
  page.on(
    "request",
    (request) => request.resourceType() === "other" && request.url().includes("/page-data/") && prefetched.push(request.url()),
  )
  await page.goto(`${origin}/`, { waitUntil: "networkidle" })
  // Gatsby prefetches the page data of visible links with <link rel="prefetch"> once the browser is idle.
  await expect.poll(() => prefetched.length, { timeout: 15_000 }).toBeGreaterThan(0)
  await page.evaluate(() => Object.defineProperty(window, "__samePageLoad", { value: true }))
  const navigation = page.getByRole("navigation", { name: "Main" })
  const documentRequests: string[] = []
  page.on("request", (request) => request.resourceType() === "document" && documentRequests.push(request.url()))

  await navigation.getByRole("link", { name: "About", exact: true }).click()
  await expect(page).toHaveURL(`${origin}/about-us/`)
  await expect(page.locator("main h1")).toHaveCount(1)

  await navigation.getByRole("button", { name: "Products" }).click()
  const product = navigation.getByRole("link").filter({ hasText: /App/ }).first()
  const productPath = new URL((await product.getAttribute("href"))!, origin).pathname
  await product.click()
  await expect(page).toHaveURL(origin + productPath)
  await expect(page.locator("main h1")).toHaveCount(1)

  // Still the first document: Gatsby's router fetched page data and chunks, nothing reloaded.
  expect(await windowValue(page, "__samePageLoad")).toBe(true)
  expect(documentRequests).toEqual([])
  expect(await violations()).toEqual([])
})

test.describe("the contact form", () => {
  /*
   * The build's form posts to the local mail sink's fixed origin,
   * http://127.0.0.1:8787 (CI's netlify build sets it as GATSBY_EMAILJS_ORIGIN),
   * where npm start's sink may already listen. So this test starts a sink of its
   * own on a free port and launches a Chromium whose resolver sends
   * 127.0.0.1:8787 there (--host-resolver-rules): the page, its policy, CORS and
   * the request stay exactly as built, nothing is intercepted, and port 8787 is
   * never touched. In CI the build must send there: the test may not skip.
   */
  test("sends an enquiry to the mail sink under the page's policy (connect-src)", async ({ playwright, launchOptions, request }) => {
    const homePolicy = (await request.get(`${origin}/`)).headers()["content-security-policy"]
    test.skip(
      !directive(homePolicy ?? "", "connect-src").includes(MAIL_SINK_ORIGIN) && !process.env.CI,
      `This build's form posts to ${directive(homePolicy ?? "", "connect-src")
        .slice(1)
        .join(" ")}, not the local mail sink.`,
    )
    const inboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "csp-send-"))
    const sink = await startMailSink({
      port: 0,
      inboxPath: path.join(inboxDir, "enquiries.jsonl"),
      allowedOrigins: [E2E_SITE_ORIGIN],
      log: () => {},
    })
    const browser = await playwright.chromium.launch({
      ...launchOptions,
      args: [...(launchOptions.args ?? []), `--host-resolver-rules=MAP ${MAIL_SINK_HOST}:${MAIL_SINK_PORT} ${MAIL_SINK_HOST}:${sink.port}`],
    })
    try {
      const page = await browser.newPage()
      const violations = await watchPolicy(page)
      const response = await page.goto(`${origin}/contact-us/`)
      expect(directive(policyOf(response), "connect-src")).toContain(MAIL_SINK_ORIGIN)

      const form = page.getByRole("region", { name: "Request a free quote" })
      const submit = form.getByRole("button", { name: SUBMIT_LABEL })
      await expect(submit).toBeEnabled()
      const readyAt = Date.now()
      const values: Enquiry = {
        name: "Policy Check",
        email: "policy.check@example.com",
        phone: "9876543210",
        service: "Website Development",
        message: "Sent from the security-headers browser test, under the page's Content-Security-Policy.",
      }
      for (const field of ["name", "email", "phone", "message"] as const) {
        await form.getByLabel(FIELD_LABELS[field], { exact: true }).fill(values[field])
      }
      await form.getByLabel(FIELD_LABELS.service, { exact: true }).selectOption(values.service)
      await form.getByRole("checkbox").check()
      // Its first field's focus fetched the form's code: Send goes through EmailJS once it runs the form.
      await expect(form.locator("form")).toHaveAttribute("novalidate", "")
      await page.waitForTimeout(Math.max(0, readyAt + MIN_FILL_TIME_MS + 250 - Date.now()))
      await submit.click()

      await expect(page).toHaveURL(new RegExp(`${THANK_YOU_PATH}$`))
      await expect
        .poll(() => (fs.existsSync(sink.inboxPath) ? fs.readFileSync(sink.inboxPath, "utf8").trim().split("\n").length : 0))
        .toBe(1)
      // The five fields, and where the enquiry came from (docs/contact-form.md): a visit that began here.
      expect(JSON.parse(fs.readFileSync(sink.inboxPath, "utf8")).template_params).toEqual({
        ...values,
        page: "/contact-us/",
        context: "",
        landing_page: "/contact-us/",
        utm_source: "",
        utm_medium: "",
        utm_campaign: "",
        referrer: "",
        // This visit is the first touch: no latest touch beside it.
        latest_landing_page: "",
        latest_utm_source: "",
        latest_utm_medium: "",
        latest_utm_campaign: "",
        latest_referrer: "",
        enquiry_id: expect.stringMatching(/^[0-9a-f]{32}$/),
        sent_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      })
      expect(await violations()).toEqual([])
    } finally {
      await browser.close()
      await sink.close()
      fs.rmSync(inboxDir, { recursive: true, force: true })
    }
  })
})
