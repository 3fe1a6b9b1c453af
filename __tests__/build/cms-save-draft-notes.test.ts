import { canBeDraft, COLLECTIONS } from "../../content/schema/content-schema"
import { collectionOf, IDENTIFYING_FIELDS } from "../../content-model/content-files"
import { ICON_VOCABULARY } from "../../content-model/load-content"
import { problemLine, saveRefusal, saveVerdict } from "../../admin/src/save-check"
import { DRAFT_NOTES_HEADING, REFUSED_HEADING, showSaveVerdict } from "../../admin/src/refusal-panel"
import { fixtureTree } from "./cms-save-cases"

/*
 * A draft saved unfinished is told what publishing will require, in the panel a refusal uses, as a
 * note: saved, not refused. The notes are what the same save refuses once Draft is off; the panel
 * goes when nothing is left. A refused field in an entry of a list is marked, found through
 * Decap's emotion classes, which join every label an element's styles carry.
 */

const tree = fixtureTree()
const kind = COLLECTIONS.filter(canBeDraft)[0]
const file = `content/${kind}/a-new-draft.yaml`
const first = tree.find((entry) => collectionOf(entry.file) === kind)!.data as Record<string, unknown>
const identifying = (draft: boolean) => ({
  ...Object.fromEntries(Object.entries(first).filter(([field]) => IDENTIFYING_FIELDS.has(field))),
  slug: "a-new-draft",
  draft,
})

/** Decap's form as far as the panel reads it: the pane, a field's label and control, a list's entries. */
function decapForm(): HTMLElement {
  document.body.innerHTML = `
    <div class="css-p1-ControlPaneContainer">
      <div class="css-c1-ControlContainer">
        <label for="redirects-field-1">Old addresses</label>
        <div id="redirects-field-1">
          <div class="css-l1-ListItem-listControlItem-SortableListItem">
            <div class="css-c2-ControlContainer"><label for="from-field-2">Old address</label><input id="from-field-2"></div>
          </div>
          <div class="css-l1-ListItem-listControlItem-SortableListItem">
            <div class="css-c2-ControlContainer"><label for="from-field-3">Old address</label><input id="from-field-3"></div>
          </div>
        </div>
      </div>
    </div>`
  return document.querySelector<HTMLElement>(".css-p1-ControlPaneContainer")!
}

// A panel follows its entry while the editor redraws (refusal-panel.ts): nothing shown lets it go.
afterEach(() => showSaveVerdict("", { refusal: null, notes: [] }))

it("lists a draft's notes, worded as notes, and they are what publishing it refuses", () => {
  decapForm()
  const verdict = saveVerdict(tree, file, identifying(true), ICON_VOCABULARY)
  expect(verdict.refusal).toBeNull()
  expect(verdict.notes.length).toBeGreaterThan(0)
  const published = saveRefusal(tree, file, identifying(false), ICON_VOCABULARY)!
  expect(verdict.notes.map(problemLine).sort()).toEqual(
    published.problems
      .filter((p) => p.file === file)
      .map(problemLine)
      .sort(),
  )

  showSaveVerdict(file, verdict)
  const panel = document.querySelector('[role="status"]')!
  expect(panel.textContent).toContain(DRAFT_NOTES_HEADING)
  expect([...panel.querySelectorAll("li")].map((item) => item.textContent)).toEqual(verdict.notes.map(problemLine))
  expect(document.querySelector('[role="alert"]')).toBeNull()
  expect(document.querySelector("[aria-invalid]")).toBeNull()
  expect(DRAFT_NOTES_HEADING).not.toMatch(/nothing was saved/i)
  // Each note names its field, a whole list (the sections a draft may lack) by the list's title.
  for (const note of verdict.notes) expect([note.path, note.field]).toEqual([note.path, expect.stringMatching(/\S/)])
})

it("keeps a new draft's notes in the form Decap draws at the entry's own address after its first save", async () => {
  decapForm()
  window.location.hash = `#/collections/${kind}/new`
  showSaveVerdict(`content/${kind}/new.yaml`, saveVerdict(tree, file, identifying(true), ICON_VOCABULARY))
  window.location.hash = `#/collections/${kind}/entries/a-new-draft`
  const redrawn = decapForm()
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(redrawn.querySelector('[role="status"]')?.textContent).toContain(DRAFT_NOTES_HEADING)

  // Elsewhere in the content manager, the panel stays behind.
  window.location.hash = `#/collections/${kind}`
  decapForm()
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(document.querySelector('[role="status"]')).toBeNull()
})

it("clears the notes when a save leaves none", () => {
  decapForm()
  showSaveVerdict(file, saveVerdict(tree, file, identifying(true), ICON_VOCABULARY))
  const whole = tree.find((entry) => collectionOf(entry.file) === kind)!
  showSaveVerdict(whole.file, saveVerdict(tree, whole.file, whole.data, ICON_VOCABULARY))
  expect(document.querySelector('[role="status"], [role="alert"]')).toBeNull()
})

it("marks a refused field in an entry of a list, and only that one", () => {
  const form = decapForm()
  const pageAddress = (tree.find(({ file }) => file === "content/navigation.yaml")!.data as { products: Array<{ url: string }> })
    .products[0].url
  const redirects = {
    redirects: [
      { from: "/an-old-address/", to: "/" },
      { from: pageAddress, to: "/" },
    ],
  }
  const verdict = saveVerdict(tree, "content/redirects.yaml", redirects, ICON_VOCABULARY)
  expect(verdict.refusal?.problems.map(({ path }) => path)).toEqual(["redirects[1].from"])
  showSaveVerdict("content/redirects.yaml", verdict)
  expect(form.querySelector('[role="alert"]')?.textContent).toContain(REFUSED_HEADING)
  expect([...document.querySelectorAll('[aria-invalid="true"]')].map(({ id }) => id)).toEqual(["from-field-3"])
})
