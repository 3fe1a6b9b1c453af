/**
 * The History field's hold on Decap's editor: which entry is open, which history source its back
 * end has, and how a version is put into the form. Decap hands a widget none of these (its `entry`
 * prop is deprecated and may be stale), so they come from its store, back end and entry actions,
 * which are not public API (decap-cms-core 3.x dist/esm: a row of docs/internals.md, pinned by
 * __tests__/build/cms-history-decap.test.ts).
 */
import { Map as ImmutableMap, fromJS } from "immutable"
import { store } from "decap-cms-core/dist/esm/redux"
import { currentBackend } from "decap-cms-core/dist/esm/backend"
import { changeDraftField, createDraftFromEntry, emptyDraftCreated } from "decap-cms-core/dist/esm/actions/entries"
import { CMS_FORMATS } from "../cms-formats"
import { unreadableProblem } from "../unreadable-file"
import type { HistorySource } from "./history-source"
import { localHistory } from "./local-history"
import { githubHistory } from "./github-history"

type Immutable = { get(key: string): unknown; set(key: string, value: unknown): Immutable; toJS(): unknown }
interface DecapState {
  config: { backend: { name: string; proxy_url?: string; repo?: string; branch?: string; api_root?: string } }
  collections: { get(name: string): Immutable | undefined }
  entryDraft: Immutable
}
const state = () => store.getState() as unknown as DecapState

/** The entry open in the editor, as the History field needs it. */
export interface OpenEntry {
  /** Its file; none for a new entry, not yet saved. */
  file?: string
  /** Its folder collection's folder, whose deleted entries a new entry may be made from. */
  folder?: string
  /** What its collection's entries are called, its label ("Case studies"): a plural made from the singular would misspell some. */
  kinds: string
}

export function openEntry(): OpenEntry {
  const { collections, entryDraft } = state()
  const entry = entryDraft.get("entry") as Immutable
  const collection = collections.get(entry.get("collection") as string)
  return {
    file: (entry.get("path") as string | undefined) || undefined,
    folder: collection?.get("folder") as string | undefined,
    kinds: String(collection?.get("label") ?? "entries"),
  }
}

/** The history of the back end the CMS signed in to: the local repository under npm start, GitHub live. */
export function historySource(): HistorySource {
  const { config } = state()
  const { name, proxy_url: proxyUrl, repo, branch, api_root: apiRoot } = config.backend
  if (name === "proxy" && proxyUrl) return localHistory(new URL(proxyUrl).origin)
  if (name === "github" && repo) {
    const backend = currentBackend(config) as unknown as { getToken(): Promise<string> }
    return githubHistory({ repo, branch: branch ?? "main", apiRoot, token: () => backend.getToken() })
  }
  throw new Error(`The content manager keeps no history for its ${name} back end.`)
}

/** A version's file as the open entry's data, in its collection's format; throws on one that does not parse. */
export function dataOf(raw: string): Record<string, unknown> {
  const { collections, entryDraft } = state()
  const format = String(collections.get((entryDraft.get("entry") as Immutable).get("collection") as string)?.get("format") ?? "yaml")
  const data = (CMS_FORMATS[format as keyof typeof CMS_FORMATS] ?? CMS_FORMATS.yaml).fromFile(raw) as Record<string, unknown>
  const problem = unreadableProblem(data)
  if (problem) throw new Error(`That version does not read as YAML (${problem.path}: ${problem.message}).`)
  return data
}

/**
 * Puts data into the open entry's form in place of what it holds, as an unsaved change: the editor
 * checks it and publishes it as any other edit. The form is drawn anew (Decap's draft key changes).
 */
export function loadIntoEditor(data: Record<string, unknown>): void {
  const entry = state().entryDraft.get("entry") as Immutable
  const restored = entry.set("data", fromJS(data))
  // A new entry stays new (saved as a new file), a saved one stays itself.
  store.dispatch(entry.get("newRecord") ? emptyDraftCreated(restored.toJS()) : createDraftFromEntry(restored))
  // Decap enables Publish once a field has changed: one field set to its own value, compared with no saved entry, counts.
  const [name, value] = Object.entries(data)[0] ?? []
  if (name !== undefined) store.dispatch(changeDraftField({ field: ImmutableMap({ name }), value: fromJS(value), entries: [] }))
}

/** Whether the form holds changes not yet saved, which a restore would replace. */
export const hasUnsavedChanges = () => Boolean(state().entryDraft.get("hasChanged"))
