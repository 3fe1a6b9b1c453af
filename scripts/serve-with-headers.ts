/**
 * Serves the built site (public/) the way Netlify does, headers included, so
 * the headers can be tested before a deploy: `npm run serve:netlify`.
 *
 *   npx tsx scripts/serve-with-headers.ts [--port 9000] [--host 127.0.0.1]
 *
 * - Headers: the [[headers]] of netlify.toml and public/_headers, read with
 *   Netlify's own parser (@netlify/headers-parser), matched against the request
 *   path with its patterns (splats and placeholders, trailing slash optional).
 *   When several matching rules set one header, the later rule wins, as in
 *   `netlify dev` (netlify.toml's rules come after _headers'); our rules never
 *   rely on that (see headerConflicts).
 * - The rules are read again when _headers or netlify.toml changes, so the
 *   server keeps up with `npm run build` (each build writes new CSP hashes).
 * - Netlify's default Cache-Control (public, max-age=0, must-revalidate) when no
 *   rule sets one.
 * - Pretty URLs: /about-us/ serves about-us/index.html; /about-us answers 301
 *   to /about-us/; an unknown path answers 404 with public/404.html.
 */
import fs from "fs"
import http from "http"
import path from "path"
import type { AddressInfo } from "net"
import { contentTypeOf, isFile, resolvePath } from "./static-site"

const ROOT = path.resolve(__dirname, "..")
export const DEFAULT_PUBLIC_DIR = path.join(ROOT, "public")
export const DEFAULT_NETLIFY_CONFIG = path.join(ROOT, "netlify.toml")
export const NETLIFY_DEFAULT_CACHE_CONTROL = "public, max-age=0, must-revalidate"

/** Files Netlify reads as configuration and never serves. */
const CONFIG_FILES = new Set(["/_headers", "/_redirects"])

/** One header rule as Netlify's parser returns it. */
export interface HeaderRule {
  for: string
  forRegExp: RegExp
  values: Record<string, string>
}

/** Reads and validates the header rules: public/_headers first, then netlify.toml (Netlify's order). */
export async function loadHeaderRules({
  publicDir = DEFAULT_PUBLIC_DIR,
  netlifyConfigPath = DEFAULT_NETLIFY_CONFIG,
}: { publicDir?: string; netlifyConfigPath?: string } = {}): Promise<HeaderRule[]> {
  // An ES module only: a dynamic import loads it from CommonJS on every Node 20 (require() of it needs 20.19).
  const { parseAllHeaders } = await import("@netlify/headers-parser")
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [path.join(publicDir, "_headers")],
    netlifyConfigPath,
    configHeaders: [],
    minimal: false,
  })
  if (errors.length > 0) {
    throw new Error(`Netlify would reject these headers:\n${errors.map((error) => error.message).join("\n")}`)
  }
  return headers as HeaderRule[]
}

/** The rules whose `for` pattern matches a request path, in order. */
export const matchingRules = (rules: readonly HeaderRule[], requestPath: string): HeaderRule[] =>
  rules.filter((rule) => rule.forRegExp.test(requestPath))

/** The custom headers for a request path (names in lower case); a later matching rule wins. */
export function headersForPath(rules: readonly HeaderRule[], requestPath: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const rule of matchingRules(rules, requestPath)) {
    for (const [name, value] of Object.entries(rule.values)) headers[name.toLowerCase()] = value
  }
  return headers
}

/**
 * Headers that two rules with different `for` patterns both set on one path.
 * Netlify's documents do not say which of them a visitor gets (or whether both
 * are joined), so none may exist: "<path>: <header> from <for> and <for>".
 */
export function headerConflicts(rules: readonly HeaderRule[], requestPaths: Iterable<string>): string[] {
  const conflicts: string[] = []
  for (const requestPath of requestPaths) {
    const setBy = new Map<string, Set<string>>()
    for (const rule of matchingRules(rules, requestPath)) {
      for (const name of Object.keys(rule.values)) {
        const key = name.toLowerCase()
        setBy.set(key, (setBy.get(key) ?? new Set()).add(rule.for))
      }
    }
    for (const [name, patterns] of setBy) {
      if (patterns.size > 1) conflicts.push(`${requestPath}: ${name} from ${[...patterns].join(" and ")}`)
    }
  }
  return conflicts
}

