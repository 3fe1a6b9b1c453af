/** @jest-environment node */
import fs from "fs"
import http from "http"
import os from "os"
import path from "path"
import { parseSinkArgs, SEND_PATH, SINK_ERRORS, startMailSink, type MailSink } from "../../scripts/mail-sink"
import { SAMPLE_SOURCE } from "./enquiry-sources"

const PARAMS = {
  name: "Asha Verma",
  email: "asha@example.com",
  phone: "9876543210",
  service: "Graphic & UI/UX Design",
  message: "A logo and an app design, please.",
}

const BODY = {
  lib_version: "4.4.1",
  user_id: "public_local",
  service_id: "service_local",
  template_id: "template_local",
  template_params: PARAMS,
}

/** The one page origin these tests' sink answers. */
const SITE = "http://127.0.0.1:9100"

let dir: string
let sink: MailSink
let logged: string[]

const post = (body: unknown, route = SEND_PATH) =>
  fetch(sink.origin + route, {
    method: "POST",
    // As the site's page posts: from its origin.
    headers: { "Content-Type": "application/json", Origin: SITE },
    body: typeof body === "string" ? body : JSON.stringify(body),
  })

/** The bytes one record of BODY takes in the inbox (received_at is always 24 characters), measured on this test's sink. */
async function recordBytesOfBody() {
  await post(BODY)
  return fs.statSync(sink.inboxPath).size
}

const inboxLines = () =>
  fs.existsSync(sink.inboxPath)
    ? fs
        .readFileSync(sink.inboxPath, "utf8")
        .trim()
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line))
    : []

