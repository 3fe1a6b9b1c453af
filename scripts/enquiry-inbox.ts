/**
 * The local stand-in for Netlify Forms (issue 45): npm start's guard and npm run serve answer the
 * contact form's POST with it, so that the form's store works locally with and without JavaScript.
 * `netlify dev` does not (netlify/cli#447). Like Netlify, it keeps a POST naming the registered form
 * in `form-name`, drops fields the form does not register and a submission whose honeypot is
 * filled (answered as a success), and answers with the form's action page (303, so that a browser
 * and the script's fetch both land on /thank-you/). Each kept enquiry is one JSON line in the inbox
 * (.inbox/enquiries.jsonl, gitignored, beside the mail sink's), shaped as Netlify's API gives a
 * submission: { form_name, created_at, data }. Bounded as the mail sink is (its body and inbox limits).
 * Who may post is the server's guard's business (dev-site-guard.ts's refusalOf), not this file's.
 */
import http from "http"
import path from "path"
import { FORM_ACTION, FORM_NAME_FIELD, HONEYPOT, NETLIFY_FORM_NAME, STORED_FIELDS } from "../src/site/enquiry-schema"
import { MAIL_SINK_INBOX } from "../src/site/emailjs-config"
import {
  answer,
  appendWithinLimit,
  displayPath,
  inboxFullMessage,
  INBOX_LIMIT_BYTES,
  MAX_BODY_BYTES,
  readBody,
  refuseTooLarge,
} from "./mail-sink"
import { escapeForTerminal } from "./terminal-text"

type StoredField = (typeof STORED_FIELDS)[number]

/** One kept enquiry, as Netlify's API lists a submission (its form's name, when, the registered fields). */
export interface StoredEnquiry {
  form_name: string
  created_at: string
  data: Record<StoredField, string>
}

/** What a POST's URL-encoded body comes to: a record to keep, spam to drop, or not the enquiry form's. */
export function readSubmission(body: string, now = new Date()): StoredEnquiry | "spam" | "other form" {
  const posted = new URLSearchParams(body)
  if (posted.get(FORM_NAME_FIELD) !== NETLIFY_FORM_NAME) return "other form"
  if (posted.get(HONEYPOT.name)) return "spam"
  const data = Object.fromEntries(STORED_FIELDS.map((field) => [field, posted.get(field) ?? ""])) as Record<StoredField, string>
  return { form_name: NETLIFY_FORM_NAME, created_at: now.toISOString(), data }
}

/** Whether a request is a form POST this stand-in answers. */
const isFormPost = (request: http.IncomingMessage) =>
  request.method === "POST" && new URL(request.url ?? "/", "http://site").pathname === FORM_ACTION

export interface EnquiryInboxOptions {
  inboxPath?: string
  inboxLimitBytes?: number
  log?: (text: string) => void
}

/** The handler of a form POST: keeps the enquiry in the inbox and sends the browser on to the action page. */
export function enquiryInbox({
  inboxPath = MAIL_SINK_INBOX,
  inboxLimitBytes = INBOX_LIMIT_BYTES,
  log = console.log,
}: EnquiryInboxOptions = {}) {
  const inbox = path.resolve(inboxPath)
  const print = (text: string) => log(escapeForTerminal(text))
  const handle = async (request: http.IncomingMessage, response: http.ServerResponse) => {
    const body = await readBody(request, MAX_BODY_BYTES)
    if (body === null) return refuseTooLarge(request, response)
    const submission = readSubmission(body)
    if (submission === "other form") return answer(response, 404, `No form named ${NETLIFY_FORM_NAME} in ${FORM_NAME_FIELD}`)
    if (submission !== "spam") {
      const line = escapeForTerminal(JSON.stringify(submission))
      if (!(await appendWithinLimit(inbox, line, inboxLimitBytes))) {
        const message = inboxFullMessage(inbox, inboxLimitBytes)
        print(`Form submission refused: ${message}`)
        return answer(response, 507, message)
      }
      print(`Form submission received (appended to ${displayPath(inbox)}):\n${line}`)
    }
    response.writeHead(303, { Location: FORM_ACTION, "Content-Length": 0 })
    response.end()
  }
  return {
    inboxPath: inbox,
    /** A server's hook (answerHere): answers the form's POST, returning true, and leaves every other request. */
    answerHere(request: http.IncomingMessage, response: http.ServerResponse): boolean {
      if (!isFormPost(request)) return false
      handle(request, response).catch((error: unknown) => {
        console.error("Enquiry inbox:", error)
        if (!response.headersSent) answer(response, 500, "Internal Server Error")
        else response.end()
      })
      return true
    },
  }
}
