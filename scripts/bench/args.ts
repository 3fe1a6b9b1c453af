/** Command-line options of npm run bench. */
import { parseArgs } from "util"

export interface BenchOptions {
  /** Lighthouse runs per route (the median is reported). */
  runs: number
  /** Only these routes; every route of the site when absent. */
  routes?: string[]
  /** Where the raw JSON and the Markdown report go. */
  outDir: string
  /** Rebuild the bare Gatsby page even when its public/ is up to date. */
  rebuildBare: boolean
}

export const USAGE = `npm run bench [-- options]
  --runs N              Lighthouse runs per route, median reported (default 3)
  --routes /,/about-us/ only these routes (default: every index.html in public/)
  --out DIR             report folder (default reports/bench)
  --rebuild-bare        rebuild the bare Gatsby page even if its build is up to date
  --help                this text`

export class UsageError extends Error {}

export function parseBenchArgs(argv: string[]): BenchOptions | "help" {
  let values
  try {
    ;({ values } = parseArgs({
      args: argv,
      options: {
        runs: { type: "string", default: "3" },
        routes: { type: "string" },
        out: { type: "string", default: "reports/bench" },
        "rebuild-bare": { type: "boolean", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
    }))
  } catch (error) {
    throw new UsageError((error as Error).message)
  }
  if (values.help) return "help"
  const runs = Number(values.runs)
  if (!Number.isInteger(runs) || runs < 1) throw new UsageError("--runs must be a whole number of at least 1")
  if (!values.out) throw new UsageError("--out needs a folder")
  const options: BenchOptions = { runs, outDir: values.out, rebuildBare: values["rebuild-bare"] }
  if (values.routes !== undefined) {
    options.routes = values.routes
      .split(",")
      .map((route) => route.trim())
      .filter(Boolean)
    if (options.routes.length === 0) throw new UsageError("--routes needs at least one route")
  }
  return options
}
