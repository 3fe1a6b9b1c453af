import fs from "fs"
import os from "os"
import path from "path"
import { BUILT_SITE_TESTS, builtSiteGate } from "./built-site-gate"

describe("the gate of the built-site tests (jest.config.js)", () => {
  let publicDir: string
  beforeEach(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"))
  })
  afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }))

  it("runs them when public/ holds a built site, under CI or not", () => {
    fs.writeFileSync(path.join(publicDir, "index.html"), "<!doctype html>")
    expect(builtSiteGate({ publicDir, env: {} })).toEqual({ skip: [], message: null })
    expect(builtSiteGate({ publicDir, env: { CI: "true" } })).toEqual({ skip: [], message: null })
  })

  it.each(["1", "true"])("under CI (CI=%s) leaves none out without a build, so they fail, and says why", (CI) => {
    const gate = builtSiteGate({ publicDir, env: { CI } })
    expect(gate.skip).toEqual([])
    expect(gate.message).toMatch(/has no built site: under CI the built-site tests fail without one; run `npm run build:test`/)
  })

  it.each([undefined, "", "0", "false"])("on a developer's machine (CI=%p) skips them without a build, saying how to run them", (CI) => {
    const gate = builtSiteGate({ publicDir, env: CI === undefined ? {} : { CI } })
    expect(gate.skip).toEqual(BUILT_SITE_TESTS)
    expect(gate.skip).toContain("<rootDir>/__tests__/built-site/")
    expect(gate.message).toMatch(/has no built site, so the built-site tests are skipped .*run `npm run build:test` first/)
  })
})
