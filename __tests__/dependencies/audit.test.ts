/**
 * @jest-environment node
 */
import fs from "fs"
import os from "os"
import path from "path"
import {
  AUDITED_TREES,
  auditFailures,
  auditTrees,
  describeCoverage,
  describeVerdict,
  judgeFindings,
  listAge,
  lockedPackages,
  npmFindings,
  parseFlags,
  readAdvisories,
  readExceptions,
  type AdvisoryList,
} from "../../scripts/audit"

const NOT_ANSWERING = () => ({ message: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk" })
const NOW = new Date("2026-11-24T12:00:00Z")
const LIST: AdvisoryList = {
  checked: "2026-11-24",
  compared: { how: "Looked up by name in the GitHub Advisory Database, by hand.", packages: ["bad-parser", "slow-regex"] },
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
    { id: "GHSA-jjjj-kkkk-llll", package: "unzipper", severity: "high", affected: "<=2.0.1", fixed: "none", title: "Path traversal" },
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
    expect(withEntry({}, { compared: undefined })).toThrow('"compared.how" must say how')
    expect(withEntry({}, { compared: "Looked up by name in the GitHub Advisory Database." })).toThrow('"compared.how" must say how')
    expect(withEntry({}, { compared: { how: LIST.compared.how } })).toThrow('"compared.packages" must list the names')
    expect(withEntry({}, { compared: { how: LIST.compared.how, packages: ["bad-parser", ""] } })).toThrow('"compared.packages"')
  })

  it("reads every package of a real lock file, nested copies too", () => {
    const packages = lockedPackages(path.resolve(__dirname, "../../package-lock.json"))
    expect(packages.find(({ name }) => name === "gatsby")).toEqual(expect.objectContaining({ where: "node_modules/gatsby" }))
    expect(packages.some(({ where }) => where.split("node_modules/").length > 2)).toBe(true)
  })
})

describe("npm run audit where npm's advisory service is required (--require-npm-service, the GitHub workflow)", () => {
  const REPORT_WITHOUT_FINDINGS = () => ({ auditReportVersion: 2, vulnerabilities: {} })
  const audits = (runNpmAudit: (dir: string) => unknown) => [
    { name: "The site", verdict: audit(treeWith({ "node_modules/bad-parser": "2.0.0" }), { runNpmAudit }) },
  ]

  it("fails when the service does not answer, naming the tree, and says so in the tree's report", () => {
    const notAnswered = audits(NOT_ANSWERING)
    expect(auditFailures(notAnswered, false, { requireNpmService: true })).toEqual(["The site: npm's advisory service did not answer"])
    expect(describeVerdict(notAnswered[0].verdict, { requireNpmService: true })[0]).toMatch(
      /^npm's advisory service: NOT CHECKED \(405 .*\), and --require-npm-service requires it: FAILED\.$/,
    )
  })

  it("passes when the service answers with nothing to report", () => {
    expect(auditFailures(audits(REPORT_WITHOUT_FINDINGS), false, { requireNpmService: true })).toEqual([])
  })

  it("without the flag, a silent service is reported, not failed; an advisory or a stale list fails either way", () => {
    expect(auditFailures(audits(NOT_ANSWERING), false, { requireNpmService: false })).toEqual([])
    expect(auditFailures(audits(NOT_ANSWERING), true, { requireNpmService: false })).toEqual([
      "audit-advisories.json is older than 90 days",
    ])
    const blocked = [{ name: "The CMS", verdict: audit(treeWith({ "node_modules/bad-parser": "1.0.0" })) }]
    expect(auditFailures(blocked, false, { requireNpmService: false })).toEqual(["The CMS: a high or critical advisory to fix"])
  })

  it("takes only the options it knows", () => {
    expect(parseFlags(["--require-npm-service"])).toEqual({ requireNpmService: true, listUnjudged: false })
    expect(parseFlags(["--list-unjudged"])).toEqual({ requireNpmService: false, listUnjudged: true })
    expect(() => parseFlags(["--require-npm"])).toThrow("unknown option --require-npm")
  })
})

describe("what npm run audit could not judge", () => {
  const tree = () =>
    treeWith({
      "node_modules/bad-parser": "2.0.0",
      "node_modules/left-pad": "1.3.0",
      "node_modules/gatsby": "5.16.1",
      "node_modules/gatsby/node_modules/left-pad": "1.1.0",
    })

  it("counts, per tree, the packages npm's service did not check and those the list's comparison did not cover either", () => {
    const lines = describeCoverage(
      [
        { name: "The site", verdict: audit(tree()) },
        { name: "The CMS", verdict: audit(treeWith({ "node_modules/slow-regex": "1.2.0" })) },
      ],
      { listUnjudged: false },
    )
    expect(lines).toEqual([
      "NOT CHECKED against npm's advisory service: 5 packages (The site: 4, The CMS: 1).",
      'Of those, judged by no source, as audit-advisories.json\'s "compared.packages" does not name them: 3 packages (The site: 3, The CMS: 0). npm run audit -- --list-unjudged names them.',
    ])
  })

  it("names them with --list-unjudged", () => {
    const lines = describeCoverage([{ name: "The site", verdict: audit(tree()) }], { listUnjudged: true })
    expect(lines.slice(2)).toEqual(["  The site: gatsby@5.16.1", "  The site: left-pad@1.1.0", "  The site: left-pad@1.3.0"])
  })

  it("leaves nothing unjudged where npm's service answered", () => {
    const answered = audit(tree(), { runNpmAudit: () => ({ auditReportVersion: 2, vulnerabilities: {} }) })
    expect(answered.unjudged).toEqual([])
    expect(describeCoverage([{ name: "The site", verdict: answered }], { listUnjudged: true })).toEqual([
      "npm's advisory service judged every package of the lock file.",
    ])
  })

  it("says so when an advisory has no fixed release", () => {
    const verdict = audit(treeWith({ "node_modules/unzipper": "2.0.1" }))
    expect(verdict.blocking).toEqual([expect.objectContaining({ id: "GHSA-jjjj-kkkk-llll", title: "Path traversal (no fixed release)" })])
  })
})

describe("the project's advisory list and exceptions", () => {
  // Each refuses a missing field, a severity the database does not use, or an expired exception.
  const list = readAdvisories()
  readExceptions()

  it("audits both lock files, the site's and the CMS's", () => {
    expect(AUDITED_TREES.map(({ dir }) => path.relative(path.resolve(__dirname, "../.."), dir))).toEqual(["", "admin"])
  })

  it("names as compared every package it has an advisory for", () => {
    const compared = new Set(list.compared.packages)
    expect(list.advisories.filter((advisory) => !compared.has(advisory.package)).map(({ id, package: name }) => `${id} ${name}`)).toEqual(
      [],
    )
  })
})