describe("the mail sink", () => {
  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "mail-sink-"))
    logged = []
    sink = await startMailSink({
      port: 0,
      inboxPath: path.join(dir, "nested", "enquiries.jsonl"),
      allowedOrigins: [SITE],
      testControls: true,
      log: (text) => logged.push(text),
    })
  })

  afterEach(async () => {
    await sink.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it("accepts an enquiry: 200 OK, one JSON line in the inbox with all five values, printed", async () => {
    const response = await post(BODY)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe("OK")
    expect(response.headers.get("access-control-allow-origin")).toBe(SITE)

    const lines = inboxLines()
    expect(lines).toHaveLength(1)
    expect(lines[0]).toEqual(
      expect.objectContaining({
        lib_version: "4.4.1",
        user_id: "public_local",
        service_id: "service_local",
        template_id: "template_local",
        template_params: PARAMS,
      }),
    )
    expect(new Date(lines[0].received_at).toString()).not.toBe("Invalid Date")
    expect(logged.join("\n")).toContain(JSON.stringify(PARAMS))
  })

  it("records every template parameter as sent, the enquiry's source beside the five fields, filtering none", async () => {
    await post({ ...BODY, template_params: { ...PARAMS, ...SAMPLE_SOURCE } })
    expect(inboxLines()[0].template_params).toEqual({ ...PARAMS, ...SAMPLE_SOURCE })
  })

  it("appends one line per enquiry", async () => {
    await post(BODY)
    await post({ ...BODY, template_params: { ...PARAMS, name: "Second" } })
    expect(inboxLines().map((line) => line.template_params.name)).toEqual(["Asha Verma", "Second"])
  })

  it.each([
    ["user_id", SINK_ERRORS.userId],
    ["service_id", SINK_ERRORS.serviceId],
    ["template_id", SINK_ERRORS.templateId],
  ])("rejects a request without %s: 400 with a text body, nothing stored", async (field, text) => {
    const response = await post({ ...BODY, [field]: undefined })
    expect(response.status).toBe(400)
    expect(await response.text()).toBe(text)
    expect(response.headers.get("access-control-allow-origin")).toBe(SITE)
    expect(inboxLines()).toEqual([])
  })

  it("words the missing-id errors like EmailJS", () => {
    expect(SINK_ERRORS.userId).toMatch(/^The user ID is required/)
    expect(SINK_ERRORS.serviceId).toMatch(/^The service ID is required/)
    expect(SINK_ERRORS.templateId).toMatch(/^The template ID is required/)
    expect(SINK_ERRORS.templateParams).toMatch(/^The template params have to be an object/)
  })

  it.each([
    ["a string", "hello"],
    ["an array", [1, 2]],
    ["null", null],
    ["missing", undefined],
  ])("rejects template_params that are %s", async (_, templateParams) => {
    const response = await post({ ...BODY, template_params: templateParams })
    expect(response.status).toBe(400)
    expect(await response.text()).toBe(SINK_ERRORS.templateParams)
    expect(inboxLines()).toEqual([])
  })

  it.each([
    ["broken JSON", '{"user_id": '],
    ["a JSON array", "[]"],
    ["an empty body", ""],
  ])("rejects %s with 400", async (_, body) => {
    const response = await post(body)
    expect(response.status).toBe(400)
    expect(await response.text()).toBe(SINK_ERRORS.malformed)
    expect(inboxLines()).toEqual([])
  })

  it("answers the CORS preflight of the site it serves, naming that origin", async () => {
    const response = await fetch(sink.origin + SEND_PATH, {
      method: "OPTIONS",
      headers: {
        Origin: SITE,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type",
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get("access-control-allow-origin")).toBe(SITE)
    expect(response.headers.get("access-control-allow-methods")).toContain("POST")
    expect(response.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("content-type")
  })

  it("refuses a page from any other origin, even a plain-text post that needs no CORS permission, and stores nothing", async () => {
    for (const origin of ["https://evil.example", "http://localhost:9100", "null"]) {
      const preflight = await fetch(sink.origin + SEND_PATH, {
        method: "OPTIONS",
        headers: { Origin: origin, "Access-Control-Request-Method": "POST" },
      })
      expect(preflight.status).toBe(403)
      expect(preflight.headers.get("access-control-allow-origin")).toBeNull()
      const plain = await fetch(sink.origin + SEND_PATH, {
        method: "POST",
        headers: { Origin: origin, "Content-Type": "text/plain" },
        body: JSON.stringify(BODY),
      })
      expect(plain.status).toBe(403)
      expect(await plain.text()).toBe(SINK_ERRORS.origin)
    }
    expect(inboxLines()).toEqual([])
  })

  it("answers programs on this machine, which send no Origin", async () => {
    const response = await fetch(sink.origin + SEND_PATH, { method: "POST", body: JSON.stringify(BODY) })
    expect(response.status).toBe(200)
    expect(inboxLines()).toHaveLength(1)
  })

  it("refuses other methods and paths", async () => {
    expect((await fetch(sink.origin + SEND_PATH)).status).toBe(405)
    expect((await post(BODY, "/api/v1.0/email/other")).status).toBe(404)
  })

  it("answers an oversized body 413 before it has all been sent, and closes the connection", async () => {
    const TOTAL = 20 * 1024 * 1024
    const chunk = Buffer.alloc(64 * 1024, "a")
    // Resolves once the connection has closed: it never does if the sink keeps reading a body nobody stops sending.
    const outcome = await new Promise<{ status?: number; sentBeforeAnswer: number }>((resolve) => {
      let sent = 0
      let status: number | undefined
      let sentBeforeAnswer = TOTAL
      const request = http.request(sink.origin + SEND_PATH, { method: "POST", headers: { "Content-Type": "application/json" } })
      request.on("response", (response) => {
        status = response.statusCode
        sentBeforeAnswer = sent
        response.resume()
      })
      request.on("error", () => undefined)
      request.on("close", () => resolve({ status, sentBeforeAnswer }))
      const pump = () => {
        while (status === undefined && sent < TOTAL && !request.destroyed) {
          sent += chunk.length
          if (!request.write(chunk)) return void request.once("drain", pump)
        }
        if (sent >= TOTAL) request.end()
      }
      pump()
    })
    expect(outcome.status).toBe(413)
    expect(outcome.sentBeforeAnswer).toBeLessThan(TOTAL)
    expect(inboxLines()).toEqual([])
  })

  it("refuses sends once the inbox holds its limit, 507 with how to empty it, and accepts again once it is emptied", async () => {
    const inboxPath = path.join(dir, "small.jsonl")
    const small = await startMailSink({ port: 0, inboxPath, inboxLimitBytes: 1000, log: (text) => logged.push(text) })
    const send = () => fetch(small.origin + SEND_PATH, { method: "POST", body: JSON.stringify(BODY) })
    try {
      expect((await send()).status).toBe(200)
      const stored = fs.readFileSync(inboxPath, "utf8")
      let refused = await send()
      while (refused.status === 200) refused = await send()
      expect(refused.status).toBe(507)
      const message = await refused.text()
      expect(message).toContain(SINK_ERRORS.inboxFull)
      expect(message).toMatch(/small\.jsonl/)
      expect(message).toMatch(/empty it|delete the file/)
      expect(fs.statSync(inboxPath).size).toBeLessThanOrEqual(1000)
      expect(fs.readFileSync(inboxPath, "utf8").startsWith(stored)).toBe(true)
      expect(logged.some((line) => line.includes(SINK_ERRORS.inboxFull))).toBe(true)

      fs.rmSync(inboxPath)
      expect((await send()).status).toBe(200)
    } finally {
      await small.close()
    }
  })

  it("checks the inbox's size and appends as one step: 300 concurrent sends fill it to its limit and not a byte past", async () => {
    const inboxPath = path.join(dir, "raced.jsonl")
    const sends = 300
    // Every record is the same size, so how many fit is known.
    const recordBytes = await recordBytesOfBody()
    const limit = 20 * recordBytes + recordBytes / 2
    const small = await startMailSink({ port: 0, inboxPath, inboxLimitBytes: limit, log: () => undefined })
    try {
      const statuses = await Promise.all(
        Array.from({ length: sends }, () =>
          fetch(small.origin + SEND_PATH, { method: "POST", body: JSON.stringify(BODY) }).then((response) => response.status),
        ),
      )
      const accepted = statuses.filter((status) => status === 200).length
      expect(accepted).toBe(Math.floor(limit / recordBytes))
      expect(statuses.filter((status) => status === 507)).toHaveLength(sends - accepted)
      // The bound scripts/mail-sink.ts states: the sink never grows the file past its limit.
      expect(fs.statSync(inboxPath).size).toBeLessThanOrEqual(limit)
      const lines = fs.readFileSync(inboxPath, "utf8").split("\n").filter(Boolean)
      expect(lines).toHaveLength(accepted)
      expect(lines.map((line) => JSON.parse(line).template_params)).toEqual(Array(accepted).fill(PARAMS))
    } finally {
      await small.close()
    }
  })

  it("shares one queue between two sinks of the process writing one inbox", async () => {
    const inboxPath = path.join(dir, "shared.jsonl")
    const limit = 10 * (await recordBytesOfBody())
    const sinks = await Promise.all([0, 1].map(() => startMailSink({ port: 0, inboxPath, inboxLimitBytes: limit, log: () => undefined })))
    try {
      const statuses = await Promise.all(
        Array.from({ length: 100 }, (_, index) =>
          fetch(sinks[index % 2].origin + SEND_PATH, { method: "POST", body: JSON.stringify(BODY) }).then((response) => response.status),
        ),
      )
      expect(statuses.filter((status) => status === 200)).toHaveLength(10)
      expect(fs.statSync(inboxPath).size).toBe(limit)
    } finally {
      await Promise.all(sinks.map((each) => each.close()))
    }
  })

  it("stores no raw control, DEL, C1 or line-separator character, yet each value parses back exactly as sent", async () => {
    const everyC0 = Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)).join("")
    const everyC1 = Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(0x80 + code)).join("")
    const hostile = {
      ...PARAMS,
      name: `C0 ${everyC0} DEL \u007f C1 ${everyC1}`,
      message:
        "line\u2028separator\u2029paragraph, a backslash before DEL \\\u007f, bidi \u202eoverride\u2066isolate\u2069, and é ü 日本 kept",
      ["key \u009b with \u2028"]: "in a key too",
    }
    expect((await post({ ...BODY, template_params: hostile })).status).toBe(200)
    const stored = fs.readFileSync(sink.inboxPath, "utf8")
    // Only the newline that ends the record; JSON.stringify writes out C0 itself, the sink the rest.
    // eslint-disable-next-line no-control-regex
    expect(stored.replace(/\n$/, "")).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u2028-\u202e\u2066-\u2069]/)
    expect(stored).toContain("\\u009b")
    expect(stored).toContain("\\u2028")
    expect(stored).toContain("é ü 日本 kept")
    expect(inboxLines()).toHaveLength(1)
    expect(inboxLines()[0].template_params).toEqual(hostile)
  })

  it("prints an enquiry's control characters written out: no escape sequence, DEL or C1 character reaches the terminal", async () => {
    const hostile = {
      ...PARAMS,
      name: "Asha\u001b[2J\u001b]0;owned\u0007",
      message: "line one\nline two\ttab \u007f \u009b31m \u0085 \u0000 end",
    }
    expect((await post({ ...BODY, template_params: hostile })).status).toBe(200)
    const printed = logged.join("\n")
    // eslint-disable-next-line no-control-regex
    expect(printed).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/)
    expect(printed).toContain("Asha\\u001b[2J\\u001b]0;owned\\u0007")
    expect(printed).toContain("\\u007f \\u009b31m \\u0085 \\u0000 end")
    // What the inbox holds parses back to the enquiry exactly as sent.
    expect(inboxLines()[0].template_params).toEqual(hostile)
  })

  describe("test controls", () => {
    it.each([
      ["500", "Internal Server Error"],
      ["429", "Too Many Requests"],
      ["403", "Forbidden"],
    ])("makes the next send answer %s, then accepts again", async (mode, text) => {
      expect((await post({ mode }, "/__test/fail-next")).status).toBe(200)
      const failed = await post(BODY)
      expect(failed.status).toBe(Number(mode))
      expect(await failed.text()).toBe(text)
      expect(failed.headers.get("access-control-allow-origin")).toBe(SITE)
      expect(inboxLines()).toEqual([])

      expect((await post(BODY)).status).toBe(200)
      expect(inboxLines()).toHaveLength(1)
    })

    it("drops the next send's connection", async () => {
      await post({ mode: "drop" }, "/__test/fail-next")
      // Node's fetch (another realm's TypeError) fails as a browser's does: no answer at all.
      await expect(post(BODY)).rejects.toMatchObject({ name: "TypeError" })
      expect(inboxLines()).toEqual([])
    })

    it("fails several sends with count, and counts what it saw", async () => {
      await post({ mode: "500", count: 2 }, "/__test/fail-next")
      expect((await post(BODY)).status).toBe(500)
      expect((await post(BODY)).status).toBe(500)
      expect((await post(BODY)).status).toBe(200)
      const stats = await (await fetch(`${sink.origin}/__test/stats`)).json()
      expect(stats).toEqual({ received: 3, accepted: 1 })
    })

    it.each(["delay", "500"])("holds a %s send for ms before handling it", async (mode) => {
      await post({ mode, ms: 300 }, "/__test/fail-next")
      const started = Date.now()
      const answered = await post(BODY)
      expect(Date.now() - started).toBeGreaterThanOrEqual(290)
      expect(answered.status).toBe(mode === "delay" ? 200 : 500)
    })

    it("refuses an unknown mode", async () => {
      expect((await post({ mode: "teapot" }, "/__test/fail-next")).status).toBe(400)
    })

    it("are absent without --test", async () => {
      const plain = await startMailSink({ port: 0, inboxPath: path.join(dir, "plain.jsonl"), log: () => undefined })
      try {
        const response = await fetch(`${plain.origin}/__test/fail-next`, { method: "POST", body: '{"mode":"500"}' })
        expect(response.status).toBe(404)
      } finally {
        await plain.close()
      }
    })
  })
})

