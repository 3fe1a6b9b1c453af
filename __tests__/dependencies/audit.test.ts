/**
 * @jest-environment node
 */
import fs from "fs"
import os from "os"
import path from "path"
import { AUDITED_TREES, auditTrees, describeVerdict, judgeAudit, readExceptions } from "../../scripts/audit"

/** The shape `npm audit --json` (report version 2) prints. */
const REPORT = {
  auditReportVersion: 2,
  vulnerabilities: {
    "bad-parser": {
      name: "bad-parser",
      severity: "critical",
      via: [{ title: "Prototype pollution", url: "https://github.com/advisories/GHSA-aaaa" }],
    },
    "dev-server": {
      name: "dev-server",
      severity: "high",
      via: [{ title: "Denial of service in the development server", url: "https://github.com/advisories/GHSA-bbbb" }],
    },
    "uses-dev-server": { name: "uses-dev-server", severity: "high", via: ["dev-server"] },
    "slow-regex": { name: "slow-regex", severity: "moderate", via: [{ title: "ReDoS", url: "https://github.com/advisories/GHSA-cccc" }] },
  },
}

describe("npm run audit", () => {
  it("blocks on every high or critical advisory that has no exception, and lists lower ones apart", () => {
    const verdict = judgeAudit(REPORT, { "dev-server": "Runs only under gatsby develop, never on Netlify or for a visitor." })
    expect(verdict.kind).toBe("checked")
    if (verdict.kind !== "checked") return
    expect(verdict.blocking.map((finding) => finding.package)).toEqual(["bad-parser", "uses-dev-server"])
    expect(verdict.excepted.map((finding) => finding.package)).toEqual(["dev-server"])
    expect(verdict.other.map((finding) => finding.package)).toEqual(["slow-regex"])
    expect(describeVerdict(verdict)).toContain("  critical bad-parser: Prototype pollution https://github.com/advisories/GHSA-aaaa")
    expect(describeVerdict(verdict)).toContain("  high     uses-dev-server: through dev-server")
  })

  it("passes a clean report", () => {
    const verdict = judgeAudit({ auditReportVersion: 2, vulnerabilities: {} }, {})
    expect(verdict).toEqual({ kind: "checked", blocking: [], excepted: [], other: [] })
    expect(describeVerdict(verdict)[0]).toMatch(/^No high or critical advisory/)
  })

  it("says plainly that nothing was checked when the advisory service does not answer", () => {
    const verdict = judgeAudit(
      { message: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk", statusCode: 405 },
      {},
    )
    expect(verdict).toEqual({ kind: "unreachable", message: expect.stringContaining("405 Method Not Allowed") })
    expect(describeVerdict(verdict)[0]).toMatch(/^NOT CHECKED: /)
  })

  it("refuses an exception without a reason", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "audit-")), "audit-exceptions.json")
    fs.writeFileSync(file, JSON.stringify({ exceptions: { "dev-server": "n/a" } }))
    expect(() => readExceptions(file)).toThrow(
      "audit-exceptions.json: exceptions.dev-server needs the reason the advisory does not apply, in a sentence",
    )
  })

  it("reads the project's exceptions file", () => {
    expect(typeof readExceptions()).toBe("object")
  })

  it("audits the CMS's own tree (admin/) too, against the same exceptions", () => {
    const audited: string[] = []
    const ADMIN = path.resolve(__dirname, "../../admin")
    const runAudit = (dir: string) => {
      audited.push(dir)
      return dir === ADMIN ? REPORT : { auditReportVersion: 2, vulnerabilities: {} }
    }
    const verdicts = auditTrees(runAudit, { "dev-server": "Runs only under gatsby develop, never on Netlify or for a visitor." })
    expect(audited).toEqual([path.resolve(__dirname, "../.."), ADMIN])
    expect(fs.existsSync(path.join(ADMIN, "package-lock.json"))).toBe(true)
    const admin = verdicts.find(({ name }) => name === "The CMS (admin/)")!.verdict
    expect(admin.kind === "checked" && admin.blocking.map((finding) => finding.package)).toEqual(["bad-parser", "uses-dev-server"])
    expect(admin.kind === "checked" && admin.excepted.map((finding) => finding.package)).toEqual(["dev-server"])
    expect(AUDITED_TREES.map(({ name }) => name)).toEqual(["The site", "The CMS (admin/)"])
  })
})
