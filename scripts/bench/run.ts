/**
 * npm run bench: Lighthouse CI (lighthouserc.cjs) collects and asserts on every route of the built
 * site and on the bare Gatsby page, writes each run's report to reports/bench/, and this prints one
 * table of each route's median run with its ratios to the bare page. Exits 1 when a target is missed.
 *
 *   npm run bench                                       every route, 3 runs each
 *   npm run bench -- --runs 1 --routes /,/contact-us/   the quick variant
 *   npm run bench -- --site .test-build/published-examples --routes /case-studies/
 *                                                       another built folder: here npm test's site
 *                                                       with the example case studies published
 */
import { spawnSync } from "child_process"
import fs from "fs"
import path from "path"
import { parseArgs } from "util"
import { TARGETS, figuresOf, missesOf, representativeRuns, type LighthouseResult, type ManifestEntry } from "./figures"
import { BENCH_SERVERS, isNoindexRoute, originOf, routesOfSite, selectRoutes } from "./routes"
import { BARE_LABEL, cpuSpreadNote, formatTextTable } from "./table"

const ROOT = path.resolve(__dirname, "../..")
/** Lighthouse CI keeps its runs in .lighthouseci/ under the folder it runs in: this one, which git ignores. */
const WORK_DIR = path.join(ROOT, "reports", "bench")
const USAGE = "npm run bench [-- --runs N (default 3)] [--routes /,/contact-us/ (default: every route)] [--site FOLDER (default public)]"

const run = (command: string, args: string[], cwd = ROOT) =>
  spawnSync(command, args, { cwd, stdio: "inherit", env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" } }).status ?? 1
const lhci = (command: string, ...args: string[]) =>
  run(
    process.execPath,
    [require.resolve("@lhci/cli/src/cli.js"), command, `--config=${path.join(ROOT, "lighthouserc.cjs")}`, ...args],
    WORK_DIR,
  )

/** Builds a site whose index.html is missing (Gatsby resolves the bare page's packages from the root node_modules). */
function buildIfMissing(dir: string, command: string, args: string[]) {
  if (fs.existsSync(path.resolve(ROOT, dir, "index.html"))) return
  console.log(`${dir}/index.html is missing: running ${command} ${args.join(" ")} first.`)
  if (run(command, args, path.join(ROOT, dir, "..")) !== 0) throw new Error(`${command} ${args.join(" ")} failed`)
}

function main(): number {
  const { values } = parseArgs({
    options: { runs: { type: "string", default: "3" }, routes: { type: "string" }, site: { type: "string" } },
  })
  const runCount = Number(values.runs)
  if (!Number.isInteger(runCount) || runCount < 1) throw new Error(`--runs must be a whole number of at least 1\n${USAGE}`)
  if (values.site) {
    if (!fs.existsSync(path.resolve(ROOT, values.site, "index.html"))) throw new Error(`${values.site} holds no built site.\n${USAGE}`)
    // Read by Lighthouse CI's configuration and the bench's server, which run as child processes.
    process.env.BENCH_SITE_DIR = values.site
  } else buildIfMissing(BENCH_SERVERS.site.dir, "npm", ["run", "build"])
  buildIfMissing(BENCH_SERVERS.bare.dir, "npx", ["gatsby", "build"])
  const siteDir = path.resolve(ROOT, values.site ?? BENCH_SERVERS.site.dir)
  const { routes, unknown } = selectRoutes(routesOfSite(siteDir), values.routes?.split(",").filter(Boolean))
  if (unknown.length > 0 || routes.length === 0)
    throw new Error(`No such route in ${path.relative(ROOT, siteDir)}/: ${unknown.join(", ")}\n${USAGE}`)

  fs.mkdirSync(WORK_DIR, { recursive: true })
  const bareUrl = `${originOf(BENCH_SERVERS.bare.port)}/`
  const urls = values.routes ? [bareUrl, ...routes.map((route) => originOf(BENCH_SERVERS.site.port) + route)] : []
  if (lhci("collect", `--numberOfRuns=${runCount}`, ...urls.map((url) => `--url=${url}`)) !== 0) throw new Error("lhci collect failed")
  const asserted = lhci("assert")
  lhci("upload")

  const read = <T>(file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as T
  const runs = representativeRuns(read<ManifestEntry[]>(path.join(WORK_DIR, "manifest.json")))
  const bareRun = runs.get(bareUrl)
  if (!bareRun) throw new Error(`Lighthouse CI has no run of the bare page (${bareUrl})`)
  const bare = figuresOf(BARE_LABEL, read<LighthouseResult>(bareRun))
  const rows = [...runs]
    .filter(([url]) => url !== bareUrl)
    .map(([url, file]) => ({
      ...figuresOf(new URL(url).pathname, read<LighthouseResult>(file)),
      noindex: isNoindexRoute(siteDir, new URL(url).pathname),
    }))

  console.log(
    `\nThe median of ${runCount} run(s) (Lighthouse CI's representative run); ✗ marks a miss. Targets: performance ≥ ${TARGETS.performance}, accessibility,`,
  )
  console.log(
    `best practices and SEO (noindex pages exempt) 1.00, CLS ${TARGETS.cls}, LCP ≤ ${TARGETS.lcpRatio}× and first-load JS ≤ ${TARGETS.firstLoadJsRatio}× the bare page.\n`,
  )
  console.log(formatTextTable(rows, bare))
  const spread = cpuSpreadNote([bare, ...rows])
  if (spread) console.log(`\n${spread}`)
  const missed = rows.filter((row) => missesOf(row, bare).length > 0).length
  console.log(
    `\n${missed === 0 ? `Every route (${rows.length}) meets every target.` : `${missed} of ${rows.length} routes miss a target.`}`,
  )
  console.log(`Each run's report: ${path.relative(ROOT, WORK_DIR)}/ (Lighthouse CI's upload; open the .html files).`)
  return asserted === 0 && missed === 0 ? 0 : 1
}

try {
  process.exitCode = main()
} catch (error) {
  console.error((error as Error).message)
  process.exitCode = 1
}
