/**
 * @jest-environment node
 *
 * What the CMS's address guards (admin/src/saved-content.ts, admin/src/index.tsx) and its save
 * check's list of pictures (admin/src/known-pictures.ts) take from
 * Decap's own code, pinned against the installed Decap: an upgrade that changed any of it fails
 * here, naming what to check (docs/internals.md has the row).
 */
import fs from "fs"
import path from "path"

const DECAP_CORE = path.dirname(require.resolve("decap-cms-core/package.json", { paths: [path.resolve(__dirname, "../../admin")] }))
const source = (file: string) => fs.readFileSync(path.join(DECAP_CORE, "dist/esm", file), "utf8")
/** A method's body, from its name to the next method of the class. */
const method = (text: string, name: string) =>
  text.slice(text.indexOf(`async ${name}(`), text.indexOf("\n  async ", text.indexOf(`async ${name}(`) + 1))

it("exports the store, the back end and notifications the guards read and write through", () => {
  expect(source("redux/index.js")).toMatch(/export \{ store \}/)
  expect(source("backend.js")).toMatch(/export const currentBackend = /)
  expect(source("actions/notifications.js")).toMatch(/export \{ addNotification/)
})

it("lists every entry of a collection, and writes files straight to the branch outside the workflow", () => {
  const backend = source("backend.js")
  expect(method(backend, "listAllEntries")).toContain("allEntriesByFolder")
  expect(method(backend, "persistEntry")).toMatch(/this\.implementation\.persistEntry\(\{\s*dataFiles,\s*assets: assetProxies\s*\}, opts\)/)
})

it("runs preUnpublish before it deletes a page's file, so a listener's refusal keeps the page", () => {
  const deleting = method(source("backend.js"), "deleteEntry")
  expect(deleting.indexOf("invokePreUnpublishEvent(entry)")).toBeGreaterThan(-1)
  expect(deleting.indexOf("invokePreUnpublishEvent(entry)")).toBeLessThan(deleting.indexOf("deleteFiles("))
})

it("runs preSave before it writes an entry, and postPublish once it is published", () => {
  const persisting = method(source("backend.js"), "persistEntry")
  expect(persisting.indexOf("invokePreSaveEvent")).toBeLessThan(persisting.indexOf("implementation.persistEntry"))
  expect(persisting.indexOf("implementation.persistEntry")).toBeLessThan(persisting.indexOf("invokePostPublishEvent"))
})

it("keeps the media library's files in the store, loaded before an entry opens", () => {
  expect(source("reducers/mediaLibrary.js")).toMatch(/map\.set\('files', filesWithKeys\)/)
  expect(source("actions/entries.js")).toMatch(/await waitForMediaLibraryToLoad\(dispatch, getState\(\)\)/)
})
