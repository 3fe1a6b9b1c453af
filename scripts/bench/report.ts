/**
 * The words around the table: what misses its target and why, where the time goes
 * on the worst routes, and the Markdown report. Pure functions over Lighthouse
 * results, tested in __tests__/bench.
 */
import {
  CATEGORIES,
  TARGETS,
  failingAudits,
  missesOf,
  type Category,
  type Figure,
  type LighthouseResult,
  type Miss,
  type RouteFigures,
} from "./figures"
import { formatBytes, formatCls, formatMarkdownTable, formatMs, formatRatio, formatScore, formatSeconds } from "./table"

const FIGURE_NAMES: Record<Figure, string> = {
  performance: "performance",
  accessibility: "accessibility",
  "best-practices": "best-practices",
  seo: "SEO",
  cls: "CLS",
  firstLoadJsRatio: "first-load JS",
  lcpRatio: "LCP",
}

export const TARGETS_LINE =
  `Targets on every route: performance ≥ ${formatScore(TARGETS.performance)}, accessibility, best-practices and SEO ` +
  `${formatScore(1)}, CLS ${TARGETS.cls}, first-load JS ≤ ${formatRatio(TARGETS.firstLoadJsRatio)} and LCP ≤ ` +
  `${formatRatio(TARGETS.lcpRatio)} the bare page's.`

export function describeMiss(miss: Miss): string {
  const name = FIGURE_NAMES[miss.figure]
  if (miss.figure === "cls") return `${name} ${formatCls(miss.actual)} > ${miss.target}`
  if (miss.figure === "lcpRatio" || miss.figure === "firstLoadJsRatio") {
    return `${name} ${formatRatio(miss.actual)} bare > ${formatRatio(miss.target)}`
  }
  return `${name} ${formatScore(miss.actual)} < ${formatScore(miss.target)}`
}

/** Why a category's score missed, from a representative run: the audits that lost points. */
export type Reasons = Partial<Record<Category, string[]>>

export function reasonsOf(result: LighthouseResult): Reasons {
  const reasons: Reasons = {}
  for (const category of CATEGORIES) {
    const failing = failingAudits(result, category)
    if (failing.length > 0) reasons[category] = failing
  }
  return reasons
}

/** One line per route that misses a target, then how many routes miss each figure. */
export function summarizeMisses(rows: RouteFigures[], bare: RouteFigures, reasons: Record<string, Reasons> = {}): string[] {
  const lines: string[] = []
  const counts = new Map<Figure, number>()
  for (const row of rows) {
    const misses = missesOf(row, bare)
    if (misses.length === 0) continue
    const described = misses.map((miss) => {
      counts.set(miss.figure, (counts.get(miss.figure) ?? 0) + 1)
      const why = (CATEGORIES as readonly string[]).includes(miss.figure) ? reasons[row.route]?.[miss.figure as Category] : undefined
      return why?.length ? `${describeMiss(miss)} [${why.join(", ")}]` : describeMiss(miss)
    })
    lines.push(`${row.route}: ${described.join("; ")}`)
  }
  if (lines.length === 0) return [`Every route (${rows.length}) meets every target.`]
  const tally = [...counts.entries()].map(([figure, count]) => `${FIGURE_NAMES[figure]} on ${count}`).join(", ")
  return [
    `${lines.length} of ${rows.length} routes miss a target (${tally}). In brackets: the audits that lost points in the route's median run.`,
    ...lines,
  ]
}

type Item = Record<string, unknown>

const itemsOf = (result: LighthouseResult, auditId: string): Item[] => (result.audits[auditId]?.details?.items as Item[] | undefined) ?? []

const num = (value: unknown) => (typeof value === "number" ? value : 0)
const text = (value: unknown) => (typeof value === "string" ? value : "")

/** A URL without its origin, for reading. */
export const shortUrl = (url: string) => url.replace(/^https?:\/\/[^/]+/, "") || "/"

export interface Diagnosis {
  lcpElement?: string
  lcpPhases: Array<{ phase: string; ms: number }>
  serverResponseMs?: number
  renderBlocking: Array<{ url: string; bytes: number; ms: number }>
  unusedJs: Array<{ url: string; bytes: number; unusedBytes: number }>
  scripts: Array<{ url: string; transferBytes: number; startMs: number; scriptingMs: number }>
  fonts: Array<{ url: string; transferBytes: number; startMs: number }>
  mainThread: Array<{ group: string; ms: number }>
  longTasks: Array<{ url: string; ms: number; startMs: number }>
  layoutShifts: Array<{ element: string; score: number; causes: string[] }>
  warnings: string[]
}

/**
 * Unused bytes of every script, largest first, from Lighthouse's treemap data
 * (uncompressed sizes; the unused-javascript audit only lists scripts with 20 KiB or more unused).
 */
