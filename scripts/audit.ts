/**
 * npm run audit: every package of both lock files, the site's and the CMS's (admin/), judged
 * against known advisories. Every package, not only what ships: the build (Gatsby, webpack,
 * their plugins) runs on Netlify with the site's secrets, and npm start on a developer's machine.
 *
 * Two sources:
 * - audit-advisories.json, a dated list read by hand from the GitHub Advisory Database. Always
 *   checked, since it needs no network; once it is more than LIST_MAX_AGE_DAYS old the audit
 *   fails until it is compared with the database again.
 * - npm's advisory service (`npm audit --json --package-lock-only`: the lock file alone, no
 *   install), when it answers. These development machines get 405 Method Not Allowed: it is then
 *   reported as NOT CHECKED, never counted as a pass, with the number of packages that no source
 *   judged (those the list's `compared.packages` does not name; --list-unjudged names them).
 *   With --require-npm-service (the GitHub workflow, where it answers) a tree it did not judge fails.
 *
 * Fails (exit 1) on a high or critical advisory that audit-exceptions.json does not except by its
 * id, with a reason and an expiry date still to come; on a stale list; on a list entry with a
 * missing field or a severity the database does not use; and on an exception already expired or
 * running more than EXCEPTION_MAX_DAYS ahead. See SECURITY.md, "Dependencies".
 */
import { spawnSync } from "child_process"
import fs from "fs"
import path from "path"
import semver from "semver"

const ROOT = path.resolve(__dirname, "..")
export const ADVISORIES_FILE = path.join(ROOT, "audit-advisories.json")
export const EXCEPTIONS_FILE = path.join(ROOT, "audit-exceptions.json")

/** The folders whose package-lock.json npm run audit judges, each with how its report is headed. */
export const AUDITED_TREES = [
  { name: "The site", dir: ROOT },
  { name: "The CMS (admin/)", dir: path.join(ROOT, "admin") },
]

/** The GitHub Advisory Database's severities, exactly as it spells them. */
export const SEVERITIES = ["low", "moderate", "high", "critical"] as const
const BLOCKING = new Set(["high", "critical"])
/** How long the hand-read list is trusted, and how far ahead an exception may run: a quarter of a year. */
export const LIST_MAX_AGE_DAYS = 90
export const EXCEPTION_MAX_DAYS = 90
const DAY_MS = 24 * 60 * 60 * 1000

/** What an advisory's "fixed" says when no release fixes it. */
export const NO_FIX = "none"

export interface Advisory {
  id: string
  package: string
  severity: (typeof SEVERITIES)[number]
  /** The affected versions, as a semver range. */
  affected: string
  /** The fixed versions, or NO_FIX. */
  fixed: string
  title: string
}

export interface AdvisoryList {
  /** When the list was last compared with the database (YYYY-MM-DD). */
  checked: string
  compared: {
    /** How the packages were compared with the database that day. */
    how: string
    /** The package names that were looked up: a package of a lock file not named here is judged by no source when npm's service is not. */
    packages: string[]
  }
  advisories: Advisory[]
}

export interface Exception {
  reason: string
  /** YYYY-MM-DD: from this day on the advisory blocks again, to be judged again. */
  expires: string
}

/** One package of a lock file, where it is installed. */
export interface LockedPackage {
  name: string
  version: string
  /** Its place in the lock file, e.g. node_modules/gatsby/node_modules/uuid. */
  where: string
}

export interface Finding {
  id: string
  package: string
  version: string
  severity: string
  title: string
  where: string
}

export interface TreeVerdict {
  blocking: Array<Finding & { note?: string }>
  excepted: Array<Finding & { exception: Exception }>
  other: Finding[]
  /** npm's advisory service: what it found, or why it was not checked. */
  npmService: { checked: true } | { checked: false; reason: string }
  /** The tree's packages (name@version), and those no source judged: all but the list's compared ones when npm's service did not answer. */
  packages: string[]
  unjudged: string[]
}

