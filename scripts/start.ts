/**
 * npm start: `gatsby develop`, plus the local mail sink when the EmailJS ids are
 * not set, so the contact form works on a fresh clone. The site then points at
 * the sink with placeholder ids, and every enquiry lands in the inbox file.
 * Beside them, the CMS: its bundle is built into static/admin/ and Decap's
 * local back end (decap-server) serves the working tree, so /admin/ on the dev
 * server edits the files in content/ directly.
 *
 * Every server it opens listens on the loopback address only, and each answers browsers from the
 * dev site's loopback origins only: gatsby develop answers any Host and any site, so it listens
 * on a free loopback port behind a guard (dev-site-guard.ts) that sits where the dev site is;
 * decap-server has no authentication, so it runs behind a guard (decap-server-guard.ts) that also
 * refuses any other Host and any file but the CMS's content (SECURITY.md).
 * Extra arguments go to gatsby develop, --host and --port to the guard (npm start -- --port 8001).
 */
import { spawn, spawnSync } from "child_process"
import http from "http"
import path from "path"
import { parseArgs } from "util"
import {
  EMAILJS_ENV,
  LOCAL_PLACEHOLDER_IDS,
  MAIL_SINK_HOST,
  MAIL_SINK_INBOX,
  MAIL_SINK_PORT,
  missingEmailJsIds,
  resolveEmailJsConfig,
} from "../src/site/emailjs-config"
import { LOCAL_CMS_BACKEND_HOST, localCmsBackendApi, localCmsBackendPort } from "../admin/local-cms-backend"
import { cmsConfig } from "../admin/src/config"
import { DEV_SITE_HOST, DEV_SITE_PORT, devSiteOrigin } from "./dev-site"
import { DEVELOP_HOST, freeLoopbackPort, siteHosts, startDevSiteGuard, type RunningGuard } from "./dev-site-guard"
import { cmsPolicyOf, loopbackOrigins, startDecapServerGuard } from "./decap-server-guard"
import { displayPath, startMailSink, type MailSink } from "./mail-sink"
import { enquiryInbox } from "./enquiry-inbox"
import { keepRunning } from "./keep-running"

/** How many times npm start starts gatsby develop again after it crashed (keep-running.ts). */
const DEVELOP_RESTARTS = 3
/** How long develop must have run for its failure to count as a crash: its start takes about a minute. */
const DEVELOP_UP_FOR_MS = 90_000

export interface StartPlan {
  /** Arguments for gatsby develop besides where it listens (developArgsOn): the caller's, less --host and --port. */
  developArgs: string[]
  /** Environment for gatsby develop. */
  env: NodeJS.ProcessEnv
  /** The dev site's origin, as npm start names it; the mail sink and decap-server answer it on every loopback name. */
  siteOrigin: string
  /** Where the dev site is, as --host and --port say: the guard listens there, gatsby develop behind it. */
  site: { host: string; port: number }
  /** Where decap-server listens, and the dev site's port, whose loopback origins it answers. */
  decapServer: { port: number; sitePort: number }
  /** Set when the sink must run: where it listens and writes. */
  sink?: { port: number; inboxPath: string; missing: string[] }
}

/** What npm start runs with this environment and these arguments for gatsby develop; pure, for tests. */
export function planStart(env: NodeJS.ProcessEnv, args: readonly string[] = []): StartPlan {
  const { values, tokens } = parseArgs({
    args: [...args],
    options: { host: { type: "string", short: "H" }, port: { type: "string", short: "p" } },
    strict: false,
    tokens: true,
  })
  const host = typeof values.host === "string" ? values.host : DEV_SITE_HOST
  const sitePort = typeof values.port === "string" ? Number(values.port) : DEV_SITE_PORT
  if (!Number.isInteger(sitePort) || sitePort <= 0 || sitePort > 65535) throw new Error(`--port is not a port: ${values.port}`)
  const siteOrigin = devSiteOrigin(host, sitePort)
  // The guard takes --host and --port (and their values); develop gets its own (developArgsOn).
  const guardArgs = new Set(
    tokens
      .filter((token) => token.kind === "option" && (token.name === "host" || token.name === "port"))
      .flatMap((token) =>
        token.kind === "option" && token.value !== undefined && !token.inlineValue ? [token.index, token.index + 1] : [token.index],
      ),
  )
  const developArgs = args.filter((_arg, index) => !guardArgs.has(index))
  const decapServer = { port: localCmsBackendPort(env), sitePort }
  const base = {
    env: { ...env, GATSBY_TELEMETRY_DISABLED: "1" },
    developArgs,
    siteOrigin,
    site: { host, port: sitePort },
    decapServer,
  }
  const missing = missingEmailJsIds(env)
  if (missing.length === 0) return base
  const port = env.MAIL_SINK_PORT ? Number(env.MAIL_SINK_PORT) : MAIL_SINK_PORT
  return {
    ...base,
    env: {
      ...base.env,
      [EMAILJS_ENV.serviceId]: LOCAL_PLACEHOLDER_IDS.serviceId,
      [EMAILJS_ENV.templateId]: LOCAL_PLACEHOLDER_IDS.templateId,
      [EMAILJS_ENV.publicKey]: LOCAL_PLACEHOLDER_IDS.publicKey,
      [EMAILJS_ENV.origin]: `http://${MAIL_SINK_HOST}:${port}`,
    },
    sink: { port, inboxPath: env.MAIL_SINK_INBOX ?? MAIL_SINK_INBOX, missing },
  }
}

