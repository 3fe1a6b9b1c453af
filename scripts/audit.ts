/**
 * npm run audit: `npm audit --omit=dev`, judged, for each production tree: the
 * site's and the CMS's (admin/, with a package-lock.json of its own).
 *
 * Fails (exit 1) on a high or critical advisory in either tree unless
 * audit-exceptions.json names the package with the reason the advisory does
 * not apply to this site (see SECURITY.md, "Dependencies"). Prints every
 * advisory it judged. When the registry's advisory service cannot be reached
 * (these development machines get 405 Method Not Allowed), it says plainly
 * that nothing was checked and exits 0, so CI here is not blocked by a
 * service it cannot reach; run it where the service answers.
 */
import { spawnSync } from "child_process"
import fs from "fs"
import path from "path"

const ROOT = path.resolve(__dirname, "..")
export const EXCEPTIONS_FILE = path.join(ROOT, "audit-exceptions.json")

/** The folders whose package-lock.json npm run audit judges, each with how its report is headed. */
export const AUDITED_TREES = [
  { name: "The site", dir: ROOT },
  { name: "The CMS (admin/)", dir: path.join(ROOT, "admin") },
]
const BLOCKING = new Set(["high", "critical"])

export interface Finding {
  package: string
  severity: string
  /** The advisories' titles and addresses, or the packages the advisory comes through. */
  via: string[]
}

export type AuditVerdict =
  | { kind: "unreachable"; message: string }
  | { kind: "checked"; blocking: Finding[]; excepted: Array<Finding & { reason: string }>; other: Finding[] }

interface NpmAuditVulnerability {
  name: string
  severity: string
  via: Array<string | { title?: string; url?: string }>
}

/** Judges the JSON `npm audit --json` printed against the exceptions (package name to reason). */
export function judgeAudit(report: unknown, exceptions: Record<string, string>): AuditVerdict {
  const parsed = report as { vulnerabilities?: Record<string, NpmAuditVulnerability>; message?: string }
  if (!parsed || typeof parsed !== "object" || !parsed.vulnerabilities) {
    return { kind: "unreachable", message: parsed?.message ?? "npm audit printed no report" }
  }
  const findings = Object.values(parsed.vulnerabilities).map((vulnerability) => ({
    package: vulnerability.name,
    severity: vulnerability.severity,
    via: vulnerability.via.map((via) =>
      typeof via === "string" ? `through ${via}` : `${via.title ?? "advisory"} ${via.url ?? ""}`.trim(),
    ),
  }))
  const verdict: AuditVerdict = { kind: "checked", blocking: [], excepted: [], other: [] }
  for (const finding of findings.sort((a, b) => a.package.localeCompare(b.package))) {
    if (!BLOCKING.has(finding.severity)) verdict.other.push(finding)
    else if (exceptions[finding.package]) verdict.excepted.push({ ...finding, reason: exceptions[finding.package] })
    else verdict.blocking.push(finding)
  }
  return verdict
}

export function readExceptions(file = EXCEPTIONS_FILE): Record<string, string> {
  const parsed = JSON.parse(fs.readFileSync(file, "utf8")) as { exceptions?: Record<string, string> }
  for (const [name, reason] of Object.entries(parsed.exceptions ?? {})) {
    if (typeof reason !== "string" || reason.trim().length < 20) {
      throw new Error(`${path.basename(file)}: exceptions.${name} needs the reason the advisory does not apply, in a sentence`)
    }
  }
  return parsed.exceptions ?? {}
}

/** The lines npm run audit prints for a verdict. */
export function describeVerdict(verdict: AuditVerdict): string[] {
  if (verdict.kind === "unreachable") {
    return [
      `NOT CHECKED: npm's advisory service did not answer (${verdict.message}).`,
      "Run `npm run audit` where it answers (a developer's machine, or CI with internet) before a release.",
    ]
  }
  const line = (finding: Finding) => `  ${finding.severity.padEnd(8)} ${finding.package}: ${finding.via.join("; ")}`
  return [
    verdict.blocking.length === 0
      ? "No high or critical advisory in the production dependencies, apart from the exceptions below."
      : `${verdict.blocking.length} high or critical advisor${verdict.blocking.length === 1 ? "y" : "ies"} to fix (update the package) or, if it cannot reach the live site, explain in audit-exceptions.json:`,
    ...verdict.blocking.map(line),
    ...(verdict.excepted.length
      ? ["Excepted (audit-exceptions.json):", ...verdict.excepted.map((finding) => `${line(finding)}\n    why: ${finding.reason}`)]
      : []),
    ...(verdict.other.length ? ["Low and moderate (not blocking):", ...verdict.other.map(line)] : []),
  ]
}

/** `npm audit --omit=dev --json` in a folder, parsed; a run that printed no JSON becomes a report without findings. */
function npmAudit(dir: string): unknown {
  const audit = spawnSync("npm", ["audit", "--omit=dev", "--json"], { cwd: dir, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
  try {
    return JSON.parse(audit.stdout)
  } catch {
    return { message: (audit.stderr || audit.stdout || "no output").trim().split("\n").pop() }
  }
}

/** Each tree's verdict, every tree judged against the one exceptions file. */
export function auditTrees(runAudit: (dir: string) => unknown = npmAudit, exceptions = readExceptions()) {
  return AUDITED_TREES.map(({ name, dir }) => ({ name, verdict: judgeAudit(runAudit(dir), exceptions) }))
}

function main(): void {
  const audits = auditTrees()
  for (const { name, verdict } of audits) {
    console.log(`${name}:`)
    for (const line of describeVerdict(verdict)) console.log(`  ${line}`)
  }
  const blocked = audits.some(({ verdict }) => verdict.kind === "checked" && verdict.blocking.length > 0)
  process.exitCode = blocked ? 1 : 0
}

if (require.main === module) main()
