/**
 * Decap's local back end (decap-server) behind a guard, for npm start. decap-server has no
 * authentication and checks no Host: whatever reaches its port reads and writes any file of the
 * repository, a web page on a name that resolves to 127.0.0.1 (DNS rebinding) included. So it runs
 * in this process, on no port of its own, and every request passes the guard first, which refuses
 * (403, `{ error }` as decap-server's own errors read, and a line in the terminal):
 * - a Host other than localhost, 127.0.0.1 or [::1] with the guard's own port (DNS rebinding);
 * - an Origin other than the dev site's on one of those names (other pages of this machine);
 * - an action other than the local back end's own (decap-server 3.11, middlewares/localFs);
 * - any call the CMS's configuration does not make (cmsPolicyOf): an entry is a file of a
 *   collection (a folder collection's `<folder>/<name>.<extension>`, no subfolder; a file
 *   collection's own files), a picture a flat file of the media folder named as the content schema
 *   lets a page name it; `..` and symbolic links resolved, so never .git/, code, or a file outside
 *   the repository.
 * Beside decap-server's API it answers GET of the CMS's read-only history routes
 * (decap-server-history.ts), under the same Host and Origin checks and path rules; and as a
 * persistEntry, deleteFile or deleteFiles of an entry goes through, it keeps the entry's text in the
 * local history's journal (decap-server-journal.ts), since decap-server writes no commit.
 * A rename stays in one folder collection's folder, and decap-server's move is told the folder has
 * no subfolders: without that, it moves every file of the old entry's folder after the entry.
 * It relies on decap-server's dist/middlewares.js (registerLocalFs), its action names and its
 * move; __tests__/dev-servers/decap-server-guard.test.ts pins them (docs/internals.md).
 */
import fs from "fs"
import http from "http"
import path from "path"
import { LOOPBACK_NAMES } from "../admin/local-cms-backend"
import { image } from "../content/schema/content-schema"
import { historyAnswer, isHistoryRoute } from "./decap-server-history"
import { keepWhenDone } from "./decap-server-journal"
import { escapeForOneLine } from "./terminal-text"

export const loopbackOrigins = (port: number) => LOOPBACK_NAMES.map((name) => `http://${name}:${port}`)

/** The decap-server release the rules below were read from; a test fails when another is installed. */
export const DECAP_SERVER_CHECKED_VERSION = "3.11.3"

/** A folder collection: each entry is `<folder>/<name>.<extension>`, directly in the folder. */
interface FolderCollection {
  name: string
  folder: string
  extension: string
  deletable: boolean
}

/** One file of a file collection: an entry that is never renamed. */
interface FileEntry {
  collection: string
  file: string
  deletable: boolean
}

/** What the CMS reads and writes, from its configuration (cmsPolicyOf). */
export interface CmsPolicy {
  folderCollections: FolderCollection[]
  fileEntries: FileEntry[]
  mediaFolder: string
  /** Whether a file of the media folder has a name a page's picture field accepts. */
  isPictureName: (name: string) => boolean
}

export interface GuardPolicy {
  repoPath: string
  /** The dev site's port: its loopback origins are the only ones a browser may call from. */
  sitePort: number
  cms: CmsPolicy
}

export interface Refusal {
  status: number
  error: string
}

/** The parts of a Decap configuration the guard reads. */
interface DecapConfig {
  media_folder?: string
  public_folder?: string
  collections: Array<{
    name: string
    folder?: string
    extension?: string
    delete?: boolean
    files?: Array<{ file: string }>
    nested?: unknown
    path?: string
    i18n?: unknown
    media_folder?: string
  }>
}

/**
 * The entries and pictures a Decap configuration edits. It throws on a setting that puts entries
 * or pictures elsewhere (nested folders, a custom entry path, translations, a collection's own
 * media folder): the guard's rules would refuse the CMS's calls there, so they need writing first.
 */
