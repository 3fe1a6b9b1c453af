/** @jest-environment node */
import { UsageError } from "../../scripts/bench/args"
import {
  MIN_RUNS_TO_JUDGE,
  compareRoute,
  defaultRoutes,
  comparableBytes,
  interleavedOrder,
  judgeFigure,
  parseSpeedUpsArgs,
  routeTables,
  summaryLines,
  variantsFor,
  type SpeedUpRun,
} from "../../scripts/bench/speed-ups-compare"
import { SPEED_UPS } from "../../gatsby/speed-ups"

const run = (tbt: number, jsBytes = 80_000, performance = 0.95, lcp = 1200): SpeedUpRun => ({
  performance,
  tbt,
  lcp,
  jsBytes,
  htmlBytes: 13_000,
  scripts: 7,
})

describe("npm run bench:speed-ups options", () => {
  it("leaves out every speed-up of gatsby/speed-ups.ts, 5 runs, by default", () => {
    expect(parseSpeedUpsArgs([])).toEqual({ only: [...SPEED_UPS], runs: 5, skipBuild: false })
  })

  it("reads --only, --routes, --runs and --skip-build", () => {
    expect(
      parseSpeedUpsArgs(["--only", "compile-hints, section-chunks", "--routes", "/,/contact-us/", "--runs=1", "--skip-build"]),
    ).toEqual({
      only: ["compile-hints", "section-chunks"],
      routes: ["/", "/contact-us/"],
      runs: 1,
      skipBuild: true,
    })
  })

  it("refuses a name that is no speed-up, in the build's words", () => {
    expect(() => parseSpeedUpsArgs(["--only", "compile-hint"])).toThrow(UsageError)
    expect(() => parseSpeedUpsArgs(["--only", "compile-hint"])).toThrow(/--only names compile-hint, which is no speed-up/)
    expect(() => parseSpeedUpsArgs(["--runs", "0"])).toThrow(UsageError)
    expect(() => parseSpeedUpsArgs(["--only", ","])).toThrow("at least one speed-up")
  })
})

describe("the builds and routes", () => {
  it("puts today's build first, then one build per speed-up left out in the ledger's order", () => {
    expect(variantsFor(["no-vendor-prefixer", "compile-hints"]).map((variant) => variant.id)).toEqual([
      "today",
      "without-compile-hints",
      "without-no-vendor-prefixer",
    ])
  })

  it("picks home, the first service page, the first product page and the contact page from the site's routes", () => {
    const routes = ["/", "/about-us/", "/contact-us/", "/products/b/", "/products/a/", "/service/web/", "/service/cloud/"]
    expect(defaultRoutes(routes)).toEqual(["/", "/service/cloud/", "/products/a/", "/contact-us/"])
    expect(defaultRoutes(["/", "/about-us/"])).toEqual(["/"])
  })
})

describe("the interleaved order", () => {
  const variants = ["today", "a", "b"]
  const order = interleavedOrder(variants, ["/", "/contact-us/"], 3)

  it("measures every build once per route in every round, round after round", () => {
    expect(order).toHaveLength(3 * 2 * 3)
    for (let round = 1; round <= 3; round++) {
      for (const route of ["/", "/contact-us/"]) {
        const slots = order.filter((slot) => slot.round === round && slot.route === route)
        expect(slots.map((slot) => slot.variant).sort()).toEqual([...variants].sort())
      }
    }
    expect(order.map((slot) => slot.round)).toEqual([...order.map((slot) => slot.round)].sort())
  })

  it("starts each round with another build, so that each comes first once in as many rounds as there are builds", () => {
    const firsts = order.filter((slot, index) => index % 3 === 0 && slot.route === "/").map((slot) => slot.variant)
    expect(firsts).toEqual(["today", "a", "b"])
    expect(order.slice(0, 6).map((slot) => slot.variant)).toEqual(["today", "a", "b", "a", "b", "today"])
  })
})

