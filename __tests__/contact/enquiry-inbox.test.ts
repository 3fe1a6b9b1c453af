/**
 * @jest-environment node
 */
import fs from "fs"
import http from "http"
import os from "os"
import path from "path"
import type { AddressInfo } from "net"
import { enquiryInbox, readSubmission } from "../../scripts/enquiry-inbox"
import { FORM_ACTION, FORM_NAME_FIELD, HONEYPOT, NETLIFY_FORM_NAME, STORED_FIELDS } from "../../src/site/enquiry-schema"
import { SAMPLE_SOURCE } from "./enquiry-sources"

const VISITOR = { name: "Asha Verma", email: "asha@example.com", phone: "9876543210", service: "Website Development", message: "Hi" }
const posted = (extra: Record<string, string> = {}) =>
  new URLSearchParams({
    [FORM_NAME_FIELD]: NETLIFY_FORM_NAME,
    ...VISITOR,
    ...SAMPLE_SOURCE,
    terms: "on",
    [HONEYPOT.name]: "",
    ...extra,
  }).toString()

describe("readSubmission: what Netlify Forms would keep of a POST", () => {
  it("keeps every registered field but the trap, under the form's name, and drops fields the form does not register", () => {
    const now = new Date("2026-11-28T10:00:00Z")
    const kept = readSubmission(posted({ unregistered: "dropped" }), now)
    expect(kept).toEqual({
      form_name: NETLIFY_FORM_NAME,
      created_at: now.toISOString(),
      data: { ...VISITOR, ...SAMPLE_SOURCE, terms: "on" },
    })
    expect(Object.keys(kept !== "spam" && kept !== "other form" ? kept.data : {})).toEqual(STORED_FIELDS)
  })

  it("gives fields a form without JavaScript leaves out as empty values", () => {
    const kept = readSubmission(new URLSearchParams({ [FORM_NAME_FIELD]: NETLIFY_FORM_NAME, ...VISITOR }).toString())
    expect(kept).toMatchObject({ data: { enquiry_id: "", latest_landing_page: "", ...VISITOR } })
  })

  it("drops a submission whose honeypot is filled, and refuses another form's", () => {
    expect(readSubmission(posted({ [HONEYPOT.name]: "https://spam.example" }))).toBe("spam")
    expect(readSubmission(posted({ [FORM_NAME_FIELD]: "newsletter" }))).toBe("other form")
  })
})

describe("enquiryInbox on a server", () => {
  let server: http.Server
  let origin = ""
  let inbox = ""
  beforeEach(async () => {
    inbox = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "enquiry-inbox-")), "enquiries.jsonl")
    const stand = enquiryInbox({ inboxPath: inbox, log: () => undefined })
    server = http.createServer((request, response) => {
      if (!stand.answerHere(request, response)) response.writeHead(200).end("a page")
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const post = (body: string) =>
    fetch(`${origin}${FORM_ACTION}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body,
      redirect: "manual",
    })
  const lines = () =>
    fs.existsSync(inbox)
      ? fs
          .readFileSync(inbox, "utf8")
          .trim()
          .split("\n")
          .map((line) => JSON.parse(line))
      : []

  it("appends one record per POST and sends the browser on to the action page", async () => {
    const answer = await post(posted())
    expect([answer.status, answer.headers.get("location")]).toEqual([303, FORM_ACTION])
    expect(lines()).toEqual([expect.objectContaining({ form_name: NETLIFY_FORM_NAME, data: expect.objectContaining(SAMPLE_SOURCE) })])
  })

  it("answers spam as a success and keeps nothing; another form's POST is a 404; other requests pass on", async () => {
    expect((await post(posted({ [HONEYPOT.name]: "x" }))).status).toBe(303)
    expect((await post(posted({ [FORM_NAME_FIELD]: "other" }))).status).toBe(404)
    expect(await (await fetch(`${origin}${FORM_ACTION}`)).text()).toBe("a page")
    expect(lines()).toEqual([])
  })
})
