/**
 * How a refused save or delete is told. Our event listeners stop Decap the one way its events
 * allow, by throwing; Decap then toasts its phrase for a failed save or delete with the error put
 * in as text, which for an Error is "Error: <message>". A refusal reads as its message alone, after
 * the verdict: "Not saved: …", "Not deleted: …", where Decap's English said "Failed to persist
 * entry: Error: …". Decap's own failures (a lost connection) keep their wording after the verdict.
 */
export const NOT_SAVED = "Not saved"
export const NOT_DELETED = "Not deleted"

/** What the toast says of a refusal whose problems the panel at the top of the form lists (refusal-panel.ts). */
export const LISTED_ABOVE = {
  save: "what to put right is listed at the top of the form.",
  delete: "what links to the page is listed at the top of the form.",
} as const

/**
 * A refusal of ours, thrown from a preSave or preUnpublish listener: the toast reads its message, or
 * where the panel lists it in full, `toast` (one line, not the panel's list run together again).
 */
export class OwnerRefusal extends Error {
  override name = "OwnerRefusal"
  constructor(
    message: string,
    readonly toast: string = message,
  ) {
    super(message)
  }
  override toString(): string {
    return this.toast
  }
}

type Locale = { ui: { toast: Record<string, string> } }

/** Decap's English words with a failed save or delete said as above (its `details` is the error thrown). */
export function withRefusalWords<L extends Locale>(locale: L): L {
  locale.ui.toast.onFailToPersist = `${NOT_SAVED}: %{details}`
  locale.ui.toast.onFailToDelete = `${NOT_DELETED}: %{details}`
  // Decap's own toast for a save its fields refuse, which may be too long or in the wrong form as well as empty.
  locale.ui.toast.missingRequiredField = `${NOT_SAVED}: a field is missing or not as it must be. Its message in red says what to do.`
  return locale
}
