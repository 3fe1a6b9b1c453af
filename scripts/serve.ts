/**
 * npm run serve: the built site (public/, or the folder --dir names) served as Netlify's CDN serves it, by the same server
 * the benchmark, the screenshots and the browser tests use (static-server.ts), with the contact form's store standing in
 * for Netlify Forms (enquiry-inbox.ts; --inbox moves its file). A POST is answered only from the site's own pages on a
 * loopback name (dev-site-guard.ts's rule), so another site cannot fill the inbox. Netlify's own server, with the
 * headers, is npm run serve:netlify.
 */
import fs from "fs"
import path from "path"
import { parseArgs } from "util"
import { MAIL_SINK_INBOX } from "../src/site/emailjs-config"
import { refusalOf, refuse } from "./dev-site-guard"
import { enquiryInbox } from "./enquiry-inbox"
import { startStaticServer } from "./static-server"

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: "string", default: "9000" },
      dir: { type: "string", default: "public" },
      inbox: { type: "string", default: MAIL_SINK_INBOX },
    },
  })
  const port = Number(values.port)
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`Not a port: ${values.port}`)
  if (!fs.existsSync(path.join(values.dir, "index.html")))
    throw new Error(`${values.dir} holds no built site: npm run build makes public/, npm test makes .test-build/'s.`)
  const inbox = enquiryInbox({ inboxPath: values.inbox })
  const server = await startStaticServer(values.dir, {
    port,
    compressAhead: false,
    answerHere: (request, response) => {
      const refusal = request.method === "POST" && refusalOf(request.headers, "POST", request.url ?? "/", { port })
      if (!refusal) return inbox.answerHere(request, response)
      refuse(response, refusal, console.warn)
      return true
    },
  })
  console.log(`Serving ${values.dir} at ${server.origin}/; the contact form's posts are appended to ${inbox.inboxPath}`)
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void server.close().then(() => process.exit(0)))
}

main().catch((error: unknown) => {
  console.error((error as Error).message)
  process.exit(1)
})
