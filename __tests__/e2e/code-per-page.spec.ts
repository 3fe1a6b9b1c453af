import { expect, test, type Page } from "@playwright/test"
import fs from "fs"
import path from "path"
import { COLLECTIONS, routeFor, SECTION_TYPES, type PageContent } from "../../content/schema/content-schema"
import { loadContent } from "../../content-model/load-content"
import { examplePage } from "../support/content"
import { waitUntilHydrated } from "./support/hydration"
import { SERVED_SITE_DIR } from "./support/origins"

/*
 * A page fetches the code of the sections it has, and of no others: before the visitor does
 * anything, and after they have scrolled through it, touched it and pressed a key
 * (src/components/sections/registry.tsx). The contact form's code waits for the visitor's first
 * move. What each script holds is read from its source map.
 */

/** The section whose code waits for the visitor's first move: a real HTML form until then. */
const FETCHED_ON_USE = "contactForm"

/** The component module of each section type (the registry's convention: cards -> CardsSection). */
const moduleOf = (type: string) => `src/components/sections/${type[0].toUpperCase()}${type.slice(1)}Section.tsx`
const typeOfModule = new Map(SECTION_TYPES.map((type) => [moduleOf(type), type]))

/** The section types of the page at a route, as its YAML lists them. */
function sectionTypesOf(route: string): Set<string> {
  for (const { file, data } of loadContent().files) {
    const kind = COLLECTIONS.find((collection) => file.startsWith(`content/${collection}/`))
    const page = data as PageContent
    if (kind && routeFor(kind, page.slug) === route) return new Set(page.sections.map(({ type }) => type))
  }
  throw new Error(`No content file makes ${route}`)
}

/** The section types whose component code the scripts a page fetched hold. */
function sectionTypesIn(scripts: readonly string[]): Set<string> {
  const types = new Set<string>()
  for (const script of scripts) {
    const map = path.join(SERVED_SITE_DIR, `${new URL(script).pathname}.map`)
    if (!fs.existsSync(map)) continue
    for (const source of (JSON.parse(fs.readFileSync(map, "utf8")) as { sources: string[] }).sources) {
      const type = typeOfModule.get(source.replace(/^webpack:\/\/[^/]*\/\.\//, ""))
      if (type) types.add(type)
    }
  }
  return types
}

async function visit(page: Page, route: string) {
  const scripts: string[] = []
  page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()))
  await page.goto(route)
  await waitUntilHydrated(page)
  return scripts
}

for (const route of ["/", "/contact-us/", examplePage("services").route, examplePage("products").route]) {
  test(`${route} fetches the code of its own sections only, before and after the visitor scrolls, touches and types`, async ({ page }) => {
    const own = sectionTypesOf(route)
    const scripts = await visit(page, route)
    await page.waitForLoadState("networkidle")
    expect([...sectionTypesIn(scripts)].filter((type) => !own.has(type))).toEqual([])

    // Before the visitor does anything, the form's code waits: its HTML is a working form.
    expect(sectionTypesIn(scripts).has(FETCHED_ON_USE), "the form's code before the visitor does anything").toBe(false)

    // Through the whole page, a touch and a key: every section it has comes, and nothing more.
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
      await page.mouse.wheel(0, 600)
      await page.waitForTimeout(100)
    }
    await page.mouse.click(5, 300)
    await page.keyboard.press("Shift")
    await page.waitForLoadState("networkidle")
    await expect.poll(() => [...own].filter((type) => !sectionTypesIn(scripts).has(type))).toEqual([])
    expect([...sectionTypesIn(scripts)].filter((type) => !own.has(type))).toEqual([])
  })
}
