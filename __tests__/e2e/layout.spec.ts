import AxeBuilder from "@axe-core/playwright"
import { expect, test, type Locator, type Page } from "@playwright/test"
import type { NavigationContent } from "../../content/schema/content-schema"
import { examplePage, readContent, routesWhere, sectionsAt } from "../support/content"
import { WORDS } from "../support/words"
import { openWithScriptsHeld, waitUntilHydrated } from "./support/hydration"
import { DROPDOWNS, expectEveryEntryReachable, lengthenList, listOf, mainNavigation, menuSummaryOf, MENUS } from "./support/menus"

/*
 * The words these tests look for are the editors': they are read from content/ (words.yaml, the
 * menus of navigation.yaml, the pages' YAML), and the pages they need are picked by rule.
 */
/** A menu's entry for a page, by the page's route. */
const entryFor = (menu: NavigationContent["main"], url: string) => menu.find((entry) => entry.url === url)!.title
const ABOUT = entryFor(MENUS.main, "/about-us/")
const CONTACT = entryFor(MENUS.main, "/contact-us/")
const PRIVACY = entryFor(MENUS.quickLinks, "/privacy-policy/")
/** A product page: the first the Products menu lists. */
const PRODUCT = MENUS.products[0]
const PRODUCT_ROUTE = new RegExp(`${PRODUCT.url}$`)
/** A service page with two questions and more: an FAQ that can show one answer at a time. */
const FAQ_PAGE = routesWhere((sections) => sections.some((section) => (section.faqs?.length ?? 0) >= 2)).find((route) =>
  route.startsWith("/service/"),
)!
/** The section of the page with questions and answers, found by its structure. */
const faqOf = (page: Page) => page.locator("section", { has: page.locator("h3 > button[aria-controls]") }).first()
const menuToggle = (page: Page) => page.getByRole("button", { name: WORDS.topBar.menuButton })

/**
 * On /about-us/, opens the small-screen menu and Services, then presses Products: Products opens,
 * Services closes, and the press reaches nothing else (closing Services moves what is below it).
 */
async function pressProductsWithServicesOpen(page: Page, press: (control: Locator) => Promise<void>) {
  await page.goto("/about-us/")
  await waitUntilHydrated(page)
  await press(menuToggle(page))
  const services = page.getByRole("button", { name: WORDS.topBar.services })
  const products = page.getByRole("button", { name: WORDS.topBar.products })
  await press(services)
  await expect(services).toHaveAttribute("aria-expanded", "true")
  await press(products)
  await expect(products).toHaveAttribute("aria-expanded", "true")
  await expect(services).toHaveAttribute("aria-expanded", "false")
  await expect(page).toHaveURL(/\/about-us\/$/)
}

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true })

  test("the menu button opens the whole menu and a dropdown inside it", async ({ page }) => {
    await page.goto("/")
    const menuButton = menuToggle(page)
    await expect(menuButton).toBeVisible()
    await expect(page.getByRole("link", { name: ABOUT, exact: true })).toBeHidden()

    await menuButton.click()
    await expect(menuButton).toHaveAttribute("aria-expanded", "true")
    await expect(mainNavigation(page).getByRole("link", { name: ABOUT, exact: true })).toBeVisible()

    await page.getByRole("button", { name: WORDS.topBar.products }).click()
    await page.getByRole("link", { name: PRODUCT.title, exact: true }).click()
    await expect(page).toHaveURL(PRODUCT_ROUTE)
    await expect(menuButton).toHaveAttribute("aria-expanded", "false")
  })

  test("with Services open, a tap on Products opens Products and nothing under the menu gets the tap", async ({ page }) => {
    await pressProductsWithServicesOpen(page, (control) => control.tap())
  })

  test("with Services open, a tap on Contact opens the contact page", async ({ page }) => {
    await page.goto("/about-us/")
    await waitUntilHydrated(page)
    await menuToggle(page).tap()
    await page.getByRole("button", { name: WORDS.topBar.services }).tap()
    await mainNavigation(page).getByRole("link", { name: CONTACT, exact: true }).tap()
    await expect(page).toHaveURL(/\/contact-us\/$/)
  })

  test("a tap on the current page's link closes the menu", async ({ page }) => {
    await page.goto("/about-us/")
    await waitUntilHydrated(page)
    const menuButton = menuToggle(page)
    await menuButton.tap()
    await expect(menuButton).toHaveAttribute("aria-expanded", "true")
    await mainNavigation(page).getByRole("link", { name: ABOUT, exact: true }).tap()
    await expect(menuButton).toHaveAttribute("aria-expanded", "false")
    await expect(page).toHaveURL(/\/about-us\/$/)
  })

  test("nothing is wider than the screen", async ({ page }) => {
    for (const route of ["/", examplePage("products").route, "/contact-us/"]) {
      await page.goto(route)
      // A phone widens its layout to fit what overflows (innerWidth grows with it): compare with the layout viewport the page was given (clientWidth).
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow, route).toBeLessThanOrEqual(0)
    }
  })
})

