/**
 * @jest-environment node
 */
import fs from "fs"
import path from "path"
import sharp from "sharp"
import { fillPalette } from "../../gatsby/content/svg-palette"
import { theme } from "../../src/styles/theme"
import { ARTWORK_COLLECTIONS, pagePictures, renderPagePicture } from "../../scripts/page-artwork"
import { readContent } from "../support/content"

const ROOT = path.resolve(__dirname, "../..")
const pictures = pagePictures(ROOT)

interface PageFile {
  sections: Array<{ type: string; image?: string }>
}

describe("the product and service pictures", () => {
  it.each(ARTWORK_COLLECTIONS)(
    "every page of content/%s names its own picture as its hero image, and every picture has its page",
    (collection) => {
      const pageFiles = fs.readdirSync(path.join(ROOT, "content", collection)).sort()
      const heroImages = pageFiles.map(
        (name) => readContent<PageFile>(`${collection}/${name}`).sections.find((section) => section.type === "hero")?.image,
      )
      expect(heroImages).toEqual(pageFiles.map((name) => `../images/${name.replace(/\.ya?ml$/, ".png")}`))
      const drawn = pictures
        .filter((picture) => picture.source.startsWith(`src/images/pages/${collection}/`))
        .map((picture) => path.basename(picture.target))
      expect(drawn).toEqual(pageFiles.map((name) => name.replace(/\.ya?ml$/, ".png")))
    },
  )

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
  }, 60_000)
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
