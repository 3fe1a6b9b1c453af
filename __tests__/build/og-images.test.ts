/**
 * @jest-environment node
 */
import fs from "fs"
import os from "os"
import path from "path"
import sharp from "sharp"
import { OG_TEMPLATE, ogPages, previewFont, renderOgImage, templateSlots } from "../../gatsby/post-build/og-images"
import { loadContent } from "../../content-model/load-content"
import { collectionOf } from "../../content-model/content-files"
import { routeFor } from "../../content/schema/content-schema"
import { fillPalette } from "../../content-model/svg-palette"
import { OG_IMAGE } from "../../src/site/site-images"
import { theme } from "../../src/styles/theme"
import { builtPageFiles, copyOfContent, withFile } from "../support/content"
import { PAGE_KINDS } from "../../content/schema/content-schema"

const ROOT = path.resolve(__dirname, "../..")
const template = fillPalette(fs.readFileSync(path.join(ROOT, OG_TEMPLATE), "utf8"), OG_TEMPLATE)
const files = loadContent(path.join(ROOT, "content")).files
const pages = ogPages(files, ROOT)
const page = (route: string) => pages.find((entry) => entry.route === route)!

type Page = { slug: string; sections?: Array<{ type: string; image?: string }> }
const heroPicture = (data: unknown) => (data as Page).sections?.find((section) => section.type === "hero")?.image
/** A page of any kind with a picture in its hero, whichever the content has: tests judge by rule, not by today's pages. */
const pageWithPicture = files.find(({ file, data }) => collectionOf(file) === "products" && heroPicture(data))!

describe("the pages that get a link-preview image", () => {
  it("are every page made from content/, each at its own file", () => {
    const routes = pages.map((entry) => entry.route)
    expect([...routes].sort()).toEqual(
      builtPageFiles()
        .map(({ route }) => route)
        .sort(),
    )
    expect(new Set(routes.map(OG_IMAGE.path)).size).toBe(routes.length)
  })

  it("show the page's own hero picture, or the home page's when it has none", () => {
    const route = routeFor("products", (pageWithPicture.data as Page).slug)
    const picture = path.resolve(ROOT, path.dirname(pageWithPicture.file), heroPicture(pageWithPicture.data)!)
    expect(page(route).artwork).toBe(picture)
    expect(picture).not.toBe(page("/").artwork)

    // The same page with its picture taken out, as an editor may do in the CMS.
    const sections = (pageWithPicture.data as Page).sections!.map(({ image: _image, ...section }) => section)
    const withoutPicture = files.map((entry) =>
      entry === pageWithPicture ? { ...entry, data: { ...(entry.data as Page), sections } } : entry,
    )
    const previews = ogPages(withoutPicture, ROOT)
    expect(previews.find((entry) => entry.route === route)!.artwork).toBe(page("/").artwork)
    for (const { artwork } of pages) if (typeof artwork === "string") expect(fs.existsSync(artwork)).toBe(true)
  })
})

describe("the pages that get none", () => {
  const routeOfFile = ({ file, data }: { file: string; data: unknown }) => routeFor(collectionOf(file)!, (data as Page).slug)
  const studies = () => copyOfContent().filter(({ file }) => collectionOf(file) === "case-studies")
  const listRoute = routeFor("pages", PAGE_KINDS["case-studies"].listedOn)

  it("are the drafts, whose titles are not public yet, and a list page with nothing published to list", () => {
    const content = copyOfContent().map((entry) =>
      collectionOf(entry.file) === "case-studies" ? { ...entry, data: { ...(entry.data as Page), draft: true } } : entry,
    )
    const routes = ogPages(content, ROOT).map((entry) => entry.route)
    expect(routes).not.toContain(listRoute)
    for (const study of studies()) expect(routes).not.toContain(routeOfFile(study))
  })

  it("gain one once published: the study and the list of studies", () => {
    const study = studies()[0]
    if (!study) return // content/ has no case study to publish
    const content = withFile(copyOfContent(), study.file, (data) => (data.draft = false))
    const routes = ogPages(content, ROOT).map((entry) => entry.route)
    expect(routes).toEqual(expect.arrayContaining([routeOfFile(study), listRoute]))
  })
})

