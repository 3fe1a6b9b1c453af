/**
 * A refused save stays in view until the next save succeeds: Decap's toast fades in seconds. A
 * panel at the top of the editor (role="alert") lists each problem by its field's label, and the
 * field named is marked (aria-invalid and a red outline). A draft saved unfinished gets the same
 * panel as a note (role="status"): what publishing will still require, cleared when nothing is. A
 * refused delete gets the panel too, naming what links to the page, until the owner dismisses it,
 * saves, or leaves the entry: nothing in the form is to put right. Decap gives extensions no place in its
 * editor, so this finds its DOM: each control's id is "<field name>-field-<n>" with a
 * `label[for]` (decap-cms-core EditorControl), a list's entries are its "ListItem"s
 * (decap-cms-widget-list), and the form is the "ControlPaneContainer"; where one is not found the
 * panel alone says it (a row of docs/internals.md).
 */
import type { SaveVerdict } from "./save-check"
import { problemLine, WOULD_BREAK_THE_SITE } from "./save-check"
import { NOT_DELETED, NOT_SAVED } from "./refusals"

const PANEL_ID = "save-refusal"
const MARK = "data-save-refused"

/**
 * An element of Decap's whose emotion class carries the given label. Emotion joins the labels of
 * every style an element has: a list's entry is "css-1x2y3z-ListItem-listControlItem-SortableListItem".
 */
const labelled = (element: Element, label: string) =>
  [...element.classList].some((name) => name.startsWith("css-") && name.split("-").slice(2).includes(label))

function form(): Element | null {
  return (
    [...document.querySelectorAll('[class*="-ControlPaneContainer"]')].find((element) => labelled(element, "ControlPaneContainer")) ?? null
  )
}

/** The control of a field's path (sections[0].button.enquiry) in the form, found field by field and entry by entry. */
function controlOf(path: string): HTMLElement | null {
  let scope: Element | null = form()
  let control: HTMLElement | null = null
  for (const part of path.match(/[^.[\]]+/g) ?? []) {
    if (!scope) return null
    if (/^\d+$/.test(part)) {
      const entries = [...scope.querySelectorAll('[class*="-ListItem"]')].filter((element) => labelled(element, "ListItem"))
      // Only this list's own entries, not those of lists inside them.
      const own = entries.filter((entry) => !entries.some((other) => other !== entry && other.contains(entry)))
      scope = own[Number(part)] ?? null
      continue
    }
    const label = scope.querySelector<HTMLLabelElement>(`label[for^="${CSS.escape(part)}-field-"]`)
    control = label ? document.getElementById(label.htmlFor) : null
    scope = label?.closest('[class*="-ControlContainer"]') ?? null
  }
  return control ?? (scope as HTMLElement | null)
}

function clearMarks(): void {
  for (const marked of document.querySelectorAll(`[${MARK}]`)) {
    marked.removeAttribute(MARK)
    marked.removeAttribute("aria-invalid")
    ;(marked as HTMLElement).style.removeProperty("outline")
  }
}

/** The panel's words: a refusal's, or a draft's notes, and the button that puts a refused delete's away. */
export const REFUSED_HEADING = `${NOT_SAVED}. Put these right, then publish again:`
export const DRAFT_NOTES_HEADING = "Saved as a draft. Before it can be published it needs:"
export const DISMISS = "Dismiss"

function panelOf(kind: "refused" | "notes", heading: string, lines: readonly string[]): HTMLElement {
  const panel = document.createElement("div")
  panel.id = PANEL_ID
  panel.setAttribute("role", kind === "refused" ? "alert" : "status")
  const [border, background, text] = kind === "refused" ? ["#b3261e", "#fdecea", "#5f1410"] : ["#8a6d00", "#fff8e1", "#4a3b00"]
  panel.style.cssText = `margin:16px 0;padding:12px 16px;border:2px solid ${border};border-radius:6px;background:${background};color:${text};font-size:14px;white-space:pre-line`
  panel.append(Object.assign(document.createElement("strong"), { textContent: heading }))
  const list = document.createElement("ul")
  list.append(...lines.map((line) => Object.assign(document.createElement("li"), { textContent: line })))
  if (lines.length) panel.append(list)
  return panel
}

