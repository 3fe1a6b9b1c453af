import { expect, test } from "@playwright/test"
import { fillIn } from "../../src/components/ui/fill-in"
import { hasFaq, readContent, routesWhere, sectionsAt } from "../support/content"
import { SUBMIT_LABEL, WORDS } from "../support/words"
import { openWithScriptsHeld } from "./support/hydration"
import { focusStop, walkFocus } from "./support/keyboard"
import { DROPDOWNS, MENUS, mainNavigation } from "./support/menus"

/** The pages with questions and answers, picked by rule from content/: every service page's, and the first product page's. */
const FAQ_PAGES = [
  ...routesWhere(hasFaq).filter((route) => route.startsWith("/service/")),
  routesWhere(hasFaq).find((route) => route.startsWith("/products/"))!,
]
/** The home page's section of a type, as content/pages/home.yaml has it. */
const homeSection = (type: string) => sectionsAt("/").find((section) => section.type === type)!
/** What a carousel's pause or play button is called: its words and the carousel's name (its section's heading). */
const playback = (words: string, carousel: string) => `${words} ${fillIn(WORDS.carousel.named, { name: carousel })}`
/** The top bar's first link of the main menu (About at launch). */
const FIRST_MAIN_ENTRY = MENUS.main[0].title

/**
 * A page of every type (home, a service, a product, contact, about, privacy, thank-you, not found),
 * between them every kind of control: menus, the moving contact strip, carousels, FAQ, the form.
 */
const PAGES = [
  "/",
  ...FAQ_PAGES.slice(0, 1),
  ...FAQ_PAGES.slice(-1),
  "/contact-us/",
  "/about-us/",
  "/privacy-policy/",
  "/thank-you/",
  "/404/",
]

for (const route of PAGES) {
  for (const width of [1280, 320]) {
    test(`${route} at ${width} px: every Tab stop shows its focus, whole, on screen, never under the top bar, both ways`, async ({
      page,
    }) => {
      test.slow()
      await page.setViewportSize({ width, height: 800 })
      await page.goto(route, { waitUntil: "networkidle" })
      // Motion on, as most visitors have it: the contact strip has scrolled a few seconds before the first Tab.
      await page.waitForTimeout(3000)

      const forward = await walkFocus(page, "Tab")
      expect(forward.length).toBeGreaterThan(5)
      expect(forward.filter((stop) => !stop.indicatorVisible).map((stop) => stop.name)).toEqual([])
      expect(forward.filter((stop) => !stop.clearOfTopBar || !stop.inViewport).map((stop) => `${stop.name} (${stop.where})`)).toEqual([])

      // Start again from a fresh page: once the forward walk leaves the document, the page loses focus and :focus styles.
      await page.goto(route, { waitUntil: "networkidle" })
      await page.waitForTimeout(3000)
      const backward = await walkFocus(page, "Shift+Tab")
      expect(backward.length).toBe(forward.length)
      expect(backward.filter((stop) => !stop.clearOfTopBar || !stop.inViewport).map((stop) => `${stop.name} (${stop.where})`)).toEqual([])
    })
  }
}

test("the home page's controls are all reachable with Tab", async ({ page }) => {
  test.slow()
  await page.goto("/", { waitUntil: "networkidle" })
  const names = (await walkFocus(page, "Tab")).map((stop) => stop.name)
  const site = readContent<{ brand: string }>("site.yaml")
  for (const expected of [
    WORDS.skipLink,
    WORDS.topBar.services,
    WORDS.topBar.products,
    playback(WORDS.carousel.pause, homeSection("industries").heading!),
    playback(WORDS.carousel.pause, homeSection("technologies").heading!),
    homeSection("technologies").button!.label,
    /input.*name/,
    SUBMIT_LABEL,
    fillIn(WORDS.floatingButtons.chat, { brand: site.brand }),
  ]) {
    expect(
      names.some((name) => (typeof expected === "string" ? name.includes(expected) : expected.test(name))),
      `${expected} among ${names.join(", ")}`,
    ).toBe(true)
  }
})

