/**
 * The pure part of npm run bench:speed-ups (./speed-ups.ts): its options, the variants, the
 * interleaved order of the Lighthouse runs, each figure's verdict and the tables. Tested in
 * __tests__/bench/speed-ups-compare.test.ts.
 *
 * The verdict rule, figure by figure, today's build (every speed-up on) against the build
 * without one speed-up, on one route:
 *
 * - Timings (performance score, TBT, LCP): the speed-up PAYS when today's worst run is better
 *   than the variant's best run (the two min-max spreads do not overlap, today's on the better
 *   side: for TBT and LCP today's max < the variant's min, for the score today's min > the
 *   variant's max). It COSTS when the variant's worst run is better than today's best. Anything
 *   else, overlapping spreads included, is WITHIN NOISE. With fewer than MIN_RUNS_TO_JUDGE runs
 *   a variant has no spread worth the name, so timings are not judged ("too few runs"), which
 *   counts as not paying.
 * - Bytes, of the scripts the page loaded (the files Lighthouse saw fetched) and of its HTML: exact,
 *   each file counted from the build as comparableBytes counts it (brotli at quality 11, as the
 *   bench's server sends it, with the build's content hashes masked). The hashes are masked
 *   because two builds of the same code name their files differently, which alone moved a page's
 *   compressed HTML by up to 70 bytes (and speed-ups.ts makes every build in one folder, on which
 *   webpack's module ids depend). When every run of both builds
 *   gave one value each (the usual case), the speed-up pays when today's value is smaller, costs
 *   when it is larger. When a build's runs disagree (a file fetched in some runs only), the
 *   spread rule above applies, whatever the number of runs.
 * - Script requests are shown, not judged: a speed-up may add a request to save bytes.
 *
 * A speed-up pays on a route when any judged figure pays there; the summary says on how many
 * routes. Differences are today's median minus the variant's: what the speed-up changes
 * (TBT −40 ms: today's build blocks 40 ms less than the build without it).
 */
import { parseArgs } from "util"
import { UsageError } from "./args"
import { median } from "./figures"
import { sortRoutes } from "./routes"
import { compressAsServed } from "../static-server"
import { SPEED_UPS, speedUpsLeftOut, WITHOUT_SPEED_UPS, type SpeedUp } from "../../gatsby/speed-ups"
import { routeFor, type Collection } from "../../content/schema/content-schema"

/** Below this many runs per variant the timings' spreads mean nothing and are not judged. */
export const MIN_RUNS_TO_JUDGE = 3

export interface SpeedUpsOptions {
  /** The speed-ups to leave out one at a time (every one by default). */
  only: SpeedUp[]
  /** The routes to measure; the defaults (defaultRoutes) when absent. */
  routes?: string[]
  runs: number
  /** Reuse the builds of an earlier run instead of building again. */
  skipBuild: boolean
}

export const USAGE = `npm run bench:speed-ups [-- options]
  --only a,b            leave out only these speed-ups, one per build (default: each of ${SPEED_UPS.join(", ")})
  --routes /,/about-us/ only these routes (default: /, the first service page, the first product page, /contact-us/)
  --runs N              Lighthouse runs per route and build (default 5; timings are judged from ${MIN_RUNS_TO_JUDGE})
  --skip-build          reuse the builds of an earlier run (reports/bench/speed-ups/)
  --help                this text`