test("at 800 px with a mouse, one click on Products opens it while Services is open", async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 800 })
  await pressProductsWithServicesOpen(page, (control) => control.click())
})

for (const width of [320, 340]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 568 }, hasTouch: true, isMobile: true })

    test("the top bar is as tall as the layout leaves room for: no page starts under it", async ({ page }) => {
      await page.goto("/about-us/")
      const barBottom = await page
        .locator("header")
        .first()
        .evaluate((bar) => bar.getBoundingClientRect().bottom)
      const mainTop = await page
        .locator("main")
        .evaluate((main) => main.getBoundingClientRect().top + parseFloat(getComputedStyle(main).paddingTop))
      expect(barBottom).toBeLessThanOrEqual(mainTop)
      await expect(menuToggle(page)).toBeInViewport()
    })

    test("every item of the open menu can be reached", async ({ page }) => {
      await page.goto("/")
      await waitUntilHydrated(page)
      await menuToggle(page).tap()
      await page.getByRole("button", { name: WORDS.topBar.products }).tap()
      const last = mainNavigation(page).getByRole("link", { name: CONTACT, exact: true })
      await last.scrollIntoViewIfNeeded()
      await expect(last).toBeInViewport({ ratio: 1 })
      const hit = await last.evaluate((link) => {
        const box = link.getBoundingClientRect()
        return link.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2))
      })
      expect(hit).toBe(true)
    })
  })
}

for (const { width, height } of [
  { width: 320, height: 568 },
  { width: 375, height: 667 },
  { width: 390, height: 844 },
]) {
  test.describe(`the phone menu at ${width} x ${height}`, () => {
    test.use({ viewport: { width, height }, hasTouch: true, isMobile: true })

    test("shows every service and every product, each reachable and tappable, none in a box of its own", async ({ page }) => {
      await page.goto("/")
      await waitUntilHydrated(page)
      await menuToggle(page).tap()
      for (const { label, titles } of DROPDOWNS) await expectEveryEntryReachable(page, label, titles)
      // The last product opens its page.
      const last = MENUS.products.at(-1)!.title
      await mainNavigation(page).getByRole("link", { name: last, exact: true }).tap()
      await expect(page.locator("main h1")).toBeVisible()
      await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "false")
    })

    test("still does when an editor has added products: twenty of them", async ({ page }) => {
      await page.goto("/")
      await waitUntilHydrated(page)
      await menuToggle(page).tap()
      const toggle = mainNavigation(page).getByRole("button", { name: WORDS.topBar.products })
      await toggle.tap()
      const titles = await lengthenList(await listOf(toggle), 20)
      expect(titles).toHaveLength(20)
      await expectEveryEntryReachable(page, WORDS.topBar.products, titles)
    })
  })
}

test("Back and Forward return to where the visitor was; a new page opens at its top", async ({ page }) => {
  await page.goto("/")
  await waitUntilHydrated(page)
  await page.evaluate(() => window.scrollTo(0, 547))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(547)
  // Any card of the home page that leads to another page of the site.
  const next = sectionsAt("/")
    .flatMap((section) => (section.type === "cards" ? (section.items ?? []) : []))
    .find((item) => item.url?.startsWith("/") && item.url !== "/")!.url!
  await page.locator(`main a[href="${next}"]`).first().click()
  await expect(page).toHaveURL(new RegExp(`${next}$`))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await page.evaluate(() => window.scrollTo(0, 321))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(321)

  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(547)
  await page.goForward()
  await expect(page).toHaveURL(new RegExp(`${next}$`))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(321)
})

