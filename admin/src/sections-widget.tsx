/**
 * A page's sections: Decap's own list widget, which also refuses a save while
 * a section lacks a field the schema requires beside another (a hero's
 * picture without its Image description). Decap checks each field alone, and
 * a list's sections are drawn by the list itself (a section's own widget is
 * never used), so the list is the one place that sees a section whole. A
 * draft's missing companion is a note, as in the build's check: not refused.
 * Removing a section asks first: the list's remove button drops a whole block of
 * text at once, and Decap has no undo.
 */
import React from "react"
import CMS from "decap-cms-app"
import { refusedCompanionFields } from "./companion-fields"
import { withoutPublishNote } from "./draft-marks"
import { removalQuestion } from "./section-removal"

/** Decap's list control, as far as this widget uses it. */
interface ListControl {
  /** Not public API (decap-cms-widget-list 3.x): the list's remove buttons call it at each render. */
  handleRemove(index: number, event: Event): void
  validate(): void
  validateSize(): unknown[]
  focus(path: string): void
}

/** Decap's field configuration (an Immutable map), as far as the header's label goes. */
interface FieldConfig {
  get(key: "label"): string | undefined
  set(key: "label", label: string): FieldConfig
}

interface Props {
  field: FieldConfig
  value?: { toJS(): Array<Record<string, unknown>> }
  /** The entry being edited as it is now (an Immutable map): whether it is a draft. Decap's `entry` prop may be stale. */
  getEntry?(): { get(key: "data"): { toJS(): unknown } | undefined } | undefined
  forID: string
  parentIds?: string[]
  onValidateObject(forID: string, errors: unknown[]): void
}

const asking = new WeakSet<ListControl>()

type DecapListProps = Props & { ref: React.Ref<ListControl> }
const decapList = () => CMS.getWidget("list")!.control as unknown as React.ComponentType<DecapListProps>

/** The field with the label its list's header counts by: the form's label above it keeps the sentence about publishing. */
const headedByOwnLabel = (field: FieldConfig) => field.set("label", withoutPublishNote(field.get("label") ?? ""))

/** Decap's list for a plain list required to publish (draft-marks.ts PUBLISH_LIST_WIDGET): "2 cards", not the sentence. */
export const PublishListControl = React.forwardRef<ListControl, Props>(function PublishListControl(props, ref) {
  const DecapList = decapList()
  return <DecapList {...props} field={headedByOwnLabel(props.field)} ref={ref} />
})

export class SectionsControl extends React.Component<Props> {
  private list: ListControl | null = null

  /** Decap calls this before a save; any error it records keeps the entry from saving. */
  validate = () => {
    if (!this.list) return
    this.list.validate()
    const missing = refusedCompanionFields(this.props.value?.toJS() ?? [], this.props.getEntry?.()?.get("data")?.toJS())
    if (missing.length === 0) return
    // "PRESENCE" is Decap's type for a missing value: the save is refused with its "required field" notice too.
    const errors = missing.map((message) => ({ type: "PRESENCE", parentIds: this.props.parentIds ?? [], message }))
    this.props.onValidateObject(this.props.forID, [...this.list.validateSize(), ...errors])
  }

  focus = (path: string) => this.list?.focus(path)

  private attach = (list: ListControl | null) => {
    this.list = list
    if (!list || asking.has(list)) return
    asking.add(list)
    const remove = list.handleRemove
    list.handleRemove = (index, event) => {
      if (window.confirm(removalQuestion(this.props.value?.toJS()[index], index))) remove(index, event)
      else event.preventDefault()
    }
  }

  // As Decap's list does: every change inside a section must reach that section's fields.
  shouldComponentUpdate = () => true

  render() {
    const DecapList = decapList()
    return <DecapList {...this.props} field={headedByOwnLabel(this.props.field)} ref={this.attach} />
  }
}
