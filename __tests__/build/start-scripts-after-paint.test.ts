/**
 * @jest-environment node
 */
import fs from "fs"
import os from "os"
import path from "path"
import { stitchSliceForAPage } from "gatsby/dist/utils/slices/stitching"
import { JSDOM } from "jsdom"
import {
  APP_SCRIPTS_AT_LATEST_MS,
  APP_SCRIPTS_ATTRIBUTE,
  appScriptsOf,
  INTERACTIONS,
  NO_JS_CLASS,
  START_APP_SCRIPTS,
} from "../../src/browser/start-scripts-after-paint"
import { HYDRATED_ATTRIBUTE } from "../../src/browser/hydration-mark"
import { startScriptsAfterPaint } from "../../gatsby/post-build/script-loader"

const PAGE =
  '<!DOCTYPE html><html><head><script>window.inHead=1</script></head><body><div id="___gatsby">page</div>' +
  '<script id="gatsby-script-loader">window.pagePath="/"</script>' +
  '<script src="/webpack-runtime-1.js" async=""></script><script src="/framework-2.js" async=""></script>' +
  '<script src="/app-3.js" async></script></body></html>'

/**
 * The browser's paint reports, which jsdom lacks: a PerformanceObserver of
 * `paint` entries whose first contentful paint the test reports when it likes.
 */
function fakePaintReports() {
  const observers: Array<(list: { getEntriesByName(name: string): unknown[] }) => void> = []
  class PaintObserver {
    static supportedEntryTypes = ["paint"]
    constructor(private callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {}
    observe() {
      observers.push(this.callback)
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1)
    }
  }
  const report = (name: string) => {
    for (const callback of [...observers]) callback({ getEntriesByName: (asked) => (asked === name ? [{ name }] : []) })
  }
  return { PaintObserver, firstPaint: () => report("first-paint"), firstContentfulPaint: () => report("first-contentful-paint") }
}

/** Runs the rewritten page's inline scripts in jsdom (no network: added scripts are only recorded). */
function load(html: string, visibility: "visible" | "hidden", paintReports?: ReturnType<typeof fakePaintReports>) {
  const dom = new JSDOM(html, {
    runScripts: "dangerously",
    pretendToBeVisual: true,
    beforeParse(window) {
      Object.defineProperty(window.document, "visibilityState", { value: visibility })
      if (paintReports) Object.assign(window, { PerformanceObserver: paintReports.PaintObserver })
    },
  })
  const added = () => Array.from(dom.window.document.querySelectorAll("body > script[src]"), (script) => script.getAttribute("src"))
  return { dom, added }
}

