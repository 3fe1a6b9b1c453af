/**
 * npm run bench:compare: two builds of the site benched in alternate rounds (before, after,
 * before, after…) on this machine, each round a whole `npm run bench` of the given routes, and
 * every run of both pooled (./compare-figures.ts). For a change that should leave the speed as it
 * was: the bench's own medians move too much from one run to the next to show it.
 *
 *   npm run bench:compare -- --before ../old/public --after public --routes /,/contact-us/
 *   (--rounds 2 and --runs 3 by default: 6 runs of each route on each side)
 *
 * The before build is made by hand: a worktree of the older commit, its `npx gatsby build`.
 */
import { spawnSync } from "child_process"
import fs from "fs"
import path from "path"
import { parseArgs } from "util"
import { BENCH_SERVERS } from "./routes"
import type { LighthouseResult, ManifestEntry } from "./figures"
import { compare, formatComparison, type ComparedRun, type Side } from "./compare-figures"

const ROOT = path.resolve(__dirname, "../..")
const USAGE = "npm run bench:compare -- --before DIR --after DIR --routes /,/contact-us/ [--rounds 2] [--runs 3]"

function main(): number {
  const { values } = parseArgs({
    options: {
      before: { type: "string" },
      after: { type: "string" },
      routes: { type: "string" },
      rounds: { type: "string", default: "2" },
      runs: { type: "string", default: "3" },
    },
  })
  const rounds = Number(values.rounds)
  if (!values.before || !values.after || !values.routes || !Number.isInteger(rounds) || rounds < 1) throw new Error(USAGE)
  const runs: ComparedRun[] = []
  for (let round = 1; round <= rounds; round++) {
    for (const side of ["before", "after"] as Side[]) {
      const site = path.resolve(values[side]!)
      console.log(`--- round ${round} of ${rounds}, ${side}: ${site}`)
      // Its exit status says whether the targets were met; the runs are wanted either way.
      spawnSync("npm", ["run", "bench", "--", "--runs", values.runs!, "--site", site, "--routes", values.routes], {
        cwd: ROOT,
        stdio: "inherit",
      })
      const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, "reports/bench/manifest.json"), "utf8")) as ManifestEntry[]
      for (const { url, jsonPath } of manifest) {
        // The bare page is each bench's anchor, not a route of either side.
        if (new URL(url).port === String(BENCH_SERVERS.bare.port)) continue
        const result = JSON.parse(fs.readFileSync(jsonPath, "utf8")) as LighthouseResult
        runs.push({
          side,
          round,
          route: new URL(url).pathname,
          performance: result.categories.performance.score ?? 0,
          tbt: result.audits["total-blocking-time"].numericValue ?? NaN,
          cpuIndex: result.environment?.benchmarkIndex,
        })
      }
    }
  }
  console.log(`\n${formatComparison(compare(runs))}`)
  return 0
}

try {
  process.exitCode = main()
} catch (error) {
  console.error((error as Error).message)
  process.exitCode = 1
}
