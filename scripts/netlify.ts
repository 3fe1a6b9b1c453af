/**
 * Netlify's own build and server, from tools/netlify/ (netlify-cli, the Node 22
 * Netlify builds on, and Deno, which `netlify dev` needs). They live in a
 * package.json of their own, installed on first use, so the site's own
 * `npm install` stays small and never needs them.
 *
 *   npm run serve:netlify [-- --port 9000]   serves public/ as Netlify does: netlify.toml and
 *                                            public/_headers applied, unknown paths -> 404.html
 */
import { spawn, spawnSync, type ChildProcess } from "child_process"
import fs from "fs"
import path from "path"
import { parseArgs } from "util"

const ROOT = path.resolve(__dirname, "..")
export const NETLIFY_TOOL_DIR = path.join(ROOT, "tools/netlify")
const TOOL_BIN = path.join(NETLIFY_TOOL_DIR, "node_modules/.bin")

/** Installs tools/netlify/ when it is missing (npm registry needed once; never during a test run that has it). */
export function installNetlifyTools(): void {
  if (["netlify", "node", "deno"].every((bin) => fs.existsSync(path.join(TOOL_BIN, bin)))) return
  console.log("Installing Netlify's CLI, Node 22 and Deno into tools/netlify/ (once)...")
  const result = spawnSync("npm", ["install", "--no-audit", "--no-fund", "--prefix", NETLIFY_TOOL_DIR], { stdio: "inherit" })
  if (result.status !== 0) throw new Error("Could not install tools/netlify/: run npm install --prefix tools/netlify and read its error.")
}

/** The environment the Netlify CLI runs in: its Node 22 and Deno first on PATH. */
export const netlifyEnv = (env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv => ({
  ...env,
  PATH: `${TOOL_BIN}${path.delimiter}${env.PATH ?? ""}`,
  GATSBY_TELEMETRY_DISABLED: "1",
})

/**
 * `netlify dev` serving the build in public/ with no build step and no network:
 * Netlify's own header rules (netlify.toml and public/_headers, by Netlify's
 * parser and matcher) and its 404 handling.
 */
export const netlifyDevArgs = (port: number): string[] => [
  "dev",
  "--offline",
  "--dir",
  "public",
  "--port",
  String(port),
  "--framework",
  "#static",
  "--no-open",
]

/** `netlify dev` serving the build in `<projectDir>/public` (that project's netlify.toml applied) on `port`. */
export function serveBuildWithNetlify(projectDir: string, port: number, stdio: "inherit" | "ignore" = "inherit"): ChildProcess {
  installNetlifyTools()
  return spawn(path.join(TOOL_BIN, "netlify"), netlifyDevArgs(port), { cwd: projectDir, env: netlifyEnv(), stdio })
}

function main() {
  const { values } = parseArgs({ options: { port: { type: "string", default: "9000" } } })
  const port = Number(values.port)
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`Not a port: ${values.port}`)
  if (!fs.existsSync(path.join(ROOT, "public/index.html"))) throw new Error("public/ holds no built site: run npm run build first.")
  const server = serveBuildWithNetlify(ROOT, port)
  server.on("exit", (code) => process.exit(code ?? 1))
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => server.kill(signal))
}

if (require.main === module) {
  try {
    main()
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
}
