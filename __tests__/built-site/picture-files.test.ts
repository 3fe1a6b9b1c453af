/**
 * @jest-environment node
 */
// What a broken image stack (sharp, its libvips and encoders) would break: every file a page's
// <picture> names, in its <source>s and its fallback <img>, is there, decodes, is in the format
// the markup declares and has the size its srcset and the <img>'s width and height declare.
import fs from "fs"
import path from "path"
import sharp from "sharp"
import { HEIGHT_TOLERANCE_PX, pictureFormatOf, type PictureFormat } from "../../scripts/picture-manifest"
import { builtPages, isLocal, PUBLIC_DIR } from "./support"

/** The format a <source type> declares. */
const FORMAT_OF_TYPE: Record<string, PictureFormat> = {
  "image/avif": "avif",
  "image/webp": "webp",
  "image/png": "png",
  "image/jpeg": "jpeg",
}
/** The format a fallback <img>, which has no type, declares by its file's extension. */
const FORMAT_OF_EXTENSION: Record<string, PictureFormat> = {
  ".png": "png",
  ".jpg": "jpeg",
  ".jpeg": "jpeg",
  ".webp": "webp",
  ".avif": "avif",
}

interface DeclaredFile {
  format: PictureFormat | undefined
  width: number
  height: number
  /** Where it is declared: route, and the element's tag and type. */
  declaredBy: string
}

/** Each candidate of a srcset as [url, width]; a candidate without a width descriptor has NaN. */
const candidatesOf = (srcset: string | null): Array<[string, number]> =>
  (srcset ?? "")
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/))
    .filter(([url]) => url)
    .map(([url, descriptor]) => [url, /^\d+w$/.test(descriptor ?? "") ? Number(descriptor.slice(0, -1)) : NaN])

/** Every file the built pages' pictures declare, by URL, each with every declaration of it (one per element naming it). */
function declaredFiles(): Map<string, DeclaredFile[]> {
  const files = new Map<string, DeclaredFile[]>()
  const declare = (url: string, declaration: DeclaredFile) => files.set(url, [...(files.get(url) ?? []), declaration])
  for (const { route, document } of builtPages()) {
    for (const picture of Array.from(document.querySelectorAll("picture"))) {
      const img = picture.querySelector("img")
      // Every file keeps the ratio of the <img>'s width and height.
      const ratio = Number(img?.getAttribute("height")) / Number(img?.getAttribute("width"))
      const heightAt = (width: number) => width * ratio
      for (const source of Array.from(picture.querySelectorAll("source"))) {
        const type = source.getAttribute("type") ?? ""
        for (const [url, width] of candidatesOf(source.getAttribute("srcset")))
          declare(url, { format: FORMAT_OF_TYPE[type], width, height: heightAt(width), declaredBy: `${route} <source type="${type}">` })
      }
      if (!img) continue
      const src = img.getAttribute("src")
      const candidates = candidatesOf(img.getAttribute("srcset"))
      // The src is the srcset's largest file; the <img>'s width is what the layout asked for, which
      // a smaller upload does not reach, so it sizes the src only when there is no srcset.
      if (src && !candidates.some(([url]) => url === src)) candidates.push([src, Number(img.getAttribute("width"))])
      for (const [url, width] of candidates)
        declare(url, {
          format: FORMAT_OF_EXTENSION[path.extname(new URL(url, "http://site.invalid").pathname).toLowerCase()],
          width,
          height: heightAt(width),
          declaredBy: `${route} <img>`,
        })
    }
  }
  return files
}

const declared = Array.from(declaredFiles())

describe("the files of the built site's pictures", () => {
  it("are files of this site, each declared as one format at one size wherever it is named", () => {
    for (const [url, declarations] of declared) {
      expect({ url, local: isLocal(url) }).toEqual({ url, local: true })
      const [first] = declarations
      for (const declaration of declarations) {
        expect({ url, format: declaration.format, width: declaration.width }).toEqual({ url, format: first.format, width: first.width })
        expect({ url, height: Math.abs(declaration.height - first.height) <= HEIGHT_TOLERANCE_PX }).toEqual({ url, height: true })
      }
    }
  })

  if (declared.length > 0) {
    it.each(declared)("%s is there, decodes, and has the format, width and height its markup declares", async (url, [declaration]) => {
      expect(declaration.format).toBeDefined()
      expect(declaration.width).toBeGreaterThan(0)
      expect(Number.isFinite(declaration.height) && declaration.height > 0).toBe(true)
      const file = path.join(PUBLIC_DIR, decodeURIComponent(new URL(url, "http://site.invalid").pathname))
      expect(fs.existsSync(file)).toBe(true)
      const bytes = fs.readFileSync(file)
      expect(pictureFormatOf(bytes)).toBe(declaration.format)
      // Decoding every pixel, not reading the header alone: a truncated or garbled file fails here.
      const { info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true })
      expect(info.width).toBe(declaration.width)
      expect(Math.abs(info.height - declaration.height)).toBeLessThanOrEqual(HEIGHT_TOLERANCE_PX)
    })
  }
})
