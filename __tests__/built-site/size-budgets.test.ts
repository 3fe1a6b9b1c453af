/**
 * @jest-environment node
 *
 * Byte budgets: per route, the gzip size of the JavaScript and CSS a first
 * visit loads before the page is interactive, against size-budgets.json.
 * After making the site lighter, lower the budgets to what the build reaches:
 *   UPDATE_SIZE_BUDGETS=1 npx jest __tests__/built-site/size-budgets
 */
import fs from "fs"
import path from "path"
import { builtPages, isLocal, PUBLIC_DIR, upFrontScripts } from "./support"
import { compressAsServed } from "../../scripts/static-server"

type Kind = "js" | "css"
type Sizes = Record<Kind, number>
interface Budgets {
  $comment?: string
  default: Sizes
  routes: Record<string, Partial<Sizes>>
}

const BUDGETS_FILE = path.resolve(__dirname, "../../size-budgets.json")
/** What UPDATE_SIZE_BUDGETS adds to a measured size before rounding it up to 100 bytes (well within 5%). */
const MARGIN = 0.02

const gzipSize = (data: string | Buffer) => compressAsServed(data, "gzip").length
const brotliSize = (data: Buffer) => compressAsServed(data, "br").length
const fileSize = (url: string) => gzipSize(fs.readFileSync(path.join(PUBLIC_DIR, decodeURIComponent(new URL(url, "http://site").pathname))))

/** Gzip bytes of the JavaScript and CSS a route loads up front: linked files once each, inline code as its own text. */
function upFrontSizes(route: string, document: Document): Sizes {
  const attribute = (selector: string, name: string) =>
    Array.from(document.querySelectorAll(selector), (element) => element.getAttribute(name)).filter(isLocal)
  const scriptFiles = new Set(upFrontScripts(route, document))
  const styleFiles = new Set(attribute('link[rel="stylesheet"]', "href"))
  const inlineScripts = Array.from(document.querySelectorAll("script:not([src])"))
    .filter((script) => ["", "text/javascript", "module"].includes(script.getAttribute("type") ?? ""))
    .map((script) => script.textContent ?? "")
    .join("\n")
  const inlineStyles = Array.from(document.querySelectorAll("style"), (style) => style.textContent ?? "").join("\n")
  const sum = (files: Set<string>) => Array.from(files, fileSize).reduce((total, size) => total + size, 0)
  return {
    js: sum(scriptFiles) + (inlineScripts ? gzipSize(inlineScripts) : 0),
    css: sum(styleFiles) + (inlineStyles ? gzipSize(inlineStyles) : 0),
  }
}

/** The folder a route is in ("/service/" for "/service/x/", "/" for "/about-us/"): its kind of page, as its address tells. */
const folderOf = (route: string) => route.replace(/[^/]+\/$/, "")

/**
 * The most a route's kind of page may load: the default, or more where a page of the same folder
 * has more. A page of a kind may come to show what another of its kind shows (an editor's newly
 * published case study gives a product page its "Work in this area"), so every page of a folder
 * gets its kind's most; a top-level page (its folder is "/") keeps its own, and a page the owner
 * added or moved gets its kind's. A budget of a route the site no longer has judges nothing.
 */
function budgetFor(budgets: Budgets, route: string): Sizes {
  const own = { ...budgets.default, ...budgets.routes[route] }
  if (folderOf(route) === "/") return own
  const sameKind = Object.entries(budgets.routes).filter(([other]) => folderOf(other) === folderOf(route))
  const most = (kind: Kind) => Math.max(own[kind], ...sameKind.map(([, sizes]) => sizes[kind] ?? 0))
  return { js: most("js"), css: most("css") }
}

/**
 * Budgets at the measured sizes plus the margin: as the default, the allowance
 * that fits the most routes (never below a route's size nor more than 5% above
 * it), and a route's own allowance where the default does not fit it.
 */