function unusedJavaScript(result: LighthouseResult): Diagnosis["unusedJs"] {
  const treemap = result.audits["script-treemap-data"]?.details?.nodes as Item[] | undefined
  const fromTreemap = (treemap ?? [])
    .filter((node) => /\.m?js$/.test(text(node.name)))
    .map((node) => ({ url: shortUrl(text(node.name)), bytes: num(node.resourceBytes), unusedBytes: num(node.unusedBytes) }))
  const fromAudit = itemsOf(result, "unused-javascript").map((item) => ({
    url: shortUrl(text(item.url)),
    bytes: num(item.totalBytes),
    unusedBytes: num(item.wastedBytes),
  }))
  return (fromTreemap.length > 0 ? fromTreemap : fromAudit).sort((a, b) => b.unusedBytes - a.unusedBytes)
}

/** The evidence behind a route's figures, from one Lighthouse result. */
export function diagnose(result: LighthouseResult, runWarnings: string[] = []): Diagnosis {
  const lcpTables = itemsOf(result, "largest-contentful-paint-element") as Array<{ items?: Item[] }>
  const lcpNode = lcpTables[0]?.items?.[0]?.node as Item | undefined
  const scripting = new Map(itemsOf(result, "bootup-time").map((item) => [text(item.url), num(item.scripting)]))
  const requests = itemsOf(result, "network-requests")
  const renderBlocking = itemsOf(result, "render-blocking-insight")
  const culprits = (itemsOf(result, "cls-culprits-insight") as Array<{ items?: Item[] }>)[0]?.items ?? []
  return {
    lcpElement: lcpNode ? `${text(lcpNode.selector)} ${text(lcpNode.snippet)}` : undefined,
    lcpPhases: (lcpTables[1]?.items ?? []).map((item) => ({ phase: text(item.phase), ms: num(item.timing) })),
    serverResponseMs: result.audits["server-response-time"]?.numericValue,
    renderBlocking: (renderBlocking.length > 0 ? renderBlocking : itemsOf(result, "render-blocking-resources")).map((item) => ({
      url: shortUrl(text(item.url)),
      bytes: num(item.totalBytes),
      ms: num(item.wastedMs),
    })),
    unusedJs: unusedJavaScript(result),
    scripts: requests
      .filter((item) => item.resourceType === "Script")
      .map((item) => ({
        url: shortUrl(text(item.url)),
        transferBytes: num(item.transferSize),
        startMs: num(item.networkRequestTime),
        scriptingMs: scripting.get(text(item.url)) ?? 0,
      }))
      .sort((a, b) => b.transferBytes - a.transferBytes),
    fonts: requests
      .filter((item) => item.resourceType === "Font")
      .map((item) => ({ url: shortUrl(text(item.url)), transferBytes: num(item.transferSize), startMs: num(item.networkRequestTime) })),
    mainThread: itemsOf(result, "mainthread-work-breakdown").map((item) => ({
      group: text(item.groupLabel) || text(item.group),
      ms: num(item.duration),
    })),
    longTasks: itemsOf(result, "long-tasks")
      .map((item) => ({ url: shortUrl(text(item.url)), ms: num(item.duration), startMs: num(item.startTime) }))
      .sort((a, b) => b.ms - a.ms),
    layoutShifts: culprits
      .filter((item) => (item.node as Item | undefined)?.type === "node")
      .map((item) => {
        const node = item.node as Item
        const causes = ((item.subItems as { items?: Item[] } | undefined)?.items ?? []).map((sub) => {
          const extra = (sub.extra as Item | undefined)?.value
          return `${text(sub.cause)}${typeof extra === "string" ? ` ${shortUrl(extra)}` : ""}`
        })
        return { element: `${text(node.selector)} ${text(node.snippet)}`, score: num(item.score), causes }
      }),
    warnings: runWarnings,
  }
}

const truncate = (value: string, length: number) => (value.length > length ? `${value.slice(0, length - 1)}…` : value)

