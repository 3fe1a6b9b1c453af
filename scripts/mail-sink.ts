/**
 * A local stand-in for the EmailJS API, so the contact form works on a fresh
 * clone with no EmailJS account: `npm run mail-sink` (or `npm start`, which
 * runs it beside `gatsby develop`).
 *
 * It speaks the protocol @emailjs/browser 4.4.1 uses: POST /api/v1.0/email/send
 * with a JSON body { lib_version, user_id, service_id, template_id,
 * template_params }, answered in text. Each accepted enquiry is appended as one
 * JSON line to the inbox file (gitignored) and printed, its template_params as sent, none
 * filtered: the five fields and where the enquiry came from (docs/contact-form.md lists them).
 * What it prints and what it stores have their control characters written out (escapeForTerminal),
 * so that an enquiry cannot move the cursor, recolour or retitle the developer's terminal, whether
 * printed by the sink or read later with cat or tail; JSON.parse still gives each value back as sent.
 *
 * It is bounded: a body over MAX_BODY_BYTES is answered 413 as soon as it is over, and the rest is
 * not read (the connection is closed); a send whose record would take the inbox file past its
 * limit (INBOX_LIMIT_BYTES) is refused with 507 and a message saying how to empty it, so a runaway
 * page cannot fill the disk (appendWithinLimit says why concurrent sends cannot either).
 *
 * It listens on the loopback address only, and answers browsers from the dev site's origin
 * (http://localhost:8000) and the origins given with --origin, no others: a page from another
 * origin could otherwise post enquiries into the inbox (a plain-text POST needs no CORS
 * permission to be sent, so the sink refuses it itself). Requests with no Origin (curl, tests)
 * come from programs on this machine and are answered.
 *
 *   npx tsx scripts/mail-sink.ts [--port 8787] [--inbox .inbox/enquiries.jsonl] [--origin URL …] [--test]
 *   (or MAIL_SINK_PORT / MAIL_SINK_INBOX)
 *
 * --test adds controls for browser tests, never needed otherwise:
 *   POST /__test/fail-next {"mode": "500" | "429" | "403" | "drop" | "delay", "count"?: n, "ms"?: n}
 *        makes the next n sends (default 1) answer with that status, lose their
 *        connection ("drop"), or be handled normally ("delay"), each after
 *        waiting ms (default 1000 for "delay", 0 for the others);
 *   POST /__test/reset  forgets pending failures and the counters;
 *   GET  /__test/stats  {"received": sends seen, "accepted": sends stored}.
 */
import fs from "fs"
import http from "http"
import path from "path"
import { parseArgs } from "util"
import type { AddressInfo } from "net"
import { MAIL_SINK_HOST, MAIL_SINK_INBOX, MAIL_SINK_PORT } from "../src/site/emailjs-config"
import { devSiteOrigin } from "./dev-site"
import { escapeForTerminal } from "./terminal-text"

export const SEND_PATH = "/api/v1.0/email/send"
export const MAX_BODY_BYTES = 64 * 1024
/** How much the inbox file may hold before sends are refused: a few thousand enquiries. */
export const INBOX_LIMIT_BYTES = 10 * 1024 * 1024

/** The text errors, worded like the real service's. */
export const SINK_ERRORS = {
  userId: "The user ID is required. To find this ID, visit https://dashboard.emailjs.com/admin/account",
  serviceId: "The service ID is required. To find this ID, visit https://dashboard.emailjs.com/admin",
  templateId: "The template ID is required. To find this ID, visit https://dashboard.emailjs.com/admin/templates",
  templateParams: "The template params have to be an object. Visit https://www.emailjs.com/docs/rest-api/send/",
  malformed: "The request body has to be a JSON object",
  tooLarge: "The request body is too large",
  origin: "Requests from this origin are not accepted",
  inboxFull: "The local inbox is full",
} as const

/** The refusal once the inbox holds its limit, naming the file to empty. */
export const inboxFullMessage = (inbox: string, limitBytes: number) =>
  `${SINK_ERRORS.inboxFull} (${displayPath(inbox)} holds ${Math.round(limitBytes / 1024)} KB or more). ` +
  `Read what you need from it, then empty it (delete the file, or run: rm ${displayPath(inbox)}) to receive enquiries again.`