function budgetsFrom(measured: Array<{ route: string; sizes: Sizes }>, comment?: string): Budgets {
  const kinds: Kind[] = ["js", "css"]
  const allowance = (size: number) => Math.ceil((size * (1 + MARGIN)) / 100) * 100
  const fits = (budget: number, size: number) => budget >= size && budget <= size * 1.05
  const mostFitting = (kind: Kind) =>
    measured
      .map(({ sizes }) => allowance(sizes[kind]))
      .map((budget) => ({ budget, count: measured.filter(({ sizes }) => fits(budget, sizes[kind])).length }))
      .sort((a, b) => b.count - a.count || b.budget - a.budget)[0].budget
  const fallback = { js: mostFitting("js"), css: mostFitting("css") }
  const routes: Budgets["routes"] = {}
  for (const { route, sizes } of measured) {
    for (const kind of kinds) {
      if (!fits(fallback[kind], sizes[kind])) routes[route] = { ...routes[route], [kind]: allowance(sizes[kind]) }
    }
  }
  return { $comment: comment, default: fallback, routes }
}

const measured = builtPages().map(({ route, document }) => ({ route, sizes: upFrontSizes(route, document) }))

if (process.env.UPDATE_SIZE_BUDGETS) {
  const previous = fs.existsSync(BUDGETS_FILE) ? (JSON.parse(fs.readFileSync(BUDGETS_FILE, "utf8")) as Budgets) : undefined
  fs.writeFileSync(BUDGETS_FILE, `${JSON.stringify(budgetsFrom(measured, previous?.$comment), null, 2)}\n`)
  console.table(Object.fromEntries(measured.map(({ route, sizes }) => [route, sizes])))
}

const budgets = JSON.parse(fs.readFileSync(BUDGETS_FILE, "utf8")) as Budgets

describe("size budgets (gzip bytes loaded up front)", () => {
  it.each(measured.map(({ route, sizes }) => [route, sizes] as const))("%s stays within its budget", (route, sizes) => {
    const budget = budgetFor(budgets, route)
    const over = (["js", "css"] as Kind[])
      .filter((kind) => sizes[kind] > budget[kind])
      .map((kind) => `${route}: ${kind} is ${sizes[kind]} bytes gzipped, over its budget of ${budget[kind]} (size-budgets.json)`)
    expect(over).toEqual([])
  })

  it("gives every page of a folder, and one without a budget of its own, the most its kind of page may load", () => {
    const example: Budgets = {
      default: { js: 1000, css: 100 },
      routes: { "/": { css: 900 }, "/about-us/": { css: 90 }, "/service/a/": { css: 300 }, "/service/b/": { js: 1200 } },
    }
    expect(budgetFor(example, "/service/a/")).toEqual({ js: 1200, css: 300 })
    expect(budgetFor(example, "/service/moved/")).toEqual({ js: 1200, css: 300 })
    expect(budgetFor(example, "/products/new/")).toEqual({ js: 1000, css: 100 })
    // The home page's own allowance is its own, not every top-level page's.
    expect(budgetFor(example, "/new-page/")).toEqual({ js: 1000, css: 100 })
  })
})

/**
 * A page's HTML arrives in the server's first flight of packets: TCP's initial
 * window is 10 segments of 1,460 bytes (RFC 6928), 14,600 bytes with the
 * response's headers. Lighthouse's phone simulates exactly that: the home page
 * at 27 KB (its 29 technology logos drawn inline) had its hero painted one
 * round trip (150 ms) after the text; at 13.6 KB, with the carousels' icons as
 * lazy picture files, with it (docs/performance.md, "The HTML's first round trip").
 * Brotli at quality 11, as the bench's server compresses. 14,600 less room for the
 * response's status line and headers (the bench's server sends about 260 bytes),
 * rounded down to the hundred: 14,300.
 */
const FIRST_ROUND_TRIP_HTML_BYTES = 14_300

describe("HTML in the first round trip (brotli bytes)", () => {
  const htmlSizes = measured.map(({ route }) => [route, brotliSize(fs.readFileSync(path.join(PUBLIC_DIR, route, "index.html")))] as const)

  it.each(htmlSizes)("%s is within it", (route, size) => {
    expect({ route, size, fits: size <= FIRST_ROUND_TRIP_HTML_BYTES }).toEqual({ route, size, fits: true })
  })
})
