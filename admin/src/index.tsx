/** The CMS at /admin/: Decap with the content schema's collections and previews that are the site's pages. */
import CMS from "decap-cms-app"
import { fromJS } from "immutable"
import { FONT_FACES } from "../../src/styles/font-faces"
import { PAGE_WIDE_STYLES } from "../../src/styles/page-wide-styles"
import { cmsConfig } from "./config"
import { LINK_WIDGET, SECTIONS_WIDGET } from "./fields"
import { forgetListedPages, LinkControl } from "./link-widget"
import { registerPreviews } from "./register-previews"
import { CMS_FORMATS } from "./cms-formats"
import { unreadableFileRefusal } from "./unreadable-file"
import { BUILD_INPUTS } from "./build-inputs"
import { SectionsControl } from "./sections-widget"
import { withoutEmptyValues } from "./empty-optional-values"
import { withNormalisedText } from "./pasted-text"
import { callToActionProblems } from "../../gatsby/content/content-rules"

/** The entry Decap hands its preSave listeners (an Immutable map). */
interface SavedEntry {
  get(key: "data"): { toJS(): unknown }
  get(key: "collection" | "slug" | "path"): string | undefined
}

// Decap words a refused pattern "<label> didn't match the pattern: <message>."; the schema's messages
// are written to follow the label as a sentence: "To dial must be + and 8 to 15 digits."
const english = structuredClone(CMS.getLocale("en")) as { editor: { editorControlPane: { widget: Record<string, string> } } }
english.editor.editorControlPane.widget.regexPattern = "%{fieldLabel} %{pattern}."
CMS.registerLocale("en", english as never)
CMS.registerWidget(SECTIONS_WIDGET, SectionsControl as never)
CMS.registerWidget(LINK_WIDGET, LinkControl as never)
CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }: { entry: SavedEntry }) => {
    const file = entry.get("path") || `content/${entry.get("collection")}/${entry.get("slug") || "new"}.yaml`
    const unreadable = unreadableFileRefusal(file, entry.get("data").toJS())
    if (unreadable) throw new Error(unreadable)
    const data = withoutEmptyValues(withNormalisedText(entry.get("data").toJS()))
    // What the check would refuse across fields, refused here first, in its words (Decap shows the error and keeps the edit).
    const problems = callToActionProblems(file, data)
    if (problems.length > 0) throw new Error(problems.map(({ path, message }) => `${path}: ${message}`).join("; "))
    return fromJS(data)
  },
})
// A page just saved is a link to pick at once, in a menu opened a moment later.
CMS.registerEventListener({ name: "postSave", handler: forgetListedPages })
for (const [name, format] of Object.entries(CMS_FORMATS)) CMS.registerCustomFormat(name, "yaml", format)
CMS.registerPreviewStyle(FONT_FACES, { raw: true })
CMS.registerPreviewStyle(PAGE_WIDE_STYLES, { raw: true })
CMS.registerPreviewStyle("/admin/cms.css")
const config = cmsConfig(BUILD_INPUTS.repository)
registerPreviews(CMS, config, BUILD_INPUTS)
CMS.init({ config })
