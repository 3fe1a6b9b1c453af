/**
 * The guard npm start puts in front of gatsby develop. Develop answers every Host and sends
 * `Access-Control-Allow-Origin: *`, so any web page (or a DNS-rebinding one) could read
 * /___graphql (all content, drafts included), page-data and /__original-stack-frame (files of the
 * machine). The guard listens where the dev site is; develop listens on a loopback port of its
 * own, and the guard refuses (403, plain text, one log line each):
 * - a Host other than the dev site's loopback names (localhost, 127.0.0.1, [::1]) with its port;
 * - a request from another site (an Origin that is not one of the dev site's, or, with no Origin,
 *   Sec-Fetch-Site cross-site or same-site), except a plain page navigation (GET or HEAD of a
 *   document) outside develop's own tools (/__…), which shows a page but lets the other site read
 *   nothing.
 * A program that sends neither Origin nor Sec-Fetch headers (curl, the tests) is answered.
 * It drops develop's CORS headers, and sends each HTML page a Content-Security-Policy as close to
 * the visitor pages' (gatsby/post-build/security-headers.ts) as develop allows: its inline scripts
 * by hash, plus DEVELOP_SOURCES. Develop's own port answers no other Host (develop-host-check.cjs).
 * SECURITY.md.
 */
import dns from "dns/promises"
import http from "http"
import net from "net"
import { LOOPBACK_NAMES } from "../admin/local-cms-backend"
import { contentSecurityPolicy, findInlineScripts, scriptHash } from "../gatsby/post-build/security-headers"
import { escapeForOneLine } from "./terminal-text"

/** Where gatsby develop listens behind the guard: the loopback address, never a name to resolve. */
export const DEVELOP_HOST = "127.0.0.1"

/** What the guard answers: the dev site's port, and the host npm start was given when it names one. */
export interface DevSite {
  port: number
  /** --host as given (e.g. a name in /etc/hosts); "localhost" and the wildcard addresses add nothing. */
  host?: string
}

const WILDCARD_HOSTS = new Set(["0.0.0.0", "::", "[::]"])

/** The names the dev site answers to: the loopback names, and the one --host gave. */
export function siteNames({ host }: DevSite): string[] {
  const given = host === undefined || WILDCARD_HOSTS.has(host) ? [] : [net.isIPv6(host) ? `[${host}]` : host.toLowerCase()]
  return [...new Set<string>([...LOOPBACK_NAMES, ...given])]
}

/** The Host headers the dev site answers (a browser leaves out port 80). */
export const siteHosts = (site: DevSite) =>
  siteNames(site).flatMap((name) => (site.port === 80 ? [name, `${name}:80`] : [`${name}:${site.port}`]))

/** The dev site's own origins, the only ones whose requests it answers. */
export const siteOrigins = (site: DevSite) => siteNames(site).map((name) => `http://${name}:${site.port}`)

const header = (headers: http.IncomingHttpHeaders, name: string) => {
  const value = headers[name]
  return Array.isArray(value) ? value.join(", ") : value
}

/** How the paths of develop's own endpoints begin (GraphiQL, stack frames, the editor opener, hot reload). */
const DEVELOP_TOOLS_PREFIX = "/__"

/** A browser showing a page in a tab: what another site may still do (a link to the dev site). */
const isPageNavigation = (headers: http.IncomingHttpHeaders, method: string) =>
  (method === "GET" || method === "HEAD") &&
  header(headers, "sec-fetch-mode") === "navigate" &&
  header(headers, "sec-fetch-dest") === "document"

/**
 * Why the guard refuses a request with these headers, method and URL, or undefined when it goes
 * to develop. Pure, for tests.
 */
export function refusalOf(headers: http.IncomingHttpHeaders, method: string, url: string, site: DevSite): string | undefined {
  const host = header(headers, "host")?.toLowerCase()
  const hosts = siteHosts(site)
  if (host === undefined || !hosts.includes(host))
    return `The dev site answers ${hosts.join(", ")} only, not the host ${host ?? "(none)"} (${method} ${url}).`
  const origin = header(headers, "origin")
  const fetchSite = header(headers, "sec-fetch-site")
  // A browser sends Origin with every request but a plain GET or HEAD, which carries Sec-Fetch-Site.
  const from =
    origin !== undefined
      ? siteOrigins(site).includes(origin)
        ? undefined
        : origin
      : fetchSite === "cross-site" || fetchSite === "same-site"
        ? `a ${fetchSite} page`
        : undefined
  // A link from elsewhere may show a page, but not open develop's own tools (/___graphql, /__open-stack-frame-in-editor…).
  if (from === undefined || (isPageNavigation(headers, method) && !url.startsWith(DEVELOP_TOOLS_PREFIX))) return undefined
  return `The dev site answers its own pages (${siteOrigins(site).join(", ")}) only, not ${from} (${method} ${url}).`
}

