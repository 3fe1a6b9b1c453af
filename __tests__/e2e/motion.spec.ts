import { expect, test, type Page } from "@playwright/test"
import { waitUntilHydrated } from "./support/hydration"

/** The index of the Technology Stack carousel's current slide (react-slick loads when it comes near the viewport). */
const technologySlide = async (page: Page) => {
  await page.getByRole("group", { name: "Technology Stack" }).scrollIntoViewIfNeeded()
  return () => page.locator('[aria-label="Technology Stack"] .slick-current').getAttribute("data-index")
}

/** Whether a strip link lies wholly inside the strip's visible part. */
const whollyShown = (link: HTMLElement) => {
  const strip = link.closest("ul")!.parentElement!.parentElement!
  const box = link.getBoundingClientRect()
  const frame = strip.getBoundingClientRect()
  return box.left >= frame.left - 0.5 && box.right <= frame.right + 0.5
}

test.describe("under prefers-reduced-motion: reduce", () => {
  test.use({ reducedMotion: "reduce" })

  test("the contact strip stands still", async ({ page }) => {
    await page.goto("/")
    const animation = await page
      .getByRole("region", { name: "Contact details" })
      .locator("ul")
      .first()
      .evaluate((list) => getComputedStyle(list.parentElement!).animationName)
    expect(animation).toBe("none")
  })

  test("no carousel plays by itself", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" })
    for (const label of ["Industries We Serve", "Technology Stack"]) {
      await expect(page.getByRole("button", { name: `Play carousel: ${label}` })).toBeVisible()
    }
    const current = await technologySlide(page)
    const before = await current()
    await page.waitForTimeout(5000)
    expect(await current()).toBe(before)
  })

  test("Play starts a carousel the visitor asks to move", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" })
    const current = await technologySlide(page)
    await expect(page.locator('[aria-label="Technology Stack"] .slick-current')).toHaveCount(1)
    const before = await current()
    await page.getByRole("button", { name: "Play carousel: Technology Stack" }).click()
    await expect(page.getByRole("button", { name: "Pause carousel: Technology Stack" })).toBeVisible()
    await expect.poll(current, { timeout: 10_000 }).not.toBe(before)
  })

  test("on a phone, every contact of the strip can be reached by hand", async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 740 },
      hasTouch: true,
      isMobile: true,
      reducedMotion: "reduce",
    })
    const page = await context.newPage()
    await page.goto("/")
    const strip = page.getByRole("region", { name: "Contact details" })
    const links = strip.getByRole("link")
    expect(await links.count()).toBe(4)
    for (const link of await links.all()) {
      // A swipe scrolls the element under the finger; the wheel does the same in the test browser.
      const box = (await strip.boundingBox())!
      await page.mouse.move(box.x + box.width / 3, box.y + box.height / 2)
      for (let step = 0; step < 20 && !(await link.evaluate(whollyShown)); step += 1) await page.mouse.wheel(60, 0)
      expect(await link.evaluate(whollyShown), await link.innerText()).toBe(true)
    }
    await context.close()
  })

  test("nothing fades in on scroll: every block is there at full opacity", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" })
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.waitForTimeout(1500)
    expect(await page.locator("[data-aos]").count()).toBe(0)
    const faded = await page
      .locator("[data-reveal]")
      .evaluateAll((elements) => elements.filter((element) => getComputedStyle(element).opacity !== "1").length)
    expect(faded).toBe(0)
  })
})

test.describe("with motion allowed", () => {
  test.use({ reducedMotion: "no-preference" })

  test("the contact strip scrolls and the carousels play", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" })
    const animation = await page
      .getByRole("region", { name: "Contact details" })
      .locator("ul")
      .first()
      .evaluate((list) => getComputedStyle(list.parentElement!).animationName)
    expect(animation).not.toBe("none")
    await expect(page.getByRole("button", { name: "Pause carousel: Technology Stack" })).toBeVisible()
    const current = await technologySlide(page)
    const before = await current()
    await expect.poll(current, { timeout: 10_000 }).not.toBe(before)
  })

  test("Play after Pause starts the carousel again", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" })
    const current = await technologySlide(page)
    await expect(page.locator('[aria-label="Technology Stack"] .slick-current')).toHaveCount(1)
    await page.getByRole("button", { name: "Pause carousel: Technology Stack" }).click()
    const paused = await current()
    await page.waitForTimeout(5000)
    expect(await current()).toBe(paused)
    await page.getByRole("button", { name: "Play carousel: Technology Stack" }).click()
    await expect.poll(current, { timeout: 10_000 }).not.toBe(paused)
  })

  test("when the fade-in script fails to load, the page stays, its blocks show and typed text is kept", async ({ page }) => {
    const aosChunk = /\/aos-[0-9a-f]+\.js$/
    await page.route(aosChunk, (request) => request.abort("connectionreset"))
    const aosRequested = page.waitForRequest(aosChunk)
    await page.goto("/", { waitUntil: "networkidle" })
    await waitUntilHydrated(page)
    await page.evaluate(() => Object.assign(window, { notReloaded: true }))
    const name = page.getByRole("textbox", { name: "Name", exact: true })
    await name.fill("José")
    await page.mouse.wheel(0, 400)
    await aosRequested
    await page.waitForTimeout(1500)
    expect(await page.evaluate(() => "notReloaded" in window)).toBe(true)
    await expect(name).toHaveValue("José")
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    const hidden = await page
      .locator("[data-reveal]")
      .evaluateAll((elements) => elements.filter((element) => getComputedStyle(element).opacity !== "1").length)
    expect(hidden).toBe(0)
  })

  test("blocks below the fold fade in, also after a client-side navigation, and the hero never does", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" })
    // AOS waits for the visitor's first scroll.
    await page.waitForTimeout(2500)
    expect(await page.locator("[data-aos]").count()).toBe(0)
    await page.mouse.wheel(0, 200)
    await expect.poll(() => page.locator("[data-aos]").count(), { timeout: 10_000 }).toBeGreaterThan(0)
    expect(await page.locator("main > section:first-child [data-aos]").count()).toBe(0)

    await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click()
    await expect(page).toHaveURL(/\/about-us\/$/)
    await expect.poll(() => page.locator("main [data-aos]").count(), { timeout: 10_000 }).toBeGreaterThan(0)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await expect
      .poll(
        () =>
          page.locator("main [data-aos]").evaluateAll((elements) => elements.every((element) => element.classList.contains("aos-animate"))),
        {
          timeout: 10_000,
        },
      )
      .toBe(true)
  })
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("the contact strip shows no pause button, stands still and can be scrolled by hand", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto("/")
    const strip = page.getByRole("region", { name: "Contact details" })
    await expect(strip.getByRole("button")).toHaveCount(0)
    const track = strip.locator("ul").first().locator("..")
    expect(await track.evaluate((element) => getComputedStyle(element).animationName)).toBe("none")
    const last = strip.getByRole("link").last()
    const box = (await strip.boundingBox())!
    await page.mouse.move(box.x + box.width / 3, box.y + box.height / 2)
    for (let step = 0; step < 20 && !(await last.evaluate(whollyShown)); step += 1) await page.mouse.wheel(60, 0)
    expect(await last.evaluate(whollyShown)).toBe(true)
  })
})
