/** @jest-environment node */
import { TARGETS, figuresOf, isNoindexPage, missesOf, ratio, representativeRuns, type RouteFigures } from "../../scripts/bench/figures"
import { lighthouseResult } from "./lighthouse-result"

const row = (performance: number, lcp: number, firstLoadJs = 60000): RouteFigures => ({
  route: "/",
  scores: { performance, accessibility: 1, "best-practices": 1, seo: 1 },
  lcp,
  cls: 0,
  tbt: 0,
  firstLoadJs,
})

describe("figures of a Lighthouse result", () => {
  it("reads the four scores, the metrics and only the script requests as first-load JavaScript", () => {
    const result = lighthouseResult({
      scores: { performance: 0.97 },
      lcp: 1800,
      cls: 0.02,
      tbt: 150,
      cpuIndex: 912.5,
      requests: [
        { url: "/", resourceType: "Document", transferSize: 5000 },
        { url: "/a.js", resourceType: "Script", transferSize: 1234 },
        { url: "/page-data.json", resourceType: "XHR", transferSize: 800 },
        { url: "/b.js", resourceType: "Script", transferSize: 766 },
      ],
    })
    expect(figuresOf("/about-us/", result)).toEqual({
      route: "/about-us/",
      scores: { performance: 0.97, accessibility: 1, "best-practices": 1, seo: 1 },
      lcp: 1800,
      cls: 0.02,
      tbt: 150,
      cpuIndex: 912.5,
      firstLoadJs: 2000,
    })
  })

  it("names a missing figure rather than returning a wrong one", () => {
    const result = lighthouseResult()
    delete result.audits["total-blocking-time"]
    expect(() => figuresOf("/", result)).toThrow("total-blocking-time")
    const unscored = lighthouseResult()
    unscored.categories.seo.score = null
    expect(() => figuresOf("/", unscored)).toThrow("no seo score")
  })

  it("takes each URL's representative run from Lighthouse CI's manifest, in its order", () => {
    const entry = (url: string, isRepresentativeRun: boolean, jsonPath: string) => ({ url, isRepresentativeRun, jsonPath })
    const runs = representativeRuns([entry("http://b/", false, "b1"), entry("http://b/", true, "b2"), entry("http://a/", true, "a1")])
    expect([...runs]).toEqual([
      ["http://b/", "b2"],
      ["http://a/", "a1"],
    ])
  })
})

describe("targets", () => {
  const bare = row(1, 1000, 60000)

  it("divides by the anchor: 1 for 0 against 0, infinite for something against 0", () => {
    expect(ratio(130, 100)).toBeCloseTo(1.3)
    expect(ratio(0, 0)).toBe(1)
    expect(ratio(5, 0)).toBe(Infinity)
  })

  it("passes a route that meets every target, including exactly the target ratios to the bare page", () => {
    expect(missesOf(row(TARGETS.performance, 1000 * TARGETS.lcpRatio, 60000 * TARGETS.firstLoadJsRatio), bare)).toEqual([])
  })

  it("lists every figure that misses; a noindex page's SEO is not held to its target", () => {
    const missing = {
      ...row(0.97, 1600, 90000),
      cls: 0.01,
      scores: { performance: 0.97, accessibility: 0.98, "best-practices": 1, seo: 0.92 },
    }
    expect(missesOf(missing, bare)).toEqual(["performance", "accessibility", "seo", "cls", "firstLoadJsRatio", "lcpRatio"])
    expect(missesOf({ ...missing, noindex: true }, bare)).not.toContain("seo")
  })

  it("tells a noindex page by its robots meta, as Seo.tsx writes it", () => {
    expect(isNoindexPage('<head><meta name="robots" content="noindex, follow"/></head>')).toBe(true)
    expect(isNoindexPage('<head><meta name="robots" content="index, follow"/></head>')).toBe(false)
    // The word elsewhere on the page is no robots meta.
    expect(isNoindexPage('<head><meta name="description" content="noindex"/></head><p>noindex</p>')).toBe(false)
  })
})
