/** @jest-environment node */
import {
  TARGETS,
  failingAudits,
  figuresOf,
  isNoindexPage,
  median,
  medianFigures,
  medianRunIndex,
  missesOf,
  ratio,
  scriptTransferBytes,
  type RunFigures,
} from "../../scripts/bench/figures"
import { lighthouseResult } from "./lighthouse-result"

const run = (performance: number, lcp: number, firstLoadJs = 60000): RunFigures => ({
  scores: { performance, accessibility: 1, "best-practices": 1, seo: 1 },
  lcp,
  cls: 0,
  tbt: 0,
  firstLoadJs,
  totalBytes: 100000,
})

describe("median", () => {
  it("takes the middle value of an odd count, in any order", () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([0.91, 0.99, 0.95])).toBe(0.95)
  })
  it("averages the two middle values of an even count", () => {
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })
  it("does not reorder its input", () => {
    const values = [3, 1, 2]
    median(values)
    expect(values).toEqual([3, 1, 2])
  })
  it("refuses an empty list", () => {
    expect(() => median([])).toThrow("median of no values")
  })
})

describe("ratio", () => {
  it("divides by the anchor", () => {
    expect(ratio(130, 100)).toBeCloseTo(1.3)
  })
  it("is 1 for 0 against 0 and infinite for something against 0", () => {
    expect(ratio(0, 0)).toBe(1)
    expect(ratio(5, 0)).toBe(Infinity)
  })
})

describe("figures of a Lighthouse result", () => {
  it("reads the four scores, the metrics and the total bytes", () => {
    const figures = figuresOf(lighthouseResult({ scores: { performance: 0.97 }, lcp: 1800, cls: 0.02, tbt: 150, totalBytes: 234000 }))
    expect(figures).toEqual({
      scores: { performance: 0.97, accessibility: 1, "best-practices": 1, seo: 1 },
      lcp: 1800,
      cls: 0.02,
      tbt: 150,
      firstLoadJs: 60000,
      totalBytes: 234000,
    })
  })

  it("counts only script requests as first-load JavaScript", () => {
    const result = lighthouseResult({
      requests: [
        { url: "/", resourceType: "Document", transferSize: 5000 },
        { url: "/a.js", resourceType: "Script", transferSize: 1234 },
        { url: "/page-data.json", resourceType: "XHR", transferSize: 800 },
        { url: "/b.js", resourceType: "Script", transferSize: 766 },
      ],
    })
    expect(scriptTransferBytes(result)).toBe(2000)
  })

  it("names a missing figure rather than returning a wrong one", () => {
    const result = lighthouseResult()
    delete result.audits["total-blocking-time"]
    expect(() => figuresOf(result)).toThrow("total-blocking-time")
    const unscored = lighthouseResult()
    unscored.categories.seo.score = null
    expect(() => figuresOf(unscored)).toThrow("no seo score")
  })
})

describe("medians of a route's runs", () => {
  it("takes each figure's own median", () => {
    const row = medianFigures("/about-us/", [run(0.9, 3000), run(0.99, 1000), run(0.95, 2000)])
    expect(row).toMatchObject({ route: "/about-us/", runs: 3, lcp: 2000 })
    expect(row.scores.performance).toBe(0.95)
  })

  it("picks the run with the median performance score as the one to read", () => {
    expect(medianRunIndex([run(0.9, 3000), run(0.99, 1000), run(0.95, 2000)])).toBe(2)
    expect(medianRunIndex([run(0.9, 3000)])).toBe(0)
  })
})

describe("targets", () => {
  const bare = medianFigures("bare", [run(1, 1000, 60000)])

  it("passes a route that meets every target, including exactly the target ratios to the bare page", () => {
    const row = medianFigures("/", [run(TARGETS.performance, 1000 * TARGETS.lcpRatio, 60000 * TARGETS.firstLoadJsRatio)])
    expect(missesOf(row, bare)).toEqual([])
  })

  it("lists every figure that misses, with its value and target", () => {
    const row = medianFigures("/", [
      { ...run(0.97, 1600, 90000), cls: 0.01, scores: { performance: 0.97, accessibility: 0.98, "best-practices": 1, seo: 0.92 } },
    ])
    expect(missesOf(row, bare)).toEqual([
      { figure: "performance", actual: 0.97, target: 0.98 },
      { figure: "accessibility", actual: 0.98, target: 1 },
      { figure: "seo", actual: 0.92, target: 1 },
      { figure: "cls", actual: 0.01, target: 0 },
      { figure: "firstLoadJsRatio", actual: 1.5, target: 1.45 },
      { figure: "lcpRatio", actual: 1.6, target: 1.5 },
    ])
  })
})

describe("a noindex page", () => {
  it("is told by its robots meta, as Seo.tsx writes it", () => {
    expect(isNoindexPage('<head><meta name="robots" content="noindex, follow"/></head>')).toBe(true)
    expect(isNoindexPage('<head><meta name="robots" content="index, follow"/></head>')).toBe(false)
    expect(isNoindexPage("<head><title>No robots meta</title></head>")).toBe(false)
    // The word elsewhere on the page is no robots meta.
    expect(isNoindexPage('<head><meta name="description" content="noindex"/></head><p>noindex</p>')).toBe(false)
  })
})

describe("failing audits", () => {
  it("names the weighted audits that lost points, with the metric value for performance", () => {
    const result = lighthouseResult({ scores: { seo: 0.69 }, lcp: 4000 })
    expect(failingAudits(result, "seo")).toEqual(["is-crawlable"])
    expect(failingAudits(result, "performance")).toEqual(["largest-contentful-paint 4.0 s (score 0.5)"])
    expect(failingAudits(result, "accessibility")).toEqual([])
  })
})
