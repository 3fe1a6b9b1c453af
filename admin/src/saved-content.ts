/**
 * The content as the back end holds it now (the published files), read through Decap's own store
 * and back end, so the CMS's address guards (address-guards.ts) judge a save, delete or publish
 * against every file, not only the entry open. Decap hands its event listeners the entry alone;
 * its store and back end are not public API (decap-cms-core 3.x dist/esm/redux and backend: a row
 * of docs/internals.md).
 */
import { store } from "decap-cms-core/dist/esm/redux"
import { currentBackend } from "decap-cms-core/dist/esm/backend"
import { addNotification } from "decap-cms-core/dist/esm/actions/notifications"
import type { ContentFile } from "../../content-model/content-files"
import { CMS_FORMATS } from "./cms-formats"
import { asSavedFile } from "./save-check"

/** Every file of every collection, as saved: each as the build reads it (a shared list as its list). */
export async function savedContent(): Promise<ContentFile[]> {
  const { config, collections } = store.getState()
  const backend = currentBackend(config)
  const lists = await Promise.all(
    collections
      .valueSeq()
      .toArray()
      .map((collection) => backend.listAllEntries(collection)),
  )
  return lists.flat().map(({ path, data }) => ({ file: path, data: asSavedFile(path, data) }))
}

/**
 * Writes one settings file straight to the published content, outside the entry being edited (the
 * menus a new page joins as it is published): one commit of its own, in the CMS's YAML.
 */
export async function saveFile(file: string, data: unknown, commitMessage: string): Promise<void> {
  const backend = currentBackend(store.getState().config)
  const raw = CMS_FORMATS.yaml.toFile(data as Record<string, unknown>)
  await backend.implementation.persistEntry(
    { dataFiles: [{ path: file, slug: file.replace(/^.*\/|\.ya?ml$/g, ""), raw }], assets: [] },
    { newEntry: false, commitMessage, collectionName: "settings", useWorkflow: false, unpublished: false, hasSubfolders: false },
  )
}

/** A notice in Decap's own toasts (a string message is shown as it is). */
export function tellEditor(message: string, type: "success" | "warning" | "error" = "success"): void {
  store.dispatch(addNotification({ message, type, dismissAfter: 15_000 }))
}
