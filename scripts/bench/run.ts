/**
 * npm run bench: Lighthouse 12 (mobile preset) on every route of the built site
 * and on a bare Gatsby page built from bench/bare-gatsby, N runs each, medians,
 * one table with ratios to the bare page, and a report in reports/bench/.
 * A benchmark, not a test: it exits 0 when targets are missed, 1 when something breaks.
 *
 *   npm run bench                                   every route, 3 runs each
 *   npm run bench -- --runs 1 --routes /,/contact-us/
 */
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { USAGE, UsageError, parseBenchArgs, type BenchOptions } from "./args"
import { figuresOf, isNoindexPage, median, medianFigures, medianRunIndex, type LighthouseResult, type RunFigures } from "./figures"
import { launchBrowser, runWithRetry, type Browser } from "./lighthouse-runner"
import { gitCommit } from "./git-commit"
import {
  TARGETS_LINE,
  diagnose,
  formatDiagnosis,
  formatMarkdownReport,
  loadWarning,
  reasonsOf,
  summarizeMisses,
  worstRoutes,
  type Reasons,
} from "./report"
import { routesOfSite, selectRoutes, slugOf } from "./routes"
import { startStaticServer, type StaticServer } from "../static-server"
import { BARE_LABEL, formatTextTable } from "./table"

const ROOT = path.resolve(__dirname, "../..")
const SITE_PUBLIC = path.join(ROOT, "public")
const BARE_DIR = path.join(ROOT, "bench", "bare-gatsby")
const BARE_PUBLIC = path.join(BARE_DIR, "public")
/** How many of the worst routes the report diagnoses. */
const DIAGNOSED_ROUTES = 4

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }

function buildSiteIfMissing() {
  if (fs.existsSync(path.join(SITE_PUBLIC, "index.html"))) return
  console.log("public/index.html is missing: building the site first (npm run build).")
  const result = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit", env })
  if (result.status !== 0) throw new Error("npm run build failed")
}

/**
 * Newest modification time of the fixture's own files (not its build output).
 * A walk of our own, not readdirSync's recursive listing, so it never descends into .cache/, public/ or node_modules/.
 */
function newestSource(dir: string): number {
  let newest = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if ([".cache", "public", "node_modules"].includes(entry.name)) continue
    const full = path.join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : fs.statSync(full).mtimeMs)
  }
  return newest
}

