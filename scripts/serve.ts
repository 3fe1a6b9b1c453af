/**
 * npm run serve: the built site (public/) served as Netlify's CDN serves it, by the same server
 * the benchmark, the screenshots and the browser tests use (static-server.ts). Netlify's own
 * server, with the headers, is npm run serve:netlify.
 */
import fs from "fs"
import { parseArgs } from "util"
import { startStaticServer } from "./static-server"

async function main() {
  const { values } = parseArgs({ options: { port: { type: "string", default: "9000" } } })
  const port = Number(values.port)
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`Not a port: ${values.port}`)
  if (!fs.existsSync("public/index.html")) throw new Error("public/ holds no built site: run npm run build first.")
  const server = await startStaticServer("public", { port, compressAhead: false })
  console.log(`Serving public/ at ${server.origin}/`)
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void server.close().then(() => process.exit(0)))
}

main().catch((error: unknown) => {
  console.error((error as Error).message)
  process.exit(1)
})
