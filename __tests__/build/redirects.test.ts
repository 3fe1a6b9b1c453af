/**
 * @jest-environment node
 *
 * Old addresses lead on (public/_redirects, written after the build) and "View preview" opens the
 * page being edited: each on a copy of the real content, never content/ itself.
 */
import type { CmsCollection } from "decap-cms-core"
import { cmsConfig } from "../../admin/src/config"
import type { ContentFile } from "../../content-model/content-files"
import { localCmsBackendApi } from "../../admin/local-cms-backend"
import { redirectsFile, redirectsOf } from "../../gatsby/post-build/redirects"
import { checkMessages, examplePage, copyOfContent as realContent } from "../support/content"

/** Any product, whose slug the editor changes. */
const PRODUCT = examplePage("products")
const REDIRECTS = "content/redirects.yaml"
const withRedirects = (files: ContentFile[], redirects: Array<{ from: string; to: string }>) =>
  files.map((entry) => (entry.file === REDIRECTS ? { ...entry, data: { redirects } } : entry))

describe("old addresses", () => {
  it("lead the home page's preview address, /home/, to /", () => {
    expect(redirectsOf(realContent())).toContainEqual({ from: "/home/", to: "/" })
  })

  it("lead a page's old address on to it when its slug was changed in the CMS (which keeps the file's name)", () => {
    const files = realContent()
    ;(files.find(({ file }) => file === `content/${PRODUCT.file}`)!.data as { slug: string }).slug = "renamed-product"
    expect(redirectsOf(files)).toContainEqual({ from: PRODUCT.route, to: "/products/renamed-product/" })
  })

  it("come from the editors' list first, written as Netlify's 301 lines", () => {
    const files = withRedirects(realContent(), [{ from: "/products/old-name/", to: PRODUCT.route }])
    // Whatever other old addresses the content has (an editor's changed slugs), the list's come first.
    const lines = redirectsFile(redirectsOf(files)).split("\n").slice(1)
    expect(lines[0]).toBe(`/products/old-name/ ${PRODUCT.route} 301`)
    expect(lines).toContain("/home/ / 301")
    expect(lines.at(-1)).toBe("")
  })

  it("are refused by the check when they are a page's address, lead nowhere or are not an address", () => {
    const files = withRedirects(realContent(), [
      { from: PRODUCT.route, to: "/" },
      { from: "/old-pricing/", to: "/pricing/" },
      { from: "products/old-name", to: "/" },
    ])
    expect(checkMessages(files)).toEqual([
      `${REDIRECTS}: redirects[1].to: "/pricing/" is not a page of this site`,
      `${REDIRECTS}: redirects[2].from: must be an address of this site with its trailing slash, such as /products/old-name/, not "products/old-name"`,
      `${REDIRECTS}: redirects[0].from: "${PRODUCT.route}" is the address of content/${PRODUCT.file}: visitors would see that page, not where this leads`,
    ])
  })
})

describe('"View preview" in the CMS', () => {
  const config = cmsConfig({ repo: "agency/site", branch: "main", siteUrl: "https://www.example.com", localBackend: localCmsBackendApi() })
  const collection = (name: string) => config.collections.find((candidate) => candidate.name === name) as CmsCollection

  it("opens the edited page's own address on each kind of page (the home page's through its redirect)", () => {
    expect(collection("products").preview_path).toBe("/products/{{slug}}/")
    expect(collection("services").preview_path).toBe("/service/{{slug}}/")
    expect(collection("pages").preview_path).toBe("/{{slug}}/")
  })

  it("lists the old addresses among the site settings", () => {
    expect(collection("settings").files!.map(({ file }) => file)).toContain(REDIRECTS)
  })
})