export function parseSpeedUpsArgs(argv: string[]): SpeedUpsOptions | "help" {
  let values
  try {
    ;({ values } = parseArgs({
      args: argv,
      options: {
        only: { type: "string" },
        routes: { type: "string" },
        runs: { type: "string", default: "5" },
        "skip-build": { type: "boolean", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
    }))
  } catch (error) {
    throw new UsageError((error as Error).message)
  }
  if (values.help) return "help"
  const runs = Number(values.runs)
  if (!Number.isInteger(runs) || runs < 1) throw new UsageError("--runs must be a whole number of at least 1")
  const list = (text: string) =>
    text
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean)
  let only: SpeedUp[] = [...SPEED_UPS]
  if (values.only !== undefined) {
    try {
      // The build's own check of the names, so a misspelt one is refused in its words.
      only = speedUpsLeftOut(list(values.only).join(","))
    } catch (error) {
      throw new UsageError((error as Error).message.replace(WITHOUT_SPEED_UPS, "--only"))
    }
    if (only.length === 0) throw new UsageError("--only needs at least one speed-up")
  }
  const options: SpeedUpsOptions = { only, runs, skipBuild: values["skip-build"] }
  if (values.routes !== undefined) {
    options.routes = list(values.routes)
    if (options.routes.length === 0) throw new UsageError("--routes needs at least one route")
  }
  return options
}

/** A build to measure: today's (nothing left out) or one without a speed-up. */
export interface Variant {
  /** Its folder's name under reports/bench/speed-ups/. */
  id: string
  label: string
  leftOut?: SpeedUp
}

export const TODAY: Variant = { id: "today", label: "today's build" }

export const variantWithout = (speedUp: SpeedUp): Variant => ({ id: `without-${speedUp}`, label: `without ${speedUp}`, leftOut: speedUp })

/** Today's build first, then one per speed-up left out, in gatsby/speed-ups.ts's order. */
export const variantsFor = (only: SpeedUp[]): Variant[] => [TODAY, ...SPEED_UPS.filter((name) => only.includes(name)).map(variantWithout)]

/** The first route of a kind of page (its address before the slug), in the table's order. */
function firstOfKind(routes: string[], kind: Collection): string | undefined {
  const prefix = routeFor(kind, "\0").split("\0")[0]
  return sortRoutes(routes).find((route) => route.startsWith(prefix) && route !== prefix)
}

/** Home, one service page, one product page and the contact page: those of them the site has. */
export function defaultRoutes(routes: string[]): string[] {
  const picked = [
    routeFor("pages", "home"),
    firstOfKind(routes, "services"),
    firstOfKind(routes, "products"),
    routeFor("pages", "contact-us"),
  ]
  return picked.filter((route, index): route is string => route !== undefined && routes.includes(route) && picked.indexOf(route) === index)
}

export interface Slot<V> {
  /** 1-based. */
  round: number
  route: string
  variant: V
}

/**
 * The order of the Lighthouse runs: round by round, route by route, every variant once in each,
 * starting one variant later in each round (and on each route), so that a slow spell of the
 * machine falls on every variant alike rather than on the one measured at the same place each time.
 */
export function interleavedOrder<V>(variants: V[], routes: string[], runs: number): Slot<V>[] {
  const slots: Slot<V>[] = []
  for (let round = 1; round <= runs; round++) {
    routes.forEach((route, routeIndex) => {
      const shift = (round - 1 + routeIndex) % variants.length
      for (const variant of [...variants.slice(shift), ...variants.slice(0, shift)]) slots.push({ round, route, variant })
    })
  }
  return slots
}

/** What one Lighthouse run of one build on one route gives the comparison. */
export interface SpeedUpRun {
  performance: number
  tbt: number
  lcp: number
  /** The scripts the page loaded, as comparableBytes counts each file of the build. */
  jsBytes: number
  /** The page's HTML, as comparableBytes counts it. */
  htmlBytes: number
  scripts: number
}

/** A build's content hashes: in file names (`app-<20 hex>.js`), Gatsby's compilation hash and the scripts' integrity hashes. */
const CONTENT_HASH = /\b[0-9a-f]{16,}\b|sha(?:256|384|512)-[A-Za-z0-9+/]+=*/g

/** Brotli bytes (quality 11, as the bench's server compresses) of a built file, its build's content hashes masked. */
export function comparableBytes(text: string): number {
  const masked = text.replace(CONTENT_HASH, "#")
  return compressAsServed(masked, "br").length
}

export type FigureName = keyof SpeedUpRun

interface FigureSpec {
  name: FigureName
  header: string
  /** Higher is better (the score) or lower (times, bytes, requests). */
  better: "higher" | "lower"
  kind: "timing" | "exact" | "shown"
  format: (value: number) => string
  formatDelta: (value: number) => string
}

const grouped = (value: number) => Math.round(value).toLocaleString("en-US")

/** A difference as shown, rounded first: its sign is that of what is printed (no "+0.00"). */
const signed = (value: number, digits: number, scale = 1) => {
  const text = (Math.abs(value) / scale).toFixed(digits)
  const shown = Number(text) === 0 ? 0 : value
  return `${shown > 0 ? "+" : shown < 0 ? "−" : "±"}${digits === 0 ? grouped(Number(text)) : text}`
}

export const FIGURES: FigureSpec[] = [
  {
    name: "performance",
    header: "perf",
    better: "higher",
    kind: "timing",
    format: (value) => value.toFixed(2),
    formatDelta: (value) => signed(value, 2),
  },
  {
    name: "tbt",
    header: "TBT ms",
    better: "lower",
    kind: "timing",
    format: (value) => String(Math.round(value)),
    formatDelta: (value) => signed(value, 0),
  },
  {
    name: "lcp",
    header: "LCP s",
    better: "lower",
    kind: "timing",
    format: (value) => (value / 1000).toFixed(2),
    formatDelta: (value) => signed(value, 2, 1000),
  },
  {
    name: "jsBytes",
    header: "JS bytes",
    better: "lower",
    kind: "exact",
    format: grouped,
    formatDelta: (value) => signed(value, 0),
  },
  {
    name: "htmlBytes",
    header: "HTML bytes",
    better: "lower",
    kind: "exact",
    format: grouped,
    formatDelta: (value) => signed(value, 0),
  },
  {
    name: "scripts",
    header: "scripts",
    better: "lower",
    kind: "shown",
    format: String,
    formatDelta: (value) => signed(value, 0),
  },
]

export type FigureVerdict = "pays" | "costs" | "within noise" | "too few runs" | "not judged"

export interface Spread {
  median: number
  min: number
  max: number
}

export const spreadOf = (values: number[]): Spread => ({ median: median(values), min: Math.min(...values), max: Math.max(...values) })

/** One figure of today's build against the build without a speed-up, by the rule in this file's header. */
export function judgeFigure(spec: Pick<FigureSpec, "better" | "kind">, today: number[], without: number[]): FigureVerdict {
  if (spec.kind === "shown") return "not judged"
  const exact = spec.kind === "exact" && new Set(today).size === 1 && new Set(without).size === 1
  if (!exact && spec.kind === "timing" && Math.min(today.length, without.length) < MIN_RUNS_TO_JUDGE) return "too few runs"
  // Oriented so that smaller is better: the score is negated.
  const sign = spec.better === "lower" ? 1 : -1
  const a = today.map((value) => sign * value)
  const b = without.map((value) => sign * value)
  if (Math.max(...a) < Math.min(...b)) return "pays"
  if (Math.max(...b) < Math.min(...a)) return "costs"
  return "within noise"
}

export interface SpeedUpComparison {
  speedUp: SpeedUp
  deltas: Record<FigureName, number>
  verdicts: Record<FigureName, FigureVerdict>
  /** "pays (TBT ms, JS bytes)", "within noise", "costs (LCP s)"… */
  verdict: string
  pays: boolean
}

const runsOf = (runs: SpeedUpRun[], name: FigureName) => runs.map((run) => run[name])

/** Every variant without a speed-up against today's build on one route. */
export function compareRoute(today: SpeedUpRun[], without: Array<{ speedUp: SpeedUp; runs: SpeedUpRun[] }>): SpeedUpComparison[] {
  return without.map(({ speedUp, runs }) => {
    const deltas = {} as Record<FigureName, number>
    const verdicts = {} as Record<FigureName, FigureVerdict>
    for (const spec of FIGURES) {
      deltas[spec.name] = median(runsOf(today, spec.name)) - median(runsOf(runs, spec.name))
      verdicts[spec.name] = judgeFigure(spec, runsOf(today, spec.name), runsOf(runs, spec.name))
    }
    const named = (verdict: FigureVerdict) => FIGURES.filter((spec) => verdicts[spec.name] === verdict).map((spec) => spec.header)
    const paying = named("pays")
    const costing = named("costs")
    const parts = [paying.length ? `pays (${paying.join(", ")})` : "", costing.length ? `costs (${costing.join(", ")})` : ""].filter(
      Boolean,
    )
    return { speedUp, deltas, verdicts, verdict: parts.join("; ") || "within noise", pays: paying.length > 0 }
  })
}

const MARK: Record<FigureVerdict, string> = { pays: " ✓", costs: " ✗", "within noise": "", "too few runs": " ?", "not judged": "" }

const spreadText = (spread: Spread, format: (value: number) => string) =>
  spread.min === spread.max ? format(spread.median) : `${format(spread.median)} (${format(spread.min)}–${format(spread.max)})`

export interface RouteTables {
  header: string[]
  figures: string[][]
  differencesHeader: string[]
  differences: string[][]
}

/** The two tables of one route: each build's medians with their spreads, then each speed-up's differences and verdict. */
export function routeTables(variants: Array<{ label: string; runs: SpeedUpRun[] }>, comparisons: SpeedUpComparison[]): RouteTables {
  return {
    header: ["build", ...FIGURES.map((spec) => spec.header)],
    figures: variants.map(({ label, runs }) => [
      label,
      ...FIGURES.map((spec) => spreadText(spreadOf(runsOf(runs, spec.name)), spec.format)),
    ]),
    differencesHeader: ["speed-up (today − without)", ...FIGURES.map((spec) => `Δ ${spec.header}`), "verdict"],
    differences: comparisons.map((comparison) => [
      comparison.speedUp,
      ...FIGURES.map((spec) => spec.formatDelta(comparison.deltas[spec.name]) + MARK[comparison.verdicts[spec.name]]),
      comparison.verdict,
    ]),
  }
}

/** Columns padded to their widest cell, the first to the left and the rest to the right, as npm run bench prints. */
export function alignedText(header: string[], rows: string[][]): string {
  const width = (text: string) => [...text].length
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => width(row[column]))))
  const render = (row: string[]) =>
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] + cell.length - width(cell)) : cell.padStart(widths[column] + cell.length - width(cell)),
      )
      .join("  ")
      .trimEnd()
  return [render(header), widths.map((columnWidth) => "-".repeat(columnWidth)).join("  "), ...rows.map(render)].join("\n")
}

