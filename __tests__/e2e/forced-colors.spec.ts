import { expect, test, type Locator } from "@playwright/test"
import sharp from "sharp"
import { SUBMIT_LABEL } from "../support/words"
import { CODE_WAITING_ATTRIBUTE } from "../../src/browser/hydration-mark"
import { waitUntilHydrated } from "./support/hydration"

/*
 * Forced-colours mode (Windows high contrast): the system replaces the page's colours and drops
 * backgrounds and shadows. Controls drawn by their background alone must keep an edge, and what is
 * drawn with a background or a shadow (the menu button's bars, the industry tiles behind their
 * light icons) must stay visible. Chromium applies forced colours when the media feature is emulated.
 */
// Reduced motion: nothing fades in or slides while a test reads what is drawn.
test.use({ colorScheme: "light", reducedMotion: "reduce" })
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ forcedColors: "active" })
})

/** The control's edge as drawn: its top border's width and style. */
const edge = (control: Locator) =>
  control.evaluate((element) => {
    const style = getComputedStyle(element)
    return { width: parseFloat(style.borderTopWidth), style: style.borderTopStyle }
  })

test("buttons and pill links keep a visible edge", async ({ page }) => {
  await page.goto("/contact-us/")
  await waitUntilHydrated(page)
  const controls: [string, Locator][] = [
    ["the hero's button", page.locator("main section").first().getByRole("link").first()],
    ["Send Message", page.getByRole("button", { name: SUBMIT_LABEL })],
    ["the floating chat button", page.getByRole("complementary").getByRole("link").first()],
    ["the floating call button", page.getByRole("complementary").getByRole("link").last()],
  ]
  for (const [name, control] of controls) {
    await expect(control, name).toBeVisible()
    const { width, style } = await edge(control)
    expect({ name, visibleEdge: width >= 1 && style !== "none" }).toEqual({ name, visibleEdge: true })
  }
})

test("the menu button's three bars stay drawn", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto("/")
  const bars = page.getByRole("button", { name: "Menu" }).locator("span[aria-hidden]")
  const drawn = await bars.evaluate((element) => {
    const style = getComputedStyle(element)
    return { shadow: style.boxShadow, adjust: style.getPropertyValue("forced-color-adjust") }
  })
  // Two of the bars are the middle one's shadows, which forced colours drop unless the bars keep their own colours.
  expect(drawn.adjust).toBe("none")
  expect(drawn.shadow).not.toBe("none")
})

test("the industry tiles keep the dark ground their light icons are drawn for", async ({ page }) => {
  await page.goto("/")
  await page.locator("[data-tile]").first().scrollIntoViewIfNeeded()
  // The carousel redraws its tiles once its code has come: read one after that.
  await expect(page.locator(`[${CODE_WAITING_ATTRIBUTE}]`).filter({ has: page.locator("[data-tile]") })).toHaveCount(0)
  await expect(page.locator(".slick-initialized [data-tile]").first()).toBeVisible()
  const tile = page.locator(".slick-slide:not(.slick-cloned) [data-tile]").first()
  await tile.scrollIntoViewIfNeeded()
  await expect(tile.locator("img").last()).toHaveJSProperty("complete", true)
  const { data, info } = await sharp(await tile.screenshot())
    .raw()
    .toBuffer({ resolveWithObject: true })
  let luminance = 0
  for (let index = 0; index < data.length; index += info.channels)
    luminance += (data[index] + data[index + 1] + data[index + 2]) / (3 * 255)
  // Mostly the theme's dark blue (luminance about 0.2), not the system's light canvas.
  expect(luminance / (data.length / info.channels)).toBeLessThan(0.5)
})
