/**
 * A page's sections: the CMS's list widget (counted-list.tsx). Removing a
 * section asks first: the list's remove button drops a whole block of text at once,
 * and Decap has no undo. A field the schema requires only beside another (a hero's
 * picture without its Image description) is refused by the save's check
 * (save-check.ts), which marks that field itself; a draft's is a note.
 */
import React from "react"
import CMS from "decap-cms-app"
import { removalQuestion } from "./section-removal"
import type { ListControl, ListProps } from "./counted-list"

const asking = new WeakSet<ListControl>()

type DecapListProps = ListProps & { ref: React.Ref<ListControl> }
/** The list widget as registered: Decap's, headed by its entries' count (counted-list.tsx). */
const registeredList = () => CMS.getWidget("list")!.control as unknown as React.ComponentType<DecapListProps>

export class SectionsControl extends React.Component<ListProps> {
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
    const List = registeredList()
    return <List {...this.props} ref={this.attach} />
  }
}