test("Back from a page opened from the footer returns to the footer", async ({ page }) => {
  await page.goto("/")
  await waitUntilHydrated(page)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  const bottom = await page.evaluate(() => window.scrollY)
  expect(bottom).toBeGreaterThan(2000)
  await page.getByRole("contentinfo").getByRole("link", { name: PRIVACY }).click()
  await expect(page).toHaveURL(/\/privacy-policy\/$/)
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(bottom)
})

test("the floating chat and call buttons sit in a labelled landmark (axe's region rule)", async ({ page }) => {
  await page.goto("/")
  const results = await new AxeBuilder({ page }).withRules(["region"]).analyze()
  expect(results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(" ")))).toEqual([])
  const landmark = page.getByRole("complementary", { name: WORDS.floatingButtons.label })
  await expect(landmark.getByRole("link", { name: /^Chat with .* on WhatsApp/ })).toBeVisible()
  await expect(landmark.getByRole("link", { name: /^Call .* on / })).toBeVisible()
})

test("a footer link clicked at the bottom of a page opens the next page at its top", async ({ page }) => {
  await page.goto("/about-us/")
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  await page.getByRole("contentinfo").getByRole("link", { name: PRIVACY }).click()
  await expect(page).toHaveURL(/\/privacy-policy\/$/)
  await expect(page.locator("h1")).toHaveText(sectionsAt("/privacy-policy/")[0].heading!)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test("the skip link moves focus to the main content", async ({ page }) => {
  await page.goto("/")
  await page.keyboard.press("Tab")
  const skip = page.getByRole("link", { name: WORDS.skipLink })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press("Enter")
  await expect(page.locator("main")).toBeFocused()
})

test("the dropdowns work with the keyboard alone", async ({ page }) => {
  await page.goto("/")
  const services = page.getByRole("button", { name: WORDS.topBar.services })
  await services.focus()
  await page.keyboard.press("Enter")
  await expect(services).toHaveAttribute("aria-expanded", "true")
  await page.keyboard.press("Tab")
  await expect(page.getByRole("link", { name: MENUS.services[0].title, exact: true }).first()).toBeFocused()
  await page.keyboard.press("Escape")
  await expect(services).toHaveAttribute("aria-expanded", "false")
  await expect(services).toBeFocused()
})

test("/about-us without its slash reaches the About page", async ({ page }) => {
  await page.goto("/about-us")
  await expect(page).toHaveURL(/\/about-us\/$/)
  await expect(page.locator("h1")).toBeVisible()
  await expect(page).toHaveTitle(
    `${readContent<{ title: string }>("pages/about-us.yaml").title} - ${readContent<{ brand: string }>("site.yaml").brand}`,
  )
})

test("the floating buttons chat with a greeting in a new tab and call", async ({ page }) => {
  await page.goto("/")
  const chat = page.getByRole("link", { name: /^Chat with .* on WhatsApp/ })
  await expect(chat).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=.+/)
  await expect(chat).toHaveAttribute("target", "_blank")
  await expect(page.getByRole("link", { name: /^Call .* on / })).toHaveAttribute("href", /^tel:\+\d+$/)
})

test("when the page's scripts fail to load, FAQ answers are readable and the menus open, as without JavaScript", async ({ page }) => {
  await page.route(/\.js(\?.*)?$/, (route) => route.abort("connectionfailed"))
  await page.goto(FAQ_PAGE)
  // The loader adds the scripts after the first paint (5 s at the latest); their failure puts the no-JavaScript class back.
  await expect(page.locator("html")).toHaveClass(/(^|\s)no-js(\s|$)/, { timeout: 15_000 })
  const answers = page.locator("main h3 + div")
  expect(await answers.count()).toBeGreaterThan(0)
  for (const answer of await answers.all()) await expect(answer).toBeVisible()
  await page.getByRole("button", { name: WORDS.topBar.products }).hover()
  await expect(page.getByRole("link", { name: PRODUCT.title, exact: true }).first()).toBeVisible()
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("every block of the home page is visible and the menus still open", async ({ page }) => {
    await page.goto("/")
    for (const heading of await page.locator("main h2").all()) await expect(heading).toBeVisible()
    await page.getByRole("button", { name: WORDS.topBar.products }).hover()
    await expect(page.getByRole("link", { name: PRODUCT.title, exact: true }).first()).toBeVisible()
  })

  test("FAQ answers are readable", async ({ page }) => {
    await page.goto(FAQ_PAGE)
    const answers = page.locator("main h3 + div")
    expect(await answers.count()).toBeGreaterThan(0)
    for (const answer of await answers.all()) await expect(answer).toBeVisible()
  })

  test("the small-screen menu opens and shows its links", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto("/")
    await menuSummaryOf(page).click()
    await expect(mainNavigation(page).getByRole("link", { name: ABOUT, exact: true })).toBeVisible()
  })
})

