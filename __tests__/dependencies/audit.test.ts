/**
 * @jest-environment node
 */
import fs from "fs"
import os from "os"
import path from "path"
import {
  AUDITED_TREES,
  auditTrees,
  describeVerdict,
  judgeFindings,
  listAge,
  lockedPackages,
  matchAdvisories,
  npmFindings,
  readAdvisories,
  readExceptions,
  type AdvisoryList,
} from "../../scripts/audit"

const NOT_ANSWERING = () => ({ message: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk" })
const NOW = new Date("2026-11-24T12:00:00Z")
const LIST: AdvisoryList = {
  checked: "2026-11-24",
  advisories: [
    {
      id: "GHSA-aaaa-bbbb-cccc",
      package: "bad-parser",
      severity: "critical",
      affected: "<2.0.0",
      fixed: "2.0.0",
      title: "Prototype pollution",
    },
    { id: "GHSA-dddd-eeee-ffff", package: "slow-regex", severity: "moderate", affected: "<1.2.0", fixed: "1.2.0", title: "ReDoS" },
  ],
}

/** A folder with a lock file installing these packages (name@version, or a nested path). */
function treeWith(packages: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "audit-"))
  const entries = Object.fromEntries(Object.entries(packages).map(([where, version]) => [where, { version }]))
  fs.writeFileSync(
    path.join(dir, "package-lock.json"),
    JSON.stringify({ lockfileVersion: 3, packages: { "": { name: "site" }, ...entries } }),
  )
  return dir
}

const audit = (dir: string, options: Partial<Parameters<typeof auditTrees>[0]> = {}) =>
  auditTrees({ trees: [{ name: "tree", dir }], list: LIST, exceptions: {}, runNpmAudit: NOT_ANSWERING, now: NOW, ...options })[0].verdict