export type FailureMode = "500" | "429" | "403" | "drop" | "delay"
const FAILURE_MODES: readonly FailureMode[] = ["500", "429", "403", "drop", "delay"]
const FAILURE_TEXT: Record<"500" | "429" | "403", string> = {
  "500": "Internal Server Error",
  "429": "Too Many Requests",
  "403": "Forbidden",
}

export interface MailSinkOptions {
  host?: string
  /** 0 picks a free port. */
  port?: number
  inboxPath?: string
  /** How many bytes the inbox file may hold before sends are refused (default INBOX_LIMIT_BYTES). */
  inboxLimitBytes?: number
  /** The browser origins it answers (default: the dev site's). */
  allowedOrigins?: readonly string[]
  /** Enables the /__test/* controls. */
  testControls?: boolean
  /** Where accepted enquiries and notices are printed; defaults to console.log. */
  log?: (text: string) => void
}

export interface MailSink {
  origin: string
  port: number
  inboxPath: string
  close(): Promise<void>
}

/** One accepted enquiry as stored in the inbox file. */
export interface InboxRecord {
  received_at: string
  lib_version: string | null
  user_id: string
  service_id: string
  template_id: string
  template_params: Record<string, unknown>
}

type Parsed = { record: InboxRecord } | { error: string }

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value)

/** A path relative to the working directory when it is inside it. */
export const displayPath = (file: string) => {
  const relative = path.relative(process.cwd(), file)
  return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative : file
}

const nonEmptyString = (value: unknown): value is string => typeof value === "string" && value.trim() !== ""

/** Checks a send request's body the way EmailJS does; pure, for tests. */
export function parseSendBody(body: string, now = new Date()): Parsed {
  let data: unknown
  try {
    data = JSON.parse(body)
  } catch {
    return { error: SINK_ERRORS.malformed }
  }
  if (!isObject(data)) return { error: SINK_ERRORS.malformed }
  if (!nonEmptyString(data.user_id)) return { error: SINK_ERRORS.userId }
  if (!nonEmptyString(data.service_id)) return { error: SINK_ERRORS.serviceId }
  if (!nonEmptyString(data.template_id)) return { error: SINK_ERRORS.templateId }
  if (!isObject(data.template_params)) return { error: SINK_ERRORS.templateParams }
  return {
    record: {
      received_at: now.toISOString(),
      lib_version: typeof data.lib_version === "string" ? data.lib_version : null,
      user_id: data.user_id,
      service_id: data.service_id,
      template_id: data.template_id,
      template_params: data.template_params,
    },
  }
}

/** CORS for an allowed origin: the browser may post JSON to the sink from it. */
function setCors(request: http.IncomingMessage, response: http.ServerResponse, origin: string) {
  response.setHeader("Access-Control-Allow-Origin", origin)
  response.setHeader("Vary", "Origin")
  response.setHeader("Access-Control-Allow-Methods", "POST, OPTIONS")
  response.setHeader("Access-Control-Allow-Headers", "Content-Type")
  response.setHeader("Access-Control-Max-Age", "600")
  // Chrome's Private Network Access asks before a page posts to a loopback address.
  if (request.headers["access-control-request-private-network"]) {
    response.setHeader("Access-Control-Allow-Private-Network", "true")
  }
}

export function answer(response: http.ServerResponse, status: number, text: string) {
  response.writeHead(status, { "Content-Type": "text/plain; charset=utf-8" })
  response.end(text)
}

/**
 * The body as text, or null once it is over the limit: reading stops there (the stream is paused and
 * no longer listened to), so an oversized body costs at most the limit and what the socket buffered.
 */
export function readBody(request: http.IncomingMessage, limit: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size <= limit) return void chunks.push(chunk)
      request.off("data", onData)
      request.pause()
      resolve(null)
    }
    request.on("data", onData)
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")))
    request.on("error", reject)
  })
}

