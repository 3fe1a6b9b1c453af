/**
 * The pictures content/images holds as the CMS knows them when a save is checked, so the save
 * refuses a picture field naming a file that is gone (a page restored from History after its
 * picture was deleted under Media). Decap's media library (its store's `mediaLibrary.files`, loaded
 * before any entry opens and kept as pictures are uploaded or deleted under Media) plus the open
 * entry's own `mediaFiles` (pictures uploaded in its form, written with the save). Decap's store is
 * not public API (decap-cms-core 3.x dist/esm/redux: a row of docs/internals.md).
 */
import { store } from "decap-cms-core/dist/esm/redux"
import type { PictureFiles } from "../../content-model/picture-rules"

interface MediaFile {
  name?: string
  path?: string
}

const fileName = ({ name, path }: MediaFile) => (path ?? name ?? "").replace(/^.*\//, "")

/** The files' names, or undefined (pictures not judged) while the library has not loaded: a failed listing must not refuse every picture. */
export function knownPictures(library: readonly MediaFile[] | undefined, entry: readonly MediaFile[] = []): PictureFiles | undefined {
  return library ? new Set([...library, ...entry].map(fileName).filter(Boolean)) : undefined
}

/** The pictures the CMS knows for the save of an entry whose mediaFiles (Decap's Immutable list) are given. */
export function picturesForSave(entryMediaFiles: { toJS(): unknown } | undefined): PictureFiles | undefined {
  const library = (store.getState() as unknown as { mediaLibrary: { get(key: "files"): MediaFile[] | undefined } }).mediaLibrary.get(
    "files",
  )
  return knownPictures(library, entryMediaFiles?.toJS() as MediaFile[] | undefined)
}
