/** The CMS at /admin/: Decap with the content schema's collections and previews that are the site's pages. */
import CMS from "decap-cms-app"
import { fromJS } from "immutable"
import { FONT_FACES } from "../../src/styles/font-faces"
import { PAGE_WIDE_STYLES } from "../../src/styles/page-wide-styles"
import { STATIC_COMPONENT_STYLES } from "../../src/components/layout/static-styles"
import { cmsConfig } from "./config"
import { LINK_WIDGET, SECTIONS_WIDGET } from "./fields"
import { forgetListedPages, LinkControl } from "./link-widget"
import { HistoryControl } from "./history/history-widget"
import { HISTORY_WIDGET } from "./history/history-field"
import { registerPreviews } from "./register-previews"
import { CMS_FORMATS } from "./cms-formats"
import { unreadableFileRefusal } from "./unreadable-file"
import { BUILD_INPUTS } from "./build-inputs"
import { SectionsControl } from "./sections-widget"
import { countedList } from "./counted-list"
import { OWN_QUALIFIERS_ONLY } from "./field-labels"
import { withoutEmptyValues } from "./empty-optional-values"
import { withNormalisedText } from "./pasted-text"
import { GENERIC_ICON_NAMES, LOGO_NAMES } from "../../content-model/icon-svg"
import type { NavigationContent } from "../../content/schema/content-schema"
import { withMenuEntry } from "../../content-model/menus"
import { deleteRefusal, NAVIGATION, orphanedPicturesNotice, withMenuIds } from "./address-guards"
import { saveVerdict } from "./save-check"
import { picturesForSave } from "./known-pictures"
import { showDeleteRefusal, showSaveVerdict } from "./refusal-panel"
import { LISTED_ABOVE, OwnerRefusal, withRefusalWords } from "./refusals"
import { SAVED_ENTRY_HEADER, withDraftsMarked } from "./draft-marks"
import { savedContent, saveFile, tellEditor } from "./saved-content"
import { withTestimonialKeys } from "./testimonial-keys"
import { withPictureLimitWords } from "./picture-upload-limit"
import { carriedInWords, carryLinksOnSlugChange } from "./slug-change/carry-links"
import { lengthLimited } from "./length-limit-widget"
import { draftMarkedPicker } from "./draft-marked-picker"

/** The entry Decap hands its event listeners (an Immutable map). */
interface SavedEntry {
  get(key: "data" | "mediaFiles"): { toJS(): unknown } | undefined
  get(key: "collection" | "slug" | "path"): string | undefined
  get(key: "newRecord"): boolean | undefined
}

/** The icon names the check accepts: the same sets the build's check reads (content-model/load-content.ts). */
const ICON_VOCABULARY = { icons: GENERIC_ICON_NAMES, logos: LOGO_NAMES }

/** The file an entry is saved as: its own, or for a new page the one its collection would make. */
const fileOf = (entry: SavedEntry) => entry.get("path") || `content/${entry.get("collection")}/${entry.get("slug") || "new"}.yaml`

