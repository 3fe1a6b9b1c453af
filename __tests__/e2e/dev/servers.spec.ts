import { expect, test } from "@playwright/test"
import fs from "fs"
import http from "http"
import path from "path"
import yaml from "js-yaml"
import { isLoopback, listenersOf, processTree } from "../support/listeners"
import { DEV_COPY } from "../support/origins"
import { LOOPBACK_NAMES } from "../../../admin/local-cms-backend"
import { loopbackOrigins } from "../../../scripts/decap-server-guard"
import { PAGE_KINDS } from "../../../content/schema/content-schema"
import { THANK_YOU_PATH } from "../../../src/components/contact/enquiry"
import { CONTACT_PATH } from "../../../src/site/enquiry-route"
import { MAIL_SINK_INBOX } from "../../../src/site/emailjs-config"
import { enquiry, openForm } from "../support/contact-form"
import { NETLIFY_FORM_NAME, STORED_FIELDS } from "../../../src/site/enquiry-schema"
import type { StoredEnquiry } from "../../../scripts/enquiry-inbox"
import { waitUntilHydrated } from "../support/hydration"

/*
 * What npm start opens (requirements §11.1: the local servers are closed to the network). It runs,
 * in the dev suite, in a copy of the project (scripts/dev-copy.ts), exactly as a developer runs it:
 * gatsby develop, the mail sink and decap-server, which has no authentication and would let anyone
 * who reaches it rewrite the repository.
 */

const startedTree = () => processTree(JSON.parse(fs.readFileSync(path.join(DEV_COPY.dir, "dev-copy.json"), "utf8")).pid as number)

test("every server npm start opens listens on the loopback address only", () => {
  const listeners = listenersOf(startedTree())
  // The three it is known to open are among them (so the test reads the right processes)...
  expect(listeners.map(({ port }) => port)).toEqual(
    expect.arrayContaining([DEV_COPY.port, DEV_COPY.decapServerPort, DEV_COPY.mailSinkPort]),
  )
  // ...and nothing it opened, those or any other, listens beyond this machine.
  expect(listeners.filter(({ address }) => !isLoopback(address))).toEqual([])
})

/** A call of decap-server's API with exactly these headers (fetch would not send a Host of ours). */
function callDecapServer(
  body: unknown,
  headers: Record<string, string>,
): Promise<{ status: number; allowedOrigin?: string; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port: DEV_COPY.decapServerPort,
        path: "/api/v1",
        method: "POST",
        headers: { "content-type": "application/json", host: `127.0.0.1:${DEV_COPY.decapServerPort}`, ...headers },
      },
      (response) => {
        let text = ""
        response.on("data", (chunk: Buffer) => (text += chunk.toString()))
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, allowedOrigin: response.headers["access-control-allow-origin"], text }),
        )
      },
    )
    request.on("error", reject)
    request.end(JSON.stringify(body))
  })
}

const READ_PACKAGE = { action: "getEntry", params: { branch: "main", path: "package.json" } }
const READ_SITE = { action: "getEntry", params: { branch: "main", path: "content/site.yaml" } }

test("decap-server answers the dev site on each loopback name, and refuses a rebound name, other pages and files beyond the content", async () => {
  const rebound = `rebind.example:${DEV_COPY.decapServerPort}`
  const fromRebound = await callDecapServer(READ_SITE, { host: rebound, origin: `http://${rebound}` })
  expect(fromRebound.status).toBe(403)
  expect(fromRebound.text).not.toContain("siteUrl")
  // Another local page (another dev server on this machine) is refused, and named nowhere.
  const fromElsewhere = await callDecapServer(READ_SITE, { origin: "http://localhost:3000" })
  expect(fromElsewhere.status).toBe(403)
  expect(fromElsewhere.allowedOrigin).toBeUndefined()
  for (const origin of loopbackOrigins(DEV_COPY.port)) {
    const fromSite = await callDecapServer(READ_SITE, { origin })
    expect(fromSite.status).toBe(200)
    expect(fromSite.allowedOrigin).toBe(origin)
    expect(JSON.parse(fromSite.text).data).toBe(fs.readFileSync(path.join(DEV_COPY.dir, "content/site.yaml"), "utf8"))
    // Even the dev site may not read what the CMS does not edit.
    expect((await callDecapServer(READ_PACKAGE, { origin })).status).toBe(403)
  }
})

