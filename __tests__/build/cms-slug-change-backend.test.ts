/**
 * @jest-environment node
 *
 * The CMS's back ends carry a page's slug change (admin/src/slug-change/carry-links.ts): one
 * persistEntry holds the page and every file the change rewrites, written as the CMS writes them.
 * The module is bundled with admin's esbuild, as the CMS is, with its own YAML format.
 */
import type { ContentFile } from "../../content-model/content-files"
import type * as CarryLinks from "../../admin/src/slug-change/carry-links"
import { SHARED_LIST_FIELD, SHARED_LIST_FORMAT, SHARED_LISTS_COLLECTION } from "../../admin/src/shared-list-field"
import { bundledForNode, cmsFormats } from "./cms-yaml-format"

const { carriedInWords, carryingLinks, carryLinksOnSlugChange } = bundledForNode<typeof CarryLinks>("admin/src/slug-change/carry-links")
const { yaml } = cmsFormats()

const PRODUCT = "content/products/old-name.yaml"
const OLD = "/products/old-name/"
const NEW = "/products/new-name/"
const TESTIMONIALS = "content/shared/testimonials.yaml"

const CONFIG = {
  collections: [
    {
      name: "settings",
      format: "yaml",
      files: [{ file: "content/navigation.yaml" }, { file: "content/redirects.yaml" }],
    },
    { name: "pages", folder: "content/pages", extension: "yaml", format: "yaml" },
    { name: "products", folder: "content/products", extension: "yaml", format: "yaml" },
    { name: SHARED_LISTS_COLLECTION, format: SHARED_LIST_FORMAT, files: [{ file: TESTIMONIALS }] },
  ],
}

const SAVED: ContentFile[] = [
  { file: PRODUCT, data: { slug: "old-name", title: "Old Name App", sections: [{ type: "cta", button: { url: `${OLD}#top` } }] } },
  { file: "content/pages/about-us.yaml", data: { slug: "about-us", title: "About", sections: [{ type: "cta", button: { url: OLD } }] } },
  { file: "content/navigation.yaml", data: { products: [{ id: "old-name", title: "Old Name App", url: OLD }] } },
  { file: "content/redirects.yaml", data: { redirects: [] } },
]

/** A testimonial about the product, in the shared list's file as the build reads it (a list). */
const quote = (about: string) => ({ key: "sunita-kale", name: "Sunita Kale", quote: "Orders doubled.", about: [about] })

/** A back end that records each persistEntry, as Decap's own would receive it. */
function recordingBackend() {
  const calls: Array<{ entry: CarryLinks.PersistedEntry; options: object }> = []
  const told: string[][] = []
  const backend: CarryLinks.BackendImplementation = {
    persistEntry: async (entry, options) => void calls.push({ entry, options }),
    unpublishedEntry: async () => ({
      collection: "products",
      slug: "old-name",
      diffs: [{ path: "content/redirects.yaml" }, { path: PRODUCT }, { path: "content/navigation.yaml" }, { path: "content/images/a.png" }],
    }),
  }
  return {
    calls,
    told,
    backend: carryingLinks(
      backend,
      CONFIG,
      async () => SAVED,
      (files) => told.push(files),
    ),
  }
}

const pageSave = (data: object) => ({ dataFiles: [{ path: PRODUCT, slug: "old-name", raw: yaml.toFile(data) }], assets: [] })
const written = (entry: CarryLinks.PersistedEntry) => Object.fromEntries(entry.dataFiles.map(({ path, raw }) => [path, yaml.fromFile(raw)]))

it("adds the rewritten menus, linking pages and old addresses to the page's one save, the page first", async () => {
  const { calls, backend } = recordingBackend()
  const options = { newEntry: false, commitMessage: "Update Products “old-name”" }
  const selfLink = [{ type: "cta", button: { url: `${OLD}#top` } }]
  await backend.persistEntry(pageSave({ slug: "new-name", title: "Old Name App", sections: selfLink }), options)
  expect(calls).toHaveLength(1)
  expect(calls[0].options).toEqual(options)
  const files = calls[0].entry.dataFiles
  expect(files[0].path).toBe(PRODUCT)
  expect(files.map(({ path }) => path).sort()).toEqual(
    [PRODUCT, "content/pages/about-us.yaml", "content/navigation.yaml", "content/redirects.yaml"].sort(),
  )
  const data = written(calls[0].entry)
  // The page's own link to itself moves with it.
  expect(data[PRODUCT]).toEqual({ slug: "new-name", title: "Old Name App", sections: [{ type: "cta", button: { url: `${NEW}#top` } }] })
  expect(data["content/navigation.yaml"]).toEqual({ products: [{ id: "old-name", title: "Old Name App", url: NEW }] })
  expect(data["content/pages/about-us.yaml"]).toEqual({
    slug: "about-us",
    title: "About",
    sections: [{ type: "cta", button: { url: NEW } }],
  })
  expect(data["content/redirects.yaml"]).toEqual({ redirects: [{ from: OLD, to: NEW }] })
})

