/**
 * npm run artwork: renders the project's own SVG artwork (src/images/) to the
 * raster files the site uses. Run it after changing an SVG and commit the
 * output. The build draws none of it, except each page's link-preview image
 * (gatsby/post-build/og-images.ts), from src/images/og-image.svg and these pictures.
 */
import fs from "fs"
import path from "path"
import sharp from "sharp"
import { fillPalette } from "../content-model/svg-palette"
import { loadContent } from "../content-model/load-content"
import { picturesOf } from "../content-model/link-rules"
import { artworkStep, pagePictures, readRendered, renderedHash, renderPagePicture, writeRendered } from "./page-artwork"

const renders: Array<{ source: string; target: string; width: number }> = [
  { source: "src/images/hero.svg", target: "content/images/hero.png", width: 1440 },
  { source: "src/images/workflow.svg", target: "content/images/workflow.png", width: 1440 },
  { source: "src/images/favicon.svg", target: "static/favicon-32.png", width: 32 },
  { source: "src/images/favicon.svg", target: "static/apple-touch-icon.png", width: 180 },
]

/** An SVG of src/images/ with the theme's colours filled in. */
const readArtwork = (source: string) => fillPalette(fs.readFileSync(source, "utf8"), source)

async function main() {
  // The SVG favicon is served as it is (and inlined by gatsby/ssr/site-icons.tsx): its colours are filled in here.
  fs.writeFileSync("static/favicon.svg", readArtwork("src/images/favicon.svg"))
  for (const { source, target, width } of renders) {
    await sharp(Buffer.from(readArtwork(source)), { density: 300 })
      .resize({ width })
      .png({ compressionLevel: 9 })
      .toFile(target)
    console.log(`${source} -> ${target} (${width}px wide)`)
  }
  // A page's picture is drawn over the last render only: an owner's upload under the same name stays.
  const shown = new Set(
    loadContent().files.flatMap(({ file, data }) => picturesOf(data).map((image) => path.join(path.dirname(file), image))),
  )
  const rendered = readRendered()
  for (const picture of pagePictures()) {
    const step = artworkStep(picture, shown, rendered)
    if (step !== "draw") {
      console.log(`${picture.source}: not drawn, ${step} (${picture.target})`)
      continue
    }
    const png = await renderPagePicture(picture)
    fs.mkdirSync(path.dirname(picture.target), { recursive: true })
    fs.writeFileSync(picture.target, png)
    rendered[picture.target] = renderedHash(png)
    console.log(`${picture.source} -> ${picture.target}`)
  }
  writeRendered(rendered)
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