/** The packages a package-lock.json (lockfileVersion 2 or 3) installs. */
export function lockedPackages(lockFile: string): LockedPackage[] {
  const lock = JSON.parse(fs.readFileSync(lockFile, "utf8")) as { packages?: Record<string, { version?: string; link?: boolean }> }
  return Object.entries(lock.packages ?? {})
    .filter(([where, entry]) => where.includes("node_modules/") && entry.version && !entry.link)
    .map(([where, entry]) => ({
      name: where.slice(where.lastIndexOf("node_modules/") + "node_modules/".length),
      version: entry.version!,
      where,
    }))
}

/** The advisories of the list that a package's installed version falls in. */
export function matchAdvisories(packages: readonly LockedPackage[], advisories: readonly Advisory[]): Finding[] {
  return packages.flatMap((locked) =>
    advisories
      .filter(
        (advisory) => advisory.package === locked.name && semver.satisfies(locked.version, advisory.affected, { includePrerelease: true }),
      )
      .map((advisory) => ({
        id: advisory.id,
        package: locked.name,
        version: locked.version,
        severity: advisory.severity,
        title: `${advisory.title} (${advisory.fixed === NO_FIX ? "no fixed release" : `fixed in ${advisory.fixed}`})`,
        where: locked.where,
      })),
  )
}

interface NpmAuditVulnerability {
  name: string
  severity: string
  range?: string
  nodes?: string[]
  via: Array<string | { title?: string; url?: string; severity?: string; name?: string }>
}

/** What `npm audit --json` found, as findings; null when it printed no report (the service did not answer). */
export function npmFindings(report: unknown): Finding[] | null {
  const parsed = report as { vulnerabilities?: Record<string, NpmAuditVulnerability> }
  if (!parsed || typeof parsed !== "object" || !parsed.vulnerabilities) return null
  return Object.values(parsed.vulnerabilities).flatMap((vulnerability) =>
    vulnerability.via.flatMap((via) =>
      typeof via === "string"
        ? []
        : [
            {
              id: /GHSA-[\w-]+/.exec(via.url ?? "")?.[0] ?? via.url ?? via.title ?? "advisory",
              package: via.name ?? vulnerability.name,
              version: vulnerability.range ?? "",
              severity: via.severity ?? vulnerability.severity,
              title: via.title ?? "",
              where: vulnerability.nodes?.[0] ?? `node_modules/${vulnerability.name}`,
            },
          ],
    ),
  )
}

const today = (now: Date) => now.toISOString().slice(0, 10)

type Judged = Pick<TreeVerdict, "blocking" | "excepted" | "other">

/** Judges one tree's findings against the exceptions, on the day given. */
export function judgeFindings(findings: readonly Finding[], exceptions: Record<string, Exception>, now = new Date()): Judged {
  const verdict: Judged = { blocking: [], excepted: [], other: [] }
  const seen = new Set<string>()
  const sorted = [...findings].sort((a, b) => a.package.localeCompare(b.package) || a.id.localeCompare(b.id))
  for (const finding of sorted) {
    const key = `${finding.id} ${finding.where}`
    if (seen.has(key)) continue
    seen.add(key)
    const exception = exceptions[finding.id]
    if (!BLOCKING.has(finding.severity)) verdict.other.push(finding)
    else if (exception && exception.expires > today(now)) verdict.excepted.push({ ...finding, exception })
    else verdict.blocking.push(exception ? { ...finding, note: `its exception expired on ${exception.expires}` } : finding)
  }
  return verdict
}

/** How old the list is, in whole days, and whether that is too old to trust. */
export function listAge(list: AdvisoryList, now = new Date()): { days: number; stale: boolean } {
  const days = Math.floor((Date.parse(today(now)) - Date.parse(list.checked)) / DAY_MS)
  return { days, stale: !(days <= LIST_MAX_AGE_DAYS) }
}

