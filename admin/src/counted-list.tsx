/**
 * Decap's list, headed by a count of its entries in words an owner reads: "6 menu entries",
 * "1 section". Decap's list heads itself with its field's label ("6 services menu"), which the form's
 * label above the list says too; this widget hands Decap's list the plural of what one entry is
 * called (fields.ts LIST_HEADER_LABEL) as that label, and the form keeps its own. Registered in
 * place of Decap's "list" (index.tsx); the sections widget wraps it too.
 */
import React from "react"
import { LIST_HEADER_LABEL } from "./fields"

/** Decap's list control, as far as the CMS's list widgets use it. */
export interface ListControl {
  /** Not public API (decap-cms-widget-list 3.x): the list's remove buttons call it at each render. */
  handleRemove(index: number, event: Event): void
  validate(): void
  focus(path: string): void
}

/** Decap's field configuration (an Immutable map), as far as the header's label goes. */
export interface ListFieldConfig {
  get(key: "label" | typeof LIST_HEADER_LABEL): string | undefined
  set(key: "label", label: string): ListFieldConfig
}

export interface ListProps {
  field: ListFieldConfig
  value?: { toJS(): Array<Record<string, unknown>> }
  forID: string
  parentIds?: string[]
  onValidateObject(forID: string, errors: unknown[]): void
}

/** The field with the label its list's header counts by. */
const headedByEntries = (field: ListFieldConfig) => {
  const plural = field.get(LIST_HEADER_LABEL)
  return plural ? field.set("label", plural) : field
}

/** Decap's list control headed by its entries' plural; Decap's own control is handed in once, as it was registered. */
export function countedList(decapList: React.ComponentType<ListProps & { ref?: React.Ref<ListControl> }>) {
  return React.forwardRef<ListControl, ListProps>(function CountedList(props, ref) {
    return React.createElement(decapList, { ...props, field: headedByEntries(props.field), ref })
  })
}
