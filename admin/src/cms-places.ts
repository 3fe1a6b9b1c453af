/**
 * Where the content manager shows each content file, in the words of its left-hand list: a page
 * as its kind and title ("Product pages → Laundry App Development"), a settings file as its
 * collection and form ("Site settings → Menus"). The configuration (config.ts) labels its
 * collections from here, and every message that names another file does so in these words, never
 * by its path, which an owner never sees.
 */
import { PAGE_KINDS, SHARED_LIST_SCHEMAS, SHARED_LISTS } from "../../content/schema/content-schema"
import { collectionOf, isObject } from "../../content-model/content-files"
import { SHARED_LISTS_COLLECTION } from "./shared-list-field"

/** A form of a collection of single files: its name in the configuration, its label and its file. */
export interface SettingsForm {
  name: string
  label: string
  file: string
}

/** The collections of single files: their names, labels and forms (config.ts adds each form's fields). */
export const SETTINGS_COLLECTIONS = {
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
} satisfies Record<string, { label: string; forms: SettingsForm[] }>

/** A settings form by its name in a collection. */
export const settingsForm = (collection: keyof typeof SETTINGS_COLLECTIONS, name: string): SettingsForm =>
  SETTINGS_COLLECTIONS[collection].forms.find((form) => form.name === name)!

/** Where the content manager shows `file` (whose content is `data`); its path where the content manager has no form for it. */
export function placeOfFile(file: string, data: unknown): string {
  const kind = collectionOf(file)
  if (kind) {
    const title = isObject(data) && typeof data.title === "string" && data.title.trim() ? data.title : file.split("/").pop()!
    return `${PAGE_KINDS[kind].label} → ${title}`
  }
  for (const { label, forms } of Object.values(SETTINGS_COLLECTIONS)) {
    const form = forms.find((candidate) => candidate.file === file)
    if (form) return `${label} → ${form.label}`
  }
  return file
}