const ADVISORY_FIELDS = ["id", "package", "severity", "affected", "fixed", "title"] as const
/** A real day written YYYY-MM-DD (not 2027-02-31, which Date.parse would take as 3 March). */
const isDate = (value: unknown) =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(Date.parse(value) || 0).toISOString().slice(0, 10) === value

export function readAdvisories(file = ADVISORIES_FILE): AdvisoryList {
  const name = path.basename(file)
  const list = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<AdvisoryList>
  if (!isDate(list.checked)) throw new Error(`${name}: "checked" must be a date, YYYY-MM-DD`)
  const compared = list.compared as Partial<AdvisoryList["compared"]> | undefined
  if (typeof compared?.how !== "string" || compared.how.trim().length < 20) {
    throw new Error(`${name}: "compared.how" must say how the packages were compared with the database on ${list.checked}`)
  }
  if (!Array.isArray(compared.packages) || !compared.packages.every((entry) => typeof entry === "string" && entry.trim())) {
    throw new Error(`${name}: "compared.packages" must list the names of the packages compared with the database on ${list.checked}`)
  }
  if (!Array.isArray(list.advisories)) throw new Error(`${name}: "advisories" must be a list`)
  list.advisories.forEach((advisory: Partial<Record<keyof Advisory, unknown>>, index) => {
    const label = typeof advisory.id === "string" && advisory.id ? advisory.id : `advisory ${index + 1}`
    const missing = ADVISORY_FIELDS.filter((field) => typeof advisory[field] !== "string" || !(advisory[field] as string).trim())
    if (missing.length) throw new Error(`${name}: ${label}: missing ${missing.map((field) => `"${field}"`).join(", ")}`)
    if (!/^GHSA(-[0-9a-z]{4}){3}$/.test(advisory.id as string)) throw new Error(`${name}: ${label}: "id" must be a GHSA id`)
    if (!SEVERITIES.includes(advisory.severity as Advisory["severity"])) {
      throw new Error(`${name}: ${label}: severity "${String(advisory.severity)}" is none of ${SEVERITIES.join(", ")}`)
    }
    if (!semver.validRange(advisory.affected as string)) throw new Error(`${name}: ${label}: "affected" must be a semver range`)
  })
  return list as AdvisoryList
}

/** The exceptions, each refused unless it has a reason and an expiry date from tomorrow to EXCEPTION_MAX_DAYS ahead. */
export function readExceptions(file = EXCEPTIONS_FILE, now = new Date()): Record<string, Exception> {
  const name = path.basename(file)
  const parsed = JSON.parse(fs.readFileSync(file, "utf8")) as { exceptions?: Record<string, Exception> }
  for (const [id, exception] of Object.entries(parsed.exceptions ?? {})) {
    if (!/^GHSA-/.test(id)) throw new Error(`${name}: ${id}: exceptions are keyed by advisory id (GHSA-…)`)
    if (typeof exception?.reason !== "string" || exception.reason.trim().length < 20) {
      throw new Error(`${name}: ${id} needs the reason the advisory does not apply, in a sentence`)
    }
    if (!isDate(exception.expires)) throw new Error(`${name}: ${id} needs an expiry date, YYYY-MM-DD`)
    const daysAhead = Math.round((Date.parse(exception.expires) - Date.parse(today(now))) / DAY_MS)
    if (daysAhead <= 0) {
      throw new Error(
        `${name}: ${id}'s exception expired on ${exception.expires}: judge the advisory again, then fix it or renew the exception`,
      )
    }
    if (daysAhead > EXCEPTION_MAX_DAYS) {
      throw new Error(
        `${name}: ${id}'s exception runs to ${exception.expires}, more than ${EXCEPTION_MAX_DAYS} days ahead: choose a nearer date`,
      )
    }
  }
  return parsed.exceptions ?? {}
}

/**
 * npm's advisory service on a folder's lock file alone (no node_modules needed), every dependency
 * type included even where NODE_ENV=production would omit development ones; parsed, and a run that
 * printed no JSON becomes its last line.
 */
