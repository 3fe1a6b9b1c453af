import fs from "fs"
import os from "os"
import path from "path"
import sharp, { type OverlayOptions } from "sharp"
import subsetFont from "subset-font"
import { OG_IMAGE, previewPicture, type PreviewSource } from "../../src/site/site-images"
import { theme } from "../../src/styles/theme"
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
  /**
   * What stands beside the words (previewPicture, src/site/site-images.ts): the file of the page's
   * own picture, or a study's headline result, drawn as a card; else the home page's picture.
   */
  artwork: string | HeadlineResult
  /** How a picture fills its place: cropped to cover it, or (a logo) shown whole on a light panel. */
  fit: "cover" | "contain"
}

interface HeadlineResult {
  figure: string
  measures: string
}

interface ContentFile {
  file: string
  data: unknown
}

interface PageFields extends PreviewSource<string> {
  slug?: string
  title?: string
  draft?: boolean | null
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
    const picture = previewPicture(page)
    const artwork =
      picture?.kind === "result"
        ? { figure: picture.figure, measures: picture.measures }
        : picture && pictureFile(projectRoot, file, picture.field, picture.image)
    return [
      { route: routeFor(collection, page.slug), topic: page.title, artwork, fit: picture?.kind === "logo" ? "contain" : "cover" } as const,
    ]
  })
  const home = pages.find((page) => page.route === "/")?.artwork
  if (typeof home !== "string")
    throw new Error("content/pages/home.yaml: its hero needs an image, the picture of every page without its own")
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

/** The margin of a logo or a result on its light panel. */
const PANEL_MARGIN = 48

/** A light panel the size of a slot, with these drawings centred on it. */
function panel(slot: Slot, drawings: OverlayOptions[]): Promise<Buffer> {
  const background = theme.colors.surface
  return sharp({ create: { width: slot.width, height: slot.height, channels: 4, background } })
    .composite(drawings)
    .png()
    .toBuffer()
}

/** What stands beside the title: a picture cropped to its place, a logo whole on a panel, or a result's figure over what it measures. */
async function drawArtwork(page: OgPage, slot: Slot, fontFile: string): Promise<Buffer> {
  const { artwork } = page
  if (typeof artwork === "string" && page.fit === "cover")
    return sharp(artwork).resize({ width: slot.width, height: slot.height, fit: "cover" }).png().toBuffer()
  const inner = { ...slot, left: 0, top: 0, width: slot.width - 2 * PANEL_MARGIN, height: slot.height - 2 * PANEL_MARGIN }
  if (typeof artwork === "string") {
    const logo = await sharp(artwork).resize({ width: inner.width, height: inner.height, fit: "inside" }).png().toBuffer()
    return panel(slot, [{ input: logo, gravity: "centre" }])
  }
  const figure = await setText(
    artwork.figure,
    { ...inner, height: inner.height / 2, colour: theme.colors.primary, fontSize: 140, fontWeight: 800 },
    fontFile,
  )
  const measures = await setText(
    artwork.measures,
    { ...inner, height: inner.height / 2, colour: theme.colors.ink, fontSize: 44, fontWeight: 600 },
    fontFile,
  )
  const gap = 16
  const top = Math.round((slot.height - figure.height - gap - measures.height) / 2)
  return panel(slot, [
    { input: figure.input, left: PANEL_MARGIN, top },
    { input: measures.input, left: PANEL_MARGIN, top: top + figure.height + gap },
  ])
}

/** The words a page's preview sets: its title and, for a result, the figure and what it measures. */
const wordsOf = (page: OgPage) => [page.topic, ...(typeof page.artwork === "string" ? [] : [page.artwork.figure, page.artwork.measures])]

/** One page's link-preview image: the template with the brand, the page's title and its picture. */
export async function renderOgImage(page: OgPage, brand: string, template: string, fontFile: string): Promise<Buffer> {
  const slots = templateSlots(template)
  const [brandText, title, artwork] = await Promise.all([
    setText(brand, slots.brand, fontFile),
    setText(page.topic, slots.title, fontFile),
    drawArtwork(page, slots.artwork, fontFile),
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
    fs.writeFileSync(fontFile, await previewFont([brand, ...pages.flatMap(wordsOf)]))
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
