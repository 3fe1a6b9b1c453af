import { createHash } from "crypto"
import fs from "fs"
import path from "path"
import sharp from "sharp"
import { fillPalette, svgBody } from "../content-model/svg-palette"

/** The collections whose pages each have a picture of their own, drawn in src/images/pages/<collection>/<slug>.svg. */
export const ARTWORK_COLLECTIONS = ["products", "services"] as const

const SOURCE_DIR = "src/images/pages"

/** Pixels wide of each PNG: the hero shows it at most 34rem wide, so this covers a 2x screen. */
const WIDTH = 1200
/** The SVGs are drawn 960 wide; rasterising them at this scale keeps edges sharp before the resize. */
const SCALE = 1.25

export interface PagePicture {
  source: string
  target: string
  /** The SVG files laid one over the other: the backdrop, the phone (products only), the page's own drawing. */
  layers: string[]
}

/**
 * The hero pictures of the product and service pages: each is rendered by
 * npm run artwork to content/images/<slug>.png, which the page's YAML names as
 * its hero image. The PNGs sit in content/images/ itself, not in folders of
 * their own: Decap CMS finds a picture by its file name in its one media folder. A product's shows a phone with the app's key
 * screen; a service's its own scene on the same backdrop.
 */
export function pagePictures(projectRoot = process.cwd()): PagePicture[] {
  return ARTWORK_COLLECTIONS.flatMap((collection) =>
    fs
      .readdirSync(path.join(projectRoot, SOURCE_DIR, collection))
      .filter((name) => name.endsWith(".svg"))
      .sort()
      .map((name) => {
        const shared = collection === "products" ? ["backdrop.svg", "phone.svg"] : ["backdrop.svg"]
        const source = `${SOURCE_DIR}/${collection}/${name}`
        return {
          source,
          target: `content/images/${name.replace(/\.svg$/, ".png")}`,
          layers: [...shared.map((file) => `${SOURCE_DIR}/${file}`), source],
        }
      }),
  )
}

/** One SVG document of the layers, the first one's <svg> element around all of their drawings. */
function stack(layers: readonly string[], projectRoot: string): string {
  const [first, ...rest] = layers.map((file) => ({ file, svg: fillPalette(fs.readFileSync(path.join(projectRoot, file), "utf8"), file) }))
  const opening = /<svg\b[^>]*>/.exec(first.svg)?.[0]
  if (!opening) throw new Error(`${first.file}: is not an <svg> document`)
  return [opening, ...[first, ...rest].map(({ file, svg }) => svgBody(svg, file)), "</svg>"].join("\n")
}

/** The PNG npm run artwork writes for a page's picture. */
export function renderPagePicture(picture: PagePicture, projectRoot = process.cwd()): Promise<Buffer> {
  return sharp(Buffer.from(stack(picture.layers, projectRoot)), { density: 72 * SCALE })
    .resize({ width: WIDTH })
    .png({ compressionLevel: 9, palette: true, quality: 95 })
    .toBuffer()
}

/**
 * What npm run artwork last wrote to each picture (its SHA-256), so a file is known to be that
 * render and not an upload the owner put in its place under the same name (Media in the CMS).
 */
export const RENDERED = `${SOURCE_DIR}/rendered.json`

export function readRendered(projectRoot = process.cwd()): Record<string, string> {
  const file = path.join(projectRoot, RENDERED)
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>) : {}
}

export const writeRendered = (rendered: Record<string, string>, projectRoot = process.cwd()) =>
  fs.writeFileSync(path.join(projectRoot, RENDERED), `${JSON.stringify(rendered, null, 2)}\n`)

/** The hash npm run artwork records of a picture it wrote. */
export const renderedHash = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex")

/**
 * What npm run artwork does with a page's picture: draws it where the file is its last render, or
 * is missing while a page shows it; keeps an upload that took the render's place; draws none for
 * a picture no page shows any more (its page deleted, the picture deleted under Media with it).
 * `rendered` is readRendered's record, read once for every picture.
 */
export type ArtworkStep = "draw" | "keep the upload" | "no page shows it"

export function artworkStep(
  picture: Pick<PagePicture, "target">,
  shownByPages: ReadonlySet<string>,
  rendered: Readonly<Record<string, string>>,
  projectRoot = process.cwd(),
): ArtworkStep {
  const file = path.join(projectRoot, picture.target)
  if (!fs.existsSync(file)) return shownByPages.has(picture.target) ? "draw" : "no page shows it"
  return rendered[picture.target] === renderedHash(fs.readFileSync(file)) ? "draw" : "keep the upload"
}
