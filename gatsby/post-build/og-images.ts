import fs from "fs"
import os from "os"
import path from "path"
import sharp from "sharp"
import subsetFont from "subset-font"
import { OG_IMAGE } from "../../src/site/site-images"
import { INTER_SUBSET } from "../../src/styles/inter-subset"
import { routeFor } from "../../content/schema/content-schema"
import { collectionOf } from "../../content-model/content-files"
import { loadContent } from "../../content-model/load-content"
import { readSiteConstants } from "../../content-model/site-constants"
import { fillPalette } from "../../content-model/svg-palette"
import { builtPages } from "../node/create-pages"

/** The one template of every page's link-preview image; its hidden rectangles say where the words and the picture go. */
export const OG_TEMPLATE = "src/images/og-image.svg"

export interface OgPage {
  route: string
  /** The page's topic, as its <h1> and the first half of its <title> say it. */
  topic: string
  /** The picture beside the words: the page's hero picture, else the home page's. */
  artwork: string
}

interface ContentFile {
  file: string
  data: unknown
}

interface PageFields {
  slug?: string
  title?: string
  draft?: boolean | null
  sections?: Array<{ type?: string; image?: string }>
}

/** The folder every picture of the content is in; the content schema's image pattern asks the same. */
const PICTURES_DIR = "content/images"

/**
 * The file a picture field names, written from its YAML file: it must lie in content/images/, or any
 * picture the build machine can read would become a public link preview. The content check refuses
 * another first; this refuses it again, naming the file and field, should one reach the build.
 */
export function pictureFile(projectRoot: string, file: string, field: string, image: string): string {
  const picture = path.resolve(projectRoot, path.dirname(file), image)
  const fromFolder = path.relative(path.resolve(projectRoot, PICTURES_DIR), picture)
  if (fromFolder === "" || fromFolder.startsWith("..") || path.isAbsolute(fromFolder))
    throw new Error(`${file}: ${field}: "${image}" is not a picture in ${PICTURES_DIR}/ (write ../images/<name>.png)`)
  return picture
}

/**
 * Every page the build makes from content/, with its route, topic and the file of its picture: not a
 * draft (whose title is not public yet), nor a list page left unbuilt while nothing it lists is published.
 */
export function ogPages(files: readonly ContentFile[], projectRoot: string): OgPage[] {
  const sources = files.flatMap(({ file, data }) => {
    const kind = collectionOf(file)
    const { slug, draft } = (data ?? {}) as PageFields
    return kind && slug ? [{ id: file, slug, kind, draft }] : []
  })
  const built = new Set(builtPages(sources).map((source) => source.id))
  const pages = files.flatMap(({ file, data }) => {
    const collection = collectionOf(file)
    const page = data as PageFields
    if (!collection || !page?.slug || !page.title || !built.has(file)) return []
    const hero = page.sections?.findIndex((section) => section.type === "hero") ?? -1
    const image = page.sections?.[hero]?.image
    return [
      {
        route: routeFor(collection, page.slug),
        topic: page.title,
        artwork: image ? pictureFile(projectRoot, file, `sections[${hero}].image`, image) : null,
      },
    ]
  })
  const home = pages.find((page) => page.route === "/")?.artwork
  if (!home) throw new Error("content/pages/home.yaml: its hero needs an image, the picture of every page without its own")
  return pages.map((page) => ({ ...page, artwork: page.artwork ?? home }))
}

export interface Slot {
  left: number
  top: number
  width: number
  height: number
  colour: string
  fontSize: number
  fontWeight: number
}

const SLOT_NAMES = ["brand", "title", "artwork"] as const
type SlotName = (typeof SLOT_NAMES)[number]