export function cmsPolicyOf(config: DecapConfig): CmsPolicy {
  const { media_folder: mediaFolder, public_folder: publicFolder } = config
  if (!mediaFolder || !publicFolder) throw new Error("decap-server's guard needs the CMS's media_folder and public_folder.")
  for (const collection of config.collections) {
    const unknown = (["nested", "path", "i18n", "media_folder"] as const).filter((setting) => collection[setting] !== undefined)
    if (unknown.length > 0 || (collection.folder !== undefined && collection.extension === undefined))
      throw new Error(
        `decap-server's guard has no rule for the collection ${collection.name} (${unknown.join(", ") || "no extension"}): write one in scripts/decap-server-guard.ts.`,
      )
  }
  const picture = new RegExp(image().pattern ?? "(?!)")
  return {
    folderCollections: config.collections.flatMap(({ name, folder, extension, delete: deletable }) =>
      // Decap offers deleting a folder collection's entries unless told not to (decap-cms-core's selectAllowDeletion).
      folder === undefined ? [] : [{ name, folder, extension: extension as string, deletable: deletable ?? true }],
    ),
    fileEntries: config.collections.flatMap(({ name, files = [], delete: deletable }) =>
      // ...and a file collection's, only when told to.
      files.map(({ file }) => ({ collection: name, file, deletable: deletable ?? false })),
    ),
    mediaFolder,
    // A page names a picture from its YAML file as public_folder/<name>; the schema's pattern says which names it accepts.
    isPictureName: (name) => picture.test(`${publicFolder}/${name}`),
  }
}

/** The real path a path has or would have: its nearest existing folder's, symbolic links resolved. */
function realPathOf(target: string): string {
  const missing: string[] = []
  let existing = target
  for (;;) {
    try {
      return path.join(fs.realpathSync(existing), ...missing)
    } catch {
      if (path.dirname(existing) === existing) return target
      missing.unshift(path.basename(existing))
      existing = path.dirname(existing)
    }
  }
}

/** Where a path of the repository is or would be, `..` and symbolic links resolved as decap-server resolves them. */
const resolvedIn = (repoPath: string, requested: string) => realPathOf(path.resolve(repoPath, requested))

/** What a path a request names is to the CMS: an entry of a collection, a picture, or nothing it edits. */
export type Role = { collection: string; renamable: boolean; deletable: boolean } | "picture" | undefined

export function roleOf(requested: unknown, { repoPath, cms }: Pick<GuardPolicy, "repoPath" | "cms">): Role {
  if (typeof requested !== "string" || requested === "" || requested.includes("\0")) return undefined
  const target = resolvedIn(repoPath, requested)
  const folder = path.dirname(target)
  const name = path.basename(target)
  const file = cms.fileEntries.find((entry) => target === resolvedIn(repoPath, entry.file))
  if (file) return { collection: file.collection, renamable: false, deletable: file.deletable }
  const collection = cms.folderCollections.find(
    (candidate) =>
      folder === resolvedIn(repoPath, candidate.folder) &&
      name.endsWith(`.${candidate.extension}`) &&
      name.length > candidate.extension.length + 1,
  )
  if (collection) return { collection: collection.name, renamable: true, deletable: collection.deletable }
  if (folder === resolvedIn(repoPath, cms.mediaFolder) && cms.isPictureName(name)) return "picture"
  return undefined
}

const isEntry = (role: Role) => typeof role === "object"
const isPicture = (role: Role) => role === "picture"
const isDeletable = (role: Role) => role === "picture" || (typeof role === "object" && role.deletable)

type Params = Record<string, unknown>

const asList = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value])
const pathOf = (item: unknown) => (item !== null && typeof item === "object" ? (item as Params).path : item)
const named = (paths: unknown[]) => paths.map((requested) => JSON.stringify(requested)).join(", ")

/** What the CMS's configuration allows, in words, for the refusals. */
function rulesOf({ cms }: Pick<GuardPolicy, "cms">) {
  const entriesOf = (folders: FolderCollection[], files: FileEntry[]) =>
    [...folders.map(({ folder, extension }) => `${folder}/<name>.${extension}`), ...files.map(({ file }) => file)].join(", ") || "none"
  const deletable = <Item extends { deletable: boolean }>(items: Item[]) => items.filter((item) => item.deletable)
  return {
    entries: `the CMS's entries (${entriesOf(cms.folderCollections, cms.fileEntries)})`,
    folders: `a folder collection's own folder, its extension, depth 1 (${cms.folderCollections.map(({ folder, extension }) => `${folder} ${extension}`).join(", ")})`,
    pictures: `pictures (files directly in ${cms.mediaFolder}/ named as a page's picture field accepts them)`,
    deletable: `pictures and the entries the CMS deletes (${entriesOf(deletable(cms.folderCollections), deletable(cms.fileEntries))})`,
  }
}
type Rules = ReturnType<typeof rulesOf>

