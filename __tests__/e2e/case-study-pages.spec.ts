import { expect, test } from "@playwright/test"
import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { PAGE_KINDS, routeFor } from "../../content/schema/content-schema"
import { CONTACT_PATH } from "../../src/site/enquiry-route"
import { FIELD_LABELS, WORDS } from "../support/words"
import { E2E_EXAMPLES_ORIGIN, PUBLISHED_EXAMPLES_SITE_DIR } from "./support/origins"
import { mainNavigation, menuSummaryOf, MENUS } from "./support/menus"
import { waitUntilHydrated } from "./support/hydration"
import { proofOfWorkRoutes } from "./support/routes"

/*
 * A case study's own page, on npm test's site with the example studies published (the ordinary
 * build has none): the context its buttons carry into the form, the top bar's entry for its
 * section, its client line, its trail's targets and the list's links' names. Every study is judged,
 * whatever there are: they are found by rule (the pages under the list that draw a trail), and
 * what they say is read from content/case-studies/, the examples' source.
 */
const words = WORDS.proofOfWork
const LIST = routeFor("pages", PAGE_KINDS["case-studies"].listedOn)
const STUDIES = proofOfWorkRoutes().filter((route) => route !== LIST && route.startsWith(LIST))
const builtHtml = (route: string) => fs.readFileSync(path.join(PUBLISHED_EXAMPLES_SITE_DIR, route, "index.html"), "utf8")

interface StudyFile {
  slug: string
  client: { description: string; namingAllowed: boolean; name?: string; city: string; logo?: string; logoAlt?: string }
}
const STUDY_FILES = fs
  .readdirSync(path.resolve(__dirname, "../../content/case-studies"))
  .map((name) => yaml.load(fs.readFileSync(path.resolve(__dirname, "../../content/case-studies", name), "utf8")) as StudyFile)

/** The pages a built study proves, as its structured data names them (the Article's `about`). */
function provenRoutes(route: string): string[] {
  const graphs = [...builtHtml(route).matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    ([, json]) => JSON.parse(json) as { "@graph"?: Array<{ about?: Array<{ url: string }> }> },
  )
  const about = graphs.flatMap((graph) => graph["@graph"] ?? []).find((node) => node.about)?.about ?? []
  return about.map(({ url }) => new URL(url).pathname)
}