/** 413, then the connection closed, without reading the rest of the body. */
export function refuseTooLarge(request: http.IncomingMessage, response: http.ServerResponse) {
  response.setHeader("Connection", "close")
  answer(response, 413, SINK_ERRORS.tooLarge)
  response.once("finish", () => request.socket.end())
  // The client may still be sending into a connection nobody reads: drop it if it does not close.
  setTimeout(() => request.socket.destroy(), 2000).unref()
}

const fileSize = (file: string) =>
  fs.promises.stat(file).then(
    ({ size }) => size,
    () => 0,
  )

/** The tail of each inbox file's queue of appends in this process, by absolute path. */
const inboxQueues = new Map<string, Promise<void>>()

/**
 * Appends the line (and a newline) unless that would take the inbox past limitBytes; resolves
 * whether it did. The size check and the append run as one step of a queue per inbox file, shared
 * by every sink of this process, so no other send's check or append comes between them. Hence the
 * exact bound: the sink never grows the file past limitBytes (a file already past it only stops
 * growing). Other programs writing the same file are outside this queue and this bound.
 */
export function appendWithinLimit(inbox: string, line: string, limitBytes: number): Promise<boolean> {
  const record = line + "\n"
  const append = async () => {
    if ((await fileSize(inbox)) + Buffer.byteLength(record) > limitBytes) return false
    await fs.promises.mkdir(path.dirname(inbox), { recursive: true })
    await fs.promises.appendFile(inbox, record, "utf8")
    return true
  }
  const appended = (inboxQueues.get(inbox) ?? Promise.resolve()).then(append)
  // A failed append (answered 500 by its send) must not stop the queue.
  const tail = appended.then(
    () => undefined,
    () => undefined,
  )
  inboxQueues.set(inbox, tail)
  void tail.then(() => {
    if (inboxQueues.get(inbox) === tail) inboxQueues.delete(inbox)
  })
  return appended
}

interface PendingFailure {
  mode: FailureMode
  ms: number
}

