/**
 * A refused save stays in view until the next save succeeds: Decap's toast fades in seconds. A
 * panel at the top of the editor (role="alert") lists each problem by its field's label, and the
 * field named is marked (aria-invalid and a red outline). Decap gives extensions no place in its
 * editor, so this finds its DOM: each control's id is "<field name>-field-<n>" with a
 * `label[for]` (decap-cms-core EditorControl), a list's entries are its "ListItem"s
 * (decap-cms-widget-list), and the form is the "ControlPaneContainer"; where one is not found the
 * panel alone says it (a row of docs/internals.md).
 */
import type { SaveRefusal } from "./save-check"
import { problemLine } from "./save-check"

const PANEL_ID = "save-refusal"
const MARK = "data-save-refused"

/** An element of Decap's whose emotion class carries the given label ("css-1x2y3z-ListItem"). */
const labelled = (element: Element, label: string) => [...element.classList].some((name) => name.endsWith(`-${label}`))

function form(): Element | null {
  return [...document.querySelectorAll('[class*="-ControlPaneContainer"]')].find((element) => labelled(element, "ControlPaneContainer")) ?? null
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

/** Shows a refusal of a save of `file` (or, with null, clears the last one: the save went through). */
export function showRefusal(file: string, refusal: SaveRefusal | null): void {
  document.getElementById(PANEL_ID)?.remove()
  clearMarks()
  if (!refusal) return
  const panel = document.createElement("div")
  panel.id = PANEL_ID
  panel.setAttribute("role", "alert")
  panel.style.cssText =
    "margin:16px 0;padding:12px 16px;border:2px solid #b3261e;border-radius:6px;background:#fdecea;color:#5f1410;font-size:14px;white-space:pre-line"
  const heading = document.createElement("strong")
  heading.textContent = "Nothing was saved. Put these right, then publish again:"
  const list = document.createElement("ul")
  for (const problem of refusal.problems) {
    const item = document.createElement("li")
    item.textContent = problemLine(problem)
    list.append(item)
    const control = problem.file === file && problem.path ? controlOf(problem.path) : null
    if (!control) continue
    control.setAttribute(MARK, "")
    control.setAttribute("aria-invalid", "true")
    control.style.outline = "3px solid #b3261e"
  }
  panel.append(heading, list)
  const lead = refusal.message.split("\n- ")[0]
  if (!lead.startsWith("Nothing was saved")) panel.insertBefore(Object.assign(document.createElement("p"), { textContent: lead }), list)
  const where = form()
  if (where) where.prepend(panel)
  else document.body.prepend(panel)
}
