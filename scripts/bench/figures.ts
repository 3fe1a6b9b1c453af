/**
 * The targets (docs/performance.md), and the figures npm run bench reads from Lighthouse CI's
 * results: each route's medians and their ratios to the bare Gatsby page. lighthouserc.cjs asserts
 * the absolute targets; the ratios, which Lighthouse CI cannot express, are judged here.
 */

/** The Lighthouse categories the benchmark scores, in the table's order. */
export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const
export type Category = (typeof CATEGORIES)[number]

/** SEO's target is for pages that may be indexed: Lighthouse's "is crawlable" audit fails every noindex page, by design. */
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

/** The parts of a Lighthouse result (LH.Result) the benchmark reads. */
export interface LighthouseResult {
  finalUrl?: string
  categories: Record<string, { score: number | null }>
  audits: Record<string, { numericValue?: number; details?: { items?: Array<Record<string, unknown>> } }>
}

/** One Lighthouse run reduced to what the table shows. Times in ms, sizes in bytes. */
export interface RunFigures {
  scores: Record<Category, number>
  lcp: number
  cls: number
  tbt: number
  /** Transfer bytes of every script the page loaded (Lighthouse's network requests of type Script). */
  firstLoadJs: number
}

export interface RouteFigures extends RunFigures {
  route: string
  /** The page asks search engines not to index it (404, thank you, the contact page's copies): its SEO target does not apply. */
  noindex?: boolean
}

/** Whether a built page's robots meta says noindex (src/components/seo/Seo.tsx writes it from the page's content). */
export const isNoindexPage = (html: string): boolean => /<meta\b[^>]*\bname="robots"[^>]*\bcontent="[^"]*\bnoindex\b/i.test(html)

export function median(values: number[]): number {
  if (values.length === 0) throw new Error("median of no values")
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** value / anchor; Infinity when the anchor is 0 and the value is not. */
export const ratio = (value: number, anchor: number): number => (anchor === 0 ? (value === 0 ? 1 : Infinity) : value / anchor)

function numeric(result: LighthouseResult, auditId: string): number {
  const value = result.audits[auditId]?.numericValue
  if (typeof value !== "number") throw new Error(`The Lighthouse report has no numeric value for ${auditId}`)
  return value
}

/** Transfer bytes of the script requests in Lighthouse's network-requests audit. */
export const scriptTransferBytes = (result: LighthouseResult): number =>
  (result.audits["network-requests"]?.details?.items ?? [])
    .filter((item) => item.resourceType === "Script")
    .reduce((sum: number, item) => sum + (typeof item.transferSize === "number" ? item.transferSize : 0), 0)

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
  }
}

/** The median of each figure on its own, as Lighthouse CI's "median" aggregation takes it. */
export function medianFigures(route: string, runs: RunFigures[]): RouteFigures {
  const of = (pick: (run: RunFigures) => number) => median(runs.map(pick))
  const scores = Object.fromEntries(CATEGORIES.map((category) => [category, of((run) => run.scores[category])])) as Record<Category, number>
  return {
    route,
    scores,
    lcp: of((run) => run.lcp),
    cls: of((run) => run.cls),
    tbt: of((run) => run.tbt),
    firstLoadJs: of((run) => run.firstLoadJs),
  }
}

/** Each URL's runs, in the order the URLs first appear (Lighthouse CI's .lighthouseci/lhr-*.json, one file per run). */
export function runsByUrl(results: LighthouseResult[]): Map<string, RunFigures[]> {
  const byUrl = new Map<string, RunFigures[]>()
  for (const result of results) {
    if (!result.finalUrl) throw new Error("A Lighthouse report has no finalUrl")
    byUrl.set(result.finalUrl, [...(byUrl.get(result.finalUrl) ?? []), figuresOf(result)])
  }
  return byUrl
}

export type Figure = Category | "cls" | "firstLoadJsRatio" | "lcpRatio"

/** Every figure of a row that misses its target, compared with the bare page's row. */
export function missesOf(row: RouteFigures, bare: RouteFigures): Figure[] {
  const misses: Figure[] = CATEGORIES.filter((category) => !(category === "seo" && row.noindex) && row.scores[category] < TARGETS[category])
  if (row.cls > TARGETS.cls) misses.push("cls")
  if (ratio(row.firstLoadJs, bare.firstLoadJs) > TARGETS.firstLoadJsRatio) misses.push("firstLoadJsRatio")
  if (ratio(row.lcp, bare.lcp) > TARGETS.lcpRatio) misses.push("lcpRatio")
  return misses
}
