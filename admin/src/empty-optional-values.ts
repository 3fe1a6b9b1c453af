/**
 * Decap saves an optional field the editor has emptied as "" (a text field)
 * or null, where the content schema means "absent": without this, removing a
 * hero's picture and its description would save `image: ""` and stop the
 * build. Required fields never get here empty (Decap refuses the save first).
 */
export function withoutEmptyValues(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmptyValues)
  if (value === null || typeof value !== "object") return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, field]) => field !== "" && field !== null && field !== undefined)
      .map(([key, field]) => [key, withoutEmptyValues(field)]),
  )
}
