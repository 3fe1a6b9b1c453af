import { expect, test } from "@playwright/test"
import { spawnSync } from "child_process"
import fs from "fs"
import path from "path"
import { pathToFileURL } from "url"
import { EMAILJS_API_ORIGIN } from "../../src/site/emailjs-config"
import { contentSecurityPolicy, findInlineScripts, scriptHash } from "../../gatsby/post-build/security-headers"
import { E2E_SITE_ORIGIN, E2E_SITE_PORT } from "./support/origins"
import { PUBLIC_DIR } from "./support/netlify-rules"

/*
 * The grade Mozilla's HTTP Observatory gives the headers, computed by its own
 * scanner (@mdn/mdn-http-observatory) against Netlify's own server (netlify dev,
 * started by playwright.config.ts for E2E_SUITE=delivery).
 *
 * The scanner lives in tools/observatory (its own package.json and lock): its
 * postinstall downloads the HSTS preload list from the internet, so it is not a
 * dependency of the site; this file installs it with --ignore-scripts when it
 * is missing and gives it the empty preload list it then lacks. (The scanner
 * never reads the TLD list the postinstall also fetches: only its web API does.)
 */
test.describe.configure({ mode: "serial" })

const TOOL_DIR = path.resolve(__dirname, "../../tools/observatory")
const PACKAGE_DIR = path.join(TOOL_DIR, "node_modules/@mdn/mdn-http-observatory")

/** Scored over plain HTTP they cannot pass; on Netlify (HTTPS only, HSTS below) they do. */
const HTTPS_ONLY_TESTS: Record<string, string> = {
  redirection: "redirection-missing",
  "strict-transport-security": "hsts-not-implemented-no-https",
}

interface TestResult {
  pass: boolean
  result: string
  scoreModifier: number
}
interface ScanResult {
  scan: { grade: string; score: number }
  tests: Record<string, TestResult>
}
interface Observatory {
  scan(hostname: string): Promise<ScanResult>
  getGradeForScore(score: number): { grade: string; score: number }
  getScoreModifier(result: string): number
  MINIMUM_SCORE_FOR_EXTRA_CREDIT: number
  strictTransportSecurityTest(requests: object): TestResult
  contentSecurityPolicyTest(requests: object): TestResult
}

function installObservatory() {
  if (!fs.existsSync(path.join(PACKAGE_DIR, "package.json"))) {
    const npm = process.platform === "win32" ? "npm.cmd" : "npm"
    const result = spawnSync(npm, ["install", "--ignore-scripts", "--no-audit", "--no-fund", "--prefix", TOOL_DIR], {
      cwd: TOOL_DIR,
      encoding: "utf8",
    })
    if (result.status !== 0) throw new Error(`Could not install the Observatory scanner:\n${result.stdout}\n${result.stderr}`)
  }
  const preloadList = path.join(PACKAGE_DIR, "conf/hsts-preload.json")
  if (!fs.existsSync(preloadList)) fs.writeFileSync(preloadList, "{}\n")
}

async function loadObservatory(): Promise<Observatory> {
  const load = (file: string) => import(pathToFileURL(path.join(PACKAGE_DIR, file)).href)
  const [scanner, grader, charts, hsts, csp] = await Promise.all([
    load("src/scanner/index.js"),
    load("src/grader/grader.js"),
    load("src/grader/charts.js"),
    load("src/analyzer/tests/strict-transport-security.js"),
    load("src/analyzer/tests/csp.js"),
  ])
  return {
    scan: scanner.scan,
    getGradeForScore: grader.getGradeForScore,
    getScoreModifier: grader.getScoreModifier,
    MINIMUM_SCORE_FOR_EXTRA_CREDIT: charts.MINIMUM_SCORE_FOR_EXTRA_CREDIT,
    strictTransportSecurityTest: hsts.strictTransportSecurityTest,
    contentSecurityPolicyTest: csp.contentSecurityPolicyTest,
  }
}

/** The scanner's own scoring (src/scanner/index.js), over the tests that can pass on plain HTTP. */
function scoreWithout(observatory: Observatory, tests: Record<string, TestResult>, excluded: string[]) {
  let withExtraCredit = 100
  let uncurved = 100
  for (const [name, result] of Object.entries(tests)) {
    if (excluded.includes(name)) continue
    withExtraCredit += result.scoreModifier
    if (result.scoreModifier < 0) uncurved += result.scoreModifier
  }
  return observatory.getGradeForScore(uncurved >= observatory.MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved)
}

