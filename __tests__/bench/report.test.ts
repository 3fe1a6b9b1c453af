/** @jest-environment node */
import { medianFigures, type RunFigures } from "../../scripts/bench/figures"
import {
  describeMiss,
  diagnose,
  formatDiagnosis,
  formatMarkdownReport,
  loadWarning,
  reasonsOf,
  shortUrl,
  summarizeMisses,
  worstRoutes,
} from "../../scripts/bench/report"
import { BARE_LABEL } from "../../scripts/bench/table"
import { lighthouseResult } from "./lighthouse-result"

const figures = (performance: number, lcp: number, seo = 1): RunFigures => ({
  scores: { performance, accessibility: 1, "best-practices": 1, seo },
  lcp,
  cls: 0,
  tbt: 0,
  firstLoadJs: 60000,
  totalBytes: 100000,
})
const bare = medianFigures(BARE_LABEL, [figures(1, 1000)])

describe("the summary of misses", () => {
  it("says so when every route meets every target", () => {
    expect(summarizeMisses([medianFigures("/", [figures(1, 1000)])], bare)).toEqual(["Every route (1) meets every target."])
  })

  it("gives one line per missing route with the audits behind a score, then counts per figure", () => {
    const rows = [
      medianFigures("/", [figures(0.95, 2000)]),
      medianFigures("/thank-you/", [figures(1, 1000, 0.69)]),
      medianFigures("/about-us/", [figures(1, 1000)]),
    ]
    const reasons = { "/thank-you/": reasonsOf(lighthouseResult({ scores: { seo: 0.69 } })) }
    expect(summarizeMisses(rows, bare, reasons)).toEqual([
      "2 of 3 routes miss a target (performance on 1, LCP on 1, SEO on 1). In brackets: the audits that lost points in the route's median run.",
      "/: performance 0.95 < 0.98; LCP 2.00× bare > 1.50×",
      "/thank-you/: SEO 0.69 < 1.00 [is-crawlable]",
    ])
  })

  it("holds a noindex page's SEO to no target: Lighthouse fails every noindex page's is-crawlable", () => {
    const thankYou = { ...medianFigures("/thank-you/", [figures(1, 1000, 0.66)]), noindex: true }
    expect(summarizeMisses([thankYou], bare)).toEqual(["Every route (1) meets every target."])
    // A page that may be indexed still misses with the same score.
    expect(summarizeMisses([{ ...thankYou, noindex: false }], bare)[1]).toBe("/thank-you/: SEO 0.66 < 1.00")
  })

  it("describes each kind of miss in its own unit", () => {
    expect(describeMiss({ figure: "cls", actual: 0.0123, target: 0 })).toBe("CLS 0.012 > 0")
    expect(describeMiss({ figure: "firstLoadJsRatio", actual: 2.4, target: 1.3 })).toBe("first-load JS 2.40× bare > 1.30×")
  })
})

