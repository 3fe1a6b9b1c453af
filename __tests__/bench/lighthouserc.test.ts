/** @jest-environment node */
import { execFileSync } from "child_process"
import fs from "fs"
import path from "path"
import { BENCH_SERVERS, isNoindexRoute, originOf, routesOfSite } from "../../scripts/bench/routes"
import { lighthouseResult } from "./lighthouse-result"

// Lighthouse CI's own assertion engine, the one lhci assert runs.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { getAllAssertionResults } = require("@lhci/utils/src/assertions.js")
/** The configuration as lhci reads it: required by plain Node, which loads the TypeScript it needs through tsx. */
const rc = JSON.parse(
  execFileSync(process.execPath, ["-p", "JSON.stringify(require('./lighthouserc.cjs'))"], {
    cwd: path.resolve(__dirname, "../.."),
    encoding: "utf8",
  }),
)

const PUBLIC_DIR = path.resolve(__dirname, "../..", BENCH_SERVERS.site.dir)
const built = fs.existsSync(path.join(PUBLIC_DIR, "index.html"))
const routes = built ? routesOfSite(PUBLIC_DIR) : []
const noindex = (route: string) => isNoindexRoute(PUBLIC_DIR, route)

/** The failed assertions Lighthouse CI reports for one URL's runs, each given as [performance, seo]. */
const failures = (url: string, runs: Array<[number, number]>): string[] =>
  getAllAssertionResults(
    rc.ci.assert,
    runs.map(([performance, seo]) => ({ ...lighthouseResult({ scores: { performance, seo } }), finalUrl: url })),
  ).map((result: { auditProperty?: string; auditId: string }) => result.auditProperty ?? result.auditId)

;(built ? describe : describe.skip)("the targets lighthouserc.cjs asserts (needs npm run build)", () => {
  const site = (route: string) => originOf(BENCH_SERVERS.site.port) + route

  it("measures the bare page and every route of the built site", () => {
    expect(rc.ci.collect.url).toEqual([`${originOf(BENCH_SERVERS.bare.port)}/`, ...routes.map(site)])
  })

  it("holds an indexable page to every target, judged on the median of its runs", () => {
    const indexable = site(routes.find((route) => !noindex(route))!)
    expect(
      failures(indexable, [
        [1, 1],
        [1, 1],
        [0.5, 0.5],
      ]),
    ).toEqual([])
    expect(
      failures(indexable, [
        [0.97, 0.92],
        [0.97, 0.92],
        [1, 1],
      ]),
    ).toEqual(["performance", "seo"])
  })

  it("does not hold a noindex page to an SEO score, and the bare page to nothing", () => {
    const noindexRoute = routes.find(noindex)
    expect(noindexRoute).toBeDefined()
    expect(failures(site(noindexRoute!), [[0.97, 0.66]])).toEqual(["performance"])
    expect(failures(`${originOf(BENCH_SERVERS.bare.port)}/`, [[0.5, 0.5]])).toEqual([])
  })
})
