/**
 * @jest-environment node
 *
 * A value of content/ cannot add a line of its own to a file the build writes from it
 * (_redirects, robots.txt, _headers, the sitemap), nor make another file of the build machine a
 * picture of the site: the content check refuses it, naming the file and field; the CMS refuses
 * it before saving; and each generator refuses it again should it get that far. Each test breaks
 * a copy of the real content, never content/ itself.
 */
import fs from "fs"
import os from "os"
import path from "path"
import yaml from "js-yaml"
import type { CmsField } from "decap-cms-core"
import { cmsConfig } from "../../admin/src/config"
import { MENUS, type NavigationContent, type RedirectsContent, type SiteContent } from "../../content/schema/content-schema"
import { collectionOf, type ContentFile } from "../../content-model/content-files"
import { localCmsBackendApi } from "../../admin/local-cms-backend"
import { ogPages } from "../../gatsby/post-build/og-images"
import { redirectsOf } from "../../gatsby/post-build/redirects"
import { robotsTxt } from "../../gatsby/post-build/robots-txt"
import { headersFileBlock, OPENER_POLICY } from "../../gatsby/post-build/security-headers"
import { checkMessages, copyOfContent, withFile } from "../support/content"

const ROOT = path.resolve(__dirname, "../..")
const REDIRECTS = "content/redirects.yaml"
const SITE = "content/site.yaml"

/** Characters that end or split a line where a generated file holds one token, and how a message writes each. */
const BREAKS = [
  ["a line break", "\n", "\\n"],
  ["a carriage return", "\r", "\\r"],
  ["a tab", "\t", "\\t"],
  ["a line separator (U+2028)", "\u2028", "\\u2028"],
] as const

/** The values the security review found would add a forced proxy to _redirects and a line to robots.txt, split by `character`. */
const injected = (character: string) => ({
  to: `https://example.com/${character}/admin/* https://evil.example/:splat 200!`,
  from: `/old-page/${character}/admin/* https://evil.example/:splat 200!`,
  siteUrl: `https://www.example.com${character}Sitemap: https://evil.example/sitemap.xml`,
})

const withRedirects = (files: ContentFile[], redirects: Array<{ from: string; to: string }>) =>
  withFile(files, REDIRECTS, (data) => (data.redirects = redirects))

/** The one message of the check about a field, which must name it and show the value with the character written out. */
function messageAbout(messages: string[], file: string, field: string): string {
  const about = messages.filter((message) => message.startsWith(`${file}: ${field}: `))
  expect(about).toHaveLength(1)
  return about[0]
}

describe.each(BREAKS)("a link or address with %s", (_name, character, written) => {
  const values = injected(character)
  const shown = (value: string) => value.replace(character, written)

  it("is refused by the content check, naming the file and field and showing where the character is", () => {
    const files = withRedirects(copyOfContent(), [
      { from: "/old-page/", to: values.to },
      { from: values.from, to: "/" },
    ])
    withFile(files, SITE, (data) => (data.siteUrl = values.siteUrl))
    const messages = checkMessages(files)
    expect(messages).toHaveLength(3)
    expect(messageAbout(messages, REDIRECTS, "redirects[0].to")).toContain(`not "${shown(values.to)}"`)
    expect(messageAbout(messages, REDIRECTS, "redirects[1].from")).toContain(`not "${shown(values.from)}"`)
    expect(messageAbout(messages, SITE, "siteUrl")).toContain(`not "${shown(values.siteUrl)}"`)
  })

  it("is refused by the _redirects generator, naming where it came from", () => {
    expect(() => redirectsOf(withRedirects(copyOfContent(), [{ from: "/old-page/", to: values.to }]))).toThrow(
      `${REDIRECTS}: redirects[0].to: "${shown(values.to)}" cannot be written into a generated file`,
    )
    expect(() => redirectsOf(withRedirects(copyOfContent(), [{ from: values.from, to: "/" }]))).toThrow(
      `${REDIRECTS}: redirects[0].from: "${shown(values.from)}" cannot be written into a generated file`,
    )
  })

  it("is refused by the robots.txt generator", () => {
    expect(() => robotsTxt(values.siteUrl)).toThrow(`${SITE}: siteUrl: "${shown(values.siteUrl)}" cannot be written into a generated file`)
  })

  it("is refused by the _headers generator as a page's path", () => {
    const page = {
      file: "about-us/index.html",
      paths: [`/about-us/${character}/admin/*`],
      contentSecurityPolicy: "default-src 'none'",
      openerPolicy: OPENER_POLICY.page,
      hashedScripts: 0,
      dataBlocks: 0,
    }
    expect(() => headersFileBlock([page])).toThrow(
      `public/about-us/index.html: "/about-us/${written}/admin/*" cannot be written into a generated file`,
    )
    // The same page at its own path is written as before.
    expect(headersFileBlock([{ ...page, paths: ["/about-us/"] }])).toContain(`/about-us/\n  Content-Security-Policy: default-src 'none'\n`)
  })

  it("stops the sitemap's setup (gatsby-config) in a build", () => {
    expect(() => sitemapSiteUrl(values.siteUrl)).toThrow(
      `${SITE}: siteUrl: "${shown(values.siteUrl)}" cannot be written into a generated file`,
    )
  })
})

