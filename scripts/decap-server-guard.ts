/**
 * Decap's local back end (decap-server) behind a guard, for npm start. decap-server has no
 * authentication and checks no Host: whatever reaches its port reads and writes any file of the
 * repository, a web page on a name that resolves to 127.0.0.1 (DNS rebinding) included. So it runs
 * in this process, on no port of its own, and every request passes the guard first, which refuses
 * (403, `{ error }` as decap-server's own errors read):
 * - a Host other than localhost, 127.0.0.1 or [::1] with the guard's own port (DNS rebinding);
 * - an Origin other than the dev site's on one of those names (other pages of this machine);
 * - an action other than the local back end's own (decap-server 3.11, middlewares/localFs), and
 *   any path it names outside what the CMS edits (its collections' folders and files, its media
 *   folder), `..` and symbolic links resolved: never .git/, code, or a file outside the repository.
 * It relies on decap-server's dist/middlewares.js (registerLocalFs) and its action names;
 * __tests__/dev-servers/decap-server-guard.test.ts pins both (docs/internals.md).
 */
import fs from "fs"
import http from "http"
import path from "path"
import { LOOPBACK_NAMES } from "../gatsby/content/local-cms-backend"

export const loopbackOrigins = (port: number) => LOOPBACK_NAMES.map((name) => `http://${name}:${port}`)

/** The decap-server release the action table below was read from; a test fails when another is installed. */
export const DECAP_SERVER_CHECKED_VERSION = "3.11.3"

/** What the CMS edits, relative to the repository: whole folders, and single files. */
export interface EditablePaths {
  folders: string[]
  files: string[]
}

export interface GuardPolicy {
  repoPath: string
  /** The dev site's port: its loopback origins are the only ones a browser may call from. */
  sitePort: number
  editable: EditablePaths
}

export interface Refusal {
  status: number
  error: string
}

type Params = Record<string, unknown>

const asList = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value])
const pathOf = (item: unknown) => (item !== null && typeof item === "object" ? (item as Params).path : item)
/** A data file names where it is and, when renamed, where it goes. */
const dataFilePaths = (item: unknown) => {
  const file = (item ?? {}) as Params
  return file.newPath === undefined ? [pathOf(item)] : [pathOf(item), file.newPath]
}

/**
 * Each action decap-server's local file-system back end answers, with every path it reads from its
 * params (decap-server 3.11.3, src/middlewares/localFs/index.ts). Any other action is refused.
 */
const PATHS_OF_ACTION: Record<string, (params: Params) => unknown[]> = {
  info: () => [],
  getDeployPreview: () => [],
  entriesByFolder: (params) => [params.folder],
  entriesByFiles: (params) => asList(params.files).map(pathOf),
  getEntry: (params) => [params.path],
  persistEntry: (params) => [
    ...asList(params.entry).flatMap(dataFilePaths),
    ...asList(params.dataFiles).flatMap(dataFilePaths),
    ...asList(params.assets).map(pathOf),
  ],
  getMedia: (params) => [params.mediaFolder],
  getMediaFile: (params) => [params.path],
  persistMedia: (params) => [pathOf(params.asset)],
  deleteFile: (params) => [params.path],
  deleteFiles: (params) => asList(params.paths),
}

export const GUARDED_ACTIONS = Object.keys(PATHS_OF_ACTION)

/** The folders and files a Decap configuration edits: its collections' and its media folder. */
export function editablePathsOf(config: {
  media_folder?: string
  collections: Array<{ folder?: string; files?: Array<{ file: string }> }>
}): EditablePaths {
  return {
    folders: [config.media_folder ?? [], ...config.collections.map((collection) => collection.folder ?? [])].flat(),
    files: config.collections.flatMap((collection) => (collection.files ?? []).map(({ file }) => file)),
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

const isWithin = (target: string, folder: string) => target === folder || target.startsWith(folder + path.sep)

/** True when a path a request names is, resolved as decap-server resolves it, one the CMS edits. */
export function isEditable(requested: unknown, { repoPath, editable }: Pick<GuardPolicy, "repoPath" | "editable">): boolean {
  if (typeof requested !== "string" || requested === "" || requested.includes("\0")) return false
  const real = (relative: string) => realPathOf(path.resolve(repoPath, relative))
  const target = real(requested)
  return editable.folders.some((folder) => isWithin(target, real(folder))) || editable.files.some((file) => target === real(file))
}

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
  const pathsOf = typeof action === "string" && Object.hasOwn(PATHS_OF_ACTION, action) ? PATHS_OF_ACTION[action] : undefined
  if (!pathsOf) return { status: 403, error: `decap-server's guard does not know the action ${JSON.stringify(action)}.` }
  if (params === null || typeof params !== "object") return { status: 403, error: `The params of ${action} are not an object.` }
  const refused = pathsOf(params as Params).filter((requested) => !isEditable(requested, policy))
  if (refused.length === 0) return undefined
  const editable = [...policy.editable.folders.map((folder) => `${folder}/`), ...policy.editable.files]
  return {
    status: 403,
    error: `decap-server edits the CMS's content only (${editable.join(", ")}), not ${refused.map((requested) => JSON.stringify(requested)).join(", ")}.`,
  }
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
  response.writeHead(status, { "content-type": "application/json; charset=utf-8" })
  response.end(JSON.stringify({ error }))
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