/** A diagnosis as Markdown bullet points (also readable in a terminal). */
export function formatDiagnosis(route: string, row: RouteFigures, diagnosis: Diagnosis): string {
  const lines = [
    `### ${route}`,
    "",
    `perf ${formatScore(row.scores.performance)}, LCP ${formatSeconds(row.lcp)}, TBT ${formatMs(row.tbt)}, ` +
      `CLS ${formatCls(row.cls)}, first-load JS ${formatBytes(row.firstLoadJs)}`,
    "",
  ]
  if (diagnosis.lcpElement) lines.push(`- LCP element: \`${truncate(diagnosis.lcpElement, 160)}\``)
  if (diagnosis.lcpPhases.length > 0) {
    lines.push(`- LCP phases: ${diagnosis.lcpPhases.map((phase) => `${phase.phase} ${formatMs(phase.ms)}`).join(", ")}`)
  }
  if (diagnosis.serverResponseMs !== undefined) lines.push(`- Server response (observed): ${formatMs(diagnosis.serverResponseMs)}`)
  lines.push(
    diagnosis.renderBlocking.length > 0
      ? `- Render-blocking: ${diagnosis.renderBlocking.map((item) => `${item.url} (${formatBytes(item.bytes)}, ${formatMs(item.ms)})`).join(", ")}`
      : "- Render-blocking: none",
  )
  const unused = diagnosis.unusedJs.slice(0, 5)
  lines.push(
    unused.length > 0
      ? `- Unused JavaScript at load (uncompressed): ${unused.map((item) => `${item.url} ${formatBytes(item.unusedBytes)} of ${formatBytes(item.bytes)}`).join(", ")}`
      : "- Unused JavaScript: none",
  )
  const scripts = diagnosis.scripts.slice(0, 8)
  if (scripts.length > 0) {
    lines.push(
      `- Largest scripts (transfer, requested at, main-thread scripting): ${scripts
        .map((item) => `${item.url} ${formatBytes(item.transferBytes)} @${formatMs(item.startMs)} ${formatMs(item.scriptingMs)}`)
        .join("; ")}`,
    )
  }
  lines.push(
    diagnosis.fonts.length > 0
      ? `- Fonts: ${diagnosis.fonts.map((font) => `${font.url} ${formatBytes(font.transferBytes)} requested @${formatMs(font.startMs)}`).join("; ")}`
      : "- Fonts: none downloaded",
  )
  if (diagnosis.mainThread.length > 0) {
    lines.push(
      `- Main thread: ${diagnosis.mainThread
        .slice(0, 5)
        .map((item) => `${item.group} ${formatMs(item.ms)}`)
        .join(", ")}`,
    )
  }
  if (diagnosis.longTasks.length > 0) {
    lines.push(
      `- Longest tasks: ${diagnosis.longTasks
        .slice(0, 5)
        .map((task) => `${task.url} ${formatMs(task.ms)} @${formatMs(task.startMs)}`)
        .join(", ")}`,
    )
  }
  if (diagnosis.layoutShifts.length > 0) {
    lines.push(
      `- Layout shifts: ${diagnosis.layoutShifts
        .map(
          (shift) =>
            `${formatCls(shift.score)} ${truncate(shift.element, 100)}${shift.causes.length ? ` (cause: ${shift.causes.join(", ")})` : ""}`,
        )
        .join("; ")}`,
    )
  }
  for (const warning of diagnosis.warnings) lines.push(`- Lighthouse warning: ${warning}`)
  return lines.join("\n")
}

/**
 * Lighthouse's simulated throttling scales the CPU time it observes, so other
 * work on the machine inflates TBT and the performance score (less so LCP, and
 * the bare page's row suffers alike). Says so when the load was above the CPU count.
 */
export function loadWarning(cpus: number, medianLoad: number): string | undefined {
  if (medianLoad <= cpus) return undefined
  return (
    `The machine was busy (load average ${medianLoad.toFixed(1)} on ${cpus} CPU(s)): TBT and the performance ` +
    "scores read high and noisy; compare ratios, or run again on a quiet machine."
  )
}

/** The routes to diagnose first: lowest performance, then slowest LCP. */
export function worstRoutes(rows: RouteFigures[], count: number): RouteFigures[] {
  return [...rows].sort((a, b) => a.scores.performance - b.scores.performance || b.lcp - a.lcp).slice(0, count)
}

export interface ReportContext {
  date: string
  commit?: string
  runs: number
  chromium: string
  lighthouse: string
  cpus: number
  /** One-minute load averages: at the start, at the end, and the median and highest taken after each run. */
  loadAverage: { start: number; end: number; median: number; max: number }
  benchmarkIndex: number
  durationMs: number
}

export function formatMarkdownReport(
  context: ReportContext,
  rows: RouteFigures[],
  bare: RouteFigures,
  misses: string[],
  diagnoses: string[],
): string {
  return [
    "# Lighthouse benchmark",
    "",
    `${context.date}${context.commit ? `, commit ${context.commit}` : ""}. Lighthouse ${context.lighthouse}, mobile preset ` +
      `(simulated throttling), ${context.chromium}; ${context.runs} run(s) per route, medians. ` +
      `${context.cpus} CPU(s), load average ${context.loadAverage.median.toFixed(1)} (median over the runs, highest ` +
      `${context.loadAverage.max.toFixed(1)}), Lighthouse benchmark index ${Math.round(context.benchmarkIndex)} (median); ` +
      `took ${Math.round(context.durationMs / 60000)} min.`,
    "",
    ...(loadWarning(context.cpus, context.loadAverage.median) ? [`> ${loadWarning(context.cpus, context.loadAverage.median)}`, ""] : []),
    `${TARGETS_LINE} A figure that misses is marked ✗; ratios are to the bare Gatsby page measured in the same run.`,
    "",
    formatMarkdownTable(rows, bare),
    "",
    "## Misses",
    "",
    ...misses.map((line, index) => (index === 0 ? line : `- ${line}`)),
    "",
    "## Where the time goes (median run of the worst routes)",
    "",
    ...diagnoses.flatMap((diagnosis) => [diagnosis, ""]),
  ].join("\n")
}