/** Builds the bare page when its build is missing or older than its sources. Gatsby resolves from the root node_modules. */
function buildBareIfNeeded(force: boolean) {
  const index = path.join(BARE_PUBLIC, "index.html")
  if (!force && fs.existsSync(index) && fs.statSync(index).mtimeMs >= newestSource(BARE_DIR)) return
  console.log("Building the bare Gatsby page (bench/bare-gatsby); a few minutes on a cold cache…")
  const started = Date.now()
  const result = spawnSync("npx", ["gatsby", "build"], { cwd: BARE_DIR, encoding: "utf8", env, maxBuffer: 64 * 1024 * 1024 })
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? "")
    process.stderr.write(result.stderr ?? "")
    throw new Error("Building bench/bare-gatsby failed")
  }
  console.log(`Built the bare page in ${Math.round((Date.now() - started) / 1000)} s.`)
}

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`

interface Target {
  route: string
  label: string
  slug: string
  url: string
  runs: RunFigures[]
  files: string[]
}

async function bench(options: BenchOptions) {
  const started = Date.now()
  const loadAtStart = os.loadavg()[0]
  buildSiteIfMissing()
  const { routes, unknown } = selectRoutes(routesOfSite(SITE_PUBLIC), options.routes)
  if (unknown.length > 0) throw new UsageError(`No such route in public/: ${unknown.join(", ")}`)
  buildBareIfNeeded(options.rebuildBare)

  const stamp = new Date().toISOString().replace(/[:.]/g, "-")
  const outDir = path.resolve(ROOT, options.outDir, stamp)
  fs.mkdirSync(path.join(outDir, "lhr"), { recursive: true })

  let site: StaticServer | undefined
  let bareServer: StaticServer | undefined
  let browser: Browser | undefined
  const stop = async () => {
    await browser?.close()
    await site?.close()
    await bareServer?.close()
  }
  process.once("SIGINT", () => {
    void stop().finally(() => process.exit(130))
  })

  try {
    site = await startStaticServer(SITE_PUBLIC)
    bareServer = await startStaticServer(BARE_PUBLIC)
    browser = await launchBrowser()

    const bare: Target = { route: "/", label: BARE_LABEL, slug: "bare-gatsby", url: `${bareServer.origin}/`, runs: [], files: [] }
    const targets: Target[] = [
      bare,
      ...routes.map((route) => ({ route, label: route, slug: slugOf(route), url: site!.origin + route, runs: [], files: [] })),
    ]
    const total = targets.length * options.runs
    console.log(
      `Lighthouse ${options.runs} run(s) on ${routes.length} route(s) and the bare page: ${total} runs, one at a time. ` +
        `Raw reports go to ${path.relative(ROOT, outDir)}/.`,
    )
    console.log("Warm-up run (not counted)…")
    await browser.run(bare.url)

    const runStarted = Date.now()
    let done = 0
    let lighthouseVersion = ""
    let hostUserAgent = ""
    const benchmarkIndexes: number[] = []
    const loads: number[] = []
    // Round by round, so a slow spell on the machine spreads over every route rather than one.
    for (let round = 1; round <= options.runs; round++) {
      for (const target of targets) {
        const t0 = Date.now()
        const lhr = await runWithRetry(browser, target.url)
        const figures = figuresOf(lhr)
        const file = path.join(outDir, "lhr", `${target.slug}.run${round}.json`)
        fs.writeFileSync(file, JSON.stringify(lhr))
        target.runs.push(figures)
        target.files.push(file)
        lighthouseVersion = lhr.lighthouseVersion ?? lighthouseVersion
        hostUserAgent = lhr.environment?.hostUserAgent ?? hostUserAgent
        if (lhr.environment?.benchmarkIndex) benchmarkIndexes.push(lhr.environment.benchmarkIndex)
        loads.push(os.loadavg()[0])
        done++
        const eta = ((Date.now() - runStarted) / done) * (total - done)
        console.log(
          `[${String(done).padStart(String(total).length)}/${total}] run ${round}/${options.runs} ${target.label}: ` +
            `perf ${figures.scores.performance.toFixed(2)}, LCP ${(figures.lcp / 1000).toFixed(2)} s, ` +
            `TBT ${Math.round(figures.tbt)} ms, CLS ${figures.cls.toFixed(3)} ` +
            `(${seconds(Date.now() - t0)}, load ${loads[loads.length - 1].toFixed(1)}, about ${seconds(eta)} left)`,
        )
      }
    }

    const bareRow = medianFigures(BARE_LABEL, bare.runs)
    const siteTargets = targets.slice(1)
    const builtPage = (route: string) => fs.readFileSync(path.join(SITE_PUBLIC, route, "index.html"), "utf8")
    const rows = siteTargets.map((target) => ({
      ...medianFigures(target.route, target.runs),
      noindex: isNoindexPage(builtPage(target.route)),
    }))
    const representative = (target: Target) => target.files[medianRunIndex(target.runs)]
    const readLhr = (file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as LighthouseResult

    const reasons: Record<string, Reasons> = {}
    for (const target of siteTargets) reasons[target.route] = reasonsOf(readLhr(representative(target)))
    const misses = summarizeMisses(rows, bareRow, reasons)
    const diagnoses = worstRoutes(rows, DIAGNOSED_ROUTES).map((row) => {
      const target = siteTargets.find((candidate) => candidate.route === row.route)!
      const lhr = readLhr(representative(target))
      return formatDiagnosis(row.route, row, diagnose(lhr, lhr.runWarnings ?? []))
    })

    const context = {
      date: new Date().toISOString(),
      commit: gitCommit(ROOT),
      runs: options.runs,
      chromium: hostUserAgent.match(/Chrome\/[\d.]+/)?.[0].replace("Chrome/", "Chromium ") ?? "Chromium",
      lighthouse: lighthouseVersion,
      cpus: os.cpus().length,
      loadAverage: { start: loadAtStart, end: os.loadavg()[0], median: median(loads), max: Math.max(...loads) },
      benchmarkIndex: benchmarkIndexes.length ? median(benchmarkIndexes) : 0,
      durationMs: Date.now() - started,
    }
    const markdown = formatMarkdownReport(context, rows, bareRow, misses, diagnoses)
    const summary = {
      context,
      targets: TARGETS_LINE,
      bare: { ...bareRow, runsFigures: bare.runs, reports: bare.files.map((file) => path.relative(outDir, file)) },
      routes: siteTargets.map((target, index) => ({
        ...rows[index],
        runsFigures: target.runs,
        reports: target.files.map((file) => path.relative(outDir, file)),
        medianRunReport: path.relative(outDir, representative(target)),
        reasons: reasons[target.route],
      })),
      misses,
    }
    fs.writeFileSync(path.join(outDir, "report.md"), markdown)
    fs.writeFileSync(path.join(outDir, "summary.json"), `${JSON.stringify(summary, null, 2)}\n`)
    fs.copyFileSync(path.join(outDir, "report.md"), path.join(outDir, "..", "latest.md"))
    fs.copyFileSync(path.join(outDir, "summary.json"), path.join(outDir, "..", "latest.json"))

    console.log("")
    console.log(`Medians of ${options.runs} run(s); ✗ marks a miss. ${TARGETS_LINE}`)
    console.log("")
    console.log(formatTextTable(rows, bareRow))
    console.log("")
    for (const line of misses) console.log(line)
    console.log("")
    console.log(`Report with the causes on the worst routes: ${path.relative(ROOT, path.join(outDir, "report.md"))}`)
    console.log(
      `Raw Lighthouse JSON: ${path.relative(ROOT, path.join(outDir, "lhr"))}/ (open one in https://googlechrome.github.io/lighthouse/viewer/)`,
    )
    console.log(
      `Took ${Math.round((Date.now() - started) / 60000)} min; load average ${context.loadAverage.median.toFixed(1)} ` +
        `(median over the runs) on ${context.cpus} CPU(s).`,
    )
    const busy = loadWarning(context.cpus, context.loadAverage.median)
    if (busy) console.log(busy)
  } finally {
    await stop()
  }
}

async function main() {
  let options: BenchOptions | "help"
  try {
    options = parseBenchArgs(process.argv.slice(2))
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}`)
      process.exit(2)
    }
    throw error
  }
  if (options === "help") {
    console.log(USAGE)
    return
  }
  await bench(options)
}

main().catch((error) => {
  if (error instanceof UsageError) {
    console.error(error.message)
    process.exit(2)
  }
  console.error(error)
  process.exit(1)
})