it("tells the owner, once the save is written, that the links followed the page and its old address leads on", async () => {
  const { told, backend } = recordingBackend()
  await backend.persistEntry(pageSave({ slug: "new-name", title: "Old Name App", sections: [] }), { newEntry: false })
  expect(told).toHaveLength(1)
  expect([...told[0]].sort()).toEqual(["content/navigation.yaml", "content/pages/about-us.yaml", "content/redirects.yaml"])
  const words = carriedInWords(told[0])
  expect(words).toMatch(/every link to it .* now leads there/)
  expect(words).toContain("Site settings → Old addresses")
  // A save that carried links only (a page never built has no old address to keep) says none.
  expect(carriedInWords(["content/navigation.yaml"])).not.toContain("Old addresses")
  await backend.persistEntry(pageSave({ slug: "old-name", title: "Another title", sections: [] }), { newEntry: false })
  expect(told).toHaveLength(1)
})

it("tells nothing when the save fails", async () => {
  const told: string[][] = []
  const failing = carryingLinks(
    { persistEntry: async () => Promise.reject(new Error("lost connection")) } as CarryLinks.BackendImplementation,
    CONFIG,
    async () => SAVED,
    (files) => told.push(files),
  )
  await expect(
    failing.persistEntry(pageSave({ slug: "new-name", title: "Old Name App", sections: [] }), { newEntry: false }),
  ).rejects.toThrow()
  expect(told).toEqual([])
})

it("saves the page alone when its slug stays, when it is new, and any settings file alone", async () => {
  const { calls, backend } = recordingBackend()
  const unchanged = pageSave({ slug: "old-name", title: "Another title", sections: [] })
  await backend.persistEntry(unchanged, { newEntry: false })
  const created = { dataFiles: [{ path: "content/products/new-name.yaml", slug: "new-name", raw: "slug: new-name\n" }], assets: [] }
  await backend.persistEntry(created, { newEntry: true })
  const menus = { dataFiles: [{ path: "content/navigation.yaml", slug: "navigation", raw: "products: []\n" }], assets: [] }
  await backend.persistEntry(menus, { newEntry: false })
  expect(calls.map(({ entry }) => entry)).toEqual([unchanged, created, menus])
})

it("reads an unpublished page from its own file, not from the files its slug change rewrote", async () => {
  const { backend } = recordingBackend()
  const { diffs } = await backend.unpublishedEntry!({ collection: "products", slug: "old-name" })
  expect(diffs.map(({ path }) => path)).toEqual([PRODUCT, "content/images/a.png"])
})

it("wraps the back ends Decap makes by name, GitHub's and the proxy's", async () => {
  const made: string[] = []
  const records = Object.fromEntries(
    ["github", "proxy"].map((name) => [
      name,
      {
        init: () => ({
          persistEntry: async (entry: CarryLinks.PersistedEntry) => void made.push(`${name}: ${entry.dataFiles.length} files`),
        }),
      },
    ]),
  )
  carryLinksOnSlugChange({ getBackend: (name: string) => records[name] as never }, async () => SAVED)
  for (const name of ["github", "proxy"]) {
    const init = records[name].init as unknown as (config: object, options: object) => CarryLinks.BackendImplementation
    const backend = init(CONFIG, {})
    await backend.persistEntry(pageSave({ slug: "new-name", title: "Old Name App", sections: [] }), { newEntry: false })
  }
  expect(made).toEqual(["github: 4 files", "proxy: 4 files"])
  expect(() => carryLinksOnSlugChange({ getBackend: () => undefined }, async () => SAVED)).toThrow(/no back end named github/)
})

it("writes a shared list the change rewrites as the list's own format writes it: a list, the link carried", async () => {
  const calls: CarryLinks.PersistedEntry[] = []
  const recording: CarryLinks.BackendImplementation = { persistEntry: async (entry) => void calls.push(entry) }
  const backend = carryingLinks(recording, CONFIG, async () => [...SAVED, { file: TESTIMONIALS, data: [quote(OLD)] }])
  await backend.persistEntry(pageSave({ slug: "new-name", title: "Old Name App", sections: [] }), { newEntry: false })
  const file = calls[0].dataFiles.find(({ path }) => path === TESTIMONIALS)!
  // The file is the list itself, as the CMS reads it back into its one field.
  expect(yaml.fromFile(file.raw)).toEqual([quote(NEW)])
  expect(cmsFormats().sharedList.fromFile(file.raw)).toEqual({ [SHARED_LIST_FIELD]: [quote(NEW)] })
})
