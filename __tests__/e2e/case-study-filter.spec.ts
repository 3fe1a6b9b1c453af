import { expect, test, type Page } from "@playwright/test"
import { PAGE_KINDS, routeFor } from "../../content/schema/content-schema"
import { fillIn } from "../../src/components/ui/fill-in"
import { WORDS } from "../support/words"
import { E2E_EXAMPLES_ORIGIN } from "./support/origins"
import { waitUntilHydrated } from "./support/hydration"

/*
 * The case studies list's filter by service, on npm test's site with the example studies
 * published: a link per choice to a fragment of the page, which narrows the list without
 * JavaScript (and when its code never arrives), keeps the choice in the address for Back, Forward,
 * a reload and a shared link, and with JavaScript marks the choice and says how many studies
 * remain. Each choice shows the studies its service page lists under "Work in this area": one rule
 * decides both (content-model/proven-services.ts).
 */
const LIST = E2E_EXAMPLES_ORIGIN + routeFor("pages", PAGE_KINDS["case-studies"].listedOn)
const WORK_IN_THIS_AREA = '[data-page-part="work-in-this-area"]'

const filter = (page: Page) => page.getByRole("group", { name: WORDS.proofOfWork.filter })
const listed = (page: Page) => page.locator("main section:has([role=group]) li:has(h3)")
const shownTitles = async (page: Page) => (await listed(page).filter({ visible: true }).locator("h3").allTextContents()).sort()
const allTitles = async (page: Page) => (await listed(page).locator("h3").allTextContents()).sort()

interface Choice {
  name: string
  hash: string
}
/** The filter's choices as the list page offers them: Every service first, then each service. */
async function choicesOn(page: Page): Promise<Choice[]> {
  const links = await filter(page).getByRole("link").all()
  expect(links.length, "Every service and at least two services").toBeGreaterThan(2)
  return Promise.all(
    links.map(async (link) => ({ name: (await link.textContent())!.trim(), hash: new URL((await link.getAttribute("href"))!, LIST).hash })),
  )
}
/** The service page a choice stands for: /service/<slug>/, the slug after `service=`. */
const servicePage = (choice: Choice) => E2E_EXAMPLES_ORIGIN + routeFor("services", choice.hash.split("=")[1])

/** What each service's page lists under Work in this area: what its choice must show. */
async function workInEachArea(page: Page, choices: readonly Choice[]): Promise<Map<string, string[]>> {
  const lists = new Map<string, string[]>()
  for (const choice of choices.slice(1)) {
    await page.goto(servicePage(choice))
    lists.set(choice.hash, (await page.locator(`${WORK_IN_THIS_AREA} li h3`).allTextContents()).sort())
  }
  return lists
}

/** Chooses each service in turn by its link, then Every service: each shows that service's studies, and the address keeps the choice. */
async function chooseEach(page: Page, choices: readonly Choice[], expected: Map<string, string[]>, act: "click" | "tap") {
  const every = await allTitles(page)
  let narrowed = false
  for (const choice of [...choices.slice(1), choices[0]]) {
    await filter(page).getByRole("link", { name: choice.name, exact: true })[act]()
    await expect(page).toHaveURL(LIST + choice.hash)
    const titles = expected.get(choice.hash) ?? every
    expect(titles.length, `${choice.name} lists some study`).toBeGreaterThan(0)
    await expect.poll(() => shownTitles(page), choice.name).toEqual(titles)
    narrowed ||= titles.length < every.length
  }
  expect(narrowed, "some choice hides some study").toBe(true)
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("every card shows; each choice narrows the list to its service page's work, Back and Forward move between choices", async ({
    page,
  }) => {
    await page.goto(LIST)
    const choices = await choicesOn(page)
    const expected = await workInEachArea(page, choices)
    await page.goto(LIST)
    await expect(filter(page)).toBeVisible()
    const every = await allTitles(page)
    expect(await shownTitles(page)).toEqual(every)
    await chooseEach(page, choices, expected, "click")

    // The last service chosen, just before Every service.
    const last = choices[choices.length - 1]
    await page.goBack()
    await expect(page).toHaveURL(LIST + last.hash)
    await expect.poll(() => shownTitles(page)).toEqual(expected.get(last.hash))
    await page.goForward()
    await expect(page).toHaveURL(LIST + choices[0].hash)
    await expect.poll(() => shownTitles(page)).toEqual(every)
  })
})

test.describe("on a 320 px phone whose scripts never arrive", () => {
  test.use({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true })

  test("a tap on a choice narrows the list at once, and a link with a choice opens narrowed", async ({ page }) => {
    await page.goto(LIST)
    const choices = await choicesOn(page)
    const expected = await workInEachArea(page, choices)
    await page.route(/\.js(\?.*)?$/, (request) => request.abort())
    await page.goto(LIST)
    await chooseEach(page, choices, expected, "tap")
    await page.goto(`${LIST}${choices[1].hash}`)
    await expect.poll(() => shownTitles(page)).toEqual(expected.get(choices[1].hash))
  })
})

test.describe("with JavaScript", () => {
  test("shows from the first paint and moves nothing as the code arrives", async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = ((window as unknown as { shifts: number[] }).shifts = [])
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value)
      }).observe({ type: "layout-shift", buffered: true })
    })
    await page.goto(LIST, { waitUntil: "networkidle" })
    await expect(filter(page)).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([])
  })

  test("marks the choice, says how many studies remain, and keeps the choice through Back, Forward and a reload", async ({ page }) => {
    await page.goto(LIST)
    const choices = await choicesOn(page)
    const expected = await workInEachArea(page, choices)
    await page.goto(LIST)
    await waitUntilHydrated(page)
    const status = page.locator('main [role="status"]')
    const current = filter(page).locator('a[aria-current="true"]')
    await expect(current).toHaveText(choices[0].name)
    await expect(status, "nothing is said on load").toBeEmpty()
    await chooseEach(page, choices, expected, "click")

    const [first, second] = [choices[1], choices[2]]
    const said = (choice: Choice) => fillIn(WORDS.proofOfWork.studiesShown, { count: expected.get(choice.hash)!.length })
    await filter(page).getByRole("link", { name: first.name, exact: true }).click()
    await expect(current).toHaveText(first.name)
    await expect(status).toHaveText(said(first))
    await filter(page).getByRole("link", { name: second.name, exact: true }).click()
    await expect(status).toHaveText(said(second))

    await page.goBack()
    await expect(page).toHaveURL(LIST + first.hash)
    await expect(current).toHaveText(first.name)
    await expect(status).toHaveText(said(first))
    await expect.poll(() => shownTitles(page)).toEqual(expected.get(first.hash))
    await page.goForward()
    await expect(current).toHaveText(second.name)
    await expect.poll(() => shownTitles(page)).toEqual(expected.get(second.hash))

    await page.reload()
    await waitUntilHydrated(page)
    await expect(current).toHaveText(second.name)
    await expect(current).toHaveCount(1)
    await expect.poll(() => shownTitles(page)).toEqual(expected.get(second.hash))
  })
})