test.describe("an FAQ", () => {
  test("opens one answer at a time and closes the open one on a second click", async ({ page }) => {
    await page.goto(FAQ_PAGE)
    const faq = faqOf(page)
    const firstButton = faq.getByRole("button").nth(0)
    const secondButton = faq.getByRole("button").nth(1)
    const answerOf = async (button: typeof firstButton) => page.locator(`[id="${await button.getAttribute("aria-controls")}"]`)
    const firstAnswer = await answerOf(firstButton)
    const secondAnswer = await answerOf(secondButton)
    await expect(firstAnswer).toBeHidden()

    await firstButton.click()
    await expect(firstButton).toHaveAttribute("aria-expanded", "true")
    await expect(firstAnswer).toBeVisible()

    await secondButton.click()
    await expect(secondButton).toHaveAttribute("aria-expanded", "true")
    await expect(firstButton).toHaveAttribute("aria-expanded", "false")
    await expect(firstAnswer).toBeHidden()
    await expect(secondAnswer).toBeVisible()

    await secondButton.click()
    await expect(secondButton).toHaveAttribute("aria-expanded", "false")
    await expect(secondAnswer).toBeHidden()
  })

  test("works from the keyboard", async ({ page }) => {
    await page.goto(FAQ_PAGE)
    const faq = faqOf(page)
    const first = faq.getByRole("button").nth(0)
    await first.focus()
    await page.keyboard.press("Enter")
    await expect(first).toHaveAttribute("aria-expanded", "true")
    await page.keyboard.press("Space")
    await expect(first).toHaveAttribute("aria-expanded", "false")
  })

  test("an Enter pressed before the page's JavaScript has run still opens the answer", async ({ page }) => {
    const scripts = await openWithScriptsHeld(page, FAQ_PAGE)
    const faq = faqOf(page)
    const first = faq.getByRole("button").nth(0)
    await first.focus()
    await page.keyboard.press("Enter")
    await expect(first).toHaveAttribute("aria-expanded", "false")

    await scripts.release()
    await expect(first).toHaveAttribute("aria-expanded", "true")
    await expect(first).toBeFocused()
  })
})

test.describe("styles", () => {
  /** Rules in styled-components' own <style> in the browser, and in the server's plain one. */
  const ruleCounts = (page: Page) =>
    page.evaluate(() => ({
      inserted: document.querySelector<HTMLStyleElement>("style[data-styled]")?.sheet?.cssRules.length ?? 0,
      fromServer: document.querySelector<HTMLStyleElement>("style[data-server-styles]")?.sheet?.cssRules.length ?? 0,
    }))

  /** The computed styles of the top bar's links and of the page's headings, blocks, links and text. */
  const looks = (page: Page) =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll("header a, main h1, main h2, main section, main a, main p, footer a")).map((element) => {
        const style = getComputedStyle(element)
        return [
          element.tagName,
          style.display,
          style.padding,
          style.margin,
          style.fontSize,
          style.fontWeight,
          style.color,
          style.backgroundColor,
          style.borderRadius,
          style.gridTemplateColumns,
        ].join(" ")
      }),
    )

  for (const route of ["/", "/contact-us/", PRODUCT.url]) {
    test(`hydrating ${route} inserts no style rule: the server's stay as they are`, async ({ page }) => {
      await page.goto(route)
      await waitUntilHydrated(page)
      const { inserted, fromServer } = await ruleCounts(page)
      expect(fromServer).toBeGreaterThan(50)
      expect(inserted).toBe(0)
    })
  }

  test("a page reached by a link looks as it does when opened directly", async ({ page }) => {
    await page.goto(PRODUCT.url)
    await waitUntilHydrated(page)
    const openedDirectly = await looks(page)

    await page.goto("/privacy-policy/")
    await waitUntilHydrated(page)
    await page.getByRole("button", { name: WORDS.topBar.products }).click()
    await page.getByRole("link", { name: PRODUCT.title, exact: true }).click()
    await expect(page).toHaveURL(PRODUCT_ROUTE)
    await expect(page.locator("h1")).toHaveText(sectionsAt(PRODUCT.url)[0].heading!)
    // The product page's blocks were never on the privacy page: their rules were inserted now.
    expect((await ruleCounts(page)).inserted).toBeGreaterThan(0)
    // Once the sections that load near the viewport have come (a moment after the link), as they had when opened directly.
    await expect.poll(() => looks(page), { timeout: 15_000 }).toEqual(openedDirectly)
  })
})

