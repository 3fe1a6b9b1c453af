/**
 * What a field's label says after its name, in brackets, of whether it must be filled in, and what
 * a list's header counts its entries by.
 *
 * Decap says " (optional)" after every field it does not require itself. But it leaves many fields
 * to the save's check (save-check.ts) that the check requires: a draft's fields until it is
 * published, a picture's description beside its picture, an enquiry's service once there is an
 * enquiry. Its word contradicted ours ("Description: required to publish, in a draft (optional)"),
 * so the CMS hides Decap's (OWN_QUALIFIERS_ONLY, docs/internals.md) and every field Decap does not
 * require says its own: "Description (required to publish)", "Image description (required with
 * an image)", "Caption (optional)". A field Decap requires says nothing: Decap refuses it empty.
 */
import type { CmsField } from "decap-cms-core"

/**
 * A field with `required_when`: when a field Decap does not require is required after all, as its
 * label goes on ("to publish", "with an image"). Set by fields.ts and draft-marks.ts; Decap ignores it.
 */
export type QualifiedField = CmsField & { required_when?: string }

/** The label's bracket for a field Decap does not require. */
export const qualifierOf = (requiredWhen: string | undefined) => (requiredWhen ? `required ${requiredWhen}` : "optional")

/** A label with its bracket. */
export const qualified = (label: string, requiredWhen?: string) => `${label} (${qualifierOf(requiredWhen)})`

/** Decap's own " (optional)", the span after a field's label (decap-cms-core EditorControl), hidden: the label says its own. */
export const OWN_QUALIFIERS_ONLY = 'label[class*="-FieldLabel"] > span { display: none; }'

/** A field with what may be inside it: a group's fields, a plain list's one field, a sections list's types. */
export type FieldTree = QualifiedField & { required?: boolean; fields?: CmsField[]; field?: CmsField; types?: CmsField[] }

/** A switch is never empty, and a hidden field is not typed in: neither is labelled. */
const UNLABELLED_WIDGETS = new Set(["boolean", "hidden"])

/** Every field of a form with its bracket where Decap does not require it, and every field inside it. */
export function withOwnQualifiers(fields: readonly CmsField[]): CmsField[] {
  const label = (field: FieldTree): CmsField => {
    const own: FieldTree = { ...field }
    if (field.required === false && !UNLABELLED_WIDGETS.has(field.widget ?? "string"))
      own.label = qualified(field.label ?? field.name, field.required_when)
    if (field.fields) own.fields = field.fields.map(label)
    // A plain list's `field` is left as it is: one line of the list, never left empty; only the list says whether it may be.
    if (field.types) own.types = field.types.map((type: FieldTree) => ({ ...type, fields: (type.fields ?? []).map(label) }) as CmsField)
    return own
  }
  return fields.map(label)
}

/**
 * The plural a list's header counts its entries by, from what one entry is called ("Menu entry":
 * "6 menu entries"); Decap's header said the list's own label ("6 services menu").
 */
export function pluralOf(singular: string): string {
  if (/[^aeiou]y$/i.test(singular)) return `${singular.slice(0, -1)}ies`
  if (/(s|x|ch|sh)$/i.test(singular)) return `${singular}es`
  return `${singular}s`
}
