import { expect, test } from "@playwright/test"
import { spawn, type ChildProcess } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { MAIL_SINK_ORIGIN, MAIL_SINK_PORT } from "../../../src/site/emailjs-config"
import { E2E_SITE_ORIGIN } from "./origins"

const ROOT = path.resolve(__dirname, "../../..")

/**
 * Held by the spec file whose mail sink runs: the built site posts to the sink's one fixed origin,
 * so spec files that send run one after another, whichever worker has them. A directory, made
 * atomically; it names its holder's process, so a lock left by a killed run is taken over.
 */
const LOCK = path.join(os.tmpdir(), "agency-e2e-mail-sink.lock")
const LOCK_WAIT_MS = 15 * 60 * 1000

function tryLock(): boolean {
  try {
    fs.mkdirSync(LOCK)
    fs.writeFileSync(path.join(LOCK, "pid"), String(process.pid))
    return true
  } catch {
    // Read, never created: a pid file written here while its holder removes the lock left the lock
    // directory not empty, and the holder's removal failed (ENOTEMPTY).
    let written = ""
    try {
      written = fs.readFileSync(path.join(LOCK, "pid"), "utf8")
    } catch {
      /* the lock was just made, or just removed */
    }
    const holder = Number(written || 0)
    let alive = holder > 0
    try {
      if (alive) process.kill(holder, 0)
    } catch {
      alive = false
    }
    if (!alive && holder > 0) fs.rmSync(LOCK, { recursive: true, force: true })
    return false
  }
}

async function sinkAnswers(): Promise<boolean> {
  try {
    return (await fetch(`${MAIL_SINK_ORIGIN}/`)).ok
  } catch {
    return false
  }
}

/** One inbox line: what the sink received (scripts/mail-sink.ts), template_params as sent. */
export interface InboxLine {
  service_id: string
  template_id: string
  user_id: string
  template_params: Record<string, string>
}

/**
 * The real mail sink for one spec file, in --test mode, with an inbox of its own: started before
 * the file's tests (once no other file's sink runs), emptied and reset before each, stopped after.
 * Call it at the top of a spec file that runs serially (the sink and its inbox are shared state).
 */
export function withMailSink() {
  let sink: ChildProcess | undefined
  let sinkOutput = ""
  let inbox = ""
  let locked = false

  test.beforeAll(async () => {
    test.setTimeout(LOCK_WAIT_MS + 60_000)
    const lockDeadline = Date.now() + LOCK_WAIT_MS
    while (!(locked = tryLock())) {
      if (Date.now() > lockDeadline) throw new Error(`Another spec file's mail sink still runs (${LOCK})`)
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    if (await sinkAnswers()) {
      throw new Error(`Something already listens on ${MAIL_SINK_ORIGIN} (npm start?). Stop it: these tests start their own mail sink.`)
    }
    inbox = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "contact-e2e-")), "enquiries.jsonl")
    // Its own process group, so afterAll can stop npx, tsx and node together.
    const args = ["--port", String(MAIL_SINK_PORT), "--origin", E2E_SITE_ORIGIN, "--test", "--inbox", inbox]
    sink = spawn("npx", ["tsx", "scripts/mail-sink.ts", ...args], { cwd: ROOT, detached: true, stdio: ["ignore", "pipe", "pipe"] })
    sink.stdout?.on("data", (chunk: Buffer) => (sinkOutput += chunk.toString()))
    sink.stderr?.on("data", (chunk: Buffer) => (sinkOutput += chunk.toString()))

    const deadline = Date.now() + 45_000
    while (!(await sinkAnswers())) {
      if (sink.exitCode !== null) throw new Error(`The mail sink exited:\n${sinkOutput}`)
      if (Date.now() > deadline) throw new Error(`The mail sink did not start:\n${sinkOutput}`)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  })

  test.afterAll(async () => {
    if (sink?.pid && sink.exitCode === null) {
      const exited = new Promise((resolve) => sink!.once("exit", resolve))
      process.kill(-sink.pid, "SIGTERM")
      await exited
    }
    if (inbox) fs.rmSync(path.dirname(inbox), { recursive: true, force: true })
    if (locked) fs.rmSync(LOCK, { recursive: true, force: true })
  })

  test.beforeEach(async () => {
    await control("/__test/reset")
    fs.rmSync(inbox, { force: true })
  })

  async function control(route: string, body?: object) {
    const response = await fetch(MAIL_SINK_ORIGIN + route, { method: "POST", body: body && JSON.stringify(body) })
    expect(response.status, `${route}: ${await response.text()}`).toBe(200)
  }

  return {
    /** Makes the sink's next send fail as the mode says (see scripts/mail-sink.ts); ms delays any mode. */
    failNext: (mode: "500" | "429" | "403" | "drop" | "delay", options: { ms?: number; count?: number } = {}) =>
      control("/__test/fail-next", { mode, ...options }),
    async sendsReceived(): Promise<number> {
      return ((await (await fetch(`${MAIL_SINK_ORIGIN}/__test/stats`)).json()) as { received: number }).received
    },
    inboxLines(): InboxLine[] {
      if (!fs.existsSync(inbox)) return []
      return fs
        .readFileSync(inbox, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line))
    },
  }
}