test("the small-screen menu opens, is walked and closes with the keyboard alone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto("/", { waitUntil: "networkidle" })
  const menuButton = page.getByRole("button", { name: WORDS.topBar.menuButton })
  for (let step = 0; step < 20 && !(await menuButton.evaluate((element) => element === document.activeElement)); step += 1) {
    await page.keyboard.press("Tab")
  }
  await expect(menuButton).toBeFocused()
  await page.keyboard.press("Enter")
  await expect(menuButton).toHaveAttribute("aria-expanded", "true")
  await page.keyboard.press("Tab")
  await expect(mainNavigation(page).getByRole("link", { name: FIRST_MAIN_ENTRY, exact: true })).toBeFocused()
  await page.keyboard.press("Tab")
  await page.keyboard.press("Enter")
  await expect(page.getByRole("button", { name: WORDS.topBar.services })).toHaveAttribute("aria-expanded", "true")
  await page.keyboard.press("Escape")
  await expect(page.getByRole("button", { name: WORDS.topBar.services })).toBeFocused()
  await page.keyboard.press("Escape")
  await expect(menuButton).toHaveAttribute("aria-expanded", "false")
  await expect(menuButton).toBeFocused()
})

test("a tap on the small-screen menu button before the page's JavaScript has run still opens the menu", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  const scripts = await openWithScriptsHeld(page, "/")
  const menuButton = page.getByRole("button", { name: WORDS.topBar.menuButton })
  await menuButton.click()
  await expect(menuButton).toHaveAttribute("aria-expanded", "false")

  await scripts.release()
  await expect(menuButton).toHaveAttribute("aria-expanded", "true")
  await expect(mainNavigation(page).getByRole("link", { name: FIRST_MAIN_ENTRY, exact: true })).toBeVisible()
})

test("both dropdowns open with Enter, are walked with Tab and close with Escape", async ({ page }) => {
  await page.goto("/", { waitUntil: "networkidle" })
  for (const { label, titles } of DROPDOWNS) {
    const first = titles[0]
    const button = page.getByRole("button", { name: label })
    await button.focus()
    await page.keyboard.press("Enter")
    await expect(button).toHaveAttribute("aria-expanded", "true")
    await page.keyboard.press("Tab")
    await expect(page.getByRole("link", { name: first, exact: true }).first()).toBeFocused()
    expect((await focusStop(page))?.indicatorVisible).toBe(true)
    await page.keyboard.press("Escape")
    await expect(button).toHaveAttribute("aria-expanded", "false")
    await expect(button).toBeFocused()
  }
})

test("a dropdown closes when Tab moves focus out of it, in the small-screen menu too", async ({ page }) => {
  for (const width of [1280, 800]) {
    await page.setViewportSize({ width, height: 800 })
    await page.goto("/", { waitUntil: "networkidle" })
    if (width < 1024) await page.getByRole("button", { name: WORDS.topBar.menuButton }).click()
    const services = page.getByRole("button", { name: WORDS.topBar.services })
    await services.focus()
    await page.keyboard.press("Enter")
    await expect(services).toHaveAttribute("aria-expanded", "true")
    const links = await page.locator(`[id="${await services.getAttribute("aria-controls")}"] a`).count()
    for (let step = 0; step <= links; step += 1) await page.keyboard.press("Tab")
    await expect(page.getByRole("button", { name: WORDS.topBar.products })).toBeFocused()
    await expect(services, `at ${width} px`).toHaveAttribute("aria-expanded", "false")
  }
})

test("every FAQ question opens and closes from the keyboard", async ({ page }) => {
  test.slow()
  for (const route of FAQ_PAGES) {
    await page.goto(route, { waitUntil: "networkidle" })
    const questions = page.locator("main section h3 > button[aria-controls]")
    const count = await questions.count()
    expect(count, route).toBeGreaterThan(0)
    for (let index = 0; index < count; index += 1) {
      const question = questions.nth(index)
      await question.focus()
      await page.keyboard.press("Enter")
      await expect(question).toHaveAttribute("aria-expanded", "true")
      await expect(page.locator(`[id="${await question.getAttribute("aria-controls")}"]`)).toBeVisible()
      await page.keyboard.press("Space")
      await expect(question).toHaveAttribute("aria-expanded", "false")
    }
  }
})

test("a carousel's pause control works from the keyboard", async ({ page }) => {
  const carousel = homeSection("technologies").heading!
  await page.goto("/", { waitUntil: "networkidle" })
  const pause = page.getByRole("button", { name: playback(WORDS.carousel.pause, carousel) })
  await pause.focus()
  await page.keyboard.press("Enter")
  const play = page.getByRole("button", { name: playback(WORDS.carousel.play, carousel) })
  await expect(play).toBeFocused()
  const current = () => page.locator(`[aria-label="${carousel}"] .slick-current`).getAttribute("data-index")
  const before = await current()
  await page.mouse.move(0, 0)
  await page.waitForTimeout(5000)
  expect(await current()).toBe(before)
  await page.keyboard.press("Space")
  await expect(page.getByRole("button", { name: playback(WORDS.carousel.pause, carousel) })).toBeFocused()
})
