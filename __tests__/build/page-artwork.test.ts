/**
 * @jest-environment node
 */
import fs from "fs"
import path from "path"
import sharp from "sharp"
import { fillPalette } from "../../content-model/svg-palette"
import { theme } from "../../src/styles/theme"
import { pagePictures, renderPagePicture } from "../../scripts/page-artwork"
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
 * The drawn pictures (src/images/pages/, npm run artwork) a page of content/ shows now: a picture
 * the owner replaced with an upload, or deleted under Media with its page, is no longer judged.
 */
const pictures = pagePictures(ROOT).filter(({ target }) =>
  namedPictures.some(({ file, image }) => path.resolve(ROOT, path.dirname(file), image!) === path.resolve(ROOT, target)),
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