/** Why a call naming these paths is refused (the rule, and the paths it refuses), or undefined. */
function refusalOfPaths(paths: unknown[], policy: GuardPolicy, accepts: (role: Role) => boolean, rule: string): string | undefined {
  const refused = paths.filter((requested) => !accepts(roleOf(requested, policy)))
  return refused.length === 0 ? undefined : `${rule}, not ${named(refused)}`
}

/** Why a data file's rename is refused: it is not from one entry of a folder collection to another of the same. */
function refusalOfRename({ path: from, newPath: to }: Params, policy: GuardPolicy): string | undefined {
  const [before, after] = [roleOf(from, policy), roleOf(to, policy)]
  if (typeof before === "object" && typeof after === "object" && before.renamable && before.collection === after.collection)
    return undefined
  return `renames an entry within its folder collection's folder only (a file collection's never), not ${named([from])} to ${named([to])}`
}

/** Whether a folder a request names is this one of the repository. */
const isFolder = (requested: unknown, folder: string, repoPath: string) =>
  typeof requested === "string" && resolvedIn(repoPath, requested) === resolvedIn(repoPath, folder)

/**
 * Each action decap-server's local file-system back end answers (decap-server 3.11.3,
 * src/middlewares/localFs/index.ts), with why the guard refuses a call of it the CMS does not
 * make (the words after the action's name), or undefined. Any other action is refused.
 */
const RULE_OF_ACTION: Record<string, (params: Params, policy: GuardPolicy, rules: Rules) => string | undefined> = {
  info: () => undefined,
  getDeployPreview: () => undefined,
  entriesByFolder: ({ folder, extension, depth }, policy, rules) => {
    const collection = policy.cms.folderCollections.find((candidate) => isFolder(folder, candidate.folder, policy.repoPath))
    // A depth beyond 1, or another extension, would list files that are no entry of it.
    if (collection && extension === collection.extension && depth === 1) return undefined
    return `lists ${rules.folders} only, not ${JSON.stringify({ folder, extension, depth })}`
  },
  entriesByFiles: (params, policy, rules) =>
    refusalOfPaths(asList(params.files).map(pathOf), policy, isEntry, `reads ${rules.entries} only`),
  getEntry: (params, policy, rules) => refusalOfPaths([params.path], policy, isEntry, `reads ${rules.entries} only`),
  persistEntry: (params, policy, rules) => {
    const dataFiles = [...asList(params.entry), ...asList(params.dataFiles)].map((file) => (file ?? {}) as Params)
    return (
      refusalOfPaths(dataFiles.map(pathOf), policy, isEntry, `writes ${rules.entries} only`) ??
      dataFiles
        .filter((file) => file.newPath !== undefined)
        .map((file) => refusalOfRename(file, policy))
        .find(Boolean) ??
      refusalOfPaths(asList(params.assets).map(pathOf), policy, isPicture, `writes ${rules.pictures} only as an entry's assets`)
    )
  },
  getMedia: ({ mediaFolder }, policy) =>
    isFolder(mediaFolder, policy.cms.mediaFolder, policy.repoPath)
      ? undefined
      : `lists the media folder ${policy.cms.mediaFolder} only, not ${named([mediaFolder])}`,
  getMediaFile: (params, policy, rules) => refusalOfPaths([params.path], policy, isPicture, `reads ${rules.pictures} only`),
  persistMedia: (params, policy, rules) => refusalOfPaths([pathOf(params.asset)], policy, isPicture, `writes ${rules.pictures} only`),
  deleteFile: (params, policy, rules) => refusalOfPaths([params.path], policy, isDeletable, `deletes ${rules.deletable} only`),
  deleteFiles: (params, policy, rules) => refusalOfPaths(asList(params.paths), policy, isDeletable, `deletes ${rules.deletable} only`),
}

