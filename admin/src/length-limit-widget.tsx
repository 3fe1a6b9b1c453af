/**
 * Decap's one-line and text-area widgets, refusing text over its field's `maxLength` with the
 * check's words and the text's own length ("Title must be at most 60 characters (it has 84).").
 * Decap's `pattern` could refuse it too, but its message is fixed in the configuration, so it
 * cannot say how long the text is.
 */
import React from "react"
import { overLengthProblem } from "../../content-model/text-length"

/** Decap's field configuration (an Immutable map), as far as the limit goes. */
interface FieldConfig {
  get(key: "maxLength"): number | undefined
  get(key: "label" | "name"): string | undefined
  has(key: "pattern"): boolean
}

interface Props {
  field: FieldConfig
  value?: string
  parentIds?: string[]
  /** Decap's widget wrapper: runs every check of the field, ours (isValid) included, and shows their messages. */
  validate(): void
  setInactiveStyle(): void
}

/** The field's refusal of `value` in Decap's error shape, or null when it fits (or has no limit). */
export function lengthLimitError(field: FieldConfig, value: unknown, parentIds: string[] = []) {
  const limit = field.get("maxLength")
  const problem = typeof value === "string" && limit !== undefined ? overLengthProblem(value, limit) : null
  if (!problem) return null
  // "CUSTOM" is Decap's type for a widget's own refusal: the save is stopped and the message shown at the field.
  return { type: "CUSTOM", parentIds, message: `${field.get("label") ?? field.get("name")} ${problem}.` }
}

/** Decap's `DecapControl` (its string or text widget's), refusing text over the field's limit. */
export function lengthLimited(DecapControl: React.ComponentType<Props>) {
  /** A class, as Decap's widget wrapper asks an instance for isValid. */
  return class LengthLimitedControl extends React.Component<Props> {
    /** Decap calls this before a save, and through `validate` on leaving the field. */
    isValid = () => {
      const error = lengthLimitError(this.props.field, this.props.value, this.props.parentIds)
      return error ? { error } : true
    }

    /**
     * On leaving the field, as Decap does for a field with a pattern (and then checks this one too):
     * the message shows at once, not first on Publish.
     */
    private leave = () => {
      this.props.setInactiveStyle()
      if (this.props.value && !this.props.field.has("pattern")) this.props.validate()
    }

    render() {
      return <DecapControl {...this.props} setInactiveStyle={this.leave} />
    }
  }
}