/** Every path a visitor can request a file of public/ by: each file, and each folder holding an index.html. */
export function servedPaths(publicDir: string = DEFAULT_PUBLIC_DIR): string[] {
  const paths: string[] = []
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name)
      const requestPath = `/${path.relative(publicDir, full).split(path.sep).join("/")}`
      if (entry.isDirectory()) walk(full)
      else if (entry.isFile() && !CONFIG_FILES.has(requestPath)) {
        paths.push(requestPath)
        if (entry.name === "index.html") paths.push(requestPath.slice(0, -"index.html".length))
      }
    }
  }
  walk(publicDir)
  return paths.sort()
}

export interface ServerOptions {
  port: number
  host?: string
  publicDir?: string
  netlifyConfigPath?: string
}

export interface RunningServer {
  origin: string
  port: number
  /** The header rules in use: those read at start, or since the files last changed. */
  readonly rules: HeaderRule[]
  close(): Promise<void>
}

/** When each of the files the rules come from was last changed (0 when missing). */
const changeTimes = (files: readonly string[]) =>
  files.map((file) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0).join(",")

/** Starts the server; resolves once it listens. The header rules are read at start and again whenever their files change. */
export async function startServer({
  port,
  host = "127.0.0.1",
  publicDir = DEFAULT_PUBLIC_DIR,
  netlifyConfigPath = DEFAULT_NETLIFY_CONFIG,
}: ServerOptions): Promise<RunningServer> {
  const root = path.resolve(publicDir)
  if (!isFile(path.join(root, "index.html"))) throw new Error(`${root} holds no built site: run npm run build first.`)
  const sources = [path.join(root, "_headers"), netlifyConfigPath]
  let rules = await loadHeaderRules({ publicDir: root, netlifyConfigPath })
  let rulesFrom = changeTimes(sources)
  /** The rules as the files are now: a rebuild writes a new _headers, whose CSP hashes the new pages need. */
  const currentRules = async () => {
    const now = changeTimes(sources)
    if (now !== rulesFrom) {
      rules = await loadHeaderRules({ publicDir: root, netlifyConfigPath })
      rulesFrom = now
    }
    return rules
  }

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost")
    let requestPath: string
    try {
      requestPath = decodeURIComponent(url.pathname)
    } catch {
      response.writeHead(400, { "Content-Type": "text/plain; charset=utf-8" })
      response.end("Bad Request")
      return
    }
    let headers: Record<string, string>
    try {
      headers = { "cache-control": NETLIFY_DEFAULT_CACHE_CONTROL, ...headersForPath(await currentRules(), requestPath) }
    } catch (error) {
      response.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" })
      response.end(String(error))
      return
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { ...headers, allow: "GET, HEAD", "content-type": "text/plain; charset=utf-8" })
      response.end("Method Not Allowed")
      return
    }
    const resolution = resolvePath(root, url.pathname, isFile, { search: url.search, hidden: CONFIG_FILES })
    if (resolution.kind === "redirect") {
      response.writeHead(301, { ...headers, location: resolution.location, "content-type": "text/plain; charset=utf-8" })
      response.end(`Redirecting to ${resolution.location}`)
      return
    }
    if (resolution.kind === "missing") {
      response.writeHead(404, { ...headers, "content-type": "text/plain; charset=utf-8" })
      response.end("Not Found")
      return
    }
    const body = fs.readFileSync(resolution.file)
    response.writeHead(resolution.status, {
      ...headers,
      "content-type": contentTypeOf(resolution.file),
      "content-length": String(body.length),
    })
    response.end(request.method === "HEAD" ? undefined : body)
  })

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, host, () => {
      server.off("error", reject)
      resolve()
    })
  })
  const actualPort = (server.address() as AddressInfo).port
  return {
    origin: `http://${host}:${actualPort}`,
    port: actualPort,
    get rules() {
      return rules
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}

function argValue(argv: readonly string[], flag: string): string | undefined {
  const index = argv.indexOf(flag)
  if (index >= 0) return argv[index + 1]
  return argv.find((arg) => arg.startsWith(`${flag}=`))?.slice(flag.length + 1)
}

async function main() {
  const argv = process.argv.slice(2)
  const port = Number(argValue(argv, "--port") ?? 9000)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Not a port: ${argValue(argv, "--port")}`)
  const server = await startServer({ port, host: argValue(argv, "--host") ?? "127.0.0.1" })
  console.log(`Serving public/ with the headers of netlify.toml and public/_headers (${server.rules.length} rules) at ${server.origin}/`)
  for (const conflict of headerConflicts(server.rules, servedPaths())) console.warn(`Warning: two rules set one header: ${conflict}`)
  const stop = () => {
    server.close().finally(() => process.exit(0))
  }
  process.once("SIGINT", stop)
  process.once("SIGTERM", stop)
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error((error as Error).message ?? error)
    process.exit(1)
  })
}
