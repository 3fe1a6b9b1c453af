/** Command-line options of npm run bench. */

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
  const options: BenchOptions = { runs: 3, outDir: "reports/bench", rebuildBare: false }
  for (let index = 0; index < argv.length; index++) {
    const [flag, inline] = argv[index].split(/=(.*)/s, 2)
    const value = () => {
      const next = inline ?? argv[++index]
      if (next === undefined || next === "") throw new UsageError(`${flag} needs a value`)
      return next
    }
    switch (flag) {
      case "--runs": {
        const runs = Number(value())
        if (!Number.isInteger(runs) || runs < 1) throw new UsageError("--runs must be a whole number of at least 1")
        options.runs = runs
        break
      }
      case "--routes":
        options.routes = value()
          .split(",")
          .map((route) => route.trim())
          .filter(Boolean)
        if (options.routes.length === 0) throw new UsageError("--routes needs at least one route")
        break
      case "--out":
        options.outDir = value()
        break
      case "--rebuild-bare":
        options.rebuildBare = true
        break
      case "--help":
      case "-h":
        return "help"
      default:
        throw new UsageError(`Unknown option ${argv[index]}`)
    }
  }
  return options
}