export function markdownTable(header: string[], rows: string[][]): string {
  const row = (cells: string[]) => `| ${cells.map((cell) => cell.replace(/\|/g, "\\|")).join(" | ")} |`
  return [row(header), row(header.map((_, column) => (column === 0 ? "---" : "---:"))), ...rows.map(row)].join("\n")
}

export const MARKS_LINE =
  `✓ pays: today's worst run is better than the build's best without the speed-up (bytes: exact); ✗ costs: the reverse; ` +
  `no mark: within noise (the spreads overlap); ? too few runs to judge a timing (under ${MIN_RUNS_TO_JUDGE}). ` +
  "Figures are medians (min–max) of the runs; Δ is today's median minus the one without the speed-up."

/** One line per speed-up: on how many of the routes it paid. */
export function summaryLines(byRoute: Array<{ route: string; comparisons: SpeedUpComparison[] }>): string[] {
  const speedUps = byRoute[0]?.comparisons.map((comparison) => comparison.speedUp) ?? []
  return speedUps.map((speedUp) => {
    const results = byRoute.map(({ route, comparisons }) => ({ route, comparison: comparisons.find((c) => c.speedUp === speedUp)! }))
    const paying = results.filter(({ comparison }) => comparison.pays)
    const detail = results.map(({ route, comparison }) => `${route} ${comparison.verdict}`).join("; ")
    const headline = paying.length === 0 ? "pays on no route" : `pays on ${paying.length} of ${results.length} route(s)`
    return `${speedUp}: ${headline} (${detail})`
  })
}
