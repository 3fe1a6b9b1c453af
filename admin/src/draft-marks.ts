/**
 * Drafts told apart from published pages in the content manager: Decap's lists show each entry by
 * its collection's summary, and its editor's header says "Published" of every saved entry, a
 * draft's too. A kind of page with a Draft switch lists a draft as "Draft · <title>" (Decap's own
 * summary template and its `ternary` filter), and the header says "Saved", true of both.
 */
import type { CmsConfig } from "decap-cms-core"

/** The words the editor's header uses for a saved entry, in Decap's English locale. */
export const SAVED_ENTRY_HEADER = "Saved"

/** The list's mark before a draft's title. */
export const DRAFT_MARK = "Draft · "

/** The configuration with each kind of page that has a Draft switch listing its drafts marked. */
export function withDraftsMarked(config: CmsConfig): CmsConfig {
  return {
    ...config,
    collections: config.collections.map((collection) =>
      collection.folder && collection.fields?.some((field) => field.name === "draft")
        ? { ...collection, summary: `{{draft | ternary('${DRAFT_MARK}', '')}}${collection.summary ?? "{{title}}"}` }
        : collection,
    ),
  }
}
