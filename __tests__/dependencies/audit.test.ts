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
  compared: "Both lock files' packages, looked up by name in the GitHub Advisory Database.",
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
      return () => readExceptions(file, NOW)
    }
    expect(refused({ "dev-server": { reason: "Runs only under gatsby develop, never on Netlify.", expires: "2027-01-01" } })).toThrow(
      "exceptions are keyed by advisory id",
    )
    expect(refused({ "GHSA-aaaa-bbbb-cccc": { reason: "n/a", expires: "2027-01-01" } })).toThrow("needs the reason")
    expect(refused({ "GHSA-aaaa-bbbb-cccc": { reason: "Runs only under gatsby develop, never on Netlify." } })).toThrow(
      "needs an expiry date",
    )
  })

  it("refuses an exception already expired or running more than 90 days ahead, naming it", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "audit-")), "audit-exceptions.json")
    const withExpiry = (expires: string) => {
      const reason = "Runs only under gatsby develop, on the repository's own files."
      fs.writeFileSync(file, JSON.stringify({ exceptions: { "GHSA-aaaa-bbbb-cccc": { reason, expires } } }))
      return () => readExceptions(file, NOW)
    }
    expect(withExpiry("2027-02-22")).not.toThrow()
    expect(withExpiry("2027-02-23")).toThrow("GHSA-aaaa-bbbb-cccc's exception runs to 2027-02-23, more than 90 days ahead")
    expect(withExpiry("2030-01-01")).toThrow("more than 90 days ahead")
    expect(withExpiry("2026-11-24")).toThrow("GHSA-aaaa-bbbb-cccc's exception expired on 2026-11-24")
    expect(withExpiry("2025-06-01")).toThrow("expired on 2025-06-01")
    expect(withExpiry("2027-02-31")).toThrow("needs an expiry date")
  })

  it("refuses a list entry whose severity is not the database's word, or that lacks a field, naming the entry", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "audit-")), "audit-advisories.json")
    const withEntry = (change: Record<string, unknown>, list: Record<string, unknown> = {}) => {
      const entry = { ...LIST.advisories[0], ...change }
      for (const [field, value] of Object.entries(change)) if (value === undefined) delete entry[field as keyof typeof entry]
      fs.writeFileSync(file, JSON.stringify({ ...LIST, ...list, advisories: [LIST.advisories[1], entry] }))
      return () => readAdvisories(file)
    }
    expect(withEntry({})).not.toThrow()
    expect(withEntry({ severity: "High" })).toThrow('GHSA-aaaa-bbbb-cccc: severity "High" is none of low, moderate, high, critical')
    expect(withEntry({ severity: "hihg" })).toThrow('severity "hihg" is none of')
    expect(withEntry({ severity: undefined })).toThrow('GHSA-aaaa-bbbb-cccc: missing "severity"')
    expect(withEntry({ fixed: "" })).toThrow('missing "fixed"')
    expect(withEntry({ id: undefined, title: undefined })).toThrow('advisory 2: missing "id", "title"')
    expect(withEntry({ affected: "before 2.0" })).toThrow('"affected" must be a semver range')
    expect(withEntry({}, { compared: undefined })).toThrow('"compared" must say what was compared')
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
