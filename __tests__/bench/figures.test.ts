/** @jest-environment node */
import {
  TARGETS,
  figuresOf,
  isNoindexPage,
  median,
  medianFigures,
  missesOf,
  ratio,
  runsByUrl,
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
})

describe("median and ratio", () => {
  it("takes the middle value of an odd count and averages the two middle ones of an even count, in any order", () => {
    const values = [0.91, 0.99, 0.95]
    expect(median(values)).toBe(0.95)
    expect(values).toEqual([0.91, 0.99, 0.95])
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(() => median([])).toThrow("median of no values")
  })

  it("divides by the anchor: 1 for 0 against 0, infinite for something against 0", () => {
    expect(ratio(130, 100)).toBeCloseTo(1.3)
    expect(ratio(0, 0)).toBe(1)
    expect(ratio(5, 0)).toBe(Infinity)
  })
})

describe("figures of a Lighthouse result", () => {
  it("reads the four scores and the metrics", () => {
    const figures = figuresOf(lighthouseResult({ scores: { performance: 0.97 }, lcp: 1800, cls: 0.02, tbt: 150 }))
    expect(figures).toEqual({
      scores: { performance: 0.97, accessibility: 1, "best-practices": 1, seo: 1 },
      lcp: 1800,
      cls: 0.02,
      tbt: 150,
      firstLoadJs: 60000,
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
    expect(row).toMatchObject({ route: "/about-us/", lcp: 2000 })
    expect(row.scores.performance).toBe(0.95)
  })

  it("groups Lighthouse CI's runs by the URL each measured, in the order of the first run", () => {
    const at = (url: string, lcp: number) => ({ ...lighthouseResult({ lcp }), finalUrl: url })
    const byUrl = runsByUrl([at("http://b/", 1), at("http://a/", 2), at("http://b/", 3)])
    expect([...byUrl.keys()]).toEqual(["http://b/", "http://a/"])
    expect(byUrl.get("http://b/")?.map((figures) => figures.lcp)).toEqual([1, 3])
    expect(() => runsByUrl([lighthouseResult()])).toThrow("no finalUrl")
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
    expect(missesOf(row, bare)).toEqual(["performance", "accessibility", "seo", "cls", "firstLoadJsRatio", "lcpRatio"])
    expect(missesOf({ ...row, noindex: true }, bare)).not.toContain("seo")
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
