/** @jest-environment node */
import type { RouteFigures } from "../../scripts/bench/figures"
import { BARE_LABEL, HEADER, cpuSpreadNote, formatTextTable, rowCells } from "../../scripts/bench/table"

const figures = (route: string, performance: number, lcp: number, firstLoadJs: number, cls = 0): RouteFigures => ({
  route,
  scores: { performance, accessibility: 1, "best-practices": 1, seo: 1 },
  lcp,
  cls,
  tbt: 40,
  firstLoadJs,
})

const bare = figures(BARE_LABEL, 1, 800, 60 * 1024)
const good = figures("/", 0.99, 900, 70 * 1024)
const slow = figures("/products/taxi-booking-app-development/", 0.9, 2000, 120 * 1024, 0.05)

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
    const thankYou = { ...good, route: "/thank-you/", scores: { ...good.scores, seo: 0.66 } }
    const seo = (row: typeof thankYou) => rowCells(row, bare)[HEADER.indexOf("SEO")]
    expect(seo({ ...thankYou, noindex: true })).toEqual({ text: "0.66 (noindex)", miss: false })
    expect(seo(thankYou)).toEqual({ text: "0.66", miss: true })
  })

  it("never marks the bare page's own row", () => {
    expect(rowCells(bare, bare, BARE_LABEL).some((cell) => cell.miss)).toBe(false)
  })

  it("prints the bare page first, then the routes, in aligned columns with ✗ on misses", () => {
    const lines = formatTextTable([good, slow], bare).split("\n")
    expect(lines[0]).toMatch(/^route +perf +a11y +best-pr\. +SEO +LCP +CLS +TBT +CPU index +first-load JS +LCP ×bare +JS ×bare$/)
    expect(lines[2].startsWith(BARE_LABEL)).toBe(true)
    expect(lines[2]).toContain("1.00×")
    expect(lines[3]).not.toContain("✗")
    expect(lines[4]).toContain("0.90 ✗")
    expect(lines[4]).toContain("2.50× ✗")
    expect(lines[4]).toContain("2.00× ✗")
    expect(lines[4]).toContain("120.0 KiB ✗")
    expect(new Set(lines.map((line) => [...line].length)).size).toBe(1)
  })
})

describe("the machine's speed beside the figures", () => {
  const at = (cpuIndex: number | undefined) => ({ ...good, cpuIndex })

  it("shows each run's CPU index, and a dash where the report has none", () => {
    const column = HEADER.indexOf("CPU index")
    expect(rowCells(at(1234.5), bare)[column]).toEqual({ text: "1235", miss: false })
    expect(rowCells(at(undefined), bare)[column].text).toBe("–")
  })

  it("warns when the runs' speeds differ by more than a fifth, naming the range", () => {
    expect(cpuSpreadNote([at(800), at(1500)])).toContain("CPU index 800–1500")
    expect(cpuSpreadNote([at(1000), at(1150)])).toBeUndefined()
    expect(cpuSpreadNote([at(800), at(undefined)])).toBeUndefined()
  })
})
