/**
 * npm run audit: every package of both lock files, the site's and the CMS's (admin/), judged
 * against known advisories. Every package, not only what ships: the build (Gatsby, webpack,
 * their plugins) runs on Netlify with the site's secrets, and npm start on a developer's machine.
 *
 * Two sources:
 * - audit-advisories.json, a dated list read by hand from the GitHub Advisory Database. Always
 *   checked, since it needs no network; once it is more than LIST_MAX_AGE_DAYS old the audit
 *   fails until it is compared with the database again.
 * - npm's advisory service (`npm audit --json`), when it answers. These development machines get
 *   405 Method Not Allowed: it is then reported as NOT CHECKED, never counted as a pass.
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

export interface Advisory {
  id: string
  package: string
  severity: (typeof SEVERITIES)[number]
  /** The affected versions, as a semver range. */
  affected: string
  fixed: string
  title: string
}

export interface AdvisoryList {
  /** When the list was last compared with the database (YYYY-MM-DD). */
  checked: string
  /** What was compared with the database that day, and how. */
  compared: string
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
        title: `${advisory.title} (fixed in ${advisory.fixed})`,
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

/** Judges one tree's findings against the exceptions, on the day given. */
export function judgeFindings(
  findings: readonly Finding[],
  exceptions: Record<string, Exception>,
  now = new Date(),
): Omit<TreeVerdict, "npmService"> {
  const verdict: Omit<TreeVerdict, "npmService"> = { blocking: [], excepted: [], other: [] }
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
  if (typeof list.compared !== "string" || list.compared.trim().length < 20) {
    throw new Error(`${name}: "compared" must say what was compared with the database on ${list.checked}, and how`)
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

/** `npm audit --json` over the whole tree of a folder, parsed; a run that printed no JSON becomes its last line. */
function npmAudit(dir: string): unknown {
  const audit = spawnSync("npm", ["audit", "--json"], { cwd: dir, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
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
    const fromList = matchAdvisories(lockedPackages(path.join(dir, "package-lock.json")), list.advisories)
    const report = runNpmAudit(dir)
    const fromNpm = npmFindings(report)
    const npmService: TreeVerdict["npmService"] = fromNpm
      ? { checked: true }
      : { checked: false, reason: (report as { message?: string })?.message ?? "it printed no report" }
    return { name, verdict: { ...judgeFindings([...fromList, ...(fromNpm ?? [])], exceptions, now), npmService } }
  })
}

/** The lines npm run audit prints for a tree's verdict. */
export function describeVerdict(verdict: TreeVerdict): string[] {
  const line = (finding: Finding) =>
    `  ${finding.severity.padEnd(8)} ${finding.id} ${finding.package}@${finding.version} (${finding.where}): ${finding.title}`
  return [
    verdict.npmService.checked
      ? "npm's advisory service: checked."
      : `npm's advisory service: NOT CHECKED (${verdict.npmService.reason}); judged against audit-advisories.json only.`,
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

function main(): void {
  let list: AdvisoryList
  let exceptions: Record<string, Exception>
  try {
    list = readAdvisories()
    exceptions = readExceptions()
  } catch (error) {
    console.error(`npm run audit: ${(error as Error).message}`)
    process.exitCode = 1
    return
  }
  const age = listAge(list)
  console.log(
    `Advisory list (audit-advisories.json): ${list.advisories.length} advisories, compared with the database on ${list.checked}, ${age.days} days ago: ${list.compared}`,
  )
  if (age.stale)
    console.log(
      `  STALE: older than ${LIST_MAX_AGE_DAYS} days. Compare it with the GitHub Advisory Database again (SECURITY.md, Dependencies).`,
    )
  const audits = auditTrees({ list, exceptions })
  for (const { name, verdict } of audits) {
    console.log(`${name}:`)
    for (const line of describeVerdict(verdict)) console.log(`  ${line}`)
  }
  process.exitCode = age.stale || audits.some(({ verdict }) => verdict.blocking.length > 0) ? 1 : 0
}

if (require.main === module) main()
