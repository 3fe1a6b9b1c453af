/**
 * A page's sections: Decap's own list widget, headed by its own label. Removing a
 * section asks first: the list's remove button drops a whole block of text at once,
 * and Decap has no undo. A field the schema requires only beside another (a hero's
 * picture without its Image description) is refused by the save's check
 * (save-check.ts), which marks that field itself; a draft's is a note.
 */
import React from "react"
import CMS from "decap-cms-app"
import { withoutPublishNote } from "./draft-marks"
import { removalQuestion } from "./section-removal"

/** Decap's list control, as far as this widget uses it. */
interface ListControl {
  /** Not public API (decap-cms-widget-list 3.x): the list's remove buttons call it at each render. */
  handleRemove(index: number, event: Event): void
  validate(): void
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

  /** Decap calls this before a save: the list's own checks (its sections' fields, its size). */
  validate = () => this.list?.validate()

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