function mark(control: HTMLElement): void {
  control.setAttribute(MARK, "")
  control.setAttribute("aria-invalid", "true")
  control.style.outline = "3px solid #b3261e"
}

/**
 * A new entry's first save takes the editor to the entry's own address, where Decap draws a new
 * form: the panel follows it there (Decap names the entry only after this event), and is dropped
 * once the editor shows anything else.
 */
let following: MutationObserver | null = null
function followEntry(panel: HTMLElement): void {
  const savedAt = location.hash
  const newEntrySaved = savedAt.endsWith("/new") ? savedAt.replace(/\/new$/, "/entries/") : null
  following = new MutationObserver(() => {
    const sameEntry = location.hash === savedAt || (newEntrySaved !== null && location.hash.startsWith(newEntrySaved))
    if (!sameEntry) {
      following?.disconnect()
      panel.remove()
    } else if (!panel.isConnected) form()?.prepend(panel)
  })
  following.observe(document.body, { childList: true, subtree: true })
}

/**
 * Shows the verdict on a save of `file`: its refusal, with each field named marked; or, once it
 * went through, a draft's notes; or nothing, clearing the last panel.
 */
export function showSaveVerdict(file: string, { refusal, notes }: SaveVerdict): void {
  clearPanel()
  const panel = refusal
    ? panelOf("refused", REFUSED_HEADING, refusal.problems.map(problemLine))
    : notes.length
      ? panelOf("notes", DRAFT_NOTES_HEADING, notes.map(problemLine))
      : null
  if (!panel) return
  if (refusal) {
    for (const problem of refusal.problems) {
      const control = problem.file === file && problem.path ? controlOf(problem.path) : null
      if (control) mark(control)
    }
    const lead = refusal.message.split("\n- ")[0]
    // The check's own lead says no more than the heading; a slug's refusal says what to do about it.
    if (lead !== WOULD_BREAK_THE_SITE)
      panel.insertBefore(Object.assign(document.createElement("p"), { textContent: lead }), panel.lastChild)
  }
  place(panel)
}

/**
 * Shows why a delete was refused (address-guards.ts deleteRefusal: its first line, then a line "- …"
 * per place that links to the page, then what to do), with a button that puts it away.
 */
export function showDeleteRefusal(message: string): void {
  clearPanel()
  const [heading, ...rest] = message.split("\n")
  const places = rest.filter((line) => line.startsWith("- ")).map((line) => line.slice(2))
  const panel = panelOf("refused", `${NOT_DELETED}: ${heading}`, places)
  const advice = rest.filter((line) => !line.startsWith("- ")).join("\n")
  if (advice) panel.append(Object.assign(document.createElement("p"), { textContent: advice }))
  const dismiss = Object.assign(document.createElement("button"), { type: "button", textContent: DISMISS })
  dismiss.style.cssText =
    "display:block;margin-top:8px;padding:4px 12px;border:1px solid currentColor;border-radius:4px;background:#fff;color:inherit;cursor:pointer"
  dismiss.addEventListener("click", clearPanel)
  panel.append(dismiss)
  place(panel)
}

function clearPanel(): void {
  following?.disconnect()
  document.getElementById(PANEL_ID)?.remove()
  clearMarks()
}

/**
 * At the top of the form (or of the page, where the form is not found), following the entry. A
 * refusal is brought into view: the owner pressed Publish far down a long form, and nothing was saved.
 */
function place(panel: HTMLElement): void {
  const where = form()
  if (where) where.prepend(panel)
  else document.body.prepend(panel)
  if (panel.getAttribute("role") === "alert") panel.scrollIntoView?.({ block: "start", behavior: "smooth" })
  followEntry(panel)
}
