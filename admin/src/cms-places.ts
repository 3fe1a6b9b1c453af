/**
 * Where the content manager shows each content file, in the words of its left-hand list: a page
 * as its kind and title ("Product pages → Laundry App Development"), a settings file as its
 * collection and form ("Site settings → Menus"). The configuration (config.ts) labels its
 * collections from here, and every message that names another file does so in these words, never
 * by its path, which an owner never sees.
 */
import { PAGE_KINDS, SHARED_LIST_SCHEMAS, SHARED_LISTS } from "../../content/schema/content-schema"
import { collectionOf, titleOf } from "../../content-model/content-files"
import { SHARED_LISTS_COLLECTION } from "./shared-list-field"

/** A form of a file collection (one form per file): its name in the configuration, its label and its file. */
export interface FileForm {
  name: string
  label: string
  file: string
}

/** Decap's file collections (one form per file), by name: their labels and forms (config.ts adds each form's fields). */
export const FILE_COLLECTIONS = {
  settings: {
    label: "Site settings",
    forms: [
      { name: "site", label: "Brand and contact details", file: "content/site.yaml" },
      { name: "navigation", label: "Menus", file: "content/navigation.yaml" },
      { name: "redirects", label: "Old addresses", file: "content/redirects.yaml" },
    ],
  },
  words: {
    label: "Words on every page",
    forms: [{ name: "words", label: "Top bar, footer, contact form…", file: "content/words.yaml" }],
  },
  [SHARED_LISTS_COLLECTION]: {
    label: "Shared lists",
    forms: SHARED_LISTS.map((name) => ({ name, label: SHARED_LIST_SCHEMAS[name].title ?? name, file: `content/shared/${name}.yaml` })),
  },
} satisfies Record<string, { label: string; forms: FileForm[] }>

/** A file collection's form by its name. */
export const fileForm = (collection: keyof typeof FILE_COLLECTIONS, name: string): FileForm =>
  FILE_COLLECTIONS[collection].forms.find((form) => form.name === name)!

/** Where the content manager shows `file` (whose content is `data`); its path where the content manager has no form for it. */
export function placeOfFile(file: string, data: unknown): string {
  const kind = collectionOf(file)
  if (kind) return `${PAGE_KINDS[kind].label} → ${titleOf(data) ?? file.split("/").pop()}`
  for (const { label, forms } of Object.values(FILE_COLLECTIONS)) {
    const form = forms.find((candidate) => candidate.file === file)
    if (form) return `${label} → ${form.label}`
  }
  return file
}
