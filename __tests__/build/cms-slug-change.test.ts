/**
 * @jest-environment node
 *
 * A page's slug change in the CMS (admin/src/slug-change/linked-edits.ts): every link to the old
 * address goes to the new one, and the old address leads there, on made-up content.
 */
import { linksTo, checkRedirects } from "../../content-model/link-rules"
import { routesOf, type ContentFile } from "../../content-model/content-files"
import { deleteRefusal, NAVIGATION, slugChangeRefusal } from "../../admin/src/address-guards"
import { filesMovedWith, REDIRECTS, treeAfterSave } from "../../admin/src/slug-change/linked-edits"

const PRODUCT = "content/products/old-name.yaml"
const OLD = "/products/old-name/"
const NEW = "/products/new-name/"

function content(): ContentFile[] {
  return [
    {
      file: PRODUCT,
      data: {
        slug: "old-name",
        title: "Old Name App",
        sections: [{ type: "hero", heading: "Old Name", button: { label: "Pricing", url: `${OLD}#pricing` } }],
      },
    },
    { file: "content/products/other.yaml", data: { slug: "other", title: "Other App", sections: [] } },
    {
      file: "content/pages/home.yaml",
      data: { slug: "home", title: "Home", sections: [{ type: "cards", items: [{ title: "Ours", url: `${OLD}#features` }] }] },
    },
    {
      file: NAVIGATION,
      data: {
        main: [{ id: "about", title: "About", url: "/about-us/" }],
        products: [
          { id: "old-name", title: "Old Name App", url: OLD },
          { id: "other", title: "Other App", url: "/products/other/" },
        ],
      },
    },
    { file: REDIRECTS, data: { redirects: [{ from: "/products/oldest-name/", to: OLD }] } },
  ]
}

/** The product's data as the editor saves it with another slug. */
const renamed = (files: ContentFile[], slug = "new-name") => ({
  ...(files.find(({ file }) => file === PRODUCT)!.data as { sections: object[] }),
  slug,
})
const dataOf = (files: ContentFile[], name: string) => files.find(({ file }) => file === name)?.data

describe("a page's slug change", () => {
  it("rewrites every link to the page, its anchors kept, and only the files that link to it", () => {
    const saved = content()
    const moved = filesMovedWith(saved, PRODUCT, renamed(saved))
    expect(moved.map(({ file }) => file).sort()).toEqual([PRODUCT, "content/pages/home.yaml", NAVIGATION, REDIRECTS].sort())
    expect((dataOf(moved, NAVIGATION) as { products: Array<{ url: string; id: string }> }).products).toEqual([
      { id: "old-name", title: "Old Name App", url: NEW },
      { id: "other", title: "Other App", url: "/products/other/" },
    ])
    expect(JSON.stringify(dataOf(moved, "content/pages/home.yaml"))).toContain(`"url":"${NEW}#features"`)
    // The page's own link to itself moves with it; the rest of the page is as the editor saved it.
    expect(dataOf(moved, PRODUCT)).toEqual({
      ...renamed(saved),
      sections: [{ ...(renamed(saved).sections[0] as object), button: { label: "Pricing", url: `${NEW}#pricing` } }],
    })
    // The saved content itself is not changed.
    expect(JSON.stringify(saved)).toEqual(JSON.stringify(content()))
  })

  it("keeps the old address as a redirect to the new one, and re-points old addresses that led to it", () => {
    const saved = content()
    expect(dataOf(filesMovedWith(saved, PRODUCT, renamed(saved)), REDIRECTS)).toEqual({
      redirects: [
        { from: "/products/oldest-name/", to: NEW },
        { from: OLD, to: NEW },
      ],
    })
  })

  it("leaves nothing pointing at the old address and an old-address list the check accepts", () => {
    const saved = content()
    const after = treeAfterSave(saved, PRODUCT, renamed(saved))
    expect(linksTo(after, OLD)).toEqual([])
    expect(routesOf(after)).toContain(NEW)
    const problems: string[] = []
    const routes = new Map(after.flatMap((entry) => routesOf([entry]).map((route) => [route, entry.file] as const)))
    checkRedirects(REDIRECTS, (dataOf(after, REDIRECTS) as { redirects: unknown[] }).redirects, routes, (_f, path, message) =>
      problems.push(`${path}: ${message}`),
    )
    expect(problems).toEqual([])
  })

  it("gives a page back an old address of its own: that address is no redirect any more", () => {
    const saved = content()
    const once = treeAfterSave(saved, PRODUCT, renamed(saved))
    const back = filesMovedWith(once, PRODUCT, renamed(once, "old-name"))
    expect(dataOf(back, REDIRECTS)).toEqual({
      redirects: [
        { from: "/products/oldest-name/", to: OLD },
        { from: NEW, to: OLD },
      ],
    })
    expect(dataOf(back, NAVIGATION)).toEqual(dataOf(saved, NAVIGATION))
  })

  it("adds no redirect for a draft's old address, which visitors never had", () => {
    const saved = content().map((entry) =>
      entry.file === PRODUCT ? { ...entry, data: { ...(entry.data as object), draft: true } } : entry,
    )
    const moved = filesMovedWith(saved, PRODUCT, renamed(saved))
    expect((dataOf(moved, REDIRECTS) as { redirects: Array<{ from: string }> }).redirects.map(({ from }) => from)).toEqual([
      "/products/oldest-name/",
    ])
  })

  it("starts the old-address list when there is none", () => {
    const saved = content().filter(({ file }) => file !== REDIRECTS)
    expect(dataOf(filesMovedWith(saved, PRODUCT, renamed(saved)), REDIRECTS)).toEqual({ redirects: [{ from: OLD, to: NEW }] })
  })

  it("changes no other file when the slug stays, or for a new page", () => {
    const saved = content()
    expect(filesMovedWith(saved, PRODUCT, { ...renamed(saved, "old-name"), title: "Another title" })).toEqual([])
    expect(filesMovedWith(saved, "content/products/brand-new.yaml", { slug: "brand-new", title: "New" })).toEqual([])
  })
})

describe("what the save still refuses", () => {
  it("lets a linked page's slug change, for its links move with it", () => {
    const saved = content()
    expect(slugChangeRefusal(saved, PRODUCT, renamed(saved))).toBeNull()
  })

  it("refuses a slug another page has, naming it", () => {
    const saved = content()
    expect(slugChangeRefusal(saved, PRODUCT, renamed(saved, "other"))).toBe(
      'Slug: "other" is already the slug of Product pages → Other App: give this page its own.',
    )
  })

  it("refuses deleting a moved page while anything links to it, its old address included", () => {
    const saved = content()
    const after = treeAfterSave(saved, PRODUCT, renamed(saved))
    const refusal = deleteRefusal(after, PRODUCT)!
    expect(refusal).toContain(`${NEW} is linked from these`)
    // Each place as the content manager's list shows it, never by a file's path.
    expect(refusal).toContain("- Site settings → Menus: ")
    expect(refusal).toContain("- Site settings → Old addresses: ")
    expect(refusal).not.toContain("content/")
  })
})
