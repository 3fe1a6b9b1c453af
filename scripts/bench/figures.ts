/**
 * The targets (docs/performance.md), and the figures npm run bench reads from Lighthouse CI's
 * results: each route's median run and its ratios to the bare Gatsby page. lighthouserc.cjs asserts
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
  categories: Record<string, { score: number | null }>
  audits: Record<string, { numericValue?: number; details?: { items?: Array<Record<string, unknown>> } }>
  environment?: { benchmarkIndex?: number }
}

/** A route's representative run (Lighthouse CI's median run) reduced to what the table shows. Times in ms, sizes in bytes. */
export interface RouteFigures {
  route: string
  scores: Record<Category, number>
  lcp: number
  cls: number
  tbt: number
  /**
   * Lighthouse's measure of the machine's speed during the run (its benchmarkIndex; absent from old
   * reports). Lighthouse's phone is this machine slowed 4 times, so TBT, and with it performance,
   * rises as this falls: runs are comparable only at like indexes.
   */
  cpuIndex?: number
  /** Transfer bytes of every script the page loaded (Lighthouse's network requests of type Script). */
  firstLoadJs: number
  /** The page asks search engines not to index it (404, thank you, the contact page's copies): its SEO target does not apply. */
  noindex?: boolean
}

/** Whether a built page's robots meta says noindex (src/components/seo/Seo.tsx writes it from the page's content). */
export const isNoindexPage = (html: string): boolean => /<meta\b[^>]*\bname="robots"[^>]*\bcontent="[^"]*\bnoindex\b/i.test(html)

/** value / anchor; Infinity when the anchor is 0 and the value is not. */
export const ratio = (value: number, anchor: number): number => (anchor === 0 ? (value === 0 ? 1 : Infinity) : value / anchor)

/** The figures of one Lighthouse result; a missing one is named rather than guessed. */
export function figuresOf(route: string, result: LighthouseResult): RouteFigures {
  const numeric = (auditId: string) => {
    const value = result.audits[auditId]?.numericValue
    if (typeof value !== "number") throw new Error(`The Lighthouse report of ${route} has no numeric value for ${auditId}`)
    return value
  }
  const scores = {} as Record<Category, number>
  for (const category of CATEGORIES) {
    const score = result.categories[category]?.score
    if (typeof score !== "number") throw new Error(`The Lighthouse report of ${route} has no ${category} score`)
    scores[category] = score
  }
  const scripts = (result.audits["network-requests"]?.details?.items ?? []).filter((item) => item.resourceType === "Script")
  return {
    route,
    scores,
    lcp: numeric("largest-contentful-paint"),
    cls: numeric("cumulative-layout-shift"),
    tbt: numeric("total-blocking-time"),
    cpuIndex: result.environment?.benchmarkIndex,
    firstLoadJs: scripts.reduce((sum: number, item) => sum + (typeof item.transferSize === "number" ? item.transferSize : 0), 0),
  }
}

/** An entry of the manifest.json Lighthouse CI's filesystem upload writes: one per run. */
export interface ManifestEntry {
  url: string
  isRepresentativeRun: boolean
  jsonPath: string
}

/** Each URL's representative run (the one Lighthouse CI takes as the median of its runs), in the manifest's order. */
export const representativeRuns = (manifest: readonly ManifestEntry[]): Map<string, string> =>
  new Map(manifest.filter((entry) => entry.isRepresentativeRun).map((entry) => [entry.url, entry.jsonPath]))

export type Figure = Category | "cls" | "firstLoadJsRatio" | "lcpRatio"

/** Every figure of a row that misses its target, compared with the bare page's row. */
export function missesOf(row: RouteFigures, bare: RouteFigures): Figure[] {
  const misses: Figure[] = CATEGORIES.filter((category) => !(category === "seo" && row.noindex) && row.scores[category] < TARGETS[category])
  if (row.cls > TARGETS.cls) misses.push("cls")
  if (ratio(row.firstLoadJs, bare.firstLoadJs) > TARGETS.firstLoadJsRatio) misses.push("firstLoadJsRatio")
  if (ratio(row.lcp, bare.lcp) > TARGETS.lcpRatio) misses.push("lcpRatio")
  return misses
}