/**
 * gatsby develop's arguments and environment behind the guard: on the loopback address and this
 * port, answering there only the Hosts the guard passes on (develop-host-check.cjs).
 */
export function developOn(plan: StartPlan, port: number): { args: string[]; env: NodeJS.ProcessEnv } {
  const hostCheck = `--require ${JSON.stringify(path.join(__dirname, "develop-host-check.cjs"))}`
  return {
    args: [...plan.developArgs, "--host", DEVELOP_HOST, "--port", String(port)],
    env: {
      ...plan.env,
      NODE_OPTIONS: [plan.env.NODE_OPTIONS, hostCheck].filter(Boolean).join(" "),
      DEVELOP_PORT: String(port),
      DEV_SITE_HOSTS: siteHosts(plan.site).join(","),
    },
  }
}

/** The guard where the dev site is, in front of develop on this port; exits saying why when the port is taken. */
async function startGuard(plan: StartPlan, upstream: { host: string; port: number }): Promise<RunningGuard> {
  const inbox = enquiryInbox({ inboxPath: plan.sink?.inboxPath })
  try {
    const guard = await startDevSiteGuard({
      site: plan.site,
      listenHost: plan.site.host,
      upstream,
      connectOrigins: [resolveEmailJsConfig(plan.env).origin],
      answerHere: inbox.answerHere,
    })
    console.log(`The contact form's store: posts are appended to ${displayPath(inbox.inboxPath)} (Netlify Forms on the live site).`)
    console.log(
      `The dev site: ${plan.siteOrigin}/ (gatsby develop answers it through a guard; its own address, ${upstream.host}:${upstream.port}, is internal).`,
    )
    return guard
  } catch (error) {
    console.error(`The dev site cannot listen on ${plan.site.host}:${plan.site.port} (${(error as Error).message}).`)
    console.error("Free the port, or give another: npm start -- --port 8001")
    process.exit(1)
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

/**
 * decap-server on the working tree, behind its guard, on the loopback address; if the port is
 * taken (another npm start), it says so and the rest runs on.
 */
async function startDecapServer({ decapServer: { port, sitePort }, siteOrigin }: StartPlan): Promise<http.Server | undefined> {
  // Only what the configuration edits matters here, not the repository it names.
  const cms = cmsPolicyOf(cmsConfig({ repo: "", branch: "", localBackend: localCmsBackendApi(port) }))
  try {
    const server = await startDecapServerGuard({ repoPath: process.cwd(), sitePort, cms }, { host: LOCAL_CMS_BACKEND_HOST, port })
    console.log(`CMS: ${siteOrigin}/admin/ edits the content through decap-server on ${LOCAL_CMS_BACKEND_HOST}:${port}.`)
    return server
  } catch (error) {
    console.error(
      `decap-server could not start on ${LOCAL_CMS_BACKEND_HOST}:${port} (${(error as Error).message}); /admin/ uses whatever answers there.`,
    )
    return undefined
  }
}

async function main() {
  const plan = planStart(process.env, process.argv.slice(2))
  const adminBuild = spawnSync(process.execPath, [require.resolve("tsx/cli"), "admin/build.ts"], { stdio: "inherit" })
  if (adminBuild.status !== 0) console.error("The CMS could not be bundled (see above); the site runs without /admin/.")
  const decapServer = await startDecapServer(plan)
  let sink: MailSink | undefined

  if (plan.sink) {
    console.log(`Contact form: ${plan.sink.missing.join(", ")} not set, so it sends to the local mail sink.`)
    try {
      sink = await startMailSink({
        port: plan.sink.port,
        inboxPath: plan.sink.inboxPath,
        allowedOrigins: loopbackOrigins(plan.decapServer.sitePort),
      })
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

  // The guard reads develop's port at each request: a develop started again gets a port of its own
  // (the last one's may not be free yet), and the first the port the guard named as it started.
  const upstream = { host: DEVELOP_HOST, port: await freeLoopbackPort() }
  const guard = await startGuard(plan, upstream)
  let starts = 0
  const startDevelop = async () => {
    if (starts++ > 0) upstream.port = await freeLoopbackPort()
    const behindGuard = developOn(plan, upstream.port)
    return spawn(process.execPath, [require.resolve("gatsby/cli.js"), "develop", ...behindGuard.args], {
      stdio: "inherit",
      env: behindGuard.env,
    })
  }
  const develop = keepRunning(startDevelop, {
    name: "gatsby develop",
    restarts: DEVELOP_RESTARTS,
    upFor: DEVELOP_UP_FOR_MS,
    log: (line) => console.error(line),
    done(code, signal) {
      decapServer?.close()
      void guard.close()
      const finish = () => process.exit(code ?? (signal ? 1 : 0))
      if (sink) sink.close().then(finish, finish)
      else finish()
    },
  })

  // Ctrl+C reaches gatsby too (same process group); wait for it to exit, then stop the sink.
  process.on("SIGINT", () => develop.stopping())
  process.on("SIGTERM", () => develop.stopping("SIGTERM"))
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
