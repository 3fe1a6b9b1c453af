/**
 * @jest-environment node
 */
import fs from "fs"
import path from "path"
import { routeFor } from "../../content/schema/content-schema"
import { HERO_PICTURE_SIZES } from "../../src/components/sections/HeroSection"
import { readContent } from "../support/content"
import { builtPage, builtPages, PUBLIC_DIR } from "./support"

interface PageFile {
  slug: string
  sections: Array<{ type: string; image?: string; imageAlt?: string }>
}

/** Every product and service page, with the picture its YAML gives its hero (if any) and that picture's description. */
const pages = (["products", "services"] as const).flatMap((collection) =>
  fs
    .readdirSync(path.join(__dirname, "../../content", collection))
    .map((name) => readContent<PageFile>(`${collection}/${name}`))
    .map((page) => {
      const hero = page.sections.find((section) => section.type === "hero")
      return { route: routeFor(collection, page.slug), image: hero?.image, imageAlt: hero?.imageAlt }
    }),
)
const withPicture = pages.filter((page) => page.image).map((page) => [page.route, page] as const)
const withoutPicture = pages.filter((page) => !page.image).map((page) => [page.route] as const)

const heroPicture = (route: string) => builtPage(route).querySelector("h1")?.closest("section")?.querySelector("picture") ?? null

/** The files a srcset names, each as a path under public/. */
const filesOf = (srcset: string | null | undefined) =>
  (srcset ?? "")
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter(Boolean)

describe("the hero picture of every product and service page", () => {
  it("covers every built product and service page", () => {
    const built = builtPages()
      .map((page) => page.route)
      .filter((route) => /^\/(products|service)\//.test(route))
    expect(pages.map((page) => page.route).sort()).toEqual(built.sort())
  })

  it.each(withPicture)("%s shows its picture as AVIF and WebP, with its size, described as its YAML says", (route, { imageAlt }) => {
    const picture = heroPicture(route)
    expect(picture).not.toBeNull()
    const types = Array.from(picture!.querySelectorAll("source"), (source) => source.getAttribute("type"))
    expect(types).toEqual(expect.arrayContaining(["image/avif", "image/webp"]))
    const img = picture!.querySelector("img")!
    expect(Number(img.getAttribute("width"))).toBeGreaterThan(0)
    expect(Number(img.getAttribute("height"))).toBeGreaterThan(0)
    expect(imageAlt).toBeTruthy()
    expect(img.getAttribute("alt")).toBe(imageAlt)
    expect(img.getAttribute("loading")).toBe("eager")
    for (const element of [img, ...Array.from(picture!.querySelectorAll("source"))]) {
      expect(element.getAttribute("sizes")).toBe(HERO_PICTURE_SIZES)
    }
    const files = [
      img.getAttribute("src"),
      ...filesOf(img.getAttribute("srcset")),
      ...Array.from(picture!.querySelectorAll("source"), (source) => filesOf(source.getAttribute("srcset"))).flat(),
    ]
    for (const file of files) expect(fs.existsSync(path.join(PUBLIC_DIR, decodeURIComponent(file!)))).toBe(true)
  })

  // A page whose hero names no picture shows its text across the width: no other page's picture, no empty frame (CONTENT.md).
  if (withoutPicture.length > 0) {
    it.each(withoutPicture)("%s names no picture, and its hero shows none", (route) => {
      expect(heroPicture(route)).toBeNull()
      expect(builtPage(route).querySelector("h1")?.closest("section")?.querySelector("img")).toBeNull()
    })
  }

  it("is a different picture on every page that names a different file", () => {
    const sources = withPicture.map(([route]) => heroPicture(route)?.querySelector("img")?.getAttribute("src"))
    expect(sources.every(Boolean)).toBe(true)
    expect(new Set(sources).size).toBe(new Set(withPicture.map(([, page]) => page.image)).size)
  })
})
