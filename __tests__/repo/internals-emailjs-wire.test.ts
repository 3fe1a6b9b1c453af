/**
 * @jest-environment node
 *
 * The mail sink (scripts/mail-sink.ts) copies EmailJS's wire protocol as @emailjs/browser speaks it:
 * POST /api/v1.0/email/send with { lib_version, user_id, service_id, template_id, template_params }.
 * Its own tests post a body written by hand; this one sends through the form's own sendEnquiry and
 * the real, installed library to a sink on a free port, so a library that speaks otherwise (a new
 * path, field or encoding) fails here instead of in the developer's form.
 */
import fs from "fs"
import os from "os"
import path from "path"
import { startMailSink, type InboxRecord, type MailSink } from "../../scripts/mail-sink"
import { sendEnquiry } from "../../src/components/contact/send-enquiry"
import { resolveEmailJsConfig } from "../../src/site/emailjs-config"
import { SAMPLE_SOURCE } from "../contact/enquiry-sources"

const ENQUIRY = {
  name: "Asha Verma",
  email: "asha@example.com",
  phone: "9876543210",
  service: "Cloud Consulting",
  message: "Hello, «unicode» & more",
}

let dir: string
let sink: MailSink

beforeAll(() => {
  // The one browser global the library reads on a send (the page's path, for its optional rate limit); Node's fetch posts.
  Object.assign(globalThis, { location: new URL(`http://localhost:8000${SAMPLE_SOURCE.page}`) })
})

afterAll(() => {
  delete (globalThis as { location?: unknown }).location
})

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "emailjs-wire-"))
  sink = await startMailSink({ port: 0, inboxPath: path.join(dir, "enquiries.jsonl"), log: () => undefined })
})

afterEach(async () => {
  await sink.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

it("takes an enquiry sent by the installed @emailjs/browser as it is sent, every template parameter kept", async () => {
  const config = resolveEmailJsConfig({ GATSBY_EMAILJS_ORIGIN: sink.origin })
  expect(config.usesLocalSink).toBe(true)

  await sendEnquiry(ENQUIRY, SAMPLE_SOURCE, config)

  const lines = fs.readFileSync(sink.inboxPath, "utf8").trim().split("\n")
  expect(lines).toHaveLength(1)
  const record = JSON.parse(lines[0]) as InboxRecord
  const library = JSON.parse(fs.readFileSync(require.resolve("@emailjs/browser/package.json"), "utf8")) as { version: string }
  expect(record).toEqual(
    expect.objectContaining({
      lib_version: library.version,
      user_id: config.publicKey,
      service_id: config.serviceId,
      template_id: config.templateId,
      template_params: { ...ENQUIRY, ...SAMPLE_SOURCE },
    }),
  )
})