function npmAudit(dir: string): unknown {
  const args = ["audit", "--json", "--package-lock-only", "--include=dev", "--include=optional", "--include=peer"]
  const audit = spawnSync("npm", args, { cwd: dir, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
  try {
    return JSON.parse(audit.stdout)
  } catch {
    return { message: (audit.stderr || audit.stdout || "no output").trim().split("\n").pop() }
  }
}

export interface AuditOptions {
  trees?: typeof AUDITED_TREES
  list?: AdvisoryList
  exceptions?: Record<string, Exception>
  runNpmAudit?: (dir: string) => unknown
  now?: Date
}

/** Each tree's verdict, every tree judged against the one list and the one exceptions file. */
export function auditTrees({
  trees = AUDITED_TREES,
  list = readAdvisories(),
  exceptions = readExceptions(),
  runNpmAudit = npmAudit,
  now = new Date(),
}: AuditOptions = {}): Array<{ name: string; verdict: TreeVerdict }> {
  return trees.map(({ name, dir }) => {
    const locked = lockedPackages(path.join(dir, "package-lock.json"))
    const fromList = matchAdvisories(locked, list.advisories)
    const report = runNpmAudit(dir)
    const fromNpm = npmFindings(report)
    const npmService: TreeVerdict["npmService"] = fromNpm
      ? { checked: true }
      : { checked: false, reason: (report as { message?: string })?.message ?? "it printed no report" }
    const packages = [...new Set(locked.map(({ name, version }) => `${name}@${version}`))].sort()
    const compared = new Set(list.compared.packages)
    const unjudged = fromNpm
      ? []
      : [...new Set(locked.filter(({ name }) => !compared.has(name)).map(({ name, version }) => `${name}@${version}`))].sort()
    return { name, verdict: { ...judgeFindings([...fromList, ...(fromNpm ?? [])], exceptions, now), npmService, packages, unjudged } }
  })
}

/** How npm run audit is asked to run: the command line's flags. */
export interface AuditFlags {
  /** A tree that npm's advisory service did not judge fails (--require-npm-service: where the service answers, as on GitHub). */
  requireNpmService: boolean
  /** Name every package no source judged (--list-unjudged). */
  listUnjudged: boolean
}

export function parseFlags(argv: readonly string[]): AuditFlags {
  const known = ["--require-npm-service", "--list-unjudged"]
  const unknown = argv.filter((arg) => !known.includes(arg))
  if (unknown.length) throw new Error(`unknown option ${unknown.join(" ")}; the options are ${known.join(", ")}`)
  return { requireNpmService: argv.includes("--require-npm-service"), listUnjudged: argv.includes("--list-unjudged") }
}

const count = (n: number) => n.toLocaleString("en-US")

/** The lines npm run audit prints for a tree's verdict. */
export function describeVerdict(
  verdict: TreeVerdict,
  flags: Pick<AuditFlags, "requireNpmService"> = { requireNpmService: false },
): string[] {
  const line = (finding: Finding) =>
    `  ${finding.severity.padEnd(8)} ${finding.id} ${finding.package}@${finding.version} (${finding.where}): ${finding.title}`
  const service = verdict.npmService
  return [
    service.checked
      ? "npm's advisory service: checked."
      : flags.requireNpmService
        ? `npm's advisory service: NOT CHECKED (${service.reason}), and --require-npm-service requires it: FAILED.`
        : `npm's advisory service: NOT CHECKED (${service.reason}); judged against audit-advisories.json only.`,
    verdict.blocking.length === 0
      ? "No high or critical advisory, apart from the exceptions below."
      : `${verdict.blocking.length} high or critical advisor${verdict.blocking.length === 1 ? "y" : "ies"} to fix (update, or override in package.json) or, if it cannot reach the site or its build, except in audit-exceptions.json with a reason and an expiry date:`,
    ...verdict.blocking.map((finding) => `${line(finding)}${finding.note ? ` [${finding.note}]` : ""}`),
    ...(verdict.excepted.length
      ? [
          "Excepted (audit-exceptions.json):",
          ...verdict.excepted.map(
            (finding) => `${line(finding)}\n    why: ${finding.exception.reason} (until ${finding.exception.expires})`,
          ),
        ]
      : []),
    ...(verdict.other.length ? ["Low and moderate (not blocking):", ...verdict.other.map(line)] : []),
  ]
}

type TreeAudit = { name: string; verdict: TreeVerdict }

/**
 * What no source judged, across the trees, in plain counts: the packages npm's service did not
 * check, and of those the ones the list's comparison did not cover either.
 */
export function describeCoverage(audits: readonly TreeAudit[], flags: Pick<AuditFlags, "listUnjudged">): string[] {
  const unchecked = audits.filter(({ verdict }) => !verdict.npmService.checked)
  if (unchecked.length === 0)
    return [`npm's advisory service judged every package of ${audits.length === 1 ? "the lock file" : "each lock file"}.`]
  const perTree = (size: (verdict: TreeVerdict) => number) =>
    `${count(unchecked.reduce((sum, { verdict }) => sum + size(verdict), 0))} packages (${unchecked.map(({ name, verdict }) => `${name}: ${count(size(verdict))}`).join(", ")})`
  return [
    `NOT CHECKED against npm's advisory service: ${perTree(({ packages }) => packages.length)}.`,
    `Of those, judged by no source, as audit-advisories.json's "compared.packages" does not name them: ${perTree(({ unjudged }) => unjudged.length)}. ${
      flags.listUnjudged ? "They are:" : "npm run audit -- --list-unjudged names them."
    }`,
    ...(flags.listUnjudged ? unchecked.flatMap(({ name, verdict }) => verdict.unjudged.map((pkg) => `  ${name}: ${pkg}`)) : []),
  ]
}

/** Why npm run audit fails, one reason a line; none when it passes. */
export function auditFailures(audits: readonly TreeAudit[], listIsStale: boolean, flags: Pick<AuditFlags, "requireNpmService">): string[] {
  return [
    ...(listIsStale ? [`audit-advisories.json is older than ${LIST_MAX_AGE_DAYS} days`] : []),
    ...audits.filter(({ verdict }) => verdict.blocking.length > 0).map(({ name }) => `${name}: a high or critical advisory to fix`),
    ...(flags.requireNpmService
      ? audits.filter(({ verdict }) => !verdict.npmService.checked).map(({ name }) => `${name}: npm's advisory service did not answer`)
      : []),
  ]
}

function main(): void {
  let flags: AuditFlags
  let list: AdvisoryList
  let exceptions: Record<string, Exception>
  try {
    flags = parseFlags(process.argv.slice(2))
    list = readAdvisories()
    exceptions = readExceptions()
  } catch (error) {
    console.error(`npm run audit: ${(error as Error).message}`)
    process.exitCode = 1
    return
  }
  const age = listAge(list)
  console.log(
    `Advisory list (audit-advisories.json): ${list.advisories.length} advisories, compared with the database on ${list.checked}, ${age.days} days ago, for ${count(list.compared.packages.length)} package names.`,
  )
  console.log(`  How: ${list.compared.how}`)
  if (age.stale)
    console.log(
      `  STALE: older than ${LIST_MAX_AGE_DAYS} days. Compare it with the GitHub Advisory Database again (SECURITY.md, Dependencies).`,
    )
  const audits = auditTrees({ list, exceptions })
  for (const { name, verdict } of audits) {
    console.log(`${name}:`)
    for (const line of describeVerdict(verdict, flags)) console.log(`  ${line}`)
  }
  for (const line of describeCoverage(audits, flags)) console.log(line)
  const failures = auditFailures(audits, age.stale, flags)
  for (const failure of failures) console.log(`FAILED: ${failure}.`)
  process.exitCode = failures.length ? 1 : 0
}

if (require.main === module) main()
