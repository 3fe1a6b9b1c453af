/**
 * Drafts told apart from published entries in the content manager: Decap's lists show each entry by
 * its collection's summary, and its editor's header says "Published" of every saved entry, a
 * draft's too. A kind of page with a Draft switch lists a draft as "Draft · <title>", a shared
 * list's entry with one (a testimonial) is summed up as "Draft · <name>" (Decap's own summary
 * template and its `ternary` filter, for both), a picker of such entries says it of each choice
 * (draft-marked-picker.ts), and the header says "Saved", true of both. A draft
 * may be unfinished (content-model/content-files.ts asNotesInDrafts): Decap requires of it only
 * what identifies it, and the save's check (save-check.ts) asks the rest once Draft is off.
 */
import type { CmsConfig, CmsField } from "decap-cms-core"
import { IDENTIFYING_FIELDS } from "../../content-model/content-files"
import type { FieldTree } from "./field-labels"

/** The words the editor's header uses for a saved entry, in Decap's English locale. */
export const SAVED_ENTRY_HEADER = "Saved"

/** The mark before a draft's title or name, wherever a list or picker names entries. */
export const DRAFT_MARK = "Draft · "

/** A name with the mark where its entry is a draft. */
export const draftMarked = (name: string, draft: unknown) => (draft === true ? `${DRAFT_MARK}${name}` : name)

/** Decap's summary template with the mark before it where the entry's (or list entry's) Draft switch is on. */
const draftMarkedSummary = (summary: string) => `{{draft | ternary('${DRAFT_MARK}', '')}}${summary}`

const hasDraftSwitch = (fields: readonly CmsField[] | undefined) => fields?.some((field) => field.name === "draft") ?? false

/** A list whose entries have a Draft switch, summing up each draft marked. */
function listWithDraftsMarked(field: CmsField): CmsField {
  const list = field as CmsField & { fields?: CmsField[]; summary?: string }
  return list.summary && hasDraftSwitch(list.fields) ? ({ ...list, summary: draftMarkedSummary(list.summary) } as CmsField) : field
}

/** The configuration with each kind of page, and each shared list, that has a Draft switch listing its drafts marked. */
export function withDraftsMarked(config: CmsConfig): CmsConfig {
  return {
    ...config,
    collections: config.collections.map((collection) => {
      if (collection.folder && hasDraftSwitch(collection.fields))
        return { ...collection, summary: draftMarkedSummary(collection.summary ?? "{{title}}") }
      if (collection.files)
        return { ...collection, files: collection.files.map((file) => ({ ...file, fields: file.fields.map(listWithDraftsMarked) })) }
      return collection
    }),
  }
}

/** When a field of a draft is required after all, as its label says (field-labels.ts): "Description (required to publish)". */
export const TO_PUBLISH = "to publish"

/** A field Decap no longer requires, nor anything inside it; labelled where it was required. */
function requiredToPublish(field: FieldTree): CmsField {
  // A switch is never empty, and a hidden field is the CMS's own to fill in.
  if (field.widget === "boolean" || field.widget === "hidden") return field
  const relaxed: FieldTree = field.required === false ? { ...field } : { ...field, required: false, required_when: TO_PUBLISH }
  if (field.fields) relaxed.fields = field.fields.map(requiredToPublish)
  if (field.field) relaxed.field = requiredToPublish(field.field)
  // A section type is a choice in the "Add" menu, not a field: only its fields are relaxed.
  if (field.types)
    relaxed.types = field.types.map((type: FieldTree) => ({ ...type, fields: (type.fields ?? []).map(requiredToPublish) }) as CmsField)
  return relaxed
}

/**
 * The fields of a page, or of a shared list's entry, as Decap asks for them: where the form has a
 * Draft switch, only what identifies it is required, for Decap cannot require a field of a
 * published entry only. A form without the switch is as it was.
 */
export function unfinishedWhileDraft(fields: CmsField[]): CmsField[] {
  if (!fields.some((field) => field.name === "draft")) return fields
  return fields.map((field) => (IDENTIFYING_FIELDS.has(field.name) ? field : requiredToPublish(field)))
}