// Decap words a refused pattern "<label> didn't match the pattern: <message>."; the schema's messages
// are written to follow the label as a sentence: "To dial must be + and 8 to 15 digits."
const english = structuredClone(CMS.getLocale("en")) as {
  editor: { editorControlPane: { widget: Record<string, string> }; editorToolbar: Record<string, string> }
  ui: { toast: Record<string, string> }
}
english.editor.editorControlPane.widget.regexPattern = "%{fieldLabel} %{pattern}."
english.editor.editorToolbar.published = SAVED_ENTRY_HEADER
CMS.registerLocale("en", withRefusalWords(withPictureLimitWords(english as never)))
CMS.registerWidget(SECTIONS_WIDGET, SectionsControl as never)
// Decap's list headed by its entries' count in words, with its preview and its configuration's schema (which Decap's types leave out).
const decapList = CMS.getWidget("list") as unknown as { control: never; preview: unknown; schema: unknown }
CMS.registerWidget({
  name: "list",
  controlComponent: countedList(decapList.control),
  previewComponent: decapList.preview,
  schema: decapList.schema,
} as never)
// Each label says itself whether its field must be filled in (field-labels.ts): Decap's " (optional)" is hidden.
document.head.append(Object.assign(document.createElement("style"), { textContent: OWN_QUALIFIERS_ONLY }))
CMS.registerWidget(LINK_WIDGET, LinkControl as never)
// Decap's one-line and text-area widgets under their own names, so every text field with a limit says its length.
for (const name of ["string", "text"]) {
  const decap = CMS.getWidget(name) as unknown as { control: never; preview: never }
  CMS.registerWidget(name, lengthLimited(decap.control) as never, decap.preview)
}
// Decap's picker of other entries under its own name, so a study's chosen testimonials say which are drafts.
const decapRelation = CMS.getWidget("relation") as unknown as { control: never; preview: never }
CMS.registerWidget("relation", draftMarkedPicker(decapRelation.control) as never, decapRelation.preview)
CMS.registerWidget(HISTORY_WIDGET, HistoryControl as never)
CMS.registerEventListener({
  name: "preSave",
  handler: async ({ entry }: { entry: SavedEntry }) => {
    const file = fileOf(entry)
    const unreadable = unreadableFileRefusal(file, entry.get("data")?.toJS())
    if (unreadable) throw new OwnerRefusal(unreadable)
    const edited = withoutEmptyValues(withNormalisedText(entry.get("data")?.toJS()))
    const data = withTestimonialKeys(file, file === NAVIGATION ? withMenuIds(edited as Record<string, unknown>) : edited)
    // The build's check on the content as it would be after this save: what it would break, here or elsewhere, is refused.
    const verdict = saveVerdict(await savedContent(), file, data, ICON_VOCABULARY, picturesForSave(entry.get("mediaFiles")))
    // Shown before the save is written: a refusal stops it, a draft's notes say what publishing will require.
    showSaveVerdict(file, verdict)
    if (verdict.refusal) throw new OwnerRefusal(verdict.refusal.message, LISTED_ABOVE.save)
    return fromJS(data)
  },
})
// A page just saved is a link to pick at once, in a menu opened a moment later.
CMS.registerEventListener({ name: "postSave", handler: forgetListedPages })
// A new product or service page joins its menu as it is published: the check refuses the site without it.
CMS.registerEventListener({
  name: "postPublish",
  handler: async ({ entry }: { entry: SavedEntry }) => {
    const file = fileOf(entry)
    const navigation = (await savedContent()).find((saved) => saved.file === NAVIGATION)?.data as NavigationContent | undefined
    const joined = navigation && withMenuEntry(navigation, file, entry.get("data")?.toJS())
    if (!joined) return
    await saveFile(NAVIGATION, joined.navigation, `Add ${file} to the ${joined.menuTitle}`)
    forgetListedPages()
    tellEditor(`The page is now in the ${joined.menuTitle} (Site settings → Menus), at its end.`)
  },
})
// Decap deletes (and unpublishes) a page after this event: a page menus or pages link to stays, naming them.
let picturesLeftBehind: string | null = null
/** Stops Decap's delete, the one way its event allows, saying why in a panel that stays, as a refused save's does (its toast fades). */
function refuseDelete(refusal: string): never {
  showDeleteRefusal(refusal)
  throw new OwnerRefusal(refusal, LISTED_ABOVE.delete)
}
CMS.registerEventListener({
  name: "preUnpublish",
  handler: async ({ entry }: { entry?: SavedEntry }) => {
    // Decap hands over the entry it has loaded; without it, what links to the page cannot be judged.
    if (!entry) refuseDelete("the page was not loaded, so what links to it cannot be checked: reload the page and try again.")
    const file = fileOf(entry)
    const saved = await savedContent()
    const refusal = deleteRefusal(saved, file)
    if (refusal) refuseDelete(refusal)
    picturesLeftBehind = orphanedPicturesNotice(saved, file)
  },
})
CMS.registerEventListener({
  name: "postUnpublish",
  handler: () => {
    if (picturesLeftBehind) tellEditor(picturesLeftBehind, "warning")
    picturesLeftBehind = null
    forgetListedPages()
  },
})
for (const [name, format] of Object.entries(CMS_FORMATS)) CMS.registerCustomFormat(name, "yaml", format)
CMS.registerPreviewStyle(FONT_FACES, { raw: true })
CMS.registerPreviewStyle(PAGE_WIDE_STYLES, { raw: true })
CMS.registerPreviewStyle(STATIC_COMPONENT_STYLES, { raw: true })
CMS.registerPreviewStyle("/admin/cms.css")
// A page's slug change rewrites every link to it and keeps its old address, in the same save.
carryLinksOnSlugChange(CMS, savedContent, (files) => tellEditor(carriedInWords(files)))
const config = withDraftsMarked(cmsConfig(BUILD_INPUTS.repository))
registerPreviews(CMS, config, BUILD_INPUTS)
CMS.init({ config })
