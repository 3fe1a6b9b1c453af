import { expect, test, type Page } from "@playwright/test"
import { waitUntilHydrated } from "./support/hydration"

/** The index of the Technology Stack carousel's current slide (react-slick loads when it comes near the viewport). */
const technologySlide = async (page: Page) => {
  await page.getByRole("group", { name: "Technology Stack" }).scrollIntoViewIfNeeded()
  return () => page.locator('[aria-label="Technology Stack"] .slick-current').getAttribute("data-index")
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

  test("nothing fades in on scroll: every block is there at full opacity", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" })
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.waitForTimeout(1500)
    expect(await page.locator("[data-aos]").count()).toBe(0)
    const faded = await page.locator("[data-reveal]").evaluateAll((elements) =>
      elements.filter((element) => getComputedStyle(element).opacity !== "1").length,
    )
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
    const hidden = await page.locator("[data-reveal]").evaluateAll((elements) => elements.filter((element) => getComputedStyle(element).opacity !== "1").length)
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
      .poll(() => page.locator("main [data-aos]").evaluateAll((elements) => elements.every((element) => element.classList.contains("aos-animate"))), {
        timeout: 10_000,
      })
      .toBe(true)
  })
})