describe("the verdict", () => {
  const timing = { better: "lower", kind: "timing" } as const
  const score = { better: "higher", kind: "timing" } as const
  const exact = { better: "lower", kind: "exact" } as const

  it("says a timing pays only when today's worst run beats the other build's best", () => {
    expect(judgeFigure(timing, [40, 60, 80], [90, 120, 300])).toBe("pays")
    expect(judgeFigure(timing, [40, 60, 100], [90, 120, 300])).toBe("within noise")
    // Touching spreads overlap.
    expect(judgeFigure(timing, [40, 60, 90], [90, 120, 300])).toBe("within noise")
    expect(judgeFigure(timing, [200, 220, 240], [90, 120, 150])).toBe("costs")
    expect(judgeFigure(score, [0.98, 0.99, 1], [0.9, 0.95, 0.97])).toBe("pays")
    expect(judgeFigure(score, [0.9, 0.95, 0.97], [0.98, 0.99, 1])).toBe("costs")
  })

  it(`judges no timing from fewer than ${MIN_RUNS_TO_JUDGE} runs`, () => {
    expect(judgeFigure(timing, [40], [400])).toBe("too few runs")
    expect(judgeFigure(timing, [40, 41], [400, 401, 402])).toBe("too few runs")
  })

  it("counts bytes exactly, from one run on, and by the spreads when a build's runs disagree", () => {
    expect(judgeFigure(exact, [80_000], [80_001])).toBe("pays")
    expect(judgeFigure(exact, [80_000, 80_000], [80_000, 80_000])).toBe("within noise")
    expect(judgeFigure(exact, [81_000], [80_000])).toBe("costs")
    expect(judgeFigure(exact, [80_000, 85_000], [84_000, 84_000])).toBe("within noise")
  })

  it("compares each build without a speed-up with today's, naming the figures that pay or cost", () => {
    const today = [run(40), run(60), run(80)]
    const [hints, chunks] = compareRoute(today, [
      { speedUp: "compile-hints", runs: [run(100), run(150), run(300)] },
      { speedUp: "section-chunks", runs: [run(50, 81_000), run(70, 81_000), run(20, 81_000, 0.9, 1300)] },
    ])
    expect(hints).toMatchObject({ speedUp: "compile-hints", verdict: "pays (TBT ms)", pays: true })
    expect(hints.deltas.tbt).toBe(-90)
    expect(chunks).toMatchObject({ verdict: "pays (JS bytes)", pays: true })
    expect(chunks.deltas.jsBytes).toBe(-1000)
    const [noise] = compareRoute(today, [{ speedUp: "compile-hints", runs: [run(30), run(70), run(90)] }])
    expect(noise).toMatchObject({ verdict: "within noise", pays: false })
  })

  it("prints medians with their spreads, signed differences with their marks, and one line per speed-up", () => {
    const today = [run(40), run(60), run(80)]
    const comparisons = compareRoute(today, [{ speedUp: "compile-hints", runs: [run(100), run(150), run(300, 81_500)] }])
    const tables = routeTables(
      [
        { label: "today's build", runs: today },
        { label: "without compile-hints", runs: [run(100), run(150), run(300, 81_500)] },
      ],
      comparisons,
    )
    expect(tables.figures[0]).toEqual(["today's build", "0.95", "60 (40–80)", "1.20", "80,000", "13,000", "7"])
    expect(tables.figures[1][4]).toBe("80,000 (80,000–81,500)")
    expect(tables.differences[0]).toEqual(["compile-hints", "±0.00", "−90 ✓", "±0.00", "±0", "±0", "±0", "pays (TBT ms)"])
    expect(summaryLines([{ route: "/", comparisons }])).toEqual(["compile-hints: pays on 1 of 1 route(s) (/ pays (TBT ms))"])

    // A difference too small to print has no sign; bytes are grouped.
    const [tiny] = compareRoute([run(40, 81_302, 0.95, 1200.4)], [{ speedUp: "compile-hints", runs: [run(40, 81_142, 0.95, 1200)] }])
    expect(routeTables([], [tiny]).differences[0]).toEqual([
      "compile-hints",
      "±0.00 ?",
      "±0 ?",
      "±0.00 ?",
      "+160 ✗",
      "±0",
      "±0",
      "costs (JS bytes)",
    ])
    expect(summaryLines([{ route: "/", comparisons: [tiny] }])).toEqual(["compile-hints: pays on no route (/ costs (JS bytes))"])
  })
})

describe("the bytes of a built file", () => {
  const page = (hash: string, extra = "") =>
    `<!DOCTYPE html><html><head><link rel="preload" href="/app-${hash}.js"/>${extra}</head>` +
    `<body><h1>Laundry app</h1><script>window.___webpackCompilationHash="${hash}"</script></body></html>`

  it("are the same for two builds of the same code, whose files' hashes differ", () => {
    expect(comparableBytes(page("0123456789abcdef0123"))).toBe(comparableBytes(page("fedcba9876543210fedc")))
    expect(comparableBytes(page("0123456789abcdef0123", '<script integrity="sha384-AbC+/x=="></script>'))).toBe(
      comparableBytes(page("fedcba9876543210fedc", '<script integrity="sha384-ZyX/+w=="></script>')),
    )
  })

  it("count what a speed-up changes in the page, compressed", () => {
    const styles = "<style>.a{color:red}.b{color:blue}.c{margin:0 auto;padding:1rem 2rem}</style>"
    expect(comparableBytes(page("0123456789abcdef0123", styles))).toBeGreaterThan(comparableBytes(page("0123456789abcdef0123")))
    // Compressed: a page twice as long is not twice the bytes.
    expect(comparableBytes(page("0123456789abcdef0123", styles.repeat(2)))).toBeLessThan(
      2 * comparableBytes(page("0123456789abcdef0123", styles)),
    )
  })
})
