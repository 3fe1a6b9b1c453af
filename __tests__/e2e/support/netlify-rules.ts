import fs from "fs"
import path from "path"
import { SERVED_SITE_DIR } from "./origins"

/** The built site the suite serves (public/ for the delivery suite, whose Netlify build writes _headers and _redirects). */
export const PUBLIC_DIR = SERVED_SITE_DIR
const NETLIFY_CONFIG = path.resolve(__dirname, "../../../netlify.toml")

/** The line Gatsby's Netlify adapter opens its block of public/_headers with. */
export const ADAPTER_BLOCK_START = "# gatsby-adapter-netlify start"

/** Files Netlify reads as configuration and never serves. */
const CONFIG_FILES = new Set(["/_headers", "/_redirects"])

/** One header rule as Netlify's parser returns it. */
interface HeaderRule {
  for: string
  forRegExp: RegExp
  values: Record<string, string>
}

/** The header rules of public/_headers and netlify.toml, by Netlify's own parser (the one netlify dev and deploys use). */
export async function loadHeaderRules(): Promise<HeaderRule[]> {
  // An ES module only: a dynamic import loads it from CommonJS on every Node 20 (require() of it needs 20.19).
  const { parseAllHeaders } = await import("@netlify/headers-parser")
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [path.join(PUBLIC_DIR, "_headers")],
    netlifyConfigPath: NETLIFY_CONFIG,
    configHeaders: [],
    minimal: false,
  })
  if (errors.length > 0) throw new Error(`Netlify would reject these headers:\n${errors.map((error) => error.message).join("\n")}`)
  return headers as HeaderRule[]
}

/** The headers (names in lower case) netlify dev gives a path: every matching rule in order, a later one winning. */
export function netlifyHeadersForPath(rules: readonly HeaderRule[], requestPath: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const rule of rules.filter(({ forRegExp }) => forRegExp.test(requestPath))) {
    for (const [name, value] of Object.entries(rule.values)) headers[name.toLowerCase()] = value
  }
  return headers
}

/** Every file of public/ a visitor can request, with the path it is requested by. */
export function servedFiles(): { requestPath: string; file: string }[] {
  return fs
    .readdirSync(PUBLIC_DIR, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name)
      return { requestPath: `/${path.relative(PUBLIC_DIR, file).split(path.sep).join("/")}`, file }
    })
    .filter(({ requestPath }) => !CONFIG_FILES.has(requestPath))
    .sort((a, b) => a.requestPath.localeCompare(b.requestPath))
}