/** The copy of the form a page's first button to it leads to, in its built HTML. */
const firstFormLink = (route: string) => {
  const main = builtHtml(route).split("<main")[1]
  return [...main.matchAll(/href="(\/contact-us\/[^"#]*)"/g)].map(([, href]) => href).find((href) => href !== CONTACT_PATH)
}

/** A copy of the form for a product names it: /contact-us/<service>/<product>/. */
const namesProduct = (route: string) => route.slice(CONTACT_PATH.length).split("/").filter(Boolean).length > 1

test("the examples publish case studies to judge", () => {
  expect(STUDIES.length).toBeGreaterThan(0)
})

for (const scripted of [true, false]) {
  test.describe(`a study's page ${scripted ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled: scripted, viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true })

    test("every button to the form carries the context of what the study proves: the product's where it proves one, else the service's", async ({
      page,
    }) => {
      for (const study of STUDIES) {
        const proven = provenRoutes(study)
          .map(firstFormLink)
          .filter((href): href is string => Boolean(href))
        expect(proven.length, `${study} proves a page with a call to action`).toBeGreaterThan(0)
        const expected = proven.find(namesProduct) ?? proven[0]
        await page.goto(E2E_EXAMPLES_ORIGIN + study)
        const toForm = page.getByRole("main").locator(`a[href^="${CONTACT_PATH}"]`)
        expect(await toForm.count(), study).toBeGreaterThan(0)
        for (const link of await toForm.all()) expect(await link.getAttribute("href"), study).toBe(expected)

        await toForm.first().tap()
        await expect(page).toHaveURL(E2E_EXAMPLES_ORIGIN + expected)
        const form = page.getByRole("region", { name: "Request a free quote" })
        await expect(form.getByLabel(FIELD_LABELS.service, { exact: true })).not.toHaveValue("")
        const aboutPrefix = WORDS.form.aboutLine.split("{about}")[0]
        const message = form.getByLabel(FIELD_LABELS.message, { exact: true })
        if (namesProduct(expected)) await expect(message).toHaveValue(new RegExp(`^${aboutPrefix}`))
        else await expect(message).not.toHaveValue(new RegExp(`^${aboutPrefix}`))
      }
    })
  })

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 667 },
  ])
    test.describe(`the top bar on a study's page at ${viewport.width} px ${scripted ? "with" : "without"} JavaScript`, () => {
      const phone = viewport.width < 1024
      test.use({ javaScriptEnabled: scripted, viewport, hasTouch: phone, isMobile: phone })

      test("marks Work current, as it is on the list, and makes it look so", async ({ page }) => {
        const work = () => mainNavigation(page).getByRole("link", { name: words.work, exact: true })
        /** Opens the page, and on a phone its menu, where Work then is. */
        const visit = async (route: string) => {
          await page.goto(E2E_EXAMPLES_ORIGIN + route)
          if (!phone) return
          if (scripted) await waitUntilHydrated(page)
          await (scripted ? page.getByRole("button", { name: WORDS.topBar.menuButton }) : menuSummaryOf(page)).tap()
          await expect(work()).toBeVisible()
        }
        const looks = () =>
          work().evaluate((link) => {
            const style = getComputedStyle(link)
            return { color: style.color, line: style.textDecorationLine }
          })
        await visit(LIST)
        await expect(work()).toHaveAttribute("aria-current", "page")
        const onList = await looks()
        const other = mainNavigation(page).getByRole("link", { name: MENUS.main[0].title, exact: true })
        expect(await other.evaluate((link) => getComputedStyle(link).textDecorationLine)).not.toBe(onList.line)
        for (const study of STUDIES) {
          await visit(study)
          await expect(work(), study).toHaveAttribute("aria-current", "true")
          expect(await looks(), study).toEqual(onList)
        }
      })
    })
}

test.describe("on phones", () => {
  for (const width of [320, 375]) {
    test(`at ${width} px every link of a study's trail is a target of at least 24 x 24 px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 640 })
      for (const study of STUDIES) {
        await page.goto(E2E_EXAMPLES_ORIGIN + study)
        const links = page.getByRole("navigation", { name: words.breadcrumbs }).getByRole("link")
        expect(await links.count(), study).toBeGreaterThan(0)
        for (const link of await links.all()) {
          const { width: linkWidth, height } = (await link.boundingBox())!
          expect(Math.min(linkWidth, height), `${study}: ${await link.textContent()}`).toBeGreaterThanOrEqual(24)
        }
      }
    })
  }
})

test("a study's client line says its city once, on its page and on the list", async ({ page }) => {
  const clientLines = () => page.getByRole("main").locator("p", { hasText: `${words.client}:` })
  const timesNamed = (text: string, place: string) =>
    text.toLowerCase().split(new RegExp(`(?<![\\p{L}\\p{N}])${place.toLowerCase()}(?![\\p{L}\\p{N}])`, "u")).length - 1
  for (const study of STUDIES) {
    const { client } = STUDY_FILES.find((file) => study.endsWith(`/${file.slug}/`))!
    await page.goto(E2E_EXAMPLES_ORIGIN + study)
    expect(timesNamed((await clientLines().first().textContent())!, client.city), study).toBe(1)
  }
  await page.goto(E2E_EXAMPLES_ORIGIN + LIST)
  for (const line of await clientLines().all()) {
    const text = (await line.textContent())!
    const client = STUDY_FILES.map((file) => file.client).find((entry) =>
      text.includes(entry.namingAllowed && entry.name ? entry.name : entry.description),
    )!
    expect(timesNamed(text, client.city), text).toBe(1)
  }
})

test("each card's link on the list is named after its study", async ({ page }) => {
  await page.goto(E2E_EXAMPLES_ORIGIN + LIST)
  const cards = page.locator("main li:has(h3)")
  expect(await cards.count()).toBeGreaterThan(1)
  for (const card of await cards.all()) {
    const title = (await card.locator("h3").textContent())!.trim()
    const link = card.getByRole("link")
    await expect(link).toHaveAccessibleName(new RegExp(`^${words.readStudy}.*${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`))
  }
})

/*
 * A named client's logo is shown whole on its study's page (the agency's issue 46: the example
 * pharmacy's read "Example Pharm"): inside the window and its own box, neither cropped nor
 * squashed, at the sizes the site was tried at. Whether the picture itself holds the whole drawing
 * is the picture's, not the page's.
 */
const LOGOS = STUDY_FILES.filter(({ client }) => client.namingAllowed && client.logo && client.logoAlt).map(({ slug, client }) => ({
  study: STUDIES.find((route) => route.endsWith(`/${slug}/`)),
  alt: client.logoAlt!,
}))

for (const width of [320, 375, 1280]) {
  test(`at ${width} px each named client's logo is shown whole and in its proportions`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    for (const { study, alt } of LOGOS.filter((logo) => logo.study)) {
      await page.goto(E2E_EXAMPLES_ORIGIN + study)
      const logo = page.getByRole("main").getByRole("img", { name: alt, exact: true })
      await logo.scrollIntoViewIfNeeded()
      await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), study).toBe(true)
      const shown = await logo.evaluate((image: HTMLImageElement) => {
        const box = image.getBoundingClientRect()
        const fit = getComputedStyle(image).objectFit
        /** The box of the image's ancestors that clip what overflows them, intersected. */
        let clip = { left: 0, top: -Infinity, right: innerWidth, bottom: Infinity }
        for (let parent = image.parentElement; parent; parent = parent.parentElement) {
          if (getComputedStyle(parent).overflow === "visible") continue
          const edge = parent.getBoundingClientRect()
          clip = {
            left: Math.max(clip.left, edge.left),
            top: Math.max(clip.top, edge.top),
            right: Math.min(clip.right, edge.right),
            bottom: Math.min(clip.bottom, edge.bottom),
          }
        }
        const inside =
          box.left >= clip.left - 0.5 && box.right <= clip.right + 0.5 && box.top >= clip.top - 0.5 && box.bottom <= clip.bottom + 0.5
        const boxRatio = box.width / box.height
        const pictureRatio = image.naturalWidth / image.naturalHeight
        // "contain" and "scale-down" draw the whole picture in any box; otherwise the box must have its proportions.
        const proportions = ["contain", "scale-down"].includes(fit) || Math.abs(boxRatio / pictureRatio - 1) < 0.02
        return { inside, proportions, width: Math.round(box.width) }
      })
      expect(shown, `${study} at ${width} px`).toEqual({ inside: true, proportions: true, width: shown.width })
      expect(shown.width, `${study}: a logo wide enough to read`).toBeGreaterThanOrEqual(64)
    }
    expect(
      LOGOS.some((logo) => logo.study),
      "some published study shows its client's logo",
    ).toBe(true)
  })
}
