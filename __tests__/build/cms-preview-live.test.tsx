/**
 * The CMS's previews draw the site-wide files (site.yaml, navigation.yaml, words.yaml, the shared
 * lists) as the CMS's back end has them now, not as the bundle read them (admin/src/site-wide-content.ts);
 * a site-wide file's own preview shows it as it is being written (editedOver); and the preview's
 * desktop width is a desktop's, scaled into the pane (preview-width.ts).
 */
import { cmsConfig } from "../../admin/src/config"
import { editedOver } from "../../admin/src/preview"
import { frameFit, PREVIEW_WIDTHS } from "../../admin/src/preview-width"
import { SHARED_LIST_FIELD } from "../../admin/src/shared-list-field"
import {
  entryOfFile,
  noteSave,
  readSiteWideContent,
  SITE_WIDE_FILES,
  useSiteWideContent,
  type GetCollection,
} from "../../admin/src/site-wide-content"
import { UNREADABLE_FILE } from "../../admin/src/unreadable-file"
import { SHARED_LISTS } from "../../content/schema/content-schema"
import { readSectionSources, type SectionSources } from "../../content-model/load-content"

// The CMS's own React (admin/node_modules, React 19), which its files resolve "react" to, as in its bundle.
/* eslint-disable @typescript-eslint/no-require-imports */
const React = require("../../admin/node_modules/react") as {
  createElement(type: unknown, props?: object | null, ...children: unknown[]): unknown
  act(work: () => unknown): Promise<void>
}
const { createRoot } = require("../../admin/node_modules/react-dom/client") as {
  createRoot(container: Element): { render(element: unknown): void; unmount(): void }
}
/* eslint-enable @typescript-eslint/no-require-imports */
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const config = cmsConfig({
  repo: "agency/site",
  branch: "main",
  siteUrl: "https://www.example.com",
  localBackend: "http://127.0.0.1:8081/api/v1",
})
const bundled = readSectionSources()

/** The back end as Decap's getCollection reads it: each file's data by the entry the configuration gives it. */
function backEnd(files: Record<string, unknown>) {
  const reads: string[] = []
  const getCollection: GetCollection = async (collection, slug) => {
    const file = SITE_WIDE_FILES.find((candidate) => {
      const entry = entryOfFile(config, candidate)
      return entry?.collection === collection && entry.slug === slug
    })
    reads.push(file ?? `${collection}/${slug}`)
    if (!file || !(file in files)) throw new Error(`no file for ${collection}/${slug}`)
    return { get: () => files[file] }
  }
  return { getCollection, reads }
}

/** The files as the back end has them: the bundle's, the first phone's number changed. */
function withPhone(display: string): Record<string, unknown> {
  const site = { ...bundled.site, phones: [{ ...bundled.site.phones[0], display }, ...bundled.site.phones.slice(1)] }
  return {
    "content/site.yaml": site,
    "content/navigation.yaml": bundled.navigation,
    "content/words.yaml": bundled.words,
    ...Object.fromEntries(SHARED_LISTS.map((list) => [`content/shared/${list}.yaml`, { [SHARED_LIST_FIELD]: bundled.sharedLists[list] }])),
  }
}

describe("the site-wide files a preview draws with", () => {
  it("are every one the CMS edits, each found where the CMS's configuration keeps it", () => {
    for (const file of SITE_WIDE_FILES) expect({ file, entry: entryOfFile(config, file) }).toEqual({ file, entry: expect.any(Object) })
  })

  it("are read through the back end, so a phone changed since the bundle shows", async () => {
    const { getCollection, reads } = backEnd(withPhone("+44 20 7946 0000"))
    const read = await readSiteWideContent(config, getCollection, bundled)
    expect(read.site.phones[0].display).toBe("+44 20 7946 0000")
    expect(read.sharedLists).toEqual(bundled.sharedLists)
    expect(reads.sort()).toEqual([...SITE_WIDE_FILES].sort())
  })

  it("keep the bundle's copy of a file the back end cannot give or that does not parse, and read the rest", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined)
    const files = withPhone("+44 20 7946 0000")
    delete files["content/navigation.yaml"]
    files["content/words.yaml"] = { [UNREADABLE_FILE]: { path: "", message: "line 3, column 1: is not valid YAML" } }
    const read = await readSiteWideContent(config, backEnd(files).getCollection, bundled)
    expect(read.navigation).toBe(bundled.navigation)
    expect(read.words).toBe(bundled.words)
    expect(read.site.phones[0].display).toBe("+44 20 7946 0000")
    expect(warn.mock.calls.map(([message]) => message).join("\n")).toMatch(/content\/navigation\.yaml[\s\S]*content\/words\.yaml/)
    warn.mockRestore()
  })

  it("are read again in an open preview when one of them is saved, not when a page is", async () => {
    const files = withPhone("+44 20 7946 0000")
    const { getCollection, reads } = backEnd(files)
    const FirstPhone = () => React.createElement("p", null, useSiteWideContent(config, getCollection, bundled).site.phones[0].display)
    const container = document.body.appendChild(document.createElement("div"))
    const root = createRoot(container)
    // Each act waits for the back end's answers (promises resolved at once here) and the render they cause.
    await React.act(async () => root.render(React.createElement(FirstPhone)))
    expect(container.textContent).toBe("+44 20 7946 0000")
    const readsAfterOpening = reads.length

    files["content/site.yaml"] = withPhone("+44 20 7946 1111")["content/site.yaml"]
    await React.act(async () => noteSave({ entry: { get: () => "content/products/any-product.yaml" } }))
    expect(reads).toHaveLength(readsAfterOpening)
    await React.act(async () => noteSave({ entry: { get: () => "content/site.yaml" } }))
    expect(container.textContent).toBe("+44 20 7946 1111")
    root.unmount()
  })
})

describe("a site-wide file's own preview, as it is being written", () => {
  const saved = bundled.site as unknown as SectionSources["site"]

  it("shows the edited values", () => {
    const edited = { ...saved, brand: "Southstar Apps", phones: [{ display: "+44 20 7946 0000", dial: "+442079460000" }] }
    expect(editedOver(saved, edited)).toEqual(edited)
  })

  it("shows the saved value of a field the editor has emptied or not reached, rather than nothing", () => {
    const edited = { ...saved, brand: "", chat: { number: "" }, social: [] }
    expect(editedOver(saved, edited)).toEqual(saved)
  })

  it("shows a list entry just added with what it has so far, and the others as edited", () => {
    const shown = editedOver(saved, { ...saved, phones: [...saved.phones, { display: "+44 20 7946 0000", dial: "" }] }) as typeof saved
    expect(shown.phones).toHaveLength(saved.phones.length + 1)
    expect(shown.phones.at(-1)).toEqual({ display: "+44 20 7946 0000" })
  })
})

describe("the preview's widths", () => {
  it("lays a desktop page out at a desktop's width and scales it into a narrower pane, filling its height", () => {
    const shown = frameFit(PREVIEW_WIDTHS.Desktop, { width: 640, height: 800 })
    expect(shown.width).toBeGreaterThanOrEqual(1024)
    expect(shown.width * shown.scale).toBe(640)
    expect(shown.height * shown.scale).toBe(800)
    expect(shown.left).toBe(0)
  })

  it("shows a phone's width at its own size, centred in a wider pane", () => {
    expect(frameFit(PREVIEW_WIDTHS.Phone, { width: 790, height: 800 })).toEqual({
      width: PREVIEW_WIDTHS.Phone,
      height: 800,
      scale: 1,
      left: 200,
    })
  })
})