describe("parseSinkArgs", () => {
  it("defaults to 127.0.0.1:8787 and .inbox/enquiries.jsonl", () => {
    expect(parseSinkArgs([], {})).toEqual({
      port: 8787,
      inboxPath: ".inbox/enquiries.jsonl",
      allowedOrigins: ["http://localhost:8000"],
      testControls: false,
    })
  })

  it("reads --port, --inbox and --test, which win over the environment", () => {
    const env = { MAIL_SINK_PORT: "9000", MAIL_SINK_INBOX: "env.jsonl" }
    expect(parseSinkArgs([], env)).toEqual(expect.objectContaining({ port: 9000, inboxPath: "env.jsonl", testControls: false }))
    expect(parseSinkArgs(["--port", "8800", "--inbox=/tmp/x.jsonl", "--test"], env)).toEqual(
      expect.objectContaining({ port: 8800, inboxPath: "/tmp/x.jsonl", testControls: true }),
    )
  })

  it("answers the dev site's origin and each --origin", () => {
    expect(parseSinkArgs(["--origin", "http://127.0.0.1:9100", "--origin=http://localhost:8100"], {}).allowedOrigins).toEqual([
      "http://localhost:8000",
      "http://127.0.0.1:9100",
      "http://localhost:8100",
    ])
  })

  it("refuses a port that is not one", () => {
    expect(() => parseSinkArgs(["--port", "http"], {})).toThrow("Not a port")
  })
})