/** Sources develop's pages need beyond the visitor pages' policy, by directive. */
export const DEVELOP_SOURCES: Record<string, string[]> = {
  // webpack's eval source maps and React Refresh run code through eval.
  "script-src": ["'unsafe-eval'"],
  // GraphiQL (/___graphql) draws its fonts from data: URLs.
  "font-src": ["data:"],
}

/** A policy with sources added to some of its directives. */
export function withSources(policy: string, added: Record<string, readonly string[]>): string {
  return policy
    .split("; ")
    .map((directive) => {
      const [name] = directive.split(" ")
      return added[name] ? [directive, ...added[name]].join(" ") : directive
    })
    .join("; ")
}

/**
 * The visitor pages' policy for a page of develop: its inline scripts by hash, the form's send
 * origin, and DEVELOP_SOURCES. Hot reload's websocket is the page's own origin: 'self' covers it.
 */
export function devPagePolicy(html: string, { connectOrigins }: { connectOrigins: readonly string[] }): string {
  const scriptHashes = [...new Set(findInlineScripts(html).executable.map(scriptHash))]
  return withSources(contentSecurityPolicy({ scriptHashes, connectOrigins }), DEVELOP_SOURCES)
}

/**
 * Develop's response headers as the guard passes them on: without CORS headers (the dev site's
 * pages are its own origin; no other origin may read it), and, when the answer is an HTML page
 * that has no policy of its own (/admin/ has), with the page's policy.
 */
export function guardedResponseHeaders(headers: http.IncomingHttpHeaders, pagePolicy?: string): http.OutgoingHttpHeaders {
  const kept: http.OutgoingHttpHeaders = Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith("access-control-")))
  if (pagePolicy !== undefined && kept["content-security-policy"] === undefined) kept["content-security-policy"] = pagePolicy
  return kept
}

const isHtml = (headers: http.IncomingHttpHeaders) => /^text\/html\b/i.test(header(headers, "content-type") ?? "")

export interface DevSiteGuardOptions {
  site: DevSite
  /** Where develop listens (DEVELOP_HOST). */
  upstream: { host: string; port: number }
  /** Origins the pages may fetch from besides their own (the contact form's send). */
  connectOrigins: readonly string[]
  /** Where a refusal is told; the console's stderr by default. */
  log?: (line: string) => void
  /** Answers a request the guard let through itself instead of develop, returning true (the contact form's POST, scripts/enquiry-inbox.ts). */
  answerHere?: (incoming: http.IncomingMessage, response: http.ServerResponse) => boolean
}