describe("startScriptsAfterPaint", () => {
  const rewritten = startScriptsAfterPaint(PAGE)

  it("takes out every <script src async> and lists them, in order, on one loader in the first one's place", () => {
    expect(rewritten).not.toMatch(/<script src=/)
    const { document } = new JSDOM(rewritten).window
    expect(appScriptsOf(document)).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"])
    expect(document.body.lastElementChild?.textContent).toBe(START_APP_SCRIPTS)
    expect(document.querySelectorAll("script[data-app-scripts]")).toHaveLength(1)
    expect(document.getElementById("gatsby-script-loader")?.textContent).toBe('window.pagePath="/"')
  })

  it("reads the page as HTML: any attribute order or quoting, the rest of the page byte for byte, and a script tag inside a comment left alone", () => {
    const before = '<!DOCTYPE html><html><head></head><body><p class="x">Ünïcode — text</p><!-- <script src="/old.js" async></script> -->'
    const page = before + "<script async src='/webpack-runtime-1.js'></script><script async=async src=/app-3.js></script></body></html>"
    const result = startScriptsAfterPaint(page)
    expect(result.startsWith(before)).toBe(true)
    const { document } = new JSDOM(result).window
    expect(appScriptsOf(document)).toEqual(["/webpack-runtime-1.js", "/app-3.js"])
    expect(document.querySelectorAll("script[src]")).toHaveLength(0)
  })

  it("leaves a page without async scripts as it is", () => {
    const plain = "<html><body><p>no scripts</p></body></html>"
    expect(startScriptsAfterPaint(plain)).toBe(plain)
  })

  it("adds the scripts once the page has loaded and the next frame is painted, in a visible tab without paint reports", async () => {
    const { dom, added } = load(rewritten, "visible")
    expect(added()).toEqual([])
    await new Promise((resolve) => dom.window.addEventListener("load", resolve))
    expect(added()).toEqual([])
    await new Promise((resolve) => dom.window.requestAnimationFrame(() => dom.window.setTimeout(resolve, 5)))
    expect(added()).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"])
    dom.window.close()
  })

  it("waits for the browser's report of the first contentful paint where it gives one, then the next frame", async () => {
    const paintReports = fakePaintReports()
    const { dom, added } = load(rewritten, "visible", paintReports)
    const nextFrame = () => new Promise((resolve) => dom.window.requestAnimationFrame(() => dom.window.setTimeout(resolve, 5)))
    await new Promise((resolve) => dom.window.addEventListener("load", resolve))
    await nextFrame()
    paintReports.firstPaint()
    await nextFrame()
    expect(added()).toEqual([])
    paintReports.firstContentfulPaint()
    expect(added()).toEqual([])
    await nextFrame()
    expect(added()).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"])
    dom.window.close()
  })

  it("puts the no-JavaScript class back on the page when a script fails to load, and not before", () => {
    const { dom, added } = load(rewritten, "visible")
    const { document } = dom.window
    document.body.dispatchEvent(new dom.window.Event("pointerdown", { bubbles: true }))
    expect(added()).toHaveLength(3)
    expect(document.documentElement.classList.contains(NO_JS_CLASS)).toBe(false)
    document.querySelector('body > script[src="/framework-2.js"]')!.dispatchEvent(new dom.window.Event("error"))
    expect(document.documentElement.classList.contains(NO_JS_CLASS)).toBe(true)
    dom.window.close()
  })

  it.each(INTERACTIONS)("adds them at once on a %s before then", (type) => {
    const { dom, added } = load(rewritten, "visible")
    dom.window.document.body.dispatchEvent(new dom.window.Event(type, { bubbles: true }))
    expect(added()).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"])
    dom.window.close()
  })

  it("adds them at once in a hidden tab, which paints no frames", () => {
    const { dom, added } = load(rewritten, "hidden")
    expect(added()).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"])
    dom.window.close()
  })

  it(
    `adds each script once, however many of load, interactions and the ${APP_SCRIPTS_AT_LATEST_MS} ms timer come`,
    async () => {
      const { dom, added } = load(rewritten, "visible")
      dom.window.document.body.dispatchEvent(new dom.window.Event("keydown", { bubbles: true }))
      dom.window.document.body.dispatchEvent(new dom.window.Event("pointerdown", { bubbles: true }))
      await new Promise((resolve) => dom.window.setTimeout(resolve, APP_SCRIPTS_AT_LATEST_MS + 100))
      expect(added()).toHaveLength(3)
      dom.window.close()
    },
    APP_SCRIPTS_AT_LATEST_MS + 5000,
  )
})

