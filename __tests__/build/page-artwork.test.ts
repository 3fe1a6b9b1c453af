/**
 * @jest-environment node
 */
import fs from "fs"
import path from "path"
import sharp from "sharp"
import { fillPalette } from "../../content-model/svg-palette"
import { theme } from "../../src/styles/theme"
import os from "os"
import {
  artworkStep,
  pagePictures,
  readRendered,
  renderedHash,
  renderPagePicture,
  RENDERED,
  writeRendered,
} from "../../scripts/page-artwork"
import { loadContent } from "../../content-model/load-content"

const ROOT = path.resolve(__dirname, "../..")

interface PageFile {
  sections?: Array<{ type: string; image?: string; imageAlt?: string }>
}

/** Every picture a section of a page names, with the file that names it. */
const namedPictures = loadContent(path.join(ROOT, "content")).files.flatMap(({ file, data }) =>
  ((data as PageFile).sections ?? [])
    .map((section, index) => ({ file, place: `sections[${index}]`, ...section }))
    .filter((section) => section.image !== undefined),
)

/**
 * The drawn pictures (src/images/pages/, npm run artwork) whose file is the artwork's last render
 * (rendered.json): a picture the owner replaced with an upload under the same name, or deleted
 * under Media with its page, is not judged.
 */
const RENDERED_NOW = readRendered(ROOT)
const pictures = pagePictures(ROOT).filter(
  (picture) => fs.existsSync(path.join(ROOT, picture.target)) && artworkStep(picture, new Set(), RENDERED_NOW, ROOT) === "draw",
)

/*
 * Rules, not today's pages: a page may show a picture drawn here (src/images/pages/, npm run
 * artwork), one uploaded through the CMS, or none (its hero then spans the width; CONTENT.md).
 */
describe("the pictures the pages show", () => {
  it("are files in content/ the build can read (PNG or JPEG), each described", async () => {
    for (const { file, place, image, imageAlt } of namedPictures) {
      const picture = path.join(ROOT, path.dirname(file), image!)
      const format = fs.existsSync(picture) ? (await sharp(picture).metadata()).format : "missing"
      expect({ file, place, image, format, described: Boolean(imageAlt?.trim()) }).toEqual({
        file,
        place,
        image,
        format: expect.stringMatching(/^(png|jpeg)$/),
        described: true,
      })
    }
  })
})

describe("the drawn pictures", () => {
  // Slow-ish (one render each), but it is what catches an SVG changed without `npm run artwork`.
  it("are committed as npm run artwork renders them from their SVG", async () => {
    for (const picture of pictures) {
      const pixels = (png: Buffer) => sharp(png).raw().toBuffer()
      const [made, committed] = await Promise.all([
        renderPagePicture(picture, ROOT).then(pixels),
        pixels(fs.readFileSync(path.join(ROOT, picture.target))),
      ])
      expect({ picture: picture.target, same: made.equals(committed) }).toEqual({ picture: picture.target, same: true })
    }
  }, 180_000)

  it("are each recorded as npm run artwork last drew them, so an upload in a picture's place is told apart", () => {
    const rendered = RENDERED_NOW
    for (const { source, target } of pagePictures(ROOT))
      expect({ source, recorded: rendered[target] }).toEqual({ source, recorded: expect.stringMatching(/^[0-9a-f]{64}$/) })
  })
})

describe("npm run artwork, where a page's picture is already there", () => {
  const TARGET = "content/images/some-app.png"
  const picture = { source: "src/images/pages/products/some-app.svg", target: TARGET, layers: [] }
  let root: string
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "artwork-"))
    fs.mkdirSync(path.join(root, path.dirname(RENDERED)), { recursive: true })
    fs.mkdirSync(path.join(root, "content/images"), { recursive: true })
  })
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }))
  const put = (bytes: string) => fs.writeFileSync(path.join(root, TARGET), bytes)

  it("draws over its own last render", () => {
    put("drawn")
    writeRendered({ [TARGET]: renderedHash(Buffer.from("drawn")) }, root)
    expect(artworkStep(picture, new Set(), readRendered(root), root)).toBe("draw")
  })

  it("keeps an upload the owner put in its place under the same name", () => {
    writeRendered({ [TARGET]: renderedHash(Buffer.from("drawn")) }, root)
    put("uploaded through Media")
    expect(artworkStep(picture, new Set([TARGET]), readRendered(root), root)).toBe("keep the upload")
  })

  it("draws a missing picture a page shows, and none that no page shows", () => {
    expect(artworkStep(picture, new Set([TARGET]), readRendered(root), root)).toBe("draw")
    expect(artworkStep(picture, new Set(), readRendered(root), root)).toBe("no page shows it")
  })
})

describe("the colours of the SVG artwork", () => {
  it("come from the theme by name", () => {
    expect(fillPalette('<rect fill="{{primary}}" stroke="{{ ink }}"/>', "x.svg")).toBe(
      `<rect fill="${theme.colors.primary}" stroke="${theme.colors.ink}"/>`,
    )
  })

  it("stop on a name the theme lacks, saying where and which names there are", () => {
    expect(() => fillPalette('<rect fill="{{purple}}"/>', "src/images/pages/x.svg")).toThrow(
      /^src\/images\/pages\/x\.svg: "\{\{purple\}\}" is not a colour of src\/styles\/theme\.ts \(use one of: ink, text, /,
    )
  })
})
