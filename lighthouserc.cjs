/**
 * Lighthouse CI's configuration for npm run bench (scripts/bench/run.ts): every route of the built
 * site and the bare Gatsby page, served by scripts/bench/serve.ts, Lighthouse's mobile preset on
 * Debian's Chromium, 3 runs each, and the absolute targets of docs/performance.md asserted on the
 * medians. The ratios to the bare page, which no assertion can express, are judged by run.ts.
 */
const fs = require("fs")
const path = require("path")
const tsx = require("tsx/cjs/api")

const load = (file) => tsx.require(path.join(__dirname, file), __filename)
const { CATEGORIES, TARGETS } = load("scripts/bench/figures.ts")
const { BENCH_SERVERS, isNoindexRoute, originOf, routesOfSite } = load("scripts/bench/routes.ts")
const { CHROME_FLAGS, chromePath } = load("scripts/chromium.ts")

const site = originOf(BENCH_SERVERS.site.port)
const publicDir = path.resolve(__dirname, BENCH_SERVERS.site.dir)
const routes = fs.existsSync(publicDir) ? routesOfSite(publicDir) : []
const indexable = routes.filter((route) => !isNoindexRoute(publicDir, route))
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
const minScores = (categories) =>
  Object.fromEntries(categories.map((category) => [`categories:${category}`, ["error", { minScore: TARGETS[category] }]]))

module.exports = {
  ci: {
    collect: {
      url: [`${originOf(BENCH_SERVERS.bare.port)}/`, ...routes.map((route) => site + route)],
      numberOfRuns: 3,
      startServerCommand: `${path.join(__dirname, "node_modules/.bin/tsx")} ${path.join(__dirname, "scripts/bench/serve.ts")}`,
      // The server compresses every file before it answers, as a CDN's cache holds them.
      startServerReadyTimeout: 120_000,
      chromePath: chromePath(),
      settings: { chromeFlags: CHROME_FLAGS.join(" "), onlyCategories: [...CATEGORIES] },
    },
    assert: {
      // The bare page is the anchor, held to nothing; noindex pages (404, thank you, the contact page's copies) to no SEO score.
      assertMatrix: [
        {
          matchingUrlPattern: `^${escape(site)}/`,
          aggregationMethod: "median",
          assertions: {
            ...minScores(CATEGORIES.filter((category) => category !== "seo")),
            "cumulative-layout-shift": ["error", { maxNumericValue: TARGETS.cls }],
          },
        },
        {
          matchingUrlPattern: `^(${indexable.map((route) => escape(site + route)).join("|")})$`,
          aggregationMethod: "median",
          assertions: minScores(["seo"]),
        },
      ],
    },
    upload: { target: "filesystem", outputDir: path.join(__dirname, "reports/bench") },
  },
}