describe("a page's file name with a line break", () => {
  /** The copy with one product page's file renamed, as someone committing outside the CMS could. */
  const renamed = (name: string) => {
    const files = copyOfContent()
    const page = files.find(({ file }) => collectionOf(file) === "products")!
    return { files: files.map((entry) => (entry === page ? { ...entry, file: `content/products/${name}.yaml` } : entry)) }
  }

  it("is refused by the content check, which names the file", () => {
    const { files } = renamed("old\nadmin")
    expect(checkMessages(files)).toEqual([
      `content/products/old\nadmin.yaml: its name must be lower-case words joined by hyphens, as a slug is, for the page's old address is made from it: not "old\\nadmin"`,
    ])
  })

  it("is refused by the _redirects generator, which makes the page's old address from it", () => {
    const { files } = renamed("old\nadmin")
    expect(() => redirectsOf(files)).toThrow(`: the file's name: "/products/old\\nadmin/" cannot be written into a generated file`)
  })
})

describe("the site's address", () => {
  it("must be https, and the check says so", () => {
    const files = withFile(copyOfContent(), SITE, (data) => (data.siteUrl = "http://www.example.com"))
    expect(checkMessages(files)).toEqual([
      `${SITE}: siteUrl: must be an https origin such as https://www.example.com (no path, no trailing slash), not "http://www.example.com"`,
    ])
  })

  it("reaches the sitemap's setup and robots.txt as the content has it", () => {
    const { siteUrl } = copyOfContent().find(({ file }) => file === SITE)!.data as { siteUrl: string }
    expect(sitemapSiteUrl(siteUrl)).toBe(siteUrl)
    expect(robotsTxt(siteUrl)).toContain(`\nSitemap: ${siteUrl}/sitemap-index.xml\n`)
  })
})

type Page = { sections?: Array<{ type: string; image?: string }> }
/**
 * A page whose hero has a picture, whichever the content has: its file and the hero's place among its
 * sections. A draft may have no sections yet (an owner's unfinished page).
 */
function pageWithHeroPicture(files: ContentFile[]): { file: string; hero: number } {
  for (const { file, data } of files) {
    const hero = collectionOf(file) ? ((data as Page).sections?.findIndex((section) => section.type === "hero" && section.image) ?? -1) : -1
    if (hero >= 0) return { file, hero }
  }
  throw new Error("no page of content/ has a hero picture")
}

