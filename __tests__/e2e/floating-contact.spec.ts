import { expect, test, type Page } from "@playwright/test"
import { PAGE_KINDS, routeFor } from "../../content/schema/content-schema"
import { routesOfSite } from "../../scripts/bench/routes"
import { CONTACT_PATH } from "../../src/site/enquiry-route"
import { WORDS } from "../support/words"
import { E2E_EXAMPLES_ORIGIN, PUBLISHED_EXAMPLES_SITE_DIR } from "./support/origins"

/*
 * The chat and call buttons never take a tap meant for a call to action on a phone (the agency's
 * issue 46: at 320 x 640 the chat button lay over the right end of a study's hero button). Judged
 * on every page of the site built with the example studies published, but the contact form's
 * copies for calls to action, which are /contact-us/ again: every link and button of the page's
 * main part, where the page first shows it and where scrolling to it (as focus does) brings it.
 */
const ROUTES = routesOfSite(PUBLISHED_EXAMPLES_SITE_DIR).filter((route) => route === CONTACT_PATH || !route.startsWith(CONTACT_PATH))

/**
 * The controls of the main part the floating buttons lie over as a visitor would meet them: a row
 * of one (its top, middle and bottom, each across its width) where some points are the control's
 * and some the floating buttons' (so a tap on what is seen of it would chat or call instead); and,
 * once each control is scrolled into view at the window's bottom, any point of it under them.
 */
function coveredControls(page: Page, label: string) {
  return page.evaluate((label) => {
    const floating = document.querySelector(`aside[aria-label="${label}"]`)
    if (!floating) throw new Error("no floating contact buttons")
    const controls = Array.from(document.querySelectorAll<HTMLElement>("main a[href], main button, main input[type=submit]")).filter(
      (control) => control.getClientRects().length > 0 && getComputedStyle(control).visibility === "visible",
    )
    /** Each row of sample points of a control inside the window, as what lies on top at each: the control, the floating buttons or other. */
    const rows = (control: HTMLElement) => {
      const box = control.getBoundingClientRect()
      const inset = Math.min(4, box.width / 4, box.height / 4)
      return [box.top + inset, box.top + box.height / 2, box.bottom - inset]
        .filter((y) => y >= 0 && y < innerHeight)
        .map((y) =>
          [box.left + inset, box.left + box.width / 2, box.right - inset]
            .filter((x) => x >= 0 && x < innerWidth)
            .map((x) => {
              const hit = document.elementFromPoint(x, y)
              return hit && control.contains(hit) ? "control" : hit && floating.contains(hit) ? "floating" : "other"
            }),
        )
    }
    const name = (control: HTMLElement) => `${control.tagName} "${(control.textContent ?? "").trim().slice(0, 40)}"`
    const seenHalfCovered = controls
      .filter((control) => rows(control).some((row) => row.includes("control") && row.includes("floating")))
      .map((control) => `as first shown: ${name(control)}`)
    const coveredOnceScrolled = controls
      .filter((control) => {
        control.scrollIntoView({ block: "end", inline: "nearest", behavior: "instant" })
        return rows(control).some((row) => row.includes("floating"))
      })
      .map((control) => `scrolled to: ${name(control)}`)
    return [...seenHalfCovered, ...coveredOnceScrolled]
  }, label)
}

for (const viewport of [
  { width: 320, height: 640 },
  { width: 375, height: 667 },
]) {
  test.describe(`at ${viewport.width} x ${viewport.height}`, () => {
    test.use({ viewport, hasTouch: true, isMobile: true })

    test("no call to action, link or button of any page lies under the chat and call buttons", async ({ page }) => {
      test.setTimeout(240_000)
      const covered: string[] = []
      for (const route of ROUTES) {
        await page.goto(E2E_EXAMPLES_ORIGIN + route)
        covered.push(...(await coveredControls(page, WORDS.floatingButtons.label)).map((what) => `${route} ${what}`))
      }
      expect(covered).toEqual([])
    })

    test("a tap on the right end of a study's hero button opens the form, not the chat", async ({ page }) => {
      const list = routeFor("pages", PAGE_KINDS["case-studies"].listedOn)
      const study = ROUTES.find((route) => route !== list && route.startsWith(list))!
      await page.goto(E2E_EXAMPLES_ORIGIN + study)
      const hero = page.getByRole("main").locator(`a[href^="${CONTACT_PATH}"]`).first()
      const box = (await hero.boundingBox())!
      const popups: string[] = []
      page.context().on("page", (opened) => popups.push(opened.url()))
      await page.touchscreen.tap(box.x + box.width - 6, Math.min(box.y + box.height / 2, viewport.height - 1))
      await expect(page).toHaveURL(new RegExp(`${CONTACT_PATH}`))
      expect(popups).toEqual([])
    })
  })
}