describe("npm run audit", () => {
  it("fails on a planted affected version of a listed package, nested anywhere in the tree, and names where it is", () => {
    const verdict = audit(treeWith({ "node_modules/gatsby": "5.16.1", "node_modules/gatsby/node_modules/bad-parser": "1.4.0" }))
    expect(verdict.blocking).toEqual([expect.objectContaining({ id: "GHSA-aaaa-bbbb-cccc", package: "bad-parser", version: "1.4.0" })])
    expect(describeVerdict(verdict).join("\n")).toContain(
      "critical GHSA-aaaa-bbbb-cccc bad-parser@1.4.0 (node_modules/gatsby/node_modules/bad-parser)",
    )
  })

  it("passes a fixed version, and lists moderate advisories without blocking", () => {
    const verdict = audit(treeWith({ "node_modules/bad-parser": "2.0.0", "node_modules/slow-regex": "1.0.0" }))
    expect(verdict.blocking).toEqual([])
    expect(verdict.other.map(({ id }) => id)).toEqual(["GHSA-dddd-eeee-ffff"])
  })

  it("excepts an advisory by its id while its exception runs, and blocks again once it has expired", () => {
    const dir = treeWith({ "node_modules/bad-parser": "1.4.0" })
    const exception = { reason: "Only the build's GraphQL typegen calls it, on this repository's own queries.", expires: "2027-01-31" }
    const running = audit(dir, { exceptions: { "GHSA-aaaa-bbbb-cccc": exception } })
    expect(running.blocking).toEqual([])
    expect(running.excepted).toEqual([expect.objectContaining({ id: "GHSA-aaaa-bbbb-cccc", exception })])
    const expired = audit(dir, { exceptions: { "GHSA-aaaa-bbbb-cccc": exception }, now: new Date("2027-01-31T00:00:00Z") })
    expect(expired.blocking).toEqual([expect.objectContaining({ id: "GHSA-aaaa-bbbb-cccc", note: "its exception expired on 2027-01-31" })])
  })

  it("says npm's advisory service was NOT CHECKED when it does not answer, and still judges the list", () => {
    const verdict = audit(treeWith({ "node_modules/bad-parser": "1.0.0" }))
    expect(verdict.npmService).toEqual({ checked: false, reason: expect.stringContaining("405 Method Not Allowed") })
    expect(describeVerdict(verdict)[0]).toMatch(/^npm's advisory service: NOT CHECKED \(405/)
    expect(verdict.blocking).toHaveLength(1)
  })

  it("adds what npm's service reports when it answers, judged by the same exceptions", () => {
    const report = {
      auditReportVersion: 2,
      vulnerabilities: {
        "dev-server": {
          name: "dev-server",
          severity: "high",
          range: "<3.0.0",
          nodes: ["node_modules/dev-server"],
          via: [{ name: "dev-server", title: "DoS", url: "https://github.com/advisories/GHSA-gggg-hhhh-iiii", severity: "high" }],
        },
        "uses-dev-server": { name: "uses-dev-server", severity: "high", via: ["dev-server"] },
      },
    }
    expect(npmFindings(report)).toEqual([expect.objectContaining({ id: "GHSA-gggg-hhhh-iiii", package: "dev-server" })])
    const verdict = audit(treeWith({}), { runNpmAudit: () => report })
    expect(verdict.npmService).toEqual({ checked: true })
    expect(verdict.blocking.map(({ id }) => id)).toEqual(["GHSA-gggg-hhhh-iiii"])
  })

  it("counts one advisory once per place, whichever source found it", () => {
    const finding = {
      id: "GHSA-aaaa-bbbb-cccc",
      package: "bad-parser",
      version: "1.4.0",
      severity: "critical",
      title: "",
      where: "node_modules/bad-parser",
    }
    expect(judgeFindings([finding, { ...finding, title: "from npm" }], {}, NOW).blocking).toHaveLength(1)
  })

  it("trusts the list for 90 days after it was compared with the database, not longer", () => {
    expect(listAge(LIST, new Date("2027-02-22T09:00:00Z"))).toEqual({ days: 90, stale: false })
    expect(listAge(LIST, new Date("2027-02-23T09:00:00Z"))).toEqual({ days: 91, stale: true })
  })

  it("refuses an exception keyed by package, without a reason, or without an expiry date", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "audit-")), "audit-exceptions.json")
    const refused = (exceptions: unknown) => {
      fs.writeFileSync(file, JSON.stringify({ exceptions }))
      return () => readExceptions(file)
    }
    expect(refused({ "dev-server": { reason: "Runs only under gatsby develop, never on Netlify.", expires: "2027-01-01" } })).toThrow(
      "exceptions are keyed by advisory id",
    )
    expect(refused({ "GHSA-aaaa-bbbb-cccc": { reason: "n/a", expires: "2027-01-01" } })).toThrow("needs the reason")
    expect(refused({ "GHSA-aaaa-bbbb-cccc": { reason: "Runs only under gatsby develop, never on Netlify." } })).toThrow(
      "needs an expiry date",
    )
  })

  it("reads every package of a real lock file, nested copies too", () => {
    const packages = lockedPackages(path.resolve(__dirname, "../../package-lock.json"))
    expect(packages.find(({ name }) => name === "gatsby")).toEqual(expect.objectContaining({ where: "node_modules/gatsby" }))
    expect(packages.some(({ where }) => where.split("node_modules/").length > 2)).toBe(true)
  })
})

describe("the project's own trees, today", () => {
  const list = readAdvisories()
  const exceptions = readExceptions()

  it("audits both lock files, the site's and the CMS's", () => {
    expect(AUDITED_TREES.map(({ dir }) => path.relative(path.resolve(__dirname, "../.."), dir))).toEqual(["", "admin"])
  })

  it("has no high or critical advisory of the list in either tree that is neither fixed nor excepted by id until a later date", () => {
    for (const { dir } of AUDITED_TREES) {
      const findings = matchAdvisories(lockedPackages(path.join(dir, "package-lock.json")), list.advisories)
      const verdict = judgeFindings(findings, exceptions)
      expect({ tree: dir, blocking: verdict.blocking }).toEqual({ tree: dir, blocking: [] })
    }
  })

  it("names each advisory by its GHSA id and affected range (read when the list is loaded)", () => {
    expect(list.advisories.map(({ id }) => id)).toEqual(
      expect.arrayContaining(["GHSA-5c6j-r48x-rmvq", "GHSA-wf6x-7x77-mvgw", "GHSA-37ch-88jc-xwx2"]),
    )
  })
})
