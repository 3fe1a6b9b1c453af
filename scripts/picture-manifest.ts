/**
 * Every picture file a built site holds (gatsby-plugin-sharp's resized copies in static/, the icon
 * files, the link-preview images, the favicons), with its format, size and bytes: a record to
 * compare two builds by, made before and after an upgrade of the image stack (sharp, libvips).
 *
 *   npx tsx scripts/picture-manifest.ts                          # public/'s figures
 *   npx tsx scripts/picture-manifest.ts --save before.json       # ... and keep them
 *   npx tsx scripts/picture-manifest.ts --compare before.json    # public/ against a kept record
 *   (--site DIR reads another built site, e.g. .test-build/public)
 *
 * --compare exits 1 when a file is missing or new, or its format, width, height or bytes moved
 * past the tolerances below.
 */
import fs from "fs"
import path from "path"
import { parseArgs } from "util"
import sharp from "sharp"

/** The formats told apart by a file's first bytes, so a record does not depend on the library under test. */
export type PictureFormat = "avif" | "webp" | "png" | "jpeg" | "gif" | "svg" | "ico"

const PICTURE_EXTENSIONS = new Set([".avif", ".webp", ".png", ".jpg", ".jpeg", ".gif", ".svg", ".ico"])

/**
 * An encoder of another version writes other bytes for the same pixels; these say how far they may
 * move before a comparison calls it a change worth a look (a size or format change always is).
 */
export const BYTES_TOLERANCE = { perFormatTotal: 0.1, perFile: 0.25 }
/** Height may round the other way when a width is scaled to the source's ratio. */
export const HEIGHT_TOLERANCE_PX = 1

/** A picture's format by its signature, or null when it is none of PictureFormat. */
export function pictureFormatOf(bytes: Buffer): PictureFormat | null {
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString("latin1")
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png"
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg"
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp"
  if (ascii(0, 4) === "GIF8") return "gif"
  if (bytes.readUInt32BE(0) === 0x00000100) return "ico"
  // ISO-BMFF: an ftyp box whose major or compatible brands name AVIF (still or sequence).
  if (ascii(4, 8) === "ftyp") {
    const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length)
    for (let offset = 8; offset + 4 <= boxEnd; offset += 4) if (["avif", "avis"].includes(ascii(offset, offset + 4))) return "avif"
    return null
  }
  return /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/.test(ascii(0, 1024)) ? "svg" : null
}

export interface PictureRecord {
  /** The file's path under the site, with content hashes (20+ hex digits) written as <hash>. */
  pattern: string
  format: PictureFormat | "unknown"
  width: number
  height: number
  bytes: number
}

const patternOf = (relative: string) =>
  relative
    .split(path.sep)
    .join("/")
    .replace(/[0-9a-f]{20,}/g, "<hash>")

function picturesUnder(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return picturesUnder(full)
    return PICTURE_EXTENSIONS.has(path.extname(entry.name).toLowerCase()) ? [full] : []
  })
}

/** Every picture file of the built site in `site`, sorted by pattern. */
export async function pictureManifest(site: string): Promise<PictureRecord[]> {
  const records = await Promise.all(
    picturesUnder(site).map(async (file): Promise<PictureRecord> => {
      const bytes = fs.readFileSync(file)
      // sharp reads sizes from headers (SVG's from its width and height); ICO is not one of its formats.
      const { width = 0, height = 0 } = await sharp(bytes)
        .metadata()
        .catch(() => ({ width: 0, height: 0 }))
      return {
        pattern: patternOf(path.relative(site, file)),
        format: pictureFormatOf(bytes) ?? "unknown",
        width,
        height,
        bytes: bytes.length,
      }
    }),
  )
  const patterns = records.map((record) => record.pattern)
  const repeated = patterns.filter((pattern, index) => patterns.indexOf(pattern) !== index)
  if (repeated.length > 0) throw new Error(`Two pictures share a pattern, so builds cannot be compared by it: ${repeated.join(", ")}`)
  return records.sort((a, b) => a.pattern.localeCompare(b.pattern))
}

export interface FormatTotals {
  format: string
  filesBefore: number
  filesAfter: number
  bytesBefore: number
  bytesAfter: number
}

export interface PictureComparison {
  totals: FormatTotals[]
  /** Each finding that breaks a rule: a file gone or new, another format, another size, bytes past a tolerance. */
  failures: string[]
  /** Files whose bytes moved, within the tolerance: shown, not failed. */
  changes: string[]
}

/** Each format's files and bytes in two records. */
export function formatTotals(before: PictureRecord[], after: PictureRecord[]): FormatTotals[] {
  const formats = Array.from(new Set([...before, ...after].map((record) => record.format))).sort()
  const of = (records: PictureRecord[], format: string) => records.filter((record) => record.format === format)
  const sum = (records: PictureRecord[]) => records.reduce((total, record) => total + record.bytes, 0)
  return formats.map((format) => ({
    format,
    filesBefore: of(before, format).length,
    filesAfter: of(after, format).length,
    bytesBefore: sum(of(before, format)),
    bytesAfter: sum(of(after, format)),
  }))
}

