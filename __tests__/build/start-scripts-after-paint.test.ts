/**
 * @jest-environment node
 */
import { JSDOM } from "jsdom"
import { appScriptsOf, START_APP_SCRIPTS, startScriptsAfterPaint } from "../../gatsby/start-scripts-after-paint"

const PAGE =
  '<!DOCTYPE html><html><head><script>window.inHead=1</script></head><body><div id="___gatsby">page</div>' +
  '<script id="gatsby-script-loader">window.pagePath="/"</script>' +
  '<script src="/webpack-runtime-1.js" async=""></script><script src="/framework-2.js" async=""></script>' +
  '<script src="/app-3.js" async></script></body></html>'

/** Runs the rewritten page's inline scripts in jsdom (no network: added scripts are only recorded). */
function load(html: string, visibility: "visible" | "hidden") {
  const dom = new JSDOM(html, { runScripts: "dangerously", pretendToBeVisual: true, beforeParse(window) {
    Object.defineProperty(window.document, "visibilityState", { value: visibility })
  } })
  const added = () => Array.from(dom.window.document.querySelectorAll("body > script[src]"), (script) => script.getAttribute("src"))
  return { dom, added }
}

describe("startScriptsAfterPaint", () => {
  const rewritten = startScriptsAfterPaint(PAGE)

  it("takes out every <script src async> and lists them, in order, on one loader before </body>", () => {
    expect(rewritten).not.toMatch(/<script src=/)
    const { document } = new JSDOM(rewritten).window
    expect(appScriptsOf(document)).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"])
    expect(document.body.lastElementChild?.textContent).toBe(START_APP_SCRIPTS)
    expect(document.getElementById("gatsby-script-loader")?.textContent).toBe('window.pagePath="/"')
  })

  it("leaves a page without async scripts as it is", () => {
    const plain = "<html><body><p>no scripts</p></body></html>"
    expect(startScriptsAfterPaint(plain)).toBe(plain)
  })

  it("adds the scripts only after a frame, in a visible tab", async () => {
    const { dom, added } = load(rewritten, "visible")
    expect(added()).toEqual([])
    await new Promise((resolve) => dom.window.requestAnimationFrame(() => dom.window.setTimeout(resolve, 5)))
    expect(added()).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"])
    dom.window.close()
  })

  it("adds them at once in a hidden tab, which paints no frames", () => {
    const { dom, added } = load(rewritten, "hidden")
    expect(added()).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"])
    dom.window.close()
  })

  it("adds each script once, even when the fallback timer fires too", async () => {
    const { dom, added } = load(rewritten, "visible")
    await new Promise((resolve) => dom.window.setTimeout(resolve, 3100))
    expect(added()).toHaveLength(3)
    dom.window.close()
  })
})
