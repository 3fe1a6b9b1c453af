/** The CMS's previews: each kind of page's, and those of the site-wide files an editor writes words in (site.yaml, words.yaml). */
import type { CMS as DecapCms, CmsConfig } from "decap-cms-core"
import { COLLECTIONS } from "../../content/schema/content-schema"
import type { SectionSources } from "../../content-model/load-content"
import { pagePreview, siteWidePreview, unlessUnreadable } from "./preview"
import { entryOfFile, noteSave, SETTINGS_FILES } from "./site-wide-content"

/** The site-wide files with a preview of their own; the menus and the shared lists show in every page's. */
const FILES_WITH_PREVIEWS = ["site", "words"] as const

/** Registers every preview with Decap; `bundled` is the site-wide files as the bundle read them, shown until the back end answers. */
export function registerPreviews(cms: DecapCms, config: CmsConfig, bundled: SectionSources) {
  const sources = { config, bundled }
  const PagePreview = unlessUnreadable(pagePreview(sources))
  for (const collection of COLLECTIONS) cms.registerPreviewTemplate(collection, PagePreview as never)
  for (const file of FILES_WITH_PREVIEWS) {
    // Decap names a file's preview after the file's name in its collection.
    const entry = entryOfFile(config, SETTINGS_FILES[file])
    if (entry) cms.registerPreviewTemplate(entry.slug, unlessUnreadable(siteWidePreview(file, sources)) as never)
  }
  // In simple mode a save is the publish; with the editorial workflow the published file changes on publish.
  cms.registerEventListener({ name: "postSave", handler: noteSave })
  cms.registerEventListener({ name: "postPublish", handler: noteSave })
}
