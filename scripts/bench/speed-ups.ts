/**
 * npm run bench:speed-ups: what each speed-up of gatsby/speed-ups.ts buys today, each on its own.
 *
 * docs/internals.md removes a speed-up that no longer pays in a quiet bench. Two separate runs of
 * npm run bench cannot say so here: on this 2-core machine TBT moves by hundreds of ms from one run
 * to the next. So this builds the site once with every speed-up and once without each one, serves
 * the builds side by side, and runs Lighthouse on them interleaved (round by round, route by route,
 * each build in turn, the order rotated every round), so that the machine's drift falls on every
 * build alike. Then per route: each build's medians and spreads, and each speed-up's difference
 * and verdict (the rule: the header of ./speed-ups-compare.ts). A benchmark, not a test: it exits 0
 * whatever the verdicts, 1 when something breaks, 2 on a wrong option.
 *
 *   npm run bench:speed-ups                                   every speed-up, 4 routes, 5 runs
 *   npm run bench:speed-ups -- --only compile-hints --routes / --runs 1
 *   npm run bench:speed-ups -- --skip-build --runs 7          the builds of the last run again
 *
 * Here (2 cores) a build takes 1.5-3.5 min (each starts from an empty cache) and a Lighthouse run
 * about 10 s: the whole default, 7 builds and 140 runs, about 45 min on a quiet machine.
 *
 * Each build is made in a fresh copy of the working tree (scripts/dev-copy.ts: what git tracks or
 * would track, node_modules linked), with a .cache of its own: the project's public/ and .cache/
 * are left alone (the browser tests may be serving them), and no build reuses another's cache,
 * which was made with other speed-ups. Each copy's public/, without the CMS (no visitor's page,
 * and compressing its bundle would hold every server's start), is kept in
 * reports/bench/speed-ups/<build>/ for --skip-build. Figures and the tables go to
 * reports/bench/speed-ups-<date>.json and .md.
 */
import { spawnSync } from "child_process"
import crypto from "crypto"
import fs from "fs"
import os from "os"
import path from "path"
import { UsageError } from "./args"
import { figuresOf, median, scriptRequestsOf, type LighthouseResult } from "./figures"
import { launchBrowser, runWithRetry, type Browser } from "./lighthouse-runner"
import { gitCommit } from "./git-commit"
import { loadWarning } from "./report"
import { routesOfSite, selectRoutes } from "./routes"
import {
  MARKS_LINE,
  MIN_RUNS_TO_JUDGE,
  USAGE,
  alignedText,
  compareRoute,
  defaultRoutes,
  comparableBytes,
  interleavedOrder,
  markdownTable,
  parseSpeedUpsArgs,
  routeTables,
  summaryLines,
  variantsFor,
  type SpeedUpRun,
  type SpeedUpsOptions,
  type Variant,
} from "./speed-ups-compare"
import { copyProject } from "../dev-copy"
import { startStaticServer, type StaticServer } from "../static-server"
import { ADMIN_PATH } from "../../gatsby/content/admin-path"
import { WITHOUT_SPEED_UPS } from "../../gatsby/speed-ups"

const ROOT = path.resolve(__dirname, "../..")
const REPORTS = path.join(ROOT, "reports", "bench")
const BUILDS = path.join(REPORTS, "speed-ups")

const folderOf = (variant: Variant) => path.join(BUILDS, variant.id)
const recordOf = (variant: Variant) => path.join(BUILDS, `${variant.id}.json`)
const seconds = (ms: number) => `${Math.round(ms / 1000)} s`

interface BuildRecord {
  variant: string
  leftOut?: string
  commit?: string
  builtAt: string
  buildSeconds: number
  /** sha256 of the build's HTML and JavaScript: a build without a speed-up that equals today's did not leave it out. */
  fingerprint: string
}

/** A hash of every .html and .js file of a build, by path and content. */
function fingerprintOf(dir: string): string {
  const hash = crypto.createHash("sha256")
  const files = fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(html|js)$/.test(file) && fs.statSync(path.join(dir, file)).isFile())
    .sort()
  for (const file of files) hash.update(`${file}\0`).update(fs.readFileSync(path.join(dir, file)))
  return hash.digest("hex")
}