const change = (before: number, after: number) => (before === 0 ? (after === 0 ? 0 : Infinity) : (after - before) / before)
const percent = (fraction: number) => `${fraction >= 0 ? "+" : ""}${(fraction * 100).toFixed(1)}%`

/** `after` judged against `before` by the rules in BYTES_TOLERANCE and HEIGHT_TOLERANCE_PX (widths exact). */
export function comparePictures(before: PictureRecord[], after: PictureRecord[]): PictureComparison {
  const afterByPattern = new Map(after.map((record) => [record.pattern, record]))
  const beforePatterns = new Set(before.map((record) => record.pattern))
  const failures: string[] = after.filter((record) => !beforePatterns.has(record.pattern)).map((record) => `${record.pattern}: new`)
  const changes: string[] = []
  for (const old of before) {
    const now = afterByPattern.get(old.pattern)
    if (!now) {
      failures.push(`${old.pattern}: missing`)
      continue
    }
    if (now.format !== old.format) failures.push(`${old.pattern}: format ${old.format} → ${now.format}`)
    if (now.width !== old.width || Math.abs(now.height - old.height) > HEIGHT_TOLERANCE_PX)
      failures.push(`${old.pattern}: size ${old.width}×${old.height} → ${now.width}×${now.height}`)
    const moved = change(old.bytes, now.bytes)
    if (moved === 0) continue
    const line = `${old.pattern}: ${old.bytes} → ${now.bytes} bytes (${percent(moved)})`
    ;(Math.abs(moved) > BYTES_TOLERANCE.perFile ? failures : changes).push(line)
  }
  const totals = formatTotals(before, after)
  for (const total of totals) {
    const moved = change(total.bytesBefore, total.bytesAfter)
    if (Math.abs(moved) > BYTES_TOLERANCE.perFormatTotal)
      failures.push(`all ${total.format}: ${total.bytesBefore} → ${total.bytesAfter} bytes (${percent(moved)})`)
  }
  return { totals, failures, changes }
}

const table = (header: string[], rows: Array<Array<string | number>>) =>
  [header, header.map(() => "---"), ...rows]
    .map((cells) => `| ${cells.map((cell) => (typeof cell === "number" ? cell.toLocaleString("en") : cell)).join(" | ")} |`)
    .join("\n")

function printManifest(records: PictureRecord[]) {
  console.log(
    table(
      ["file", "format", "width", "height", "bytes"],
      records.map((record) => [record.pattern, record.format, record.width, record.height, record.bytes]),
    ),
  )
  const totals = formatTotals(records, records)
  console.log(
    `\n${table(
      ["format", "files", "bytes"],
      totals.map((total) => [total.format, total.filesAfter, total.bytesAfter]),
    )}`,
  )
}

function printComparison({ totals, failures, changes }: PictureComparison) {
  const all = totals.reduce(
    (sum, total) => ({
      ...sum,
      filesBefore: sum.filesBefore + total.filesBefore,
      filesAfter: sum.filesAfter + total.filesAfter,
      bytesBefore: sum.bytesBefore + total.bytesBefore,
      bytesAfter: sum.bytesAfter + total.bytesAfter,
    }),
    { format: "all", filesBefore: 0, filesAfter: 0, bytesBefore: 0, bytesAfter: 0 },
  )
  const rows = [...totals, all].map((total) => [
    total.format,
    total.filesBefore,
    total.filesAfter,
    total.bytesBefore,
    total.bytesAfter,
    percent(change(total.bytesBefore, total.bytesAfter)),
  ])
  console.log(table(["format", "files before", "files after", "bytes before", "bytes after", "change"], rows))
  console.log(
    `\nRules: same files and formats, widths exact, heights ±${HEIGHT_TOLERANCE_PX} px, bytes within ±${BYTES_TOLERANCE.perFile * 100}% a file and ±${BYTES_TOLERANCE.perFormatTotal * 100}% a format's total.`,
  )
  if (changes.length > 0) console.log(`\nBytes moved within the tolerance (${changes.length} files):\n  ${changes.join("\n  ")}`)
  console.log(failures.length === 0 ? "\nEvery rule holds." : `\nRules broken (${failures.length}):\n  ${failures.join("\n  ")}`)
}

async function main() {
  const { values } = parseArgs({
    options: { site: { type: "string", default: "public" }, save: { type: "string" }, compare: { type: "string" } },
  })
  const site = path.resolve(values.site!)
  if (!fs.existsSync(site)) throw new Error(`${site} does not exist: build the site first (npm run build)`)
  const records = await pictureManifest(site)
  if (values.save) fs.writeFileSync(values.save, `${JSON.stringify(records, null, 2)}\n`)
  if (!values.compare) return printManifest(records)
  const comparison = comparePictures(JSON.parse(fs.readFileSync(values.compare, "utf8")) as PictureRecord[], records)
  printComparison(comparison)
  if (comparison.failures.length > 0) process.exitCode = 1
}

if (require.main === module)
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
