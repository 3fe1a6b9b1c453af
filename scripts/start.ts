/**
 * npm start: `gatsby develop`, plus the local mail sink when the EmailJS ids are
 * not set, so the contact form works on a fresh clone. The site then points at
 * the sink with placeholder ids, and every enquiry lands in the inbox file.
 * Beside them, the CMS: its bundle is built into static/admin/ and Decap's
 * local back end (decap-server) serves the working tree, so /admin/ on the dev
 * server edits the files in content/ directly.
 * Extra arguments go to gatsby develop (npm start -- --port 8001).
 */
import { spawn, spawnSync, type ChildProcess } from "child_process"
import path from "path"
import http from "http"
import {
  EMAILJS_ENV,
  LOCAL_PLACEHOLDER_IDS,
  MAIL_SINK_HOST,
  MAIL_SINK_INBOX,
  MAIL_SINK_PORT,
  missingEmailJsIds,
} from "../src/components/contact/emailjs-config"
import { displayPath, startMailSink, type MailSink } from "./mail-sink"

export interface StartPlan {
  /** Environment for gatsby develop. */
  env: NodeJS.ProcessEnv
  /** Set when the sink must run: where it listens and writes. */
  sink?: { port: number; inboxPath: string; missing: string[] }
}

/** What npm start runs with this environment; pure, for tests. */
export function planStart(env: NodeJS.ProcessEnv): StartPlan {
  const base = { ...env, GATSBY_TELEMETRY_DISABLED: "1" }
  const missing = missingEmailJsIds(env)
  if (missing.length === 0) return { env: base }
  const port = env.MAIL_SINK_PORT ? Number(env.MAIL_SINK_PORT) : MAIL_SINK_PORT
  return {
    env: {
      ...base,
      [EMAILJS_ENV.serviceId]: LOCAL_PLACEHOLDER_IDS.serviceId,
      [EMAILJS_ENV.templateId]: LOCAL_PLACEHOLDER_IDS.templateId,
      [EMAILJS_ENV.publicKey]: LOCAL_PLACEHOLDER_IDS.publicKey,
      [EMAILJS_ENV.origin]: `http://${MAIL_SINK_HOST}:${port}`,
    },
    sink: { port, inboxPath: env.MAIL_SINK_INBOX ?? MAIL_SINK_INBOX, missing },
  }
}

/** True when a mail sink (from another npm start or npm run mail-sink) already answers on the port. */
function sinkAlreadyRunning(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get({ host: MAIL_SINK_HOST, port, path: "/", timeout: 2000 }, (response) => {
      let body = ""
      response.on("data", (chunk: Buffer) => (body += chunk.toString()))
      response.on("end", () => resolve(body.startsWith("EmailJS-compatible local mail sink")))
    })
    request.on("error", () => resolve(false))
    request.on("timeout", () => {
      request.destroy()
      resolve(false)
    })
  })
}

/** The port Decap's local back end listens on: the one decap-cms looks for on localhost. */
export const DECAP_SERVER_PORT = 8081

/** decap-server on the working tree; if the port is taken (another npm start), it says so and the rest runs on. */
function startDecapServer(): ChildProcess {
  const admin = path.resolve("admin")
  const server = spawn(process.execPath, [require.resolve("decap-server/dist/index.js", { paths: [admin] })], {
    stdio: "inherit",
    env: { ...process.env, PORT: String(DECAP_SERVER_PORT), GIT_REPO_DIRECTORY: process.cwd(), LOG_LEVEL: "warn" },
  })
  console.log(`CMS: http://localhost:8000/admin/ edits content/ through decap-server on port ${DECAP_SERVER_PORT}.`)
  return server
}

async function main() {
  const plan = planStart(process.env)
  const adminBuild = spawnSync(process.execPath, [require.resolve("tsx/cli"), "admin/build.ts"], { stdio: "inherit" })
  if (adminBuild.status !== 0) console.error("The CMS could not be bundled (see above); the site runs without /admin/.")
  const decapServer = startDecapServer()
  let sink: MailSink | undefined

  if (plan.sink) {
    console.log(`Contact form: ${plan.sink.missing.join(", ")} not set, so it sends to the local mail sink.`)
    try {
      sink = await startMailSink({ port: plan.sink.port, inboxPath: plan.sink.inboxPath })
      console.log(`Mail sink listening on ${sink.origin}`)
      console.log(`Enquiries sent from the form are appended to ${displayPath(sink.inboxPath)}`)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EADDRINUSE" && (await sinkAlreadyRunning(plan.sink.port))) {
        console.log(`A mail sink already runs on port ${plan.sink.port}; the form sends to it (see its output for its inbox file).`)
      } else {
        console.error(`The mail sink could not start on ${MAIL_SINK_HOST}:${plan.sink.port}:`, error)
        console.error(`Free the port, or set MAIL_SINK_PORT to another one.`)
        process.exit(1)
      }
    }
  } else {
    console.log("Contact form: sends through EmailJS with the GATSBY_EMAILJS_* values from the environment.")
  }

  const develop = spawn(process.execPath, [require.resolve("gatsby/cli.js"), "develop", ...process.argv.slice(2)], {
    stdio: "inherit",
    env: plan.env,
  })

  // Ctrl+C reaches gatsby too (same process group); wait for it to exit, then stop the sink.
  const forward = (signal: NodeJS.Signals) => () => develop.kill(signal)
  process.on("SIGINT", () => undefined)
  process.on("SIGTERM", forward("SIGTERM"))

  develop.on("exit", (code, signal) => {
    decapServer.kill()
    const finish = () => process.exit(code ?? (signal ? 1 : 0))
    if (sink) sink.close().then(finish, finish)
    else finish()
  })
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