/** `npm run build` in a fresh copy of the working tree, leaving out the variant's speed-up; its public/ goes to the variant's folder. */
function build(variant: Variant): BuildRecord {
  // One folder for every build: webpack's module ids depend on where the project is, and builds made
  // in different folders differed by up to 48 bytes of scripts with nothing else changed.
  const copy = path.join(os.tmpdir(), "agency-speed-ups-build")
  fs.rmSync(copy, { recursive: true, force: true })
  fs.mkdirSync(copy)
  const log = path.join(BUILDS, `${variant.id}.build.log`)
  const started = Date.now()
  try {
    copyProject(copy)
    const env: NodeJS.ProcessEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }
    delete env[WITHOUT_SPEED_UPS]
    if (variant.leftOut) env[WITHOUT_SPEED_UPS] = variant.leftOut
    console.log(`Building ${variant.label}${variant.leftOut ? ` (${WITHOUT_SPEED_UPS}=${variant.leftOut})` : ""} in ${copy}…`)
    const result = spawnSync("npm", ["run", "build"], { cwd: copy, env, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 })
    fs.writeFileSync(log, `${result.stdout ?? ""}\n${result.stderr ?? ""}`)
    if (result.status !== 0) {
      const tail = `${result.stdout ?? ""}\n${result.stderr ?? ""}`.trim().split("\n").slice(-30).join("\n")
      throw new Error(`npm run build failed for ${variant.label} (whole log: ${path.relative(ROOT, log)}):\n${tail}`)
    }
    const target = folderOf(variant)
    fs.rmSync(target, { recursive: true, force: true })
    try {
      fs.renameSync(path.join(copy, "public"), target)
    } catch (error) {
      // Another file system than the temporary folder's: copied, then removed with the copy.
      if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error
      fs.cpSync(path.join(copy, "public"), target, { recursive: true })
    }
    fs.rmSync(path.join(target, ADMIN_PATH), { recursive: true, force: true })
  } finally {
    // The copy's node_modules are links: removed, not followed.
    fs.rmSync(copy, { recursive: true, force: true })
  }
  const record: BuildRecord = {
    variant: variant.id,
    ...(variant.leftOut && { leftOut: variant.leftOut }),
    commit: gitCommit(ROOT),
    builtAt: new Date().toISOString(),
    buildSeconds: Math.round((Date.now() - started) / 1000),
    fingerprint: fingerprintOf(folderOf(variant)),
  }
  fs.writeFileSync(recordOf(variant), `${JSON.stringify(record, null, 2)}\n`)
  console.log(`  built in ${record.buildSeconds} s into ${path.relative(ROOT, folderOf(variant))}/`)
  return record
}

function earlierBuild(variant: Variant): BuildRecord {
  if (!fs.existsSync(path.join(folderOf(variant), "index.html")) || !fs.existsSync(recordOf(variant))) {
    throw new Error(
      `--skip-build: no earlier build of ${variant.label} in ${path.relative(ROOT, folderOf(variant))}/; run without --skip-build first`,
    )
  }
  const record = JSON.parse(fs.readFileSync(recordOf(variant), "utf8")) as BuildRecord
  console.log(`Reusing ${variant.label}: built ${record.builtAt} from ${record.commit ?? "an unknown commit"}.`)
  return record
}

/** Each file of a build, counted once as the comparison counts bytes (comparableBytes), by its path: every run asks again. */
const counted = new Map<string, number>()
function builtBytes(variant: Variant, file: string): number {
  const built = path.join(folderOf(variant), file)
  let bytes = counted.get(built)
  if (bytes === undefined) {
    bytes = comparableBytes(fs.readFileSync(built, "utf8"))
    counted.set(built, bytes)
  }
  return bytes
}

function runOf(lhr: LighthouseResult, variant: Variant, route: string): SpeedUpRun {
  const figures = figuresOf(lhr)
  const scripts = scriptRequestsOf(lhr).map((item) => String(item.url))
  return {
    performance: figures.scores.performance,
    tbt: figures.tbt,
    lcp: figures.lcp,
    jsBytes: scripts.reduce((sum, url) => sum + builtBytes(variant, new URL(url).pathname), 0),
    htmlBytes: builtBytes(variant, path.join(route, "index.html")),
    scripts: scripts.length,
  }
}