/** Starts the sink; resolves once it listens. */
export function startMailSink({
  host = MAIL_SINK_HOST,
  port = MAIL_SINK_PORT,
  inboxPath = MAIL_SINK_INBOX,
  inboxLimitBytes = INBOX_LIMIT_BYTES,
  allowedOrigins = [devSiteOrigin()],
  testControls = false,
  log: print = (text) => console.log(text),
}: MailSinkOptions = {}): Promise<MailSink> {
  const log = (text: string) => print(escapeForTerminal(text))
  const allowed = new Set(allowedOrigins)
  const inbox = path.resolve(inboxPath)
  const failures: PendingFailure[] = []
  const stats = { received: 0, accepted: 0 }

  async function handleSend(request: http.IncomingMessage, response: http.ServerResponse) {
    stats.received += 1
    const failure = failures.shift()
    if (failure?.ms) await new Promise((resolve) => setTimeout(resolve, failure.ms))
    if (failure?.mode === "drop") {
      request.socket.destroy()
      return
    }
    const body = await readBody(request, MAX_BODY_BYTES)
    if (body === null) return refuseTooLarge(request, response)
    if (failure && failure.mode !== "delay") return answer(response, Number(failure.mode), FAILURE_TEXT[failure.mode])
    const parsed = parseSendBody(body)
    if ("error" in parsed) return answer(response, 400, parsed.error)
    const line = escapeForTerminal(JSON.stringify(parsed.record))
    if (!(await appendWithinLimit(inbox, line, inboxLimitBytes))) {
      const message = inboxFullMessage(inbox, inboxLimitBytes)
      log(`Enquiry refused: ${message}`)
      return answer(response, 507, message)
    }
    stats.accepted += 1
    log(`Enquiry received (appended to ${displayPath(inbox)}):\n${line}`)
    answer(response, 200, "OK")
  }

  async function handleTestControl(request: http.IncomingMessage, response: http.ServerResponse, route: string) {
    if (route === "POST /__test/fail-next") {
      const body = await readBody(request, MAX_BODY_BYTES)
      if (body === null) return refuseTooLarge(request, response)
      let data: unknown
      try {
        data = JSON.parse(body)
      } catch {
        return answer(response, 400, `Expected {"mode": ${FAILURE_MODES.join(" | ")}}`)
      }
      const mode = isObject(data) ? String(data.mode) : ""
      if (!isObject(data) || !FAILURE_MODES.includes(mode as FailureMode)) {
        return answer(response, 400, `Expected {"mode": ${FAILURE_MODES.join(" | ")}}`)
      }
      const count = Number.isInteger(data.count) && Number(data.count) > 0 ? Number(data.count) : 1
      const ms = typeof data.ms === "number" && data.ms >= 0 ? data.ms : mode === "delay" ? 1000 : 0
      for (let index = 0; index < count; index += 1) failures.push({ mode: mode as FailureMode, ms })
      return answer(response, 200, "OK")
    }
    if (route === "POST /__test/reset") {
      failures.length = 0
      stats.received = 0
      stats.accepted = 0
      return answer(response, 200, "OK")
    }
    if (route === "GET /__test/stats") {
      response.writeHead(200, { "Content-Type": "application/json" })
      response.end(JSON.stringify(stats))
      return
    }
    answer(response, 404, "Not Found")
  }

  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? "/", "http://sink").pathname
    const origin = request.headers.origin
    if (origin !== undefined && !allowed.has(origin)) return answer(response, 403, SINK_ERRORS.origin)
    if (origin !== undefined) setCors(request, response, origin)
    const handle = async () => {
      if (request.method === "OPTIONS") {
        response.writeHead(204)
        response.end()
        return
      }
      if (pathname === SEND_PATH) {
        if (request.method !== "POST") return answer(response, 405, "Method Not Allowed")
        return handleSend(request, response)
      }
      if (testControls && pathname.startsWith("/__test/")) {
        return handleTestControl(request, response, `${request.method} ${pathname}`)
      }
      if (pathname === "/" && request.method === "GET") {
        return answer(response, 200, `EmailJS-compatible local mail sink. Enquiries are appended to ${inbox}\n`)
      }
      answer(response, 404, "Not Found")
    }
    handle().catch((error: unknown) => {
      console.error("Mail sink:", error)
      if (!response.headersSent) answer(response, 500, "Internal Server Error")
      else response.end()
    })
  })

  return new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, host, () => {
      server.off("error", reject)
      const actualPort = (server.address() as AddressInfo).port
      resolve({
        origin: `http://${host}:${actualPort}`,
        port: actualPort,
        inboxPath: inbox,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()))
            server.closeAllConnections()
          }),
      })
    })
  })
}

/** Reads --port, --inbox, --origin and --test (flags win over MAIL_SINK_PORT / MAIL_SINK_INBOX). */
export function parseSinkArgs(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): MailSinkOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      port: { type: "string" },
      inbox: { type: "string" },
      origin: { type: "string", multiple: true },
      test: { type: "boolean", default: false },
    },
  })
  const portText = values.port ?? env.MAIL_SINK_PORT
  const port = portText === undefined ? MAIL_SINK_PORT : Number(portText)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Not a port: ${portText}`)
  return {
    port,
    inboxPath: values.inbox ?? env.MAIL_SINK_INBOX ?? MAIL_SINK_INBOX,
    allowedOrigins: [devSiteOrigin(), ...(values.origin ?? [])],
    testControls: values.test,
  }
}

async function main() {
  const options = parseSinkArgs(process.argv.slice(2))
  const sink = await startMailSink(options)
  console.log(`Mail sink listening on ${sink.origin}${options.testControls ? " (test controls on)" : ""}`)
  console.log(`It answers pages from ${options.allowedOrigins?.join(", ")}`)
  console.log(`Enquiries are appended to ${sink.inboxPath}`)
  const stop = () => {
    sink.close().finally(() => process.exit(0))
  }
  process.once("SIGINT", stop)
  process.once("SIGTERM", stop)
}

if (require.main === module) {
  main().catch((error: unknown) => {
    const code = (error as NodeJS.ErrnoException).code
    console.error(code === "EADDRINUSE" ? `Mail sink: the port is in use (${String(error)})` : error)
    process.exit(1)
  })
}
