/**
 * @jest-environment node
 */
import fs from "fs"
import path from "path"
import { JSDOM } from "jsdom"
import { APP_SCRIPTS_ATTRIBUTE, appScriptsOf } from "../../src/browser/start-scripts-after-paint"
import { STATIC_COMPONENT_STYLES } from "../../src/components/layout/static-styles"
import { readContent } from "../support/content"
import { builtPage, builtPages, PUBLIC_DIR, readBuilt, routeStoodFor } from "./support"

const site = readContent<{ brand: string; siteUrl: string; author: string }>("site.yaml")

const pages = builtPages()
/** [route, document] of every built page, for it.each. */
const byRoute = pages.map((page) => [page.route, page.document] as const)
const meta = (document: Document, name: string) => document.querySelector(`meta[name="${name}"]`)?.getAttribute("content")?.trim()

/** A copy of the contact page for a call to action: /contact-us/ for search engines. */
const isCopy = ({ route }: { route: string }) => routeStoodFor(route) !== route

describe("the built site", () => {
  it("has a 404 page", () => {
    expect(fs.existsSync(path.join(PUBLIC_DIR, "404.html"))).toBe(true)
  })

  it.each(byRoute)("%s has a '{topic} - {brand}' title and its meta tags", (route, document) => {
    expect(document.documentElement.getAttribute("lang")).toBe("en")
    expect(document.title).toMatch(new RegExp(`^\\S.* - ${site.brand.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`))
    expect(meta(document, "description")).toBeTruthy()
    expect(meta(document, "keywords")).toBeTruthy()
    expect(meta(document, "author")).toBe(site.author)
    expect(document.querySelectorAll("h1")).toHaveLength(1)
    const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute("href")
    // The not-found page is shown at addresses that do not exist: it names none of its own.
    expect(canonical).toBe(route === "/404/" ? undefined : `${site.siteUrl}${routeStoodFor(route)}`)
  })

  it.each(byRoute)("%s has the site's icon inline, so it costs no request, and PNG icons that exist", (_route, document) => {
    const svgIcons = document.querySelectorAll('link[rel="icon"][type="image/svg+xml"]')
    expect(svgIcons).toHaveLength(1)
    const [scheme, data] = svgIcons[0].getAttribute("href")!.split(/,(.*)/s)
    expect(scheme).toBe("data:image/svg+xml")
    expect(decodeURIComponent(data)).toBe(fs.readFileSync(path.resolve(__dirname, "../../static/favicon.svg"), "utf8").trim())
    const files = Array.from(document.querySelectorAll('link[rel="icon"][type="image/png"], link[rel="apple-touch-icon"]'), (link) =>
      link.getAttribute("href")!,
    )
    expect(files).toEqual(["/favicon-32.png", "/apple-touch-icon.png"])
    for (const file of files) expect(fs.existsSync(path.join(PUBLIC_DIR, file))).toBe(true)
  })

  it.each(byRoute)("%s shows pictures from files that exist (the hero, the carousels' icons, the tiles' flare)", (_route, document) => {
    const candidates = Array.from(document.querySelectorAll("img[src], img[srcset], source[srcset]"), (element) => [
      element.getAttribute("src"),
      ...(element.getAttribute("srcset") ?? "").split(",").map((candidate) => candidate.trim().split(/\s+/)[0]),
    ]).flat()
    const files = candidates.filter((url): url is string => Boolean(url) && url!.startsWith("/"))
    for (const file of files) expect([file, fs.existsSync(path.join(PUBLIC_DIR, file))]).toEqual([file, true])
  })

  it.each(byRoute)("%s starts one copy of the app, from files that exist", (_route, document) => {
    expect(document.querySelectorAll(`script[${APP_SCRIPTS_ATTRIBUTE}]`)).toHaveLength(1)
    expect(document.querySelectorAll("script[src][async]")).toHaveLength(0)
    const scripts = appScriptsOf(document)
    expect(scripts.some((src) => /^\/app-[0-9a-f]+\.js$/.test(src))).toBe(true)
    for (const src of scripts) expect(fs.existsSync(path.join(PUBLIC_DIR, src))).toBe(true)
    // The page's chunk map must name the same app file the loader starts.
    const chunkMapping = document.getElementById("gatsby-chunk-mapping")?.textContent ?? ""
    expect(chunkMapping).toContain(scripts.find((src) => src.startsWith("/app-")))
  })

  it.each(byRoute)(
    "%s declares its fonts, page-wide and static component styles once, in plain <style>s no script rewrites",
    (_route, document) => {
      const styles = Array.from(document.head.querySelectorAll("style"))
      const withFonts = styles.filter((style) => style.textContent?.includes("@font-face"))
      expect(withFonts).toHaveLength(1)
      expect(withFonts[0].hasAttribute("data-styled")).toBe(false)
      expect(withFonts[0].textContent?.match(/@font-face/g)).toHaveLength(9)
      expect(withFonts[0].textContent).toMatch(/url\(\/static\/inter-latin-400-800-[0-9a-f]+\.woff2\)/)

      const pageWide = styles.filter((style) => style.textContent?.includes("scroll-padding-top"))
      expect(pageWide).toHaveLength(1)
      expect(pageWide[0].hasAttribute("data-styled")).toBe(false)
      // First, so the components' rules come after it, as they did in one sheet.
      expect(styles[0]).toBe(pageWide[0])
      // Then the components' static CSS (the top bar's), before every styled-component's rule.
      const staticComponents = styles.filter((style) => style.textContent === STATIC_COMPONENT_STYLES)
      expect(staticComponents).toHaveLength(1)
      expect(styles[1]).toBe(staticComponents[0])
    },
  )

  it.each(byRoute)(
    "%s keeps styled-components' rules in a plain <style>, and only their class names in its <style data-styled>",
    (_route, document) => {
      const rules = document.head.querySelectorAll("style[data-server-styles]")
      const names = document.head.querySelectorAll("style[data-styled]")
      expect(rules).toHaveLength(1)
      expect(names).toHaveLength(1)
      // A rule or an animation's keyframes first, never a marker.
      expect(rules[0].textContent).toMatch(/^(\.[\w-]+|@keyframes [\w-]+)\{/)
      expect(rules[0].textContent).not.toMatch(/data-styled\.g\d|\/\*!sc\*\//)
      const markers = names[0].textContent!.split("/*!sc*/\n").filter(Boolean)
      // The layout's styled components alone (the contact strip, the logo, the floating buttons…) are more than ten.
      expect(markers.length).toBeGreaterThan(10)
      for (const marker of markers) expect(marker).toMatch(/^data-styled\.g\d+\[id="[\w-]+"\]\{content:"[\w,-]*"\}$/)
      // Right after the rules: styled-components puts its own <style> after this one, so later rules come later.
      expect(rules[0].nextElementSibling).toBe(names[0])
      // Every class of the body's that has rules is named there, as a component's id or one of its classes.
      const named = new Set(
        markers.flatMap((marker) => {
          const [, id, classes] = marker.match(/id="([\w-]+)"\]\{content:"([^"]*)"/)!
          return [id, ...classes.split(",").filter(Boolean)]
        }),
      )
      const used = Array.from(document.body.querySelectorAll("[class]")).flatMap((element) =>
        Array.from(element.classList).filter((name) => rules[0].textContent!.includes(`.${name}{`)),
      )
      expect(used.length).toBeGreaterThan(0)
      for (const name of used) expect(named).toContain(name)
    },
  )

  it("gives every page its own title (a copy of the contact page for a call to action is that page)", () => {
    const titles = pages.filter((page) => page.route !== "/404.html" && !isCopy(page)).map((page) => page.document.title)
    expect(new Set(titles).size).toBe(titles.length)
  })

  it("keeps the thank-you and not-found pages and the contact page's copies out of search results, and the others in", () => {
    for (const { route, document } of pages) {
      const robots = meta(document, "robots")
      if (route === "/thank-you/" || route === "/404/" || isCopy({ route })) expect(robots).toMatch(/noindex/)
      else expect(robots).toMatch(/^index/)
    }
  })

  it("lists every indexable page in the sitemap, and not the thank-you page", () => {
    const sitemapIndex = readBuilt("sitemap-index.xml")
    const sitemaps = Array.from(sitemapIndex.matchAll(/<loc>([^<]+)<\/loc>/g), (match) => new URL(match[1]).pathname)
    const urls = sitemaps.flatMap((sitemap) => Array.from(readBuilt(sitemap).matchAll(/<loc>([^<]+)<\/loc>/g), (match) => match[1]))
    expect(urls).not.toContain(`${site.siteUrl}/thank-you/`)
    const indexable = pages.filter(({ document }) => meta(document, "robots")?.startsWith("index"))
    expect(indexable.length).toBeGreaterThan(0)
    for (const { route } of indexable) expect(urls).toContain(`${site.siteUrl}${route}`)
  })

  it("names the sitemap in robots.txt", () => {
    const robots = readBuilt("robots.txt")
    expect(robots).toContain(`Sitemap: ${site.siteUrl}/sitemap-index.xml`)
  })

  it("names no canonical or link-preview URL on the not-found page as Netlify serves it (404.html), which is noindex", () => {
    const document = new JSDOM(readBuilt("404.html")).window.document
    expect(document.querySelector('link[rel="canonical"]')).toBeNull()
    expect(document.querySelector('meta[property="og:url"]')).toBeNull()
    expect(meta(document, "robots")).toMatch(/noindex/)
  })

  it("shows a way home on the not-found page", () => {
    const document = builtPage("/404/")
    expect(Array.from(document.querySelectorAll("main a")).some((link) => link.getAttribute("href") === "/")).toBe(true)
  })
})