describe("the diagnosis of a route", () => {
  const result = lighthouseResult()
  result.audits["largest-contentful-paint-element"] = {
    score: 0,
    details: {
      type: "list",
      items: [
        { type: "table", items: [{ node: { type: "node", snippet: '<img alt="Hero">', selector: "main > img" } }] },
        {
          type: "table",
          items: [
            { phase: "TTFB", timing: 600 },
            { phase: "Render Delay", timing: 1400 },
          ],
        },
      ],
    },
  }
  result.audits["unused-javascript"] = {
    score: 0.5,
    details: { items: [{ url: "http://127.0.0.1:9/commons-1.js", totalBytes: 35000, wastedBytes: 21000 }] },
  }
  result.audits["bootup-time"] = {
    score: 0,
    details: { items: [{ url: "http://127.0.0.1:9/framework-0123456789abcdef0123.js", scripting: 700 }] },
  }
  const diagnosis = diagnose(result, ["a warning"])

  it("names the LCP element and its phases", () => {
    expect(diagnosis.lcpElement).toBe('main > img <img alt="Hero">')
    expect(diagnosis.lcpPhases).toEqual([
      { phase: "TTFB", ms: 600 },
      { phase: "Render Delay", ms: 1400 },
    ])
  })

  it("lists scripts largest first with their main-thread time, and the fonts", () => {
    expect(diagnosis.scripts.map((script) => [script.url, script.scriptingMs])).toEqual([
      ["/framework-0123456789abcdef0123.js", 700],
      ["/app-0123456789abcdef0123.js", 0],
    ])
    expect(diagnosis.fonts).toEqual([{ url: "/static/inter.woff2", transferBytes: 48000, startMs: 1200 }])
    expect(diagnosis.unusedJs).toEqual([{ url: "/commons-1.js", bytes: 35000, unusedBytes: 21000 }])
  })

  it("prefers the treemap's unused bytes of every script, and gives the causes of layout shifts", () => {
    const withTreemap = lighthouseResult()
    withTreemap.audits["script-treemap-data"] = {
      score: null,
      details: {
        type: "treemap-data",
        nodes: [
          { name: "http://127.0.0.1:9/contact-us/", resourceBytes: 1145, unusedBytes: 94 },
          { name: "http://127.0.0.1:9/app-1.js", resourceBytes: 112556, unusedBytes: 33071 },
          { name: "http://127.0.0.1:9/commons-1.js", resourceBytes: 135635, unusedBytes: 75894 },
        ],
      },
    }
    withTreemap.audits["cls-culprits-insight"] = {
      score: null,
      details: {
        type: "list",
        items: [
          {
            type: "table",
            items: [
              { node: { type: "text", value: "Total" }, score: 0.076 },
              {
                node: { type: "node", selector: "body", snippet: "<body>" },
                score: 0.075,
                subItems: { items: [{ cause: "Web font", extra: { type: "url", value: "http://127.0.0.1:9/static/inter.woff2" } }] },
              },
            ],
          },
        ],
      },
    }
    const found = diagnose(withTreemap)
    expect(found.unusedJs.map((script) => script.url)).toEqual(["/commons-1.js", "/app-1.js"])
    expect(found.layoutShifts).toEqual([{ element: "body <body>", score: 0.075, causes: ["Web font /static/inter.woff2"] }])
  })

  it("reads as Markdown bullets", () => {
    const text = formatDiagnosis("/", medianFigures("/", [figures(0.9, 2000)]), diagnosis)
    expect(text).toContain("### /")
    expect(text).toContain("- LCP phases: TTFB 600 ms, Render Delay 1400 ms")
    expect(text).toContain("- Render-blocking: none")
    expect(text).toContain("- Unused JavaScript at load (uncompressed): /commons-1.js 20.5 KiB of 34.2 KiB")
    expect(text).toContain("- Lighthouse warning: a warning")
  })
})

describe("the report", () => {
  it("orders the worst routes by performance, then by LCP", () => {
    const rows = [
      medianFigures("/a/", [figures(0.99, 900)]),
      medianFigures("/b/", [figures(0.9, 1500)]),
      medianFigures("/c/", [figures(0.9, 2500)]),
    ]
    expect(worstRoutes(rows, 2).map((row) => row.route)).toEqual(["/c/", "/b/"])
  })

  it("warns when other work on the machine inflated the CPU-bound figures", () => {
    expect(loadWarning(2, 1.9)).toBeUndefined()
    expect(loadWarning(2, 7.5)).toMatch(/^The machine was busy \(load average 7\.5 on 2 CPU\(s\)\)/)
  })

  it("strips the origin from URLs", () => {
    expect(shortUrl("http://127.0.0.1:41234/app-1.js")).toBe("/app-1.js")
    expect(shortUrl("http://127.0.0.1:41234")).toBe("/")
  })

  it("holds the context, the targets, the table, the misses and the diagnoses", () => {
    const markdown = formatMarkdownReport(
      {
        date: "2025-01-01T00:00:00.000Z",
        commit: "abc1234",
        runs: 3,
        chromium: "Chromium 140",
        lighthouse: "12.8.2",
        cpus: 2,
        loadAverage: { start: 0.5, end: 1.5, median: 1.2, max: 1.9 },
        benchmarkIndex: 1500,
        durationMs: 20 * 60000,
      },
      [medianFigures("/", [figures(0.95, 2000)])],
      bare,
      ["1 of 1 routes miss a target (performance on 1).", "/: performance 0.95 < 0.98"],
      ["### /\n\n- LCP element: `<h1>`"],
    )
    expect(markdown).toContain("commit abc1234. Lighthouse 12.8.2, mobile preset")
    expect(markdown).toContain("load average 1.2 (median over the runs, highest 1.9)")
    expect(markdown).not.toContain("The machine was busy")
    expect(markdown).toContain("Targets on every route: performance ≥ 0.98")
    expect(markdown).toContain(`| ${BARE_LABEL} |`)
    expect(markdown).toContain("- /: performance 0.95 < 0.98")
    expect(markdown).toContain("### /")
  })
})
