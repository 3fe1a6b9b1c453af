/**
 * Decap's configuration: one collection per kind of content file, each with
 * the fields the content schema gives it. The back end is GitHub through
 * Netlify's OAuth provider, with the editorial workflow (draft, pull request,
 * deploy preview, publish); on a loopback address Decap uses `decap-server` instead
 * (local_backend), which npm start runs on the working tree.
 */
import type { CmsCollection, CmsConfig, CmsField } from "decap-cms-core"
import {
  COLLECTIONS,
  MENUS,
  NavigationSchema,
  PAGE_KINDS,
  PAGE_SCHEMAS,
  previewPathTemplate,
  RedirectsSchema,
  SHARED_LIST_SCHEMAS,
  SHARED_LISTS,
  SiteSchema,
  WordsSchema,
  type Collection,
  type PageKind,
  type SharedList,
} from "../../content/schema/content-schema"
import { LOOPBACK_NAMES } from "../local-cms-backend"
import { cmsField, cmsFields } from "./fields"
import { HISTORY_FIELD } from "./history/history-field"
import { withOwnQualifiers } from "./field-labels"
import { unfinishedWhileDraft } from "./draft-marks"
import { FILE_COLLECTIONS, fileForm } from "./cms-places"
import { SHARED_LIST_FIELD, SHARED_LIST_FORMAT, SHARED_LISTS_COLLECTION } from "./shared-list-field"

/** The repository the GitHub back end commits to, and its branch: set once by the site's owner (CONTENT.md). */
export interface Repository {
  repo: string
  branch: string
  /** The live site, for the CMS's links to it; absent while content/site.yaml does not load (admin/build.ts). */
  siteUrl?: string
  /** decap-server's API on an editor's own machine (admin/local-cms-backend.ts). */
  localBackend: string
}

/** A kind of page (content/schema's PAGE_KINDS): a folder of files, each a page. */
const pageCollection = (name: Collection): CmsCollection => ({
  name,
  label: PAGE_KINDS[name].label,
  label_singular: PAGE_KINDS[name].labelSingular,
  folder: `content/${name}`,
  extension: "yaml",
  format: "yaml",
  create: true,
  // Decap deletes per collection, not per entry: a kind with pages the site cannot do without (the
  // home, contact, thank-you, not-found and privacy pages) offers no delete at all; a developer removes
  // any other page of it (CONTENT.md). One collection per kind keeps the CMS, the check and the previews on one list.
  ...((PAGE_KINDS[name] as PageKind).required ? { delete: false } : {}),
  // The file is named after the slug field, as the build expects (content/products/<slug>.yaml).
  slug: "{{fields.slug}}",
  identifier_field: "title",
  // "View preview" opens the page being edited on the deploy preview, not its home page.
  preview_path: previewPathTemplate(name),
  // The fixed pages are found by their file's name (home, contact-us), whatever their title says.
  summary: (PAGE_KINDS[name] as PageKind).fixed ? "{{filename}} · {{title}}" : "{{title}}",
  fields: unfinishedWhileDraft(cmsFields(PAGE_SCHEMAS[name])),
  // Where a new page appears in the menus, said where it is created (the CMS adds its entry: address-guards.ts).
  ...((MENUS as readonly string[]).includes(name) ? { description: menuReminder(name) } : {}),
})

/** A kind of page with a menu of its name (services, products) lists its pages there: one more edit for a new page. */
const menuReminder = (name: Collection) =>
  `A new ${PAGE_KINDS[name].labelSingular.toLowerCase()} joins the end of the ${NavigationSchema.properties[name as (typeof MENUS)[number]].title} when it is published; rename or move its entry under Site settings → Menus.`

/** A menu's entries without their id field: the CMS makes each id from the entry's link (address-guards.ts), unique in its menu. */
const withoutIdField = (menu: CmsField): CmsField =>
  ({
    ...menu,
    fields: (menu as { fields: CmsField[] }).fields.map((field) =>
      field.name === "id" ? { ...field, widget: "hidden", required: false } : field,
    ),
  }) as CmsField

