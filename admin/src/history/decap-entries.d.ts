declare module "decap-cms-core/dist/esm/actions/entries" {
  /** Decap's editor actions that decap-editor.ts dispatches: a draft made from an entry, a saved one's or a new one's, and a field changed. */
  export function createDraftFromEntry(entry: unknown): unknown
  export function emptyDraftCreated(entry: unknown): unknown
  export function changeDraftField(change: { field: unknown; value: unknown; entries: unknown[]; i18n?: unknown }): unknown
}