describe("on an incremental build, where Gatsby restitches only its scripts slice", () => {
  const sliceWith = (app: string) =>
    `<script>window.___webpackCompilationHash="${app}"</script>` +
    `<script src="/webpack-runtime-1.js" async></script><script src="/${app}.js" async></script>`
  const pageAround = (slice: string) =>
    `<!DOCTYPE html><html><body><div id="___gatsby">page</div><!-- slice-start id="_gatsby-scripts-1" -->${slice}` +
    `<!-- slice-end id="_gatsby-scripts-1" --></body></html>`

  it("leaves one loader, with the new scripts, in a page rewritten by the build before", async () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "restitch-"))
    const sliceFile = path.join(publicDir, "_gatsby", "slices", "_gatsby-scripts-1.html")
    fs.mkdirSync(path.dirname(sliceFile), { recursive: true })
    const pageFile = path.join(publicDir, "index.html")
    fs.writeFileSync(pageFile, startScriptsAfterPaint(pageAround(sliceWith("app-old"))))

    // The next build changed only the browser bundle: Gatsby stitches the new slice into the old page.
    fs.writeFileSync(sliceFile, sliceWith("app-new"))
    await stitchSliceForAPage({ pagePath: "/", publicDir })
    const rebuilt = startScriptsAfterPaint(fs.readFileSync(pageFile, "utf8"))

    const { document } = new JSDOM(rebuilt).window
    expect(document.querySelectorAll(`script[${APP_SCRIPTS_ATTRIBUTE}]`)).toHaveLength(1)
    expect(appScriptsOf(document)).toEqual(["/webpack-runtime-1.js", "/app-new.js"])
    fs.rmSync(publicDir, { recursive: true, force: true })
  })

  it("is unchanged when run again on a page it has rewritten", () => {
    const once = startScriptsAfterPaint(pageAround(sliceWith("app")))
    expect(startScriptsAfterPaint(once)).toBe(once)
  })
})

describe("clicks before hydration", () => {
  const WITH_CONTROLS = startScriptsAfterPaint(
    '<!DOCTYPE html><html><body><div id="___gatsby">' +
      '<button type="button" id="faq"><span id="faq-label">Question</span></button>' +
      '<button type="button" id="menu">Menu</button><button type="button" id="gone">Gone</button>' +
      '<form><button type="submit" id="send">Send</button></form><a href="#x" id="link">Link</a>' +
      '</div><script src="/app-3.js" async=""></script></body></html>',
  )

  /** Marks the page as the app does once React has hydrated all of it. */
  function hydrate(document: Document) {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "")
  }

  /** The clicks the page's own code (React, on the root) receives, in order. */
  function clicksReachingTheApp(document: Document) {
    const seen: string[] = []
    document.getElementById("___gatsby")!.addEventListener("click", (event) => {
      seen.push((event.target as Element).closest("[id]")!.id)
      event.preventDefault()
    })
    return seen
  }

  const aFewPolls = () => new Promise((resolve) => setTimeout(resolve, 200))

  it("holds clicks on JavaScript-only buttons, even on a label, until the app has hydrated the page, then plays them in order", async () => {
    const { dom } = load(WITH_CONTROLS, "visible")
    const { document } = dom.window
    const seen = clicksReachingTheApp(document)
    document.getElementById("faq-label")!.click()
    document.getElementById("menu")!.click()
    document.getElementById("faq")!.click()
    await aFewPolls()
    expect(seen).toEqual([])

    hydrate(document)
    await aFewPolls()
    expect(seen).toEqual(["faq", "menu", "faq"])
    dom.window.close()
  })

  it("leaves alone clicks on hydrated buttons, submit buttons and links", () => {
    const { dom } = load(WITH_CONTROLS, "visible")
    const { document } = dom.window
    const seen = clicksReachingTheApp(document)
    hydrate(document)
    document.getElementById("menu")!.click()
    document.getElementById("send")!.click()
    document.getElementById("link")!.click()
    expect(seen).toEqual(["menu", "send", "link"])
    dom.window.close()
  })

  it("drops a held click whose button has left the page", async () => {
    const { dom } = load(WITH_CONTROLS, "visible")
    const { document } = dom.window
    const seen = clicksReachingTheApp(document)
    document.getElementById("gone")!.click()
    document.getElementById("menu")!.click()
    document.getElementById("gone")!.remove()
    hydrate(document)
    await aFewPolls()
    expect(seen).toEqual(["menu"])
    dom.window.close()
  })
})