describe.each([
  ["a path out of content/images", "../../static/secret.png"],
  ["a path that starts in content/images and leaves it", "../images/../../src/images/secret.png"],
  ["an absolute path", "/home/builder/secret.png"],
])("a hero picture at %s", (_name, picture) => {
  it("is refused by the content check, naming the file and field", () => {
    const files = copyOfContent()
    const { file, hero } = pageWithHeroPicture(files)
    withFile(files, file, (data) => (data.sections[hero].image = picture))
    expect(checkMessages(files)).toEqual([
      `${file}: sections[${hero}].image: must be a PNG, JPEG, WebP or AVIF file in content/images, written ../images/<name>.png, with no spaces or line breaks, not "${picture}"`,
    ])
  })

  it("is refused by the link-preview generator, naming the file and field", () => {
    const files = copyOfContent()
    const { file, hero } = pageWithHeroPicture(files)
    withFile(files, file, (data) => (data.sections[hero].image = picture))
    expect(() => ogPages(files, ROOT)).toThrow(`${file}: sections[${hero}].image: "${picture}" is not a picture in content/images/`)
  })
})

describe("the CMS", () => {
  const config = cmsConfig({ repo: "agency/site", branch: "main", siteUrl: "https://www.example.com", localBackend: localCmsBackendApi() })
  const settings = (name: string) =>
    config.collections.find((collection) => collection.name === "settings")!.files!.find((file) => file.name === name)!
  // A field of any widget: the test reads its pattern.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const field = (fields: readonly CmsField[] | undefined, name: string) => fields!.find((candidate) => candidate.name === name) as any
  /** Whether Decap takes a value of the field: it tests the schema's pattern as RegExp(pattern), with no flags. */
  const takes = (target: { pattern: [string, string] }, value: string) => RegExp(target.pattern[0]).test(value)

  const redirects = field(settings("redirects").fields, "redirects")
  const site = settings("site")

  it.each(BREAKS)("refuses a link, an old address and a site address with %s before saving", (_name, character) => {
    const values = injected(character)
    expect(takes(field(redirects.fields, "to"), values.to)).toBe(false)
    expect(takes(field(redirects.fields, "from"), values.from)).toBe(false)
    expect(takes(field(site.fields, "siteUrl"), values.siteUrl)).toBe(false)
  })

  it("takes every link and address the content has", () => {
    const files = copyOfContent()
    const data = <T>(file: string) => files.find((entry) => entry.file === file)!.data as T
    const siteData = data<SiteContent>(SITE)
    expect(takes(field(site.fields, "siteUrl"), siteData.siteUrl)).toBe(true)
    for (const { url } of siteData.social) expect(takes(field(field(site.fields, "social").fields, "url"), url)).toBe(true)
    const navigation = data<NavigationContent>("content/navigation.yaml")
    for (const menu of MENUS)
      for (const { url } of navigation[menu]) expect(takes(field(field(settings("navigation").fields, menu).fields, "url"), url)).toBe(true)
    for (const { from, to } of data<RedirectsContent>(REDIRECTS).redirects ?? []) {
      expect(takes(field(redirects.fields, "from"), from)).toBe(true)
      expect(takes(field(redirects.fields, "to"), to)).toBe(true)
    }
  })
})

/**
 * The site address gatsby-config gives gatsby-plugin-sitemap in a build, read from a copy of
 * content/ whose site.yaml holds `siteUrl`.
 */
function sitemapSiteUrl(siteUrl: string): string | undefined {
  const project = fs.mkdtempSync(path.join(os.tmpdir(), "injected-lines-"))
  const cwd = process.cwd()
  const command = process.env.gatsby_executing_command
  process.env.gatsby_executing_command = "build"
  try {
    fs.cpSync(path.join(ROOT, "content"), path.join(project, "content"), { recursive: true })
    const site = yaml.load(fs.readFileSync(path.join(project, SITE), "utf8")) as Record<string, unknown>
    fs.writeFileSync(path.join(project, SITE), yaml.dump({ ...site, siteUrl }))
    process.chdir(project)
    let config: { siteMetadata?: { siteUrl?: string } } = {}
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- read afresh, from the copy
      config = require("../../gatsby-config").default
    })
    return config.siteMetadata?.siteUrl
  } finally {
    if (command === undefined) delete process.env.gatsby_executing_command
    else process.env.gatsby_executing_command = command
    process.chdir(cwd)
    fs.rmSync(project, { recursive: true, force: true })
  }
}
