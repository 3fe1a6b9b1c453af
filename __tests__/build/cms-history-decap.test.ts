/**
 * @jest-environment node
 *
 * What the content manager's History field (admin/src/history/decap-editor.ts) takes from Decap's
 * own code, pinned against the installed Decap: an upgrade that changed any of it fails here,
 * naming what to check (docs/internals.md has the row).
 */
import fs from "fs"
import path from "path"

const ADMIN = path.resolve(__dirname, "../../admin")
const packageFolder = (name: string) => path.dirname(require.resolve(`${name}/package.json`, { paths: [ADMIN] }))
const source = (name: string, file: string) => fs.readFileSync(path.join(packageFolder(name), "dist/esm", file), "utf8")
/** The reducer's case for one action, up to the next case. */
const reducerCase = (action: string) => {
  const reducer = source("decap-cms-core", "reducers/entryDraft.js")
  const start = reducer.indexOf(`case ${action}:`)
  return reducer.slice(start, reducer.indexOf("case ", start + action.length + 6))
}

it("exports the entry actions the restore dispatches", () => {
  const actions = source("decap-cms-core", "actions/entries.js")
  for (const name of ["createDraftFromEntry", "emptyDraftCreated", "changeDraftField"])
    expect(actions).toContain(`export function ${name}(`)
})

it("draws the form anew from a draft made from an entry, keeping a saved entry saved and a new one new", () => {
  expect(reducerCase("DRAFT_CREATE_FROM_ENTRY")).toMatch(
    /setIn\(\['entry', 'newRecord'\], false\)[\s\S]*set\('key', crypto\.randomUUID\(\)\)/,
  )
  expect(reducerCase("DRAFT_CREATE_EMPTY")).toMatch(/setIn\(\['entry', 'newRecord'\], true\)[\s\S]*set\('key', crypto\.randomUUID\(\)\)/)
})

it("counts a field change as unsaved when no saved entry is handed to compare (which enables Publish)", () => {
  expect(reducerCase("DRAFT_CHANGE_FIELD")).toContain("state.set('hasChanged', !entries.some(")
})

it("names the local back end proxy, with its address, and hands out the GitHub back end's token", () => {
  const config = source("decap-cms-core", "actions/config.js")
  expect(config).toContain("config.backend.name = 'proxy';")
  expect(config).toContain("config.backend.proxy_url = proxyUrl;")
  expect(source("decap-cms-core", "backend.js")).toContain("getToken = () => this.implementation.getToken();")
  expect(source("decap-cms-backend-github", "implementation.js")).toMatch(/getToken\(\) \{\s*return Promise\.resolve\(this\.token\);/)
})
