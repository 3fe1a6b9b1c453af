/**
 * npm run serve: the built site (public/, or the folder --dir names) served as Netlify's CDN serves it, by the same server
 * the benchmark, the screenshots and the browser tests use (static-server.ts). Netlify's own
 * server, with the headers, is npm run serve:netlify.
 */
import fs from "fs"
import path from "path"
import { parseArgs } from "util"
import { startStaticServer } from "./static-server"

async function main() {
  const { values } = parseArgs({ options: { port: { type: "string", default: "9000" }, dir: { type: "string", default: "public" } } })
  const port = Number(values.port)
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`Not a port: ${values.port}`)
  if (!fs.existsSync(path.join(values.dir, "index.html")))
    throw new Error(`${values.dir} holds no built site: npm run build makes public/, npm test makes .test-build/'s.`)
  const server = await startStaticServer(values.dir, { port, compressAhead: false })
  console.log(`Serving ${values.dir} at ${server.origin}/`)
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void server.close().then(() => process.exit(0)))
}

main().catch((error: unknown) => {
  console.error((error as Error).message)
  process.exit(1)
})
