/**
 * Whether the visitor has already used the form fields in `part` before its code ran: one of
 * them has the focus, or holds words or a choice its server HTML did not (typed, picked, ticked).
 */
export function startedUsing(part: Element): boolean {
  if (part.contains(document.activeElement) && document.activeElement !== document.body) return true
  return Array.from(part.querySelectorAll("input, textarea, select")).some((field) => {
    if (field instanceof HTMLSelectElement) return field.selectedIndex !== defaultIndex(field)
    if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio"))
      return field.checked !== field.defaultChecked
    const text = field as HTMLInputElement | HTMLTextAreaElement
    return text.value !== text.defaultValue
  })
}

/** The option a single-choice list shows before anyone picks: the last one its HTML marks selected, else the first. */
function defaultIndex(select: HTMLSelectElement): number {
  const marked = Array.from(select.options).map((option) => option.defaultSelected)
  return Math.max(marked.lastIndexOf(true), 0)
}
