/**
 * The figures npm run bench:compare prints (./compare.ts): every run of two builds of the site,
 * benched in alternate rounds on the same machine, pooled by side and route. One bench's median
 * moves by more from one run to the next than a change to the site usually does, so a change is
 * judged on all runs of both sides: their TBT means, and how often a random split of the same runs
 * differs by as much (a permutation test). A p well above 0.05 says the bench sees no difference.
 */

/** Which build a run measured. */
export type Side = "before" | "after"

/** One Lighthouse run of one route. Times in ms. */
export interface ComparedRun {
  side: Side
  round: number
  route: string
  performance: number
  tbt: number
  cpuIndex?: number
}

export const median = (values: readonly number[]): number => {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

export const mean = (values: readonly number[]): number => values.reduce((sum, value) => sum + value, 0) / values.length

/** A small seeded generator (mulberry32): the same runs give the same p on every machine. */
function seeded(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * The two-sided permutation test of the difference of means: the share of `shuffles` random
 * relabellings of the pooled values whose means differ by at least as much as the two groups'.
 */
export function permutationP(before: readonly number[], after: readonly number[], shuffles = 10_000, seed = 1): number {
  if (before.length === 0 || after.length === 0) throw new Error("Each side needs at least one run to be compared")
  const observed = Math.abs(mean(after) - mean(before))
  const pooled = [...before, ...after]
  const random = seeded(seed)
  let asLarge = 0
  for (let shuffle = 0; shuffle < shuffles; shuffle++) {
    for (let index = pooled.length - 1; index > 0; index--) {
      const other = Math.floor(random() * (index + 1))
      ;[pooled[index], pooled[other]] = [pooled[other], pooled[index]]
    }
    const difference = Math.abs(mean(pooled.slice(before.length)) - mean(pooled.slice(0, before.length)))
    // A hair of tolerance: sums of the same values in another order differ in their last bits.
    if (difference >= observed - 1e-9) asLarge++
  }
  return asLarge / shuffles
}

export interface Comparison {
  routes: Array<{ route: string; before: ComparedRun[]; after: ComparedRun[] }>
  tbt: { before: number; after: number; difference: number; p: number }
  performance: { before: number; after: number }
}

/** The runs of both sides, by route (in first-seen order), with the pooled TBT means and their p. */
export function compare(runs: readonly ComparedRun[]): Comparison {
  const of = (side: Side) => runs.filter((run) => run.side === side)
  const routes = [...new Set(runs.map((run) => run.route))].map((route) => ({
    route,
    before: of("before").filter((run) => run.route === route),
    after: of("after").filter((run) => run.route === route),
  }))
  const [before, after] = [of("before"), of("after")]
  const tbt = { before: mean(before.map((run) => run.tbt)), after: mean(after.map((run) => run.tbt)) }
  return {
    routes,
    tbt: {
      ...tbt,
      difference: tbt.after - tbt.before,
      p: permutationP(
        before.map((run) => run.tbt),
        after.map((run) => run.tbt),
      ),
    },
    performance: { before: median(before.map((run) => run.performance)), after: median(after.map((run) => run.performance)) },
  }
}

/** The comparison as the terminal shows it: a line per route, then the pooled figures and their reading. */
export function formatComparison({ routes, tbt, performance }: Comparison): string {
  const list = (runs: ComparedRun[], pick: (run: ComparedRun) => string) => runs.map(pick).join(" ")
  const width = Math.max(5, ...routes.map(({ route }) => route.length))
  const lines = routes.flatMap(({ route, before, after }) => [
    `${route.padEnd(width)}  before  performance ${list(before, (run) => run.performance.toFixed(2))}  TBT ${list(before, (run) => String(Math.round(run.tbt)))}`,
    `${"".padEnd(width)}  after   performance ${list(after, (run) => run.performance.toFixed(2))}  TBT ${list(after, (run) => String(Math.round(run.tbt)))}`,
  ])
  const reading =
    tbt.p < 0.05
      ? `a difference the bench can see (p ${tbt.p.toFixed(3)} < 0.05)`
      : `no difference the bench can see (p ${tbt.p.toFixed(3)}: a random split of the same runs differs as much that often)`
  return [
    ...lines,
    "",
    `performance, median of every run: before ${performance.before.toFixed(2)}, after ${performance.after.toFixed(2)}`,
    `TBT, mean of every run: before ${Math.round(tbt.before)} ms, after ${Math.round(tbt.after)} ms (${tbt.difference >= 0 ? "+" : ""}${Math.round(tbt.difference)} ms): ${reading}`,
  ].join("\n")
}