/** The places the template leaves for the brand, the title and the picture, read from its hidden rectangles. */
export function templateSlots(svg: string, file = OG_TEMPLATE): Record<SlotName, Slot> {
  const slots = {} as Record<SlotName, Slot>
  for (const name of SLOT_NAMES) {
    const element = new RegExp(`<rect\\b[^>]*\\bid="${name}"[^>]*>`).exec(svg)?.[0]
    if (!element) throw new Error(`${file}: has no <rect id="${name}"> to say where the ${name} goes`)
    const attributes = Object.fromEntries(Array.from(element.matchAll(/([\w-]+)="([^"]*)"/g), ([, key, value]) => [key, value]))
    const number = (key: string, fallback?: number) => {
      const value = Number(attributes[key] ?? fallback)
      if (!Number.isFinite(value)) throw new Error(`${file}: <rect id="${name}"> needs a numeric ${key}`)
      return value
    }
    slots[name] = {
      left: number("x"),
      top: number("y"),
      width: number("width"),
      height: number("height"),
      colour: attributes.fill ?? "#000000",
      fontSize: number("font-size", 16),
      fontWeight: number("font-weight", 400),
    }
  }
  return slots
}

const escapeMarkup = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")

/** The smallest size a title may shrink to before the template is said to be too small for it. */
const SMALLEST_TITLE_SIZE = 28

/**
 * Words set in the site's font, wrapped to the slot's width, in the slot's
 * colour and weight; shrunk step by step until they fit its height.
 */
async function setText(text: string, slot: Slot, fontFile: string): Promise<{ input: Buffer; height: number }> {
  for (let size = slot.fontSize; size >= SMALLEST_TITLE_SIZE; size -= 4) {
    const { data, info } = await sharp({
      text: {
        text: `<span foreground="${slot.colour}" weight="${slot.fontWeight}">${escapeMarkup(text)}</span>`,
        font: `Inter ${size}`,
        fontfile: fontFile,
        width: slot.width,
        dpi: 72,
        rgba: true,
        wrap: "word",
        spacing: Math.round(size * 0.12),
      },
    })
      .png()
      .toBuffer({ resolveWithObject: true })
    if (info.height <= slot.height) return { input: data, height: info.height }
  }
  throw new Error(`"${text}" does not fit the ${slot.width}x${slot.height} place of ${OG_TEMPLATE} even at ${SMALLEST_TITLE_SIZE}px`)
}

/** The site's own font as TrueType, the format the text renderer reads, cut to the characters it will set. */
export async function previewFont(texts: readonly string[]): Promise<Buffer> {
  const characters = Array.from(new Set(texts.join(""))).join("")
  return subsetFont(fs.readFileSync(INTER_SUBSET.file), characters, { targetFormat: "truetype" })
}

/** One page's link-preview image: the template with the brand, the page's title and its picture. */
export async function renderOgImage(page: OgPage, brand: string, template: string, fontFile: string): Promise<Buffer> {
  const slots = templateSlots(template)
  const [brandText, title, artwork] = await Promise.all([
    setText(brand, slots.brand, fontFile),
    setText(page.topic, slots.title, fontFile),
    sharp(page.artwork).resize({ width: slots.artwork.width, height: slots.artwork.height, fit: "cover" }).png().toBuffer(),
  ])
  return sharp(Buffer.from(template))
    .resize(OG_IMAGE.width, OG_IMAGE.height)
    .composite([
      { input: brandText.input, left: slots.brand.left, top: slots.brand.top + Math.round((slots.brand.height - brandText.height) / 2) },
      { input: title.input, left: slots.title.left, top: slots.title.top },
      { input: artwork, left: slots.artwork.left, top: slots.artwork.top },
    ])
    .png({ compressionLevel: 9 })
    .toBuffer()
}

/** Writes every built page's preview to public/, where OG_IMAGE.path puts it, and no other; returns how many. */
export async function writeOgImages(publicDir: string, projectRoot = process.cwd()): Promise<number> {
  const { files, problems } = loadContent(path.join(projectRoot, "content"))
  if (problems.length > 0) throw new Error(`content/ does not load: ${problems.map((problem) => problem.file).join(", ")}`)
  const { brand } = readSiteConstants(path.join(projectRoot, "content/site.yaml"))
  const pages = ogPages(files, projectRoot)
  const template = fillPalette(fs.readFileSync(path.join(projectRoot, OG_TEMPLATE), "utf8"), OG_TEMPLATE)
  const fontDir = fs.mkdtempSync(path.join(os.tmpdir(), "og-font-"))
  const fontFile = path.join(fontDir, "inter.ttf")
  try {
    fs.writeFileSync(fontFile, await previewFont([brand, ...pages.map((page) => page.topic)]))
    // Every preview is drawn anew: one of a page no longer built (a study made a draft again) goes.
    fs.rmSync(path.join(publicDir, path.dirname(OG_IMAGE.path("/"))), { recursive: true, force: true })
    for (const page of pages) {
      const target = path.join(publicDir, OG_IMAGE.path(page.route))
      fs.mkdirSync(path.dirname(target), { recursive: true })
      fs.writeFileSync(target, await renderOgImage(page, brand, template, fontFile))
    }
  } finally {
    fs.rmSync(fontDir, { recursive: true, force: true })
  }
  return pages.length
}