/** A shared list's one field: the list, whose entries may be drafts where they have the Draft switch. */
function sharedList(name: SharedList) {
  const list = cmsField(SHARED_LIST_FIELD, SHARED_LIST_SCHEMAS[name], true) as CmsField & { fields?: CmsField[] }
  return {
    ...fileForm(SHARED_LISTS_COLLECTION, name),
    fields: [list.fields ? { ...list, fields: unfinishedWhileDraft(list.fields) } : list],
  }
}

/** Every form starts with its History (admin/src/history/): earlier versions, or a new entry's deleted ones, to restore. */
const withHistory = <Form extends { fields?: CmsField[] }>(form: Form): Form => ({
  ...form,
  fields: [HISTORY_FIELD, ...(form.fields ?? [])],
})
const withHistoryInEveryForm = (collection: CmsCollection): CmsCollection =>
  collection.files ? { ...collection, files: collection.files.map(withHistory) } : withHistory(collection)

/** Every form's fields labelled with their own bracket where Decap does not require them (field-labels.ts). */
const withLabelsQualified = <Form extends { fields?: CmsField[] }>(form: Form): Form =>
  form.fields ? { ...form, fields: withOwnQualifiers(form.fields) } : form
const withEveryFormQualified = (collection: CmsCollection): CmsCollection =>
  collection.files ? { ...collection, files: collection.files.map(withLabelsQualified) } : withLabelsQualified(collection)

export function cmsConfig(repository: Repository): CmsConfig {
  const config = cmsConfigWithoutHistory(repository)
  return { ...config, collections: config.collections.map(withEveryFormQualified).map(withHistoryInEveryForm) }
}

/** A file collection's name and its label, as cms-places.ts lists them (and names its files in messages). */
const named = (name: keyof typeof FILE_COLLECTIONS) => ({ name, label: FILE_COLLECTIONS[name].label })

function cmsConfigWithoutHistory({ repo, branch, siteUrl, localBackend }: Repository): CmsConfig {
  return {
    backend: { name: "github", repo, branch, base_url: "https://api.netlify.com", auth_endpoint: "auth" },
    // Used only when /admin/ is opened on one of these names (Decap adds none but localhost and 127.0.0.1).
    local_backend: { url: localBackend, allowed_hosts: [...LOOPBACK_NAMES] },
    load_config_file: false,
    // On GitHub each save is a pull request (branch cms/<collection>/<entry>) that Publish merges, so a
    // publish is undone with GitHub's Revert (CONTENT.md); decap-server on the working tree offers only
    // "simple", and Decap switches to it there by itself (decap-cms-core's handleLocalBackend): npm start publishes straight to the files.
    publish_mode: "editorial_workflow",
    ...(siteUrl && { site_url: siteUrl }),
    media_folder: "content/images",
    // Image paths are written from the YAML file, as the build resolves them (../images/hero.png).
    public_folder: "../images",
    collections: [
      {
        ...named("settings"),
        format: "yaml",
        editor: { preview: false },
        files: [
          // Its own preview (the frame of every page in the details being written): Decap reads a file's
          // editor.preview over its collection's (EditorInterface's isPreviewEnabled); its types do not list it.
          { ...fileForm("settings", "site"), fields: cmsFields(SiteSchema), ...({ editor: { preview: true } } as object) },
          { ...fileForm("settings", "navigation"), fields: cmsFields(NavigationSchema).map(withoutIdField) },
          { ...fileForm("settings", "redirects"), fields: cmsFields(RedirectsSchema) },
        ],
      },
      {
        ...named("words"),
        format: "yaml",
        files: [{ ...fileForm("words", "words"), fields: cmsFields(WordsSchema) }],
      },
      ...COLLECTIONS.map(pageCollection),
      {
        ...named(SHARED_LISTS_COLLECTION),
        // A custom format's name, which Decap's types do not list.
        format: SHARED_LIST_FORMAT as CmsCollection["format"],
        editor: { preview: false },
        files: SHARED_LISTS.map(sharedList),
      },
    ],
  }
}