let observatory: Observatory

test.beforeAll(async () => {
  test.setTimeout(300_000)
  installObservatory()
  observatory = await loadObservatory()
})

const productRoute = () => {
  const products = fs.readdirSync(path.join(PUBLIC_DIR, "products")).sort()
  expect(products.length).toBeGreaterThan(0)
  return `/products/${products[0]}/`
}

for (const [name, route] of [
  ["the home page", () => "/"],
  ["a product page", productRoute],
] as const) {
  test(`${name} earns an A+ (score ≥ 100) on the eight tests that can pass over HTTP; excluded: redirection to HTTPS and HSTS`, async () => {
    test.setTimeout(60_000)
    // The scanner takes a host name; the path rides along (it builds http://<hostname>).
    const host = `localhost:${E2E_SITE_PORT}${route()}`
    const { tests } = await observatory.scan(host)

    expect(Object.keys(tests)).toHaveLength(10)
    for (const [testName, result] of Object.entries(HTTPS_ONLY_TESTS)) expect(tests[testName].result).toBe(result)
    const scored = Object.fromEntries(Object.entries(tests).filter(([testName]) => !(testName in HTTPS_ONLY_TESTS)))
    expect(Object.keys(scored)).toHaveLength(8)
    for (const [testName, result] of Object.entries(scored)) {
      expect({ testName, pass: result.pass, result: result.result }).toEqual({ testName, pass: true, result: result.result })
    }

    // What each test found, so a change in the score says where it came from.
    expect(Object.fromEntries(Object.entries(scored).map(([testName, result]) => [testName, result.result]))).toEqual({
      // 'unsafe-inline' in style-src only: passes, modifier 0 (the +10 for default-src 'none' needs no 'unsafe-inline' anywhere).
      "content-security-policy": "csp-implemented-with-unsafe-inline-in-style-src-only",
      cookies: "cookies-not-found",
      "cross-origin-resource-sharing": "cross-origin-resource-sharing-not-implemented",
      "referrer-policy": "referrer-policy-private",
      "subresource-integrity": "sri-not-implemented-but-all-scripts-loaded-from-secure-origin",
      "x-content-type-options": "x-content-type-options-nosniff",
      "x-frame-options": "x-frame-options-implemented-via-csp",
      "cross-origin-resource-policy": "corp-implemented-with-same-origin",
    })

    const { grade, score } = scoreWithout(observatory, tests, Object.keys(HTTPS_ONLY_TESTS))
    expect(score).toBeGreaterThanOrEqual(100)
    expect(grade).toBe("A+")
  })
}

test("over HTTPS, the headers also pass the two excluded tests' header checks and keep the CSP result", async ({ request }) => {
  // The live site is HTTPS only (Netlify redirects http:// with a 301, which the redirection test wants).
  // What the scanner would read there: these headers, and a production build's policy (EmailJS over https).
  const response = await request.get(`${E2E_SITE_ORIGIN}/`)
  const headers = response.headers()
  const html = fs.readFileSync(path.join(PUBLIC_DIR, "index.html"), "utf8")
  const productionPolicy = contentSecurityPolicy({
    scriptHashes: findInlineScripts(html).executable.map(scriptHash),
    connectOrigins: [EMAILJS_API_ORIGIN],
  })
  const https = { ...headers, "content-security-policy": productionPolicy }
  const requests = {
    hostname: "www.example.com",
    responses: { auto: { headers: https, httpEquiv: new Map(), verified: true }, https: { headers: https, verified: true } },
    session: { url: new URL("https://www.example.com/") },
  }

  const hsts = observatory.strictTransportSecurityTest(requests)
  expect(hsts).toMatchObject({ pass: true, result: "hsts-implemented-max-age-at-least-six-months" })
  expect(observatory.getScoreModifier(hsts.result)).toBe(0)
  const csp = observatory.contentSecurityPolicyTest(requests)
  expect(csp).toMatchObject({ pass: true, result: "csp-implemented-with-unsafe-inline-in-style-src-only" })
})
