/** The benchmark's one table: each route's medians and ratios to the bare page, misses marked. */
import { CATEGORIES, missesOf, ratio, type Figure, type RouteFigures } from "./figures"

export const BARE_LABEL = "bare Gatsby page (anchor)"

export interface Cell {
  text: string
  /** True when this figure misses its target. */
  miss: boolean
}

export const HEADER = [
  "route",
  "perf",
  "a11y",
  "best-pr.",
  "SEO",
  "LCP",
  "CLS",
  "TBT",
  "CPU index",
  "first-load JS",
  "LCP ×bare",
  "JS ×bare",
]

const formatScore = (score: number) => score.toFixed(2)
const formatSeconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const formatMs = (ms: number) => `${Math.round(ms)} ms`
const formatCls = (cls: number) => cls.toFixed(3)
const formatRatio = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : "∞")

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${Math.round(bytes)} B`
  return `${(bytes / 1024).toFixed(1)} KiB`
}

/** One row of cells; the bare page's own row is never marked. */
export function rowCells(row: RouteFigures, bare: RouteFigures, label = row.route): Cell[] {
  const missed = new Set<Figure>(row === bare ? [] : missesOf(row, bare))
  const cell = (text: string, figure?: Figure): Cell => ({ text, miss: figure ? missed.has(figure) : false })
  return [
    cell(label),
    ...CATEGORIES.map((category) =>
      cell(`${formatScore(row.scores[category])}${category === "seo" && row.noindex ? " (noindex)" : ""}`, category),
    ),
    cell(formatSeconds(row.lcp), "lcpRatio"),
    cell(formatCls(row.cls), "cls"),
    cell(formatMs(row.tbt)),
    cell(row.cpuIndex === undefined ? "–" : String(Math.round(row.cpuIndex))),
    cell(formatBytes(row.firstLoadJs), "firstLoadJsRatio"),
    cell(formatRatio(ratio(row.lcp, bare.lcp)), "lcpRatio"),
    cell(formatRatio(ratio(row.firstLoadJs, bare.firstLoadJs)), "firstLoadJsRatio"),
  ]
}

/** The bare page first, then every route in the given order. */
function tableCells(rows: RouteFigures[], bare: RouteFigures): Cell[][] {
  return [rowCells(bare, bare, BARE_LABEL), ...rows.map((row) => rowCells(row, bare))]
}

/** Aligned plain text; a figure that misses its target ends in "✗". */
export function formatTextTable(rows: RouteFigures[], bare: RouteFigures): string {
  const body = tableCells(rows, bare).map((cells) => cells.map((cell) => (cell.miss ? `${cell.text} ✗` : cell.text)))
  const all = [HEADER, ...body]
  const widths = HEADER.map((_, column) => Math.max(...all.map((line) => [...line[column]].length)))
  const pad = (text: string, column: number) => {
    const fill = " ".repeat(widths[column] - [...text].length)
    return column === 0 ? text + fill : fill + text
  }
  const line = (cells: string[]) => cells.map(pad).join("  ").trimEnd()
  const rule = widths.map((width) => "-".repeat(width)).join("  ")
  return [line(HEADER), rule, ...body.map(line)].join("\n")
}

/** The spread of the machine's speed over the shown runs, when their CPU indexes differ by more than a fifth: a caution for reading TBT. */
export function cpuSpreadNote(rows: readonly RouteFigures[]): string | undefined {
  const indexes = rows.flatMap((row) => (row.cpuIndex === undefined ? [] : [row.cpuIndex]))
  if (indexes.length < 2) return undefined
  const [low, high] = [Math.min(...indexes), Math.max(...indexes)]
  if (high <= low * 1.2) return undefined
  return `The machine's speed varied between these runs (CPU index ${Math.round(low)}–${Math.round(high)}): TBT and performance rise and fall with it, so compare routes only at like indexes, or run again on a quiet machine.`
}
