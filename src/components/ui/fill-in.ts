/** A value of content/words.yaml with its `{name}`s filled in; a `{name}` with no value stays as written, for the editor to see. */
export const fillIn = (words: string, values: Record<string, string | number>): string =>
  words.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder))
