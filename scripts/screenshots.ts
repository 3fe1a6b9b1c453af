/**
 * npm run screenshots: each kind of page (home, a service, a product, contact)
 * at 1280 and 390 px wide, whole pages, into docs/screenshots/, so a reviewer
 * sees the site without running it. Commit the output. It serves the built
 * site (run npm run build first) on a free local port and drives Debian's
 * Chromium; on shared machines run it inside `isolated`.
 */
import fs from "fs"
import path from "path"
import { chromium, type Browser, type BrowserContextOptions } from "@playwright/test"
import sharp from "sharp"
import { CHROME_FLAGS, chromePath } from "./chromium"
import { startStaticServer } from "./static-server"

const OUTPUT_DIR = "docs/screenshots"

const PAGES = [
  { name: "home", route: "/" },
  { name: "service", route: "/service/mobile-app-development/" },
  { name: "product", route: "/products/medicine-delivery-app-development/" },
  { name: "contact", route: "/contact-us/" },
] as const

const SCREENS: ReadonlyArray<{ name: string; options: BrowserContextOptions }> = [
  { name: "1280", options: { viewport: { width: 1280, height: 800 } } },
  { name: "390", options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 } },
]

/**
 * One whole page as a visitor ends up seeing it: every lazy picture and
 * carousel loaded by scrolling once to the bottom, and the reveal-on-scroll
 * animations off (reduced motion), so nothing below the fold is caught half-faded.
 */
async function capture(browser: Browser, origin: string, screen: (typeof SCREENS)[number], route: string): Promise<Buffer> {
  const context = await browser.newContext({ ...screen.options, reducedMotion: "reduce" })
  const page = await context.newPage()
  // A second visit, as a returning visitor's: the site's font (font-display: optional) is then in the cache and shown.
  await page.goto(origin + route, { waitUntil: "networkidle" })
  await page.reload({ waitUntil: "networkidle" })
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 60))
    }
    window.scrollTo(0, 0)
    await document.fonts.ready
  })
  await page.waitForLoadState("networkidle")
  const png = await page.screenshot({ fullPage: true, animations: "disabled" })
  await context.close()
  return png
}

async function main() {
  const server = await startStaticServer("public")
  const browser = await chromium.launch({ executablePath: chromePath(), args: CHROME_FLAGS })
  try {
    fs.mkdirSync(OUTPUT_DIR, { recursive: true })
    for (const screen of SCREENS) {
      for (const { name, route } of PAGES) {
        const target = path.join(OUTPUT_DIR, `${name}-${screen.name}.png`)
        // 256 colours keep a whole page a few hundred KB in the repository; text and edges stay sharp.
        await sharp(await capture(browser, server.origin, screen, route))
          .png({ palette: true, compressionLevel: 9 })
          .toFile(target)
        console.log(`${route} at ${screen.name} px -> ${target}`)
      }
    }
  } finally {
    await browser.close()
    await server.close()
  }
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