async function benchSpeedUps(options: SpeedUpsOptions) {
  const started = Date.now()
  const variants = variantsFor(options.only)
  fs.mkdirSync(BUILDS, { recursive: true })

  const buildOrReuse = (variant: Variant) => (options.skipBuild ? earlierBuild(variant) : build(variant))
  // Today's build first: the routes are checked against it before the other builds take their minutes.
  const today = buildOrReuse(variants[0])
  const all = routesOfSite(folderOf(variants[0]))
  const { routes, unknown } = selectRoutes(all, options.routes ?? defaultRoutes(all))
  if (unknown.length > 0) throw new UsageError(`No such route in today's build: ${unknown.join(", ")}`)
  const records = new Map<string, BuildRecord>([[variants[0].id, today]])
  for (const variant of variants.slice(1)) {
    const record = buildOrReuse(variant)
    records.set(variant.id, record)
    if (record.fingerprint === today.fingerprint) {
      throw new Error(`The build ${variant.label} has the same HTML and JavaScript as today's: the speed-up was not left out`)
    }
    const missing = routes.filter((route) => !fs.existsSync(path.join(folderOf(variant), route, "index.html")))
    if (missing.length > 0) throw new Error(`The build ${variant.label} lacks ${missing.join(", ")}`)
  }

  const servers = new Map<string, StaticServer>()
  let browser: Browser | undefined
  const stop = async () => {
    await browser?.close()
    for (const server of servers.values()) await server.close()
  }
  process.once("SIGINT", () => {
    void stop().finally(() => process.exit(130))
  })

  const runs = new Map<string, SpeedUpRun[]>()
  const key = (variant: Variant, route: string) => `${variant.id} ${route}`
  const loads: number[] = []
  try {
    for (const variant of variants) servers.set(variant.id, await startStaticServer(folderOf(variant)))
    browser = await launchBrowser()
    const url = (variant: Variant, route: string) => servers.get(variant.id)!.origin + route
    const order = interleavedOrder(variants, routes, options.runs)
    console.log(
      `Lighthouse on ${variants.length} builds × ${routes.length} route(s) × ${options.runs} run(s): ${order.length} runs, interleaved. ` +
        "Warm-up run (not counted)…",
    )
    await browser.run(url(variants[0], routes[0]))
    const runStarted = Date.now()
    for (const [index, slot] of order.entries()) {
      const t0 = Date.now()
      const run = runOf(await runWithRetry(browser, url(slot.variant, slot.route)), slot.variant, slot.route)
      runs.set(key(slot.variant, slot.route), [...(runs.get(key(slot.variant, slot.route)) ?? []), run])
      loads.push(os.loadavg()[0])
      const eta = ((Date.now() - runStarted) / (index + 1)) * (order.length - index - 1)
      console.log(
        `[${index + 1}/${order.length}] round ${slot.round} ${slot.route} ${slot.variant.label}: perf ${run.performance.toFixed(2)}, ` +
          `TBT ${Math.round(run.tbt)} ms, LCP ${(run.lcp / 1000).toFixed(2)} s, JS ${run.jsBytes} B in ${run.scripts} scripts, HTML ${run.htmlBytes} B ` +
          `(${seconds(Date.now() - t0)}, load ${loads[loads.length - 1].toFixed(1)}, about ${seconds(eta)} left)`,
      )
    }
  } finally {
    await stop()
  }

  const byRoute = routes.map((route) => {
    const comparisons = compareRoute(
      runs.get(key(variants[0], route))!,
      variants.slice(1).map((variant) => ({ speedUp: variant.leftOut!, runs: runs.get(key(variant, route))! })),
    )
    const tables = routeTables(
      variants.map((variant) => ({ label: variant.label, runs: runs.get(key(variant, route))! })),
      comparisons,
    )
    return { route, comparisons, tables }
  })
  const summary = summaryLines(byRoute)
  const cpus = os.cpus().length
  const busy = loadWarning(cpus, median(loads))
  const fewRuns =
    options.runs < MIN_RUNS_TO_JUDGE
      ? `With ${options.runs} run(s) per build the timings are not judged (${MIN_RUNS_TO_JUDGE} at least).`
      : undefined
  const context =
    `${options.runs} run(s) per build and route, interleaved; commit ${today.commit ?? "unknown"}; ` +
    `load average ${median(loads).toFixed(1)} (median over the runs) on ${cpus} CPU(s); took ${Math.round((Date.now() - started) / 60000)} min.`

  console.log("")
  console.log(MARKS_LINE)
  for (const { route, tables } of byRoute) {
    console.log(`\n${route}\n`)
    console.log(alignedText(tables.header, tables.figures))
    console.log("")
    console.log(alignedText(tables.differencesHeader, tables.differences))
  }
  console.log("")
  for (const line of [...summary, ...(fewRuns ? [fewRuns] : []), ...(busy ? [busy] : []), context]) console.log(line)

  const stamp = new Date().toISOString().slice(0, 16).replace(":", "-")
  const markdown = [
    `# What each speed-up buys, ${stamp.slice(0, 10)}`,
    "",
    `npm run bench:speed-ups: ${context}`,
    "",
    ...(fewRuns ? [`> ${fewRuns}`, ""] : []),
    ...(busy ? [`> ${busy}`, ""] : []),
    MARKS_LINE,
    "",
    ...summary.map((line) => `- ${line}`),
    ...byRoute.flatMap(({ route, tables }) => [
      "",
      `## ${route}`,
      "",
      markdownTable(tables.header, tables.figures),
      "",
      markdownTable(tables.differencesHeader, tables.differences),
    ]),
    "",
  ].join("\n")
  const report = path.join(REPORTS, `speed-ups-${stamp}.md`)
  fs.writeFileSync(report, markdown)
  const figures = {
    context,
    builds: [...records.values()],
    runs: Object.fromEntries(runs),
    comparisons: byRoute.map(({ route, comparisons }) => ({ route, comparisons })),
  }
  fs.writeFileSync(report.replace(/\.md$/, ".json"), `${JSON.stringify(figures, null, 2)}\n`)
  console.log(`\nReport: ${path.relative(ROOT, report)} (every run's figures beside it, .json)`)
}

async function main() {
  const options = parseSpeedUpsArgs(process.argv.slice(2))
  if (options === "help") {
    console.log(USAGE)
    return
  }
  await benchSpeedUps(options)
}

main().catch((error) => {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`)
    process.exit(2)
  }
  console.error(error)
  process.exit(1)
})
