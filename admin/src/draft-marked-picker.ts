/**
 * Decap's relation widget (a study's "Chosen testimonials"), naming each choice a draft marked, as
 * the lists do (draft-marks.ts): the owner sees which quotes are parked. Decap's `display_fields`
 * reads one path of each entry and cannot say a draft's mark (its templates do not reach into a
 * shared list's entries), so this takes the options Decap makes and marks their labels: the
 * choices offered and those chosen alike. `parseHitOptions` is not public API
 * (decap-cms-widget-relation 3.x: a row of docs/internals.md).
 */
import { draftMarked } from "./draft-marks"

/** One entry the back end found: a file's data (a shared list's is the list under its one field). */
interface Hit {
  data: Record<string, unknown>
}

/** One of Decap's choices: the data of the file it is in, the value written, the words shown. */
interface Option {
  data: Record<string, unknown>
  value: unknown
  label: string
}

/** Decap's relation control, as far as this uses it. */
interface RelationControl {
  props: { field: { get(key: "value_field"): string } }
  parseHitOptions(hits: readonly Hit[]): Option[]
}
type RelationProps = RelationControl["props"]
type DecapRelation = new (props: RelationProps) => RelationControl

const at = (data: unknown, path: string): unknown =>
  path
    .split(".")
    .reduce<unknown>((value, key) => (value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined), data)

/**
 * The entry a choice stands for: where the value is a list entry's ("entries.*.key"), the entry of
 * its file's list whose key it is; otherwise the file's own data.
 */
export function entryOfOption({ data, value }: Option, valueField: string): unknown {
  const [listPath, keyPath] = valueField.split(".*.")
  if (keyPath === undefined) return data
  const list = at(data, listPath)
  return Array.isArray(list) ? list.find((entry) => at(entry, keyPath) === value) : undefined
}

/** Decap's `RelationControl`, its choices' labels marked where they name a draft. */
export function draftMarkedPicker(DecapRelationControl: DecapRelation) {
  return class DraftMarkedPicker extends DecapRelationControl {
    constructor(props: RelationProps) {
      super(props)
      // Decap's is an instance property, which its render and loaders call.
      const decapOptions = this.parseHitOptions.bind(this)
      this.parseHitOptions = (hits) =>
        decapOptions(hits).map((option) => {
          const entry = entryOfOption(option, this.props.field.get("value_field"))
          return { ...option, label: draftMarked(option.label, (entry as { draft?: unknown } | undefined)?.draft) }
        })
    }
  }
}
