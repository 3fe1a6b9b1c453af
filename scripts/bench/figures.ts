/**
 * The figures npm run bench reads from each Lighthouse report, their medians,
 * the ratios to the bare Gatsby page and the targets. Pure functions,
 * tested in __tests__/bench.
 */

/** The Lighthouse categories the benchmark scores, in the table's order. */
export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const
export type Category = (typeof CATEGORIES)[number]

/**
 * The parts of a Lighthouse result (LH.Result) the benchmark reads. Narrower than
 * Lighthouse's own type so tests can build small fixtures.
 */
export interface LighthouseAudit {
  id?: string
  title?: string
  score: number | null
  scoreDisplayMode?: string
  numericValue?: number
  displayValue?: string
  details?: { type?: string; items?: Array<Record<string, unknown>> } & Record<string, unknown>
}

export interface LighthouseResult {
  lighthouseVersion?: string
  finalDisplayedUrl?: string
  runWarnings?: string[]
  categories: Record<string, { score: number | null; auditRefs?: Array<{ id: string; weight: number; group?: string }> }>
  audits: Record<string, LighthouseAudit>
  environment?: { benchmarkIndex?: number; hostUserAgent?: string }
}

/** One Lighthouse run reduced to what the table shows. Times in ms, sizes in bytes. */
export interface RunFigures {
  scores: Record<Category, number>
  lcp: number
  cls: number
  tbt: number
  /** Transfer bytes of every script the page loaded (Lighthouse's network requests of type Script). */
  firstLoadJs: number
  totalBytes: number
}

export interface RouteFigures extends RunFigures {
  route: string
  runs: number
  /** The page asks search engines not to index it (404, thank you, the contact page's copies): its SEO target does not apply. */
  noindex?: boolean
}

/** Whether a built page's robots meta says noindex (src/components/seo/Seo.tsx writes it from the page's content). */
export const isNoindexPage = (html: string): boolean => /<meta\b[^>]*\bname="robots"[^>]*\bcontent="[^"]*\bnoindex\b/i.test(html)

/**
 * The targets on every route (docs/performance.md, "Against the targets"). SEO's is for pages that
 * may be indexed: Lighthouse's "is crawlable" audit fails every noindex page, by design.
 */
export const TARGETS = {
  performance: 0.98,
  accessibility: 1,
  "best-practices": 1,
  seo: 1,
  cls: 0,
  /** At most this multiple of the bare page's first-load JavaScript. */
  firstLoadJsRatio: 1.45,
  /** At most this multiple of the bare page's LCP. */
  lcpRatio: 1.5,
} as const

export function median(values: number[]): number {
  if (values.length === 0) throw new Error("median of no values")
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** value / anchor; Infinity when the anchor is 0 and the value is not. */
export function ratio(value: number, anchor: number): number {
  if (anchor === 0) return value === 0 ? 1 : Infinity
  return value / anchor
}

function numeric(result: LighthouseResult, auditId: string): number {
  const value = result.audits[auditId]?.numericValue
  if (typeof value !== "number") throw new Error(`The Lighthouse report has no numeric value for ${auditId}`)
  return value
}

/** The script requests in Lighthouse's network-requests audit: the scripts the page loaded. */
export const scriptRequestsOf = (result: LighthouseResult): Array<Record<string, unknown>> =>
  (result.audits["network-requests"]?.details?.items ?? []).filter((item) => item.resourceType === "Script")

/** Transfer bytes of the script requests in Lighthouse's network-requests audit. */
export function scriptTransferBytes(result: LighthouseResult): number {
  return scriptRequestsOf(result).reduce((sum, item) => sum + (typeof item.transferSize === "number" ? item.transferSize : 0), 0)
}

export function figuresOf(result: LighthouseResult): RunFigures {
  const scores = {} as Record<Category, number>
  for (const category of CATEGORIES) {
    const score = result.categories[category]?.score
    if (typeof score !== "number") throw new Error(`The Lighthouse report has no ${category} score`)
    scores[category] = score
  }
  return {
    scores,
    lcp: numeric(result, "largest-contentful-paint"),
    cls: numeric(result, "cumulative-layout-shift"),
    tbt: numeric(result, "total-blocking-time"),
    firstLoadJs: scriptTransferBytes(result),
    totalBytes: numeric(result, "total-byte-weight"),
  }
}

/** The median of each figure on its own (so a route's row may mix runs, as Lighthouse's own advice allows). */
export function medianFigures(route: string, runs: RunFigures[]): RouteFigures {
  const of = (pick: (run: RunFigures) => number) => median(runs.map(pick))
  const scores = {} as Record<Category, number>
  for (const category of CATEGORIES) scores[category] = of((run) => run.scores[category])
  return {
    route,
    runs: runs.length,
    scores,
    lcp: of((run) => run.lcp),
    cls: of((run) => run.cls),
    tbt: of((run) => run.tbt),
    firstLoadJs: of((run) => run.firstLoadJs),
    totalBytes: of((run) => run.totalBytes),
  }
}

/** The run whose performance score is the median one: the report to read when looking for causes. */
export function medianRunIndex(runs: RunFigures[]): number {
  const order = runs.map((run, index) => ({ index, score: run.scores.performance, lcp: run.lcp }))
  order.sort((a, b) => a.score - b.score || b.lcp - a.lcp)
  return order[Math.floor((order.length - 1) / 2)].index
}

export type Figure = Category | "cls" | "firstLoadJsRatio" | "lcpRatio"

export interface Miss {
  figure: Figure
  actual: number
  target: number
}

/** Every figure of a row that misses its target, compared with the bare page's row. */
export function missesOf(row: RouteFigures, bare: RouteFigures): Miss[] {
  const misses: Miss[] = []
  for (const category of CATEGORIES) {
    if (category === "seo" && row.noindex) continue
    if (row.scores[category] < TARGETS[category]) {
      misses.push({ figure: category, actual: row.scores[category], target: TARGETS[category] })
    }
  }
  if (row.cls > TARGETS.cls) misses.push({ figure: "cls", actual: row.cls, target: TARGETS.cls })
  const jsRatio = ratio(row.firstLoadJs, bare.firstLoadJs)
  if (jsRatio > TARGETS.firstLoadJsRatio) {
    misses.push({ figure: "firstLoadJsRatio", actual: jsRatio, target: TARGETS.firstLoadJsRatio })
  }
  const lcpRatio = ratio(row.lcp, bare.lcp)
  if (lcpRatio > TARGETS.lcpRatio) misses.push({ figure: "lcpRatio", actual: lcpRatio, target: TARGETS.lcpRatio })
  return misses
}

/** Performance audits that lost points, and category audits that failed: the "why" of a miss. */
export function failingAudits(result: LighthouseResult, category: Category): string[] {
  const refs = result.categories[category]?.auditRefs ?? []
  return refs
    .filter((ref) => ref.weight > 0)
    .filter((ref) => {
      const audit = result.audits[ref.id]
      return audit && typeof audit.score === "number" && audit.score < 1
    })
    .map((ref) => {
      const audit = result.audits[ref.id]
      const shown = audit.displayValue ? ` ${audit.displayValue}` : ""
      return category === "performance" ? `${ref.id}${shown} (score ${audit.score})` : ref.id
    })
}