/** A request to a port of npm start with exactly these headers (fetch would not send a Host of ours); a POST when it has a body. */
function callDevSite(
  path: string,
  headers: Record<string, string>,
  { port = DEV_COPY.port, body }: { port?: number; body?: unknown } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: body === undefined ? "GET" : "POST",
        headers: { host: `localhost:${DEV_COPY.port}`, "content-type": "application/json", ...headers },
      },
      (response) => {
        let text = ""
        response.on("data", (chunk: Buffer) => (text += chunk.toString()))
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }))
      },
    )
    request.on("error", reject)
    request.end(body === undefined ? undefined : JSON.stringify(body))
  })
}

/** A GraphQL query of develop's whole content (GraphiQL's own: a POST of JSON to /___graphql). */
const queryGraphql = (headers: Record<string, string>, port?: number) =>
  callDevSite("/___graphql", headers, { port, body: { query: "{ site { buildTime } }" } })
const PAGE_DATA = "/page-data/index/page-data.json"
const STACK_FRAME = "/__original-stack-frame?moduleId=x&lineNumber=1&columnNumber=1"

test("the dev site refuses other sites and rebound names, and names no origin it shares with", async () => {
  // Itself, as a program on this machine sees it: GraphQL answers, and no CORS header lets another site read it.
  const own = await queryGraphql({})
  expect(own.status).toBe(200)
  expect(JSON.parse(own.text).data.site).toHaveProperty("buildTime")
  expect(own.headers["access-control-allow-origin"]).toBeUndefined()
  const pageData = await callDevSite(PAGE_DATA, { origin: DEV_COPY.origin, "sec-fetch-site": "same-origin" })
  expect(pageData.status).toBe(200)
  expect(pageData.headers["access-control-allow-origin"]).toBeUndefined()
  // A page of another site, with or without Origin, and a name rebound to this machine: refused, with nothing of the content.
  const foreign: Record<string, string>[] = [
    { origin: "https://evil.example", "sec-fetch-site": "cross-site", "sec-fetch-mode": "cors" },
    { "sec-fetch-site": "cross-site", "sec-fetch-mode": "no-cors", "sec-fetch-dest": "script" },
    { host: `rebind.example:${DEV_COPY.port}` },
  ]
  for (const headers of foreign) {
    const graphql = await queryGraphql(headers)
    expect(graphql.status, `GraphQL with ${JSON.stringify(headers)}`).toBe(403)
    expect(graphql.text).not.toContain("buildTime")
    for (const path of [PAGE_DATA, STACK_FRAME])
      expect((await callDevSite(path, headers)).status, `${path} with ${JSON.stringify(headers)}`).toBe(403)
  }
})

test("gatsby develop's own port, behind the guard, answers no rebound name either", async () => {
  const known: number[] = [DEV_COPY.port, DEV_COPY.decapServerPort, DEV_COPY.mailSinkPort]
  const others = listenersOf(startedTree()).filter(({ port }) => !known.includes(port))
  // Develop listens somewhere beyond the three known ports...
  expect(others.length).toBeGreaterThan(0)
  for (const { port } of others) {
    // ...and no port of npm start hands its content to a name rebound to this machine.
    const rebound = await queryGraphql({ host: `rebind.example:${port}` }, port).catch((error: Error) => ({
      status: 0,
      text: error.message,
    }))
    expect(rebound.text, `port ${port}`).not.toContain("buildTime")
  }
  // While what the guard passes on is answered there (so the port is develop's, and the check is real).
  const throughGuard = await Promise.all(others.map(({ port }) => queryGraphql({}, port).catch(() => undefined)))
  expect(throughGuard.some((answer) => answer?.text.includes("buildTime"))).toBe(true)
})