export const GUARDED_ACTIONS = Object.keys(RULE_OF_ACTION)

/**
 * Why the guard refuses a request with these headers that came in on this port, or undefined
 * when they are the dev site's.
 */
export function refusalOfHeaders(
  headers: http.IncomingHttpHeaders,
  port: number,
  { sitePort }: Pick<GuardPolicy, "sitePort">,
): Refusal | undefined {
  const host = headers.host?.toLowerCase()
  if (!LOOPBACK_NAMES.some((name) => host === `${name}:${port}`))
    return { status: 403, error: `decap-server answers requests to localhost:${port} only, not to host ${headers.host ?? "(none)"}.` }
  const origin = headers.origin
  if (origin !== undefined && !loopbackOrigins(sitePort).includes(origin))
    return { status: 403, error: `decap-server answers the dev site (${loopbackOrigins(sitePort).join(", ")}) only, not ${origin}.` }
  return undefined
}

/** Why the guard refuses this call of decap-server's API, or undefined when it may go through. */
export function refusalOfCall(body: unknown, policy: GuardPolicy): Refusal | undefined {
  const { action, params = {} } = (body ?? {}) as { action?: unknown; params?: unknown }
  const rule = typeof action === "string" && Object.hasOwn(RULE_OF_ACTION, action) ? RULE_OF_ACTION[action] : undefined
  if (!rule) return { status: 403, error: `decap-server's guard does not know the action ${JSON.stringify(action)}.` }
  if (params === null || typeof params !== "object") return { status: 403, error: `The params of ${action} are not an object.` }
  const refused = rule(params as Params, policy, rulesOf(policy))
  return refused === undefined ? undefined : { status: 403, error: `decap-server's ${action} ${refused}.` }
}

/**
 * The call as decap-server is to run it. persistEntry's rename (decap-server's move) would carry
 * every file of the old entry's folder, its subfolders' too, into the new one's unless told the
 * collection has no subfolders; the CMS's collections have none (cmsPolicyOf), and the guard keeps
 * a rename in one folder, so the move renames the one file.
 */
export function callToForward(body: { action?: unknown; params?: Params }) {
  if (body.action === "persistEntry" && body.params) body.params.options = { ...(body.params.options as object), hasSubfolders: false }
  return body
}

/** A path as the journal names it: relative to the repository, normalised. */
const journalName = (requested: unknown) => path.posix.normalize(String(requested))

/**
 * The local history's journal (decap-server-journal.ts): the data files a persistEntry writes, and
 * the entries a deleteFile or deleteFiles removes, read now, before decap-server deletes them; kept
 * once decap-server answers the call with success. Pictures are not kept.
 */
function keepInJournal({ action, params }: { action: string; params: Params }, response: http.ServerResponse, policy: GuardPolicy) {
  if (action === "persistEntry") {
    const written = [...asList(params.entry), ...asList(params.dataFiles)].map((file) => file as Params)
    const texts = written
      .filter(({ raw }) => typeof raw === "string")
      .map(({ path: from, newPath, raw }) =>
        newPath === undefined
          ? { file: journalName(from), text: raw as string }
          : { file: journalName(newPath), text: raw as string, from: journalName(from) },
      )
    return keepWhenDone(policy.repoPath, texts, response)
  }
  if (action !== "deleteFile" && action !== "deleteFiles") return
  const texts = asList(action === "deleteFile" ? params.path : params.paths)
    .filter((requested) => isEntry(roleOf(requested, policy)))
    .flatMap((requested) => {
      try {
        const text = fs.readFileSync(resolvedIn(policy.repoPath, requested as string), "utf8")
        return [{ file: journalName(requested), text, deleted: true as const }]
      } catch {
        return []
      }
    })
  keepWhenDone(policy.repoPath, texts, response)
}

type Request = http.IncomingMessage & { body?: unknown }
type Next = () => void
type Handler = (request: Request, response: http.ServerResponse, next: Next) => void
interface ExpressApp {
  (request: http.IncomingMessage, response: http.ServerResponse): void
  use(handler: Handler): void
}
interface Express {
  (): ExpressApp
  json(options: { limit: string }): Handler
}

