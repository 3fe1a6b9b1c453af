/**
 * @jest-environment node
 *
 * Each speed-up that leans on another project's internals can be left out of a build by its name
 * (gatsby/speed-ups.ts), and docs/internals.md, their ledger, lists every one.
 */
import fs from "fs"
import os from "os"
import path from "path"
import React from "react"
import type { CreateWebpackConfigArgs } from "gatsby"
import { SPEED_UPS, speedUpsLeftOut, WITHOUT_SPEED_UPS as SETTING } from "../../gatsby/speed-ups"

const ROOT = path.resolve(__dirname, "../..")

/** Sets the build's setting (unset for undefined); returns what puts the old one back. */
function setSetting(setting: string | undefined): () => void {
  const before = process.env[SETTING]
  const put = (value: string | undefined) => (value === undefined ? delete process.env[SETTING] : (process.env[SETTING] = value))
  put(setting)
  return () => put(before)
}

/** Runs `load` with the build's setting as given, each module loaded afresh. */
function withSetting<T>(setting: string | undefined, load: () => T): T {
  const restore = setSetting(setting)
  try {
    let result: T | undefined
    jest.isolateModules(() => {
      result = load()
    })
    return result!
  } finally {
    restore()
  }
}

describe("the setting", () => {
  it("leaves out the speed-ups it names, and none when unset", () => {
    expect(speedUpsLeftOut(undefined)).toEqual([])
    expect(speedUpsLeftOut("")).toEqual([])
    expect(speedUpsLeftOut("compile-hints,section-chunks")).toEqual(["compile-hints", "section-chunks"])
    expect(speedUpsLeftOut(" compile-hints, section-chunks ")).toEqual(["compile-hints", "section-chunks"])
  })

  it("stops the build on a name that is no speed-up, naming it and the ones there are", () => {
    expect(() => speedUpsLeftOut("compile-hint")).toThrow(
      /WITHOUT_SPEED_UPS names compile-hint, which is no speed-up.*scripts-after-paint, compile-hints/,
    )
    // A speed-up that was removed is named as unknown, not quietly ignored.
    expect(() => speedUpsLeftOut("compile-hints,hydration-in-a-transition")).toThrow(
      /names hydration-in-a-transition, which is no speed-up/,
    )
  })
})

describe("the setting inside Gatsby's page renderer", () => {
  it("is read by its dotted name, the only form Gatsby's webpack defines (process.env itself becomes an empty object)", () => {
    const source = fs.readFileSync(path.join(ROOT, "gatsby/speed-ups.ts"), "utf8")
    expect(source).toContain(`process.env.${SETTING}`)
    expect(source).not.toMatch(/process\.env\[/)
    // What Gatsby 5.16.1's webpack configuration does for the renderer's stage.
    const gatsbyWebpack = fs.readFileSync(require.resolve("gatsby/dist/utils/webpack.config.js"), "utf8")
    expect(gatsbyWebpack).toContain("acc[`process.env.${key}`] = mergedEnvVars[key]")
    expect(gatsbyWebpack).toContain('"process.env": `({})`')
  })
})

describe("the webpack configuration", () => {
  /** What onCreateWebpackConfig asks of Gatsby for the browser's build. */
  function browserConfig(setting: string | undefined) {
    return withSetting(setting, () => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded afresh with the setting
      const { onCreateWebpackConfig } = require("../../gatsby/node/webpack-config")
      const setWebpackConfig = jest.fn()
      const banner = jest.fn((options: object) => ({ banner: options }))
      onCreateWebpackConfig({
        stage: "build-javascript",
        actions: { setWebpackConfig },
        plugins: { banner },
      } as unknown as CreateWebpackConfigArgs)
      return setWebpackConfig.mock.calls[0][0] as { optimization?: unknown; plugins: unknown[]; module?: { rules: unknown[] } }
    })
  }

  it("makes the section chunks, the compile hints and stylis without its prefixer by default", () => {
    const config = browserConfig(undefined)
    expect(config.optimization).toEqual({ splitChunks: { cacheGroups: { commons: false, shared: { minSize: 0 } } } })
    expect(config.plugins).toHaveLength(1)
    expect(config.module?.rules).toEqual([
      { test: expect.any(RegExp), resolve: { alias: { stylis$: path.join(ROOT, "src/browser/stylis-without-prefixer.ts") } } },
    ])
  })

  it("points only styled-components' own files at stylis without its prefixer", () => {
    const [rule] = browserConfig(undefined).module!.rules as Array<{ test: RegExp }>
    expect(rule.test.test(path.join(ROOT, "node_modules/styled-components/dist/styled-components.browser.esm.js"))).toBe(true)
    expect(rule.test.test(path.join(ROOT, "src/browser/stylis-without-prefixer.ts"))).toBe(false)
    expect(rule.test.test(path.join(ROOT, "node_modules/stylis/src/Middleware.js"))).toBe(false)
  })

  it("gives styled-components a prefixer that stops the page, should it ever be asked for vendor prefixes", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module the alias points at
    const { prefixer } = require("../../src/browser/stylis-without-prefixer")
    expect(() => prefixer()).toThrow(/vendor prefixes.*no-vendor-prefixer/)
  })

  it("leaves styled-components with the whole of stylis without no-vendor-prefixer", () => {
    const config = browserConfig("no-vendor-prefixer")
    expect(config.module).toBeUndefined()
    expect(config.optimization).toBeDefined()
  })

  it("leaves Gatsby's cache groups as they are without section-chunks", () => {
    const config = browserConfig("section-chunks")
    expect(config.optimization).toBeUndefined()
    expect(config.plugins).toHaveLength(1)
  })

  it("adds no compile hint without compile-hints", () => {
    const config = browserConfig("compile-hints")
    expect(config.optimization).toBeDefined()
    expect(config.plugins).toEqual([])
  })
})

