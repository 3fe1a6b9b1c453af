/** @jest-environment node */
import { medianFigures, type RunFigures } from "../../scripts/bench/figures"
import { BARE_LABEL, HEADER, formatBytes, formatRatio, formatTextTable, rowCells } from "../../scripts/bench/table"

const figures = (performance: number, lcp: number, firstLoadJs: number, cls = 0): RunFigures => ({
  scores: { performance, accessibility: 1, "best-practices": 1, seo: 1 },
  lcp,
  cls,
  tbt: 40,
  firstLoadJs,
})

const bare = medianFigures(BARE_LABEL, [figures(1, 800, 60 * 1024)])
const good = medianFigures("/", [figures(0.99, 900, 70 * 1024)])
const slow = medianFigures("/products/taxi-booking-app-development/", [figures(0.9, 2000, 120 * 1024, 0.05)])

describe("formatting figures", () => {
  it("shows bytes in KiB and ratios with two decimals", () => {
    expect(formatBytes(512)).toBe("512 B")
    expect(formatBytes(59427)).toBe("58.0 KiB")
    expect(formatRatio(1.25)).toBe("1.25×")
    expect(formatRatio(Infinity)).toBe("∞")
  })
})

describe("the table", () => {
  it("marks exactly the figures that miss", () => {
    const marked = (row: typeof slow) =>
      rowCells(row, bare)
        .map((cell, column) => (cell.miss ? HEADER[column] : undefined))
        .filter(Boolean)
    expect(marked(good)).toEqual([])
    expect(marked(slow)).toEqual(["perf", "LCP", "CLS", "first-load JS", "LCP ×bare", "JS ×bare"])
  })

  it("says a noindex page's SEO is not held to the target, and does not mark it", () => {
    const thankYou = {
      ...medianFigures("/thank-you/", [{ ...figures(1, 900, 70 * 1024), scores: { ...figures(1, 0, 0).scores, seo: 0.66 } }]),
    }
    const seo = (row: typeof thankYou) => rowCells(row, bare)[HEADER.indexOf("SEO")]
    expect(seo({ ...thankYou, noindex: true })).toEqual({ text: "0.66 (noindex)", miss: false })
    expect(seo(thankYou)).toEqual({ text: "0.66", miss: true })
  })

  it("never marks the bare page's own row", () => {
    expect(rowCells(bare, bare, BARE_LABEL).some((cell) => cell.miss)).toBe(false)
  })

  it("prints the bare page first, then the routes, in aligned columns with ✗ on misses", () => {
    const lines = formatTextTable([good, slow], bare).split("\n")
    expect(lines[0]).toMatch(/^route +perf +a11y +best-pr\. +SEO +LCP +CLS +TBT +first-load JS +LCP ×bare +JS ×bare$/)
    expect(lines[2].startsWith(BARE_LABEL)).toBe(true)
    expect(lines[2]).toContain("1.00×")
    expect(lines[3]).not.toContain("✗")
    expect(lines[4]).toContain("0.90 ✗")
    expect(lines[4]).toContain("2.50× ✗")
    expect(lines[4]).toContain("2.00× ✗")
    expect(new Set(lines.map((line) => [...line].length)).size).toBe(1)
  })
})
