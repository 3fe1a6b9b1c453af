/** Serves the built site and the bare Gatsby page where lighthouserc.cjs sends Lighthouse (its startServerCommand). */
import path from "path"
import { startStaticServer } from "../static-server"
import { BENCH_SERVERS } from "./routes"

const ROOT = path.resolve(__dirname, "../..")

async function main() {
  for (const { dir, port } of Object.values(BENCH_SERVERS)) {
    const server = await startStaticServer(path.resolve(ROOT, dir), { port })
    console.log(`Serving ${dir} at ${server.origin}`)
  }
  // Lighthouse CI starts collecting when it reads this word (its startServerReadyPattern).
  console.log("Bench servers ready.")
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
