/**
 * @jest-environment node
 *
 * On Netlify, Gatsby's Netlify adapter runs after our post-build and adds its own block to the
 * public/_headers and public/_redirects we wrote (SECURITY.md, "What Gatsby adds on Netlify").
 * This runs the installed adapter's own file writer on our files, so an upgrade that overwrote
 * them, or that added a header SECURITY.md does not weigh against ours, fails here rather than
 * on the live site. The delivery test (__tests__/e2e/security-headers.spec.ts) reads a real
 * Netlify build's file in CI.
 */
import fs from "fs"
import os from "os"
import path from "path"
import { GENERATED_END, GENERATED_START, writeSecurityHeaders } from "../../gatsby/post-build/security-headers"
import { redirectsFile } from "../../gatsby/post-build/redirects"
import { ADAPTER_BLOCK_START } from "../e2e/support/netlify-rules"

const ROOT = path.resolve(__dirname, "../..")
const adapterFolder = path.dirname(require.resolve("gatsby-adapter-netlify/package.json"))

// Not the adapter's exported entry: the writer it runs on public/_headers and public/_redirects.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a file of the installed adapter, by its path
const { injectEntries, ADAPTER_MARKER_END } = require(path.join(adapterFolder, "dist/route-handler.js")) as {
  injectEntries(fileName: string, content: string): Promise<void>
  ADAPTER_MARKER_END: string
}

type Header = { key: string; value: string }
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the headers Gatsby gives the adapter for every file
const gatsbyHeaders = require("gatsby/dist/utils/adapter/constants") as {
  [name: string]: unknown
  BASE_HEADERS: Header[]
  MUST_REVALIDATE_HEADERS: Header[]
}

/** The adapter's block as it writes headers: a path, then its headers indented. */
const adapterHeaders = (headers: readonly Header[]) => `/*\n${headers.map(({ key, value }) => `  ${key}: ${value}`).join("\n")}\n`

const count = (text: string, part: string) => text.split(part).length - 1

let publicDir: string

beforeEach(() => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "adapter-"))
  fs.writeFileSync(path.join(publicDir, "index.html"), "<!doctype html><html><head><script>start()</script></head><body></body></html>")
})

afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }))

it("is the adapter version the site pins, run by Gatsby's build after onPostBuild", () => {
  const declared = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")).devDependencies["gatsby-adapter-netlify"]
  const installed = JSON.parse(fs.readFileSync(path.join(adapterFolder, "package.json"), "utf8")).version
  expect(installed).toBe(declared)
  const build = fs.readFileSync(require.resolve("gatsby/dist/commands/build.js"), "utf8")
  const postBuild = build.indexOf("(`onPostBuild`")
  expect(postBuild).toBeGreaterThan(0)
  expect(build.indexOf("adapterManager.adapt()", postBuild)).toBeGreaterThan(postBuild)
})

it("appends its block to our _headers and keeps every line of ours, also when a second build meets its earlier block", async () => {
  const headersFile = path.join(publicDir, "_headers")
  const block = adapterHeaders(gatsbyHeaders.MUST_REVALIDATE_HEADERS)

  writeSecurityHeaders({ publicDir, emailJsOrigin: "https://api.emailjs.com" })
  const ours = fs.readFileSync(headersFile, "utf8")
  await injectEntries(headersFile, block)
  const first = fs.readFileSync(headersFile, "utf8")
  expect(first.startsWith(ours)).toBe(true)
  // After a blank line: the adapter copies the file line by line, its end included.
  expect(first.slice(ours.length)).toBe(`\n${ADAPTER_BLOCK_START}\n${block}\n${ADAPTER_MARKER_END}\n`)

  // A build in the same folder (Netlify's cache): our writer keeps the adapter's earlier block, the adapter replaces it.
  writeSecurityHeaders({ publicDir, emailJsOrigin: "https://api.emailjs.com" })
  await injectEntries(headersFile, block)
  const second = fs.readFileSync(headersFile, "utf8")
  expect(count(second, ADAPTER_BLOCK_START)).toBe(1)
  expect(count(second, GENERATED_START)).toBe(1)
  expect(second).toContain(ours.slice(ours.indexOf(GENERATED_START), ours.indexOf(GENERATED_END)))
})

it("appends its block to our _redirects and keeps our moved pages' lines", async () => {
  const redirects = path.join(publicDir, "_redirects")
  const ours = redirectsFile([{ from: "/old-page/", to: "/new-page/" }])
  fs.writeFileSync(redirects, ours)
  await injectEntries(redirects, "/page-data/*  /page-data/index.json  200\n")
  const written = fs.readFileSync(redirects, "utf8")
  expect(written.startsWith(ours)).toBe(true)
  expect(written).toContain(ADAPTER_BLOCK_START)
})

it("sets no Content-Security-Policy and no header SECURITY.md does not weigh against ours", () => {
  const lists = Object.values(gatsbyHeaders).filter((value): value is Header[] => Array.isArray(value))
  const names = new Set(lists.flatMap((headers) => headers.map(({ key }) => key.toLowerCase())))
  // SECURITY.md, "What Gatsby adds on Netlify": what each of these does beside our rules.
  expect([...names].sort()).toEqual(["cache-control", "referrer-policy", "x-content-type-options", "x-frame-options", "x-xss-protection"])
  // Its "1; mode=block" is the value netlify.toml overrides with "0".
  expect(gatsbyHeaders.BASE_HEADERS).toContainEqual({ key: "x-xss-protection", value: "1; mode=block" })
  expect(fs.readFileSync(path.join(ROOT, "netlify.toml"), "utf8")).toMatch(/X-XSS-Protection = "0"/)
})
