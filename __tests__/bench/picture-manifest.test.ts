/**
 * @jest-environment node
 */
import sharp from "sharp"
import {
  BYTES_TOLERANCE,
  comparePictures,
  HEIGHT_TOLERANCE_PX,
  pictureFormatOf,
  type PictureFormat,
  type PictureRecord,
} from "../../scripts/picture-manifest"

const square = () => sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 40, b: 40 } } })

describe("pictureFormatOf", () => {
  it.each<[PictureFormat, () => Promise<Buffer>]>([
    ["avif", () => square().avif().toBuffer()],
    ["webp", () => square().webp().toBuffer()],
    ["png", () => square().png().toBuffer()],
    ["jpeg", () => square().jpeg().toBuffer()],
    ["gif", () => square().gif().toBuffer()],
  ])("tells %s by its first bytes", async (format, encode) => {
    expect(pictureFormatOf(await encode())).toBe(format)
  })

  it("tells an SVG, with or without an XML declaration, and an ICO", () => {
    expect(pictureFormatOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe("svg")
    expect(pictureFormatOf(Buffer.from('<?xml version="1.0"?>\n<!-- art -->\n<svg viewBox="0 0 1 1"></svg>'))).toBe("svg")
    expect(pictureFormatOf(Buffer.from([0, 0, 1, 0, 1, 0, 16, 16]))).toBe("ico")
  })

  it("names none for a file that is no picture, or an ISO-BMFF file that is not AVIF", async () => {
    expect(pictureFormatOf(Buffer.from("<!doctype html><html></html>"))).toBeNull()
    const heic = await square().avif().toBuffer()
    heic.write("heic", 8, "latin1")
    heic.fill(0, 16, heic.readUInt32BE(0))
    expect(pictureFormatOf(heic)).toBeNull()
  })
})

describe("comparePictures", () => {
  const record = (pattern: string, changes: Partial<PictureRecord> = {}): PictureRecord => ({
    pattern,
    format: "webp",
    width: 480,
    height: 360,
    bytes: 10_000,
    ...changes,
  })

  it("passes the same files with bytes moved within the tolerance, and lists them", () => {
    const within = 1 + BYTES_TOLERANCE.perFormatTotal / 2
    const { failures, changes, totals } = comparePictures([record("a.webp")], [record("a.webp", { bytes: 10_000 * within })])
    expect(failures).toEqual([])
    expect(changes).toHaveLength(1)
    expect(totals).toEqual([{ format: "webp", filesBefore: 1, filesAfter: 1, bytesBefore: 10_000, bytesAfter: 10_000 * within }])
  })

  it("fails a missing or new file, another format, another width, a height off by more than the tolerance", () => {
    const before = [record("gone.webp"), record("format.webp"), record("width.webp"), record("height.webp"), record("close.webp")]
    const after = [
      record("new.webp"),
      record("format.webp", { format: "png" }),
      record("width.webp", { width: 479 }),
      record("height.webp", { height: 360 + HEIGHT_TOLERANCE_PX + 1 }),
      record("close.webp", { height: 360 + HEIGHT_TOLERANCE_PX }),
    ]
    const { failures } = comparePictures(before, after)
    for (const pattern of ["new.webp", "gone.webp", "format.webp", "width.webp", "height.webp"])
      expect(failures.some((failure) => failure.startsWith(`${pattern}:`))).toBe(true)
    expect(failures.some((failure) => failure.startsWith("close.webp"))).toBe(false)
  })

  it("fails a file whose bytes moved past the tolerance, and a format whose total did", () => {
    const past = 1 + BYTES_TOLERANCE.perFile + 0.01
    const { failures } = comparePictures([record("a.webp")], [record("a.webp", { bytes: 10_000 * past })])
    expect(failures).toEqual([expect.stringMatching(/^a\.webp: /), expect.stringMatching(/^all webp: /)])
  })
})