describe("the server-rendered head", () => {
  const serverSheet = (
    <style
      key="sheet"
      data-styled="active"
      dangerouslySetInnerHTML={{ __html: 'a{b:c}/*!sc*/\ndata-styled.g1[id="sc-x"]{content:"a,"}/*!sc*/\n' }}
    />
  )

  function headAfterRender(setting: string | undefined): React.ReactNode[] {
    return withSetting(setting, () => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded afresh with the setting
      const { onPreRenderHTML } = require("../../gatsby-ssr")
      const replaceHeadComponents = jest.fn()
      onPreRenderHTML({ getHeadComponents: () => [serverSheet], replaceHeadComponents })
      return replaceHeadComponents.mock.calls[0][0]
    })
  }

  it("splits styled-components' sheet by default", () => {
    expect(headAfterRender(undefined)).not.toContain(serverSheet)
  })

  it("keeps the sheet as styled-components wrote it without server-styles-split", () => {
    expect(headAfterRender("server-styles-split")).toContain(serverSheet)
  })
})

describe("after the build", () => {
  const PAGE = '<!doctype html><html><body><h1>Page</h1><script src="/app-1.js" async></script></body></html>'

  /** The page as the post-build leaves it, run in a folder of its own with the steps other than the script loader stood down. */
  async function pageAfterPostBuild(setting: string | undefined): Promise<string> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "speed-ups-"))
    fs.mkdirSync(path.join(dir, "public"))
    fs.writeFileSync(path.join(dir, "public", "index.html"), PAGE)
    const cwd = process.cwd()
    const restore = setSetting(setting)
    process.chdir(dir)
    try {
      let onPostBuild: (args: object) => Promise<void> = async () => undefined
      jest.isolateModules(() => {
        jest.doMock("../../gatsby/post-build/og-images", () => ({ writeOgImages: async () => 0 }))
        jest.doMock("../../gatsby/post-build/robots-txt", () => ({ writeRobotsTxt: () => undefined }))
        jest.doMock("../../gatsby/post-build/redirects", () => ({ writeRedirects: () => 0 }))
        jest.doMock("../../gatsby/post-build/security-headers", () => ({ writeSecurityHeadersForBuild: () => "" }))
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded afresh with the stand-ins
        onPostBuild = require("../../gatsby/node/post-build").onPostBuild
      })
      await onPostBuild({ reporter: { info: () => undefined, panicOnBuild: () => undefined } })
      return fs.readFileSync(path.join(dir, "public", "index.html"), "utf8")
    } finally {
      process.chdir(cwd)
      restore()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }

  it("puts the script loader in place of Gatsby's async scripts by default, and leaves them without scripts-after-paint", async () => {
    expect(await pageAfterPostBuild(undefined)).not.toContain('<script src="/app-1.js" async>')
    expect(await pageAfterPostBuild("scripts-after-paint")).toBe(PAGE)
  })
})

describe("docs/internals.md, the ledger", () => {
  it("has a row for every speed-up, and none for one that was removed", () => {
    const ledger = fs.readFileSync(path.join(ROOT, "docs/internals.md"), "utf8")
    // A speed-up's row begins "| **speed-up** `name`:"; any other row of the one table is another reliance.
    const rows = Array.from(ledger.matchAll(/^\| \*\*speed-up\*\* `([\w-]+)`/gm), (match) => match[1])
    expect(rows).toEqual([...SPEED_UPS])
  })
})
