/**
 * npm run artwork: renders the project's own SVG artwork (src/images/*.svg) to
 * the raster files the site uses. Run it after changing an SVG and commit the
 * output; the build never fetches or draws artwork itself.
 */
import fs from "fs"
import sharp from "sharp"
import { OG_IMAGE } from "../src/components/seo/site-images"

const renders: Array<{ source: string; target: string; width: number }> = [
  { source: "src/images/hero.svg", target: "content/images/hero.png", width: 1440 },
  { source: "src/images/workflow.svg", target: "content/images/workflow.png", width: 1440 },
  { source: "src/images/favicon.svg", target: "static/favicon-32.png", width: 32 },
  { source: "src/images/favicon.svg", target: "static/apple-touch-icon.png", width: 180 },
  // The link-preview image every page names in og:image (1200x630, as Open Graph and X expect).
  { source: "src/images/og-image.svg", target: `static${OG_IMAGE.path}`, width: OG_IMAGE.width },
]

async function main() {
  fs.copyFileSync("src/images/favicon.svg", "static/favicon.svg")
  for (const { source, target, width } of renders) {
    await sharp(source, { density: 300 }).resize({ width }).png({ compressionLevel: 9 }).toFile(target)
    console.log(`${source} -> ${target} (${width}px wide)`)
  }
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
