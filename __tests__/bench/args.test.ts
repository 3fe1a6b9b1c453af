/** @jest-environment node */
import { UsageError, parseBenchArgs } from "../../scripts/bench/args"

describe("npm run bench options", () => {
  it("defaults to 3 runs on every route into reports/bench", () => {
    expect(parseBenchArgs([])).toEqual({ runs: 3, outDir: "reports/bench", rebuildBare: false })
  })

  it("reads --runs and --routes, in both spellings", () => {
    expect(parseBenchArgs(["--runs", "1", "--routes", "/,/contact-us/"])).toMatchObject({
      runs: 1,
      routes: ["/", "/contact-us/"],
    })
    expect(parseBenchArgs(["--runs=5", "--routes=/about-us/", "--out=tmp/b", "--rebuild-bare"])).toEqual({
      runs: 5,
      routes: ["/about-us/"],
      outDir: "tmp/b",
      rebuildBare: true,
    })
  })

  it("refuses nonsense with a usage error", () => {
    expect(() => parseBenchArgs(["--runs", "0"])).toThrow(UsageError)
    expect(() => parseBenchArgs(["--runs"])).toThrow(new UsageError("Option '--runs <value>' argument missing"))
    expect(() => parseBenchArgs(["--routes", ","])).toThrow("at least one route")
    expect(() => parseBenchArgs(["--fast"])).toThrow(/^Unknown option '--fast'/)
  })

  it("answers --help", () => {
    expect(parseBenchArgs(["--help"])).toBe("help")
    expect(parseBenchArgs(["-h"])).toBe("help")
  })
})