describe("the template", () => {
  it("says where the brand, the title and the picture go, and how the words are set", () => {
    const slots = templateSlots(template)
    expect(slots.title).toMatchObject({ fontWeight: 800, colour: theme.colors.onPrimary })
    expect(slots.artwork.left + slots.artwork.width).toBeLessThanOrEqual(OG_IMAGE.width)
    expect(slots.title.left + slots.title.width).toBeLessThanOrEqual(slots.artwork.left)
  })

  it("names the place it lacks", () => {
    expect(() => templateSlots(template.replace('id="title"', 'id="heading"'))).toThrow(
      `${OG_TEMPLATE}: has no <rect id="title"> to say where the title goes`,
    )
  })
})

describe("a page's link-preview image", () => {
  let fontDir: string
  let fontFile: string
  const longTitle = "Fruits & Vegetables Delivery App Development"
  beforeAll(async () => {
    fontDir = fs.mkdtempSync(path.join(os.tmpdir(), "og-test-"))
    fontFile = path.join(fontDir, "inter.ttf")
    fs.writeFileSync(fontFile, await previewFont(["Brand", longTitle, "x".repeat(40) + " y"]))
  })
  afterAll(() => fs.rmSync(fontDir, { recursive: true, force: true }))

  it("is a 1200x630 PNG, even for a long title", async () => {
    const png = await renderOgImage({ ...page("/"), topic: longTitle }, "Brand", template, fontFile)
    expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 })
  })

  it("says which title does not fit rather than cutting it", async () => {
    const endless = Array(40).fill("x".repeat(40)).join(" ")
    await expect(renderOgImage({ ...page("/"), topic: endless }, "Brand", template, fontFile)).rejects.toThrow(/does not fit/)
  })
})

describe("a case study's link-preview image", () => {
  const home = files.find(({ file }) => file === "content/pages/home.yaml")!
  // Any picture of content/ will do as the study's own: the home page's hero picture, by its YAML path.
  const someImage = heroPicture(home.data)!
  const homeArtwork = page("/").artwork
  const STUDY = "content/case-studies/preview-fixture.yaml"
  const result = { figure: "42%", measures: "fixture orders online", period: "Jan 2026", source: "fixture records" }
  const study = (client: object, sections: object[]) => ({
    file: STUDY,
    data: {
      slug: "preview-fixture",
      title: "A fixture study",
      draft: false,
      client: { description: "A shop", namingAllowed: true, name: "Fixture Shop", industry: "Retail", city: "Pune", ...client },
      sections: [{ type: "hero", heading: "A fixture study" }, ...sections],
    },
  })
  const previewOf = (entry: ReturnType<typeof study>) =>
    ogPages([...files, entry], ROOT).find(({ route }) => route === routeFor("case-studies", "preview-fixture"))!
  const logo = { logo: someImage, logoAlt: "Fixture Shop's logo" }
  const pictures = { type: "pictures", pictures: [{ image: someImage, imageAlt: "The fixture's screen" }] }
  const results = { type: "results", results: [result] }

  it("shows the study's own picture first, then its client's logo whole, then its first result; the home page's only without any", () => {
    const picture = path.resolve(ROOT, "content/case-studies", someImage)
    expect(previewOf(study(logo, [results, pictures]))).toMatchObject({ artwork: picture, fit: "cover" })
    expect(previewOf(study(logo, [results]))).toMatchObject({ artwork: picture, fit: "contain" })
    expect(previewOf(study({ ...logo, namingAllowed: false }, [results]))).toMatchObject({
      artwork: { figure: result.figure, measures: result.measures },
    })
    expect(previewOf(study({}, [])).artwork).toBe(homeArtwork)
  })

  it("draws a logo and a result as 1200x630 PNGs whose picture differs from the home page's preview", async () => {
    const fontDir = fs.mkdtempSync(path.join(os.tmpdir(), "og-study-"))
    const fontFile = path.join(fontDir, "inter.ttf")
    try {
      const previews = [previewOf(study(logo, [])), previewOf(study({ namingAllowed: false }, [results]))]
      fs.writeFileSync(fontFile, await previewFont(["Brand", "A fixture study", result.figure, result.measures]))
      const { artwork: slot } = templateSlots(template)
      const region = (png: Buffer) =>
        sharp(png).extract({ left: slot.left, top: slot.top, width: slot.width, height: slot.height }).raw().toBuffer()
      const homeRegion = await region(await renderOgImage({ ...page("/"), topic: "A fixture study" }, "Brand", template, fontFile))
      for (const preview of previews) {
        const png = await renderOgImage(preview, "Brand", template, fontFile)
        expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 })
        expect((await region(png)).equals(homeRegion)).toBe(false)
      }
    } finally {
      fs.rmSync(fontDir, { recursive: true, force: true })
    }
  })
})