test("a dev page runs under the visitor pages' policy, with develop's eval, and hydrates", async ({ page }) => {
  const violations: string[] = []
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) violations.push(message.text())
  })
  const response = await page.goto("/")
  const policy = (await response!.allHeaders())["content-security-policy"] ?? ""
  const scriptSources = policy.split("; ").find((directive) => directive.startsWith("script-src "))
  expect(scriptSources).toMatch(/'sha256-/)
  expect(scriptSources).not.toContain("'unsafe-inline'")
  expect(policy).toContain("frame-ancestors 'none'")
  await waitUntilHydrated(page, { timeout: 60_000 })
  expect(violations).toEqual([])
  // What the policy is for: a javascript: link and an inline handler do not run.
  await page.evaluate(() => {
    const link = Object.assign(document.createElement("a"), { href: "javascript:document.title='ran'", textContent: "javascript: link" })
    link.style.cssText = "position: fixed; inset: 0 auto auto 0; z-index: 2147483647"
    document.body.append(link)
    const picture = document.createElement("img")
    picture.setAttribute("onerror", "document.title='ran'")
    picture.src = "/no-such-picture.png"
    document.body.append(picture)
  })
  await page.getByText("javascript: link").click()
  await expect.poll(() => violations.length).toBeGreaterThanOrEqual(2)
  expect(await page.title()).not.toBe("ran")
})

/** The loopback origins the dev site answers on (gatsby develop listens on what "localhost" resolves to). */
async function answeringSiteOrigins(): Promise<string[]> {
  const answers = await Promise.all(
    loopbackOrigins(DEV_COPY.port).map((origin) =>
      fetch(`${origin}/admin/`).then(
        (response) => (response.ok ? origin : undefined),
        () => undefined,
      ),
    ),
  )
  return answers.filter((origin): origin is string => origin !== undefined)
}

const PRODUCTS = path.join(DEV_COPY.dir, "content/products")

test("the CMS edits through the local back end on every loopback address the dev site answers on", async ({ page }) => {
  const origins = await answeringSiteOrigins()
  // The site answers on its address as well as its name (127.0.0.1 or [::1]): the case Decap's own rule half covered.
  expect(origins.filter((origin) => !origin.includes(`//${LOOPBACK_NAMES[0]}:`)).length).toBeGreaterThan(0)
  const [firstProduct] = fs.readdirSync(PRODUCTS).sort()
  const productFile = path.join(PRODUCTS, firstProduct)
  const before = fs.readFileSync(productFile, "utf8")
  const { title } = yaml.load(before) as { title: string }
  try {
    for (const origin of origins) {
      await page.goto(`${origin}/admin/`)
      // The local back end's sign-in, not GitHub's (whose popup has nothing to open here).
      await page.getByRole("button", { name: "Login", exact: true }).click()
      await page.getByText(PAGE_KINDS.products.label).first().click()
      await page.getByText(title, { exact: true }).first().click()
      const titleField = page.locator('input[id^="title-field-"]').first()
      await expect(titleField).toHaveValue(title)
      const saved = `${title} (${new URL(origin).hostname})`
      await titleField.fill(saved)
      await page.getByText("Publish", { exact: true }).click()
      await page.getByText("Publish now", { exact: true }).click()
      await expect.poll(() => (yaml.load(fs.readFileSync(productFile, "utf8")) as { title?: string } | undefined)?.title).toBe(saved)
      fs.writeFileSync(productFile, before)
    }
  } finally {
    fs.writeFileSync(productFile, before)
  }
})