export function refuse(target: http.ServerResponse | net.Socket, reason: string, log: (line: string) => void) {
  log(`dev-site guard refused: ${escapeForOneLine(reason)}`)
  const body = `403 Forbidden: ${escapeForOneLine(reason)}\n`
  if (target instanceof http.ServerResponse) {
    target.writeHead(403, {
      "content-type": "text/plain; charset=utf-8",
      "x-content-type-options": "nosniff",
      "content-length": Buffer.byteLength(body),
    })
    target.end(body)
  } else {
    target.end(
      `HTTP/1.1 403 Forbidden\r\ncontent-type: text/plain; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    )
  }
}

/** Develop's request as the guard sends it: compression off, so that its pages can be read for their policy. */
const upstreamHeaders = (headers: http.IncomingHttpHeaders) => ({ ...headers, "accept-encoding": "identity" })

/** The guard's request handler and upgrade (websocket) handler, for one or more listening servers. */
export function devSiteGuard({ site, upstream, connectOrigins, log = console.warn, answerHere }: DevSiteGuardOptions) {
  const request = (incoming: http.IncomingMessage, response: http.ServerResponse) => {
    const method = incoming.method ?? "GET"
    const url = incoming.url ?? "/"
    const refusal = refusalOf(incoming.headers, method, url, site)
    if (refusal) return refuse(response, refusal, log)
    if (answerHere?.(incoming, response)) return
    // A connection of its own each time: a kept-alive one that develop has just closed would fail the request.
    const forward = http.request({ ...upstream, agent: false, method, path: url, headers: upstreamHeaders(incoming.headers) }, (answer) => {
      if (!isHtml(answer.headers) || method === "HEAD" || answer.headers["content-security-policy"] !== undefined) {
        response.writeHead(answer.statusCode ?? 502, guardedResponseHeaders(answer.headers))
        answer.pipe(response)
        return
      }
      // Develop's pages are small: read whole, to hash their inline scripts.
      const chunks: Buffer[] = []
      answer.on("data", (chunk: Buffer) => chunks.push(chunk))
      answer.on("end", () => {
        const body = Buffer.concat(chunks)
        const headers = guardedResponseHeaders(answer.headers, devPagePolicy(body.toString("utf8"), { connectOrigins }))
        delete headers["transfer-encoding"]
        response.writeHead(answer.statusCode ?? 502, { ...headers, "content-length": body.length })
        response.end(body)
      })
    })
    forward.on("error", (error) => {
      if (response.headersSent) return response.destroy()
      response.writeHead(502, { "content-type": "text/plain; charset=utf-8" })
      response.end(`gatsby develop does not answer on ${upstream.host}:${upstream.port} (yet?): ${error.message}\n`)
    })
    incoming.on("aborted", () => forward.destroy())
    incoming.pipe(forward)
  }

  const upgrade = (incoming: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    const url = incoming.url ?? "/"
    const refusal = refusalOf(incoming.headers, incoming.method ?? "GET", url, site)
    if (refusal) return refuse(socket, refusal, log)
    const forward = http.request({ ...upstream, agent: false, method: incoming.method, path: url, headers: incoming.headers })
    forward.on("upgrade", (answer, upstreamSocket, upstreamHead) => {
      const lines = [`HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}`]
      for (let i = 0; i < answer.rawHeaders.length; i += 2) {
        if (!answer.rawHeaders[i].toLowerCase().startsWith("access-control-"))
          lines.push(`${answer.rawHeaders[i]}: ${answer.rawHeaders[i + 1]}`)
      }
      socket.write(lines.join("\r\n") + "\r\n\r\n")
      if (upstreamHead.length > 0) socket.write(upstreamHead)
      if (head.length > 0) upstreamSocket.write(head)
      upstreamSocket.pipe(socket).pipe(upstreamSocket)
      upstreamSocket.on("error", () => socket.destroy())
      socket.on("error", () => upstreamSocket.destroy())
    })
    // Develop declined the upgrade: pass its answer on as it came.
    forward.on("response", (answer) => {
      socket.write(`HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}\r\nconnection: close\r\n\r\n`)
      answer.pipe(socket)
    })
    forward.on("error", () => socket.destroy())
    socket.on("error", () => forward.destroy())
    forward.end()
  }

  return { request, upgrade }
}

/** The addresses to listen on for a host: every address "localhost" resolves to, else the host itself. */
async function listenAddresses(host: string): Promise<string[]> {
  if (host !== "localhost") return [host]
  const addresses = await dns.lookup(host, { all: true })
  return [...new Set(addresses.map(({ address }) => address))]
}

export interface RunningGuard {
  servers: http.Server[]
  close(): Promise<void>
}

/** Starts the guard on the host (on each of localhost's loopback addresses) and port; rejects when one is taken. */
export async function startDevSiteGuard(options: DevSiteGuardOptions & { listenHost: string }): Promise<RunningGuard> {
  const { request, upgrade } = devSiteGuard(options)
  const servers: http.Server[] = []
  // Upgraded sockets (hot reload) are the server's no longer: kept here, to end with it.
  const upgraded = new Set<net.Socket>()
  const close = async () => {
    for (const socket of upgraded) socket.destroy()
    await Promise.all(
      servers.map((server) => {
        server.closeAllConnections()
        return new Promise<void>((resolve) => server.close(() => resolve()))
      }),
    )
  }
  try {
    for (const address of await listenAddresses(options.listenHost)) {
      const server = http.createServer(request)
      server.on("upgrade", (incoming: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
        upgraded.add(socket)
        socket.on("close", () => upgraded.delete(socket))
        upgrade(incoming, socket, head)
      })
      await new Promise<void>((resolve, reject) => {
        server.once("error", reject)
        server.listen(options.site.port, address, () => resolve())
      })
      servers.push(server)
    }
  } catch (error) {
    await close()
    throw error
  }
  return { servers, close }
}

/** A port the loopback address has free now, for develop behind the guard. */
export function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once("error", reject)
    probe.listen(0, DEVELOP_HOST, () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}