const ADMIN = path.resolve(__dirname, "../admin")
/** decap-server's folder, as the CMS's package installs it. */
export const decapServerFolder = () => path.dirname(require.resolve("decap-server/package.json", { paths: [ADMIN] }))

/** A module of the CMS's own install (admin/node_modules), which has no types for the site's TypeScript. */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- found at run time, in admin/node_modules
const loadFromAdmin = <Module>(file: string) => require(file) as Module

function refuse(response: http.ServerResponse, { status, error }: Refusal) {
  // The terminal of npm start says what was refused: an editor's failed save, or another page's attempt.
  console.warn(escapeForOneLine(`decap-server's guard refused a request (${status}): ${error}`))
  response.writeHead(status, { "content-type": "application/json; charset=utf-8" })
  response.end(JSON.stringify({ error }))
}

/** The CMS's read-only history routes (decap-server-history.ts), reading what the rules above let the CMS read. */
function answerHistory(url: string, response: http.ServerResponse, policy: GuardPolicy) {
  const folders = policy.cms.folderCollections.map(({ folder }) => folder)
  void historyAnswer(url, { repoPath: policy.repoPath, isEntry: (file) => isEntry(roleOf(file, policy)), folders }).then((answer) => {
    if (answer.status !== 200) return refuse(response, answer)
    const text = typeof answer.body === "string"
    response.writeHead(200, { "content-type": `${text ? "text/plain" : "application/json"}; charset=utf-8` })
    response.end(text ? answer.body : JSON.stringify(answer.body))
  })
}

/** decap-server's express app on the repository, with the guard before it. */
export function guardedDecapServer(policy: GuardPolicy, logLevel = "warn"): ExpressApp {
  const decapServer = decapServerFolder()
  // decap-server's own express (its dependency), whose body parser its routes then find done.
  const express = loadFromAdmin<Express>(require.resolve("express", { paths: [decapServer] }))
  const { registerLocalFs } = loadFromAdmin<{ registerLocalFs(app: ExpressApp, options: { logLevel: string }): Promise<void> }>(
    path.join(decapServer, "dist/middlewares.js"),
  )
  const app = express()
  app.use((request, response, next) => {
    const refusal = refusalOfHeaders(request.headers, request.socket.localPort ?? 0, policy)
    if (refusal) return refuse(response, refusal)
    if (request.headers.origin) {
      response.setHeader("access-control-allow-origin", request.headers.origin)
      response.setHeader("vary", "Origin")
    }
    if (request.method === "GET" && isHistoryRoute(request.url)) return answerHistory(request.url!, response, policy)
    const api = request.url === "/api/v1"
    if (api && request.method === "OPTIONS") {
      response.writeHead(204, { "access-control-allow-methods": "POST", "access-control-allow-headers": "content-type" })
      return response.end()
    }
    if (!api || request.method !== "POST") return refuse(response, { status: 404, error: "decap-server answers POST /api/v1 only." })
    next()
  })
  app.use(express.json({ limit: "50mb" }))
  app.use((request, response, next) => {
    const refusal = refusalOfCall(request.body, policy)
    if (refusal) return refuse(response, refusal)
    request.body = callToForward(request.body as Params)
    keepInJournal(request.body as { action: string; params: Params }, response, policy)
    next()
  })
  // registerLocalFs reads the repository from GIT_REPO_DIRECTORY and the origin it allows from
  // ORIGIN, synchronously; the guard has answered the origin already, so ORIGIN stays unset.
  const saved = { GIT_REPO_DIRECTORY: process.env.GIT_REPO_DIRECTORY, ORIGIN: process.env.ORIGIN }
  process.env.GIT_REPO_DIRECTORY = policy.repoPath
  delete process.env.ORIGIN
  try {
    registerLocalFs(app, { logLevel }).catch((error: unknown) => console.error("decap-server did not start:", error))
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  }
  return app
}

/** Starts the guarded decap-server on the loopback address (port 0: a free one); rejects when the port is taken. */
export function startDecapServerGuard(
  policy: GuardPolicy,
  { host, port, logLevel }: { host: string; port: number; logLevel?: string },
): Promise<http.Server> {
  const server = http.createServer(guardedDecapServer(policy, logLevel))
  return new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, host, () => resolve(server))
  })
}
