import fs from "fs"
import path from "path"
import { SourceMapConsumer } from "source-map"
import { COMPILE_HINT } from "../../gatsby/node/compile-hints"
import { appScriptsOf } from "../../src/browser/start-scripts-after-paint"
import { builtPage, chunksLoadedOnDemand, readBuilt, webpackStats } from "./support"

const startsWithHint = (file: string) => readBuilt(file).startsWith(`${COMPILE_HINT}\n`)

describe("V8 compile hints (gatsby/node/compile-hints.ts)", () => {
  it("open every file a first visit runs: the app's, and the page template's", () => {
    const runOnLoad = new Set([
      ...appScriptsOf(builtPage("/")).map((src) => src.slice(1)),
      ...Object.entries(webpackStats().namedChunkGroups)
        .filter(([name]) => name.startsWith("component---"))
        .flatMap(([, group]) => group.assets.map((asset) => asset.name)),
    ])
    expect([...runOnLoad].some((file) => file.startsWith("framework-"))).toBe(true)
    expect([...runOnLoad].some((file) => file.startsWith("component---"))).toBe(true)
    for (const file of runOnLoad) expect([file, startsWithHint(file)]).toEqual([file, true])
  })

  it("leave out the chunks loaded on a visitor's action (carousel, e-mail, toasts, AOS)", () => {
    const runtime = appScriptsOf(builtPage("/"))
      .find((src) => src.startsWith("/webpack-runtime-"))!
      .slice(1)
    const onAction = chunksLoadedOnDemand(runtime)
    expect(onAction.length).toBeGreaterThan(0)
    for (const file of onAction) expect([file, startsWithHint(file)]).toEqual([file, false])
  })

  it("keep the source maps exact: the app's code still maps to its own source line", async () => {
    const app = appScriptsOf(builtPage("/"))
      .find((src) => src.startsWith("/app-"))!
      .slice(1)
    const lines = readBuilt(app).split("\n")
    // Every place the app's file has "manual", what gatsby-browser.tsx sets the scroll restoration to (Gatsby's own code may have it too).
    const places = lines.flatMap((text, line) =>
      Array.from(text.matchAll(/"manual"/g), (match) => ({ line: line + 1, column: match.index! })),
    )
    const consumer = await new SourceMapConsumer(JSON.parse(readBuilt(`${app}.map`)))
    const originals = places.map((place) => consumer.originalPositionFor(place))
    consumer.destroy()
    const ours = originals.find((original) => /(^|\/)gatsby-browser\.tsx$/.test(original.source ?? ""))
    expect(ours).toBeDefined()
    const source = fs.readFileSync(path.resolve(__dirname, "../../gatsby-browser.tsx"), "utf8")
    expect(source.split("\n")[ours!.line! - 1]).toContain('scrollRestoration = "manual"')
  })
})
