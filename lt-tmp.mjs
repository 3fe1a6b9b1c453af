import { chromium } from "playwright-core"
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" })
for (const width of [320, 390]) {
  const context = await browser.newContext({ viewport: { width, height: 844 }, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  let t0 = Date.now()
  await page.goto("http://127.0.0.1:9100/")
  await page.waitForSelector("html[data-hydrated]", { state: "attached" }).catch((e) => console.log(String(e).slice(0, 100)))
  console.log(width, "hydrated after", Date.now() - t0)
  for (let i = 0; i < 5; i++) { t0 = Date.now(); await page.evaluate(() => 1); console.log(" rt", Date.now() - t0) }
  t0 = Date.now(); await page.getByRole("button", { name: "Menu" }).tap(); console.log(" tap", Date.now() - t0)
  for (let i = 0; i < 5; i++) { t0 = Date.now(); await page.evaluate(() => 1); console.log(" rt", Date.now() - t0); await page.waitForTimeout(300) }
  await context.close()
}
await browser.close()
