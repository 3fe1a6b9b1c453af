/**
 * @jest-environment node
 *
 * What a slug change's one save (admin/src/slug-change/carry-links.ts) takes from Decap's own code,
 * pinned against the installed Decap: an upgrade that changed any of it fails here, naming what to
 * check (docs/internals.md has the row).
 */
import fs from "fs"
import path from "path"

const ADMIN = path.resolve(__dirname, "../../admin")
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`, { paths: [ADMIN] }))
const source = (name: string, file: string) => fs.readFileSync(path.join(packageDir(name), "dist/esm", file), "utf8")
const squeezed = (text: string) => text.replace(/\s+/g, " ")

it("hands getBackend's caller the registry's own record, whose init makes each back end", () => {
  const registry = squeezed(source("decap-cms-core", "lib/registry.js"))
  expect(registry).toContain("registry.backends[name] = { init: (...args) => new BackendClass(...args) };")
  expect(registry).toMatch(/export function getBackend\(name\) \{ return registry\.backends\[name\]; \}/)
  const backend = squeezed(source("decap-cms-core", "backend.js"))
  expect(backend).toContain("const backend = getBackend(name);")
  expect(backend).toContain("this.implementation = implementation.init(this.config, {")
})

it("switches to the back end named proxy under npm start, so that name's record is the one wrapped", () => {
  expect(source("decap-cms-core", "actions/config.js")).toContain("config.backend.name = 'proxy';")
  expect(source("decap-cms-app", "extensions.js")).toMatch(
    /registerBackend\('github', GitHubBackend\)[\s\S]*registerBackend\('proxy', ProxyBackend\)/,
  )
})

it("gives a back end every file of one save, and reads an unpublished entry from its shortest data file", () => {
  const backend = squeezed(source("decap-cms-core", "backend.js"))
  expect(backend).toMatch(/this\.implementation\.persistEntry\(\{ dataFiles, assets: assetProxies \}, opts\)/)
  expect(backend).toContain("sortBy(entryData.diffs.filter(d => d.path.endsWith(extension)), f => f.path.length)")
})

it("commits all of a save's files together on GitHub, its branch named after the first", () => {
  const api = squeezed(source("decap-cms-backend-github", "API.js"))
  const persistFiles = api.slice(api.indexOf("async persistFiles("), api.indexOf("async getFileSha("))
  expect(persistFiles).toContain("const files = mediaFiles.concat(dataFiles);")
  expect(persistFiles).toContain("this.updateTree(branchData.commit.sha, files)).then(changeTree => this.commit(")
  expect(persistFiles).toContain("const slug = dataFiles[0].slug; return this.editorialWorkflowGit(files, slug,")
})

it("sends all of a save's files to decap-server in one call", () => {
  const proxy = squeezed(source("decap-cms-backend-proxy", "implementation.js"))
  expect(proxy).toMatch(/action: 'persistEntry', params: \{ branch: this\.branch, dataFiles: entry\.dataFiles,/)
})