test.describe("the footer's code, fetched as the visitor nears the footer", () => {
  const isFooterCode = (url: string) => /\/footer-[0-9a-f]+\.js$/.test(new URL(url).pathname)

  test("is not part of the first load, and comes when the visitor scrolls to the footer", async ({ page }) => {
    const requested: string[] = []
    page.on("request", (request) => isFooterCode(request.url()) && requested.push(request.url()))
    await page.goto("/about-us/")
    await waitUntilHydrated(page)
    expect(requested).toEqual([])
    await expect(page.getByRole("contentinfo").getByRole("link", { name: PRIVACY })).toBeAttached()

    await page.getByRole("contentinfo").scrollIntoViewIfNeeded()
    await expect.poll(() => requested.length).toBe(1)
    // Drawn by React now: a footer link opens the next page in the app, without a reload.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await page.getByRole("contentinfo").getByRole("link", { name: PRIVACY }).click()
    await expect(page.locator("h1")).toHaveText(sectionsAt("/privacy-policy/")[0].heading!)
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true)
  })

  test("a page opened by a link before that code came still has its footer, which works, and reports no error", async ({ page }) => {
    // React reports the footer's server HTML dropped on the page change as its error #421; the site leaves that report out.
    const errors: string[] = []
    page.on("pageerror", (error) => errors.push(error.message))
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()))
    let releaseFooter!: () => void
    const footerHeld = new Promise<void>((resolve) => (releaseFooter = resolve))
    await page.route(
      (url) => isFooterCode(url.href),
      async (route) => {
        await footerHeld
        await route.continue()
      },
    )
    await page.goto("/")
    await waitUntilHydrated(page)
    await expect(page.getByRole("contentinfo")).toContainText(WORDS.footer.quickLinks)
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))

    await mainNavigation(page).getByRole("link", { name: ABOUT, exact: true }).click()
    await expect(page).toHaveURL(/\/about-us\/$/)
    // React has dropped the footer's server HTML on the page change (an update it could not
    // hydrate without the code); it must be drawn again once the code comes.
    releaseFooter()
    const footer = page.getByRole("contentinfo")
    await expect(footer.getByRole("link", { name: PRIVACY })).toBeVisible()
    await footer.getByRole("link", { name: PRIVACY }).click()
    await expect(page.locator("h1")).toHaveText(sectionsAt("/privacy-policy/")[0].heading!)
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true)
    expect(errors).toEqual([])
  })
})

test.describe("at 375 px, the footer's code failing once", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true })

  test("is tried again after a page change, and the footer comes back", async ({ page }) => {
    let failuresLeft = 1
    await page.route(
      (url) => /\/footer-[0-9a-f]+\.js$/.test(url.pathname),
      (route) => (failuresLeft-- > 0 ? route.abort() : route.continue()),
    )
    await page.goto("/")
    await waitUntilHydrated(page)
    // Near the footer its code is fetched, and refused; back at the top, a link is followed.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await expect.poll(() => failuresLeft, { message: "the first download was refused" }).toBe(0)
    await page.evaluate(() => window.scrollTo(0, 0))
    await menuToggle(page).tap()
    await mainNavigation(page).getByRole("link", { name: ABOUT, exact: true }).tap()
    await expect(page).toHaveURL(/\/about-us\/$/)
    await page.mouse.wheel(0, 300)
    await page.touchscreen.tap(100, 300)
    await expect(page.getByRole("contentinfo").getByRole("link", { name: PRIVACY })).toBeAttached()
  })
})