/*
 * npm start writes both of the form's paths into one inbox: the mail sink's records (EmailJS's
 * stand-in: { template_params }) and the store's (Netlify Forms', scripts/enquiry-inbox.ts:
 * { form_name, created_at, data }). Each test finds its enquiry by a message of its own.
 */
const INBOX = path.join(DEV_COPY.dir, MAIL_SINK_INBOX)
type InboxRecord = Partial<StoredEnquiry> & { template_params?: Record<string, string> }
const inboxRecords = (): InboxRecord[] =>
  (fs.existsSync(INBOX) ? fs.readFileSync(INBOX, "utf8").split("\n").filter(Boolean) : []).map((line) => JSON.parse(line) as InboxRecord)
const mailed = (message: string) => inboxRecords().filter((record) => record.template_params?.message === message)
const stored = (message: string) =>
  inboxRecords().filter((record) => record.form_name === NETLIFY_FORM_NAME && record.data?.message === message) as StoredEnquiry[]
const thankYou = new RegExp(`${THANK_YOU_PATH}$`)

test("the contact form sends both ways, with one id, from every loopback address the dev site answers on", async ({ page }) => {
  test.setTimeout(240_000)
  for (const origin of await answeringSiteOrigins()) {
    const values = { ...enquiry("Ravi Kumar"), message: `Sent from ${origin} at ${Date.now()}.` }
    const { submit, fill, waitMinimumTime } = await openForm(page, `${origin}${CONTACT_PATH}`)
    await fill(values)
    await waitMinimumTime()
    await submit.click()
    await expect(page, `the send from ${origin}`).toHaveURL(thankYou, { timeout: 30_000 })
    await expect.poll(() => [mailed(values.message).length, stored(values.message).length], { timeout: 30_000 }).toEqual([1, 1])
    const [{ data }] = stored(values.message)
    expect(Object.keys(data).sort()).toEqual([...STORED_FIELDS].sort())
    expect(data).toMatchObject({ ...values, page: CONTACT_PATH, terms: "on" })
    expect(data.enquiry_id).toMatch(/^[0-9a-f]{32}$/)
    expect(mailed(values.message)[0].template_params!.enquiry_id).toBe(data.enquiry_id)
  }
})

/*
 * Without JavaScript the browser posts the page's own form itself. gatsby develop draws its pages in
 * the browser (no server rendering), so with scripts off it shows no form at all: the site suite
 * judges the built page without JavaScript (contact-form-paths.spec.ts). Here the page's form is
 * posted as a browser without scripts posts it (HTMLFormElement's submit: no script's handler, a
 * URL-encoded navigation), to judge what npm start does with that post.
 */
test("the form posted natively, as without JavaScript, is kept in the store and lands on /thank-you/, on every loopback address", async ({
  page,
}) => {
  test.setTimeout(240_000)
  for (const origin of await answeringSiteOrigins()) {
    const values = { ...enquiry("Meera Shah"), message: `Posted without the script from ${origin} at ${Date.now()}.` }
    const { form, fill } = await openForm(page, `${origin}${CONTACT_PATH}`)
    await fill(values)
    await form.locator("form").evaluate((element: HTMLFormElement) => HTMLFormElement.prototype.submit.call(element))
    await expect(page, `the post from ${origin}`).toHaveURL(thankYou, { timeout: 30_000 })
    await expect.poll(() => stored(values.message).length, { timeout: 30_000 }).toBe(1)
    const [{ form_name, data }] = stored(values.message)
    expect(form_name).toBe(NETLIFY_FORM_NAME)
    expect(Object.keys(data).sort()).toEqual([...STORED_FIELDS].sort())
    expect(data).toMatchObject({ ...values, page: CONTACT_PATH, terms: "on" })
    // No script ran to make an id, and no e-mail went that it would match.
    expect(data.enquiry_id).toBe("")
    expect(mailed(values.message)).toEqual([])
  }
})
