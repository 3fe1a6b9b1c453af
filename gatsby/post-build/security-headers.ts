import crypto from "crypto"
import fs from "fs"
import path from "path"
import { parse, type DefaultTreeAdapterMap } from "parse5"
import { resolveEmailJsConfig, type EmailJsEnv } from "../../src/site/emailjs-config"
import { isAdminFile } from "../../admin/admin-path"
import { htmlFiles, type HtmlFile } from "./html-files"
import { assertSafeLineValue } from "./line-safe-value"

/*
 * A Content-Security-Policy for every HTML file of the built site, written to
 * public/_headers after the build (Netlify reads that file beside netlify.toml,
 * which holds the headers that are the same for every path).
 *
 * Gatsby puts a few inline <script>s in every page (the page path, the webpack
 * compilation hash, the chunk map, and our no-js remover from gatsby-ssr.tsx).
 * They differ per page and per build, so each page's policy allows exactly its
 * own inline scripts by their SHA-256 hashes, with no 'unsafe-inline' and no
 * 'unsafe-eval'. See SECURITY.md.
 */

export const HEADERS_FILE_NAME = "_headers"
export const GENERATED_START = "## security-headers start: written by gatsby/post-build/security-headers.ts after each build; do not edit"
export const GENERATED_END = "## security-headers end"

/** HTML and page data must be revalidated on every visit (Gatsby's caching guidance for Netlify). */
export const HTML_CACHE_CONTROL = "public, max-age=0, must-revalidate"

/**
 * Cross-Origin-Opener-Policy of each page: a page opened from another site, or that opens one (the
 * chat link), shares no browsing context group with it. The CMS's page lets the windows it opens
 * keep their opener: GitHub's sign-in through Netlify's OAuth provider answers it from a popup.
 */
export const OPENER_POLICY = { page: "same-origin", admin: "same-origin-allow-popups" } as const

type Element = DefaultTreeAdapterMap["element"]
type ParentNode = DefaultTreeAdapterMap["parentNode"]
type ChildNode = DefaultTreeAdapterMap["childNode"]

/**
 * The type values under which a browser runs an inline <script> (and so checks
 * it against script-src): the JavaScript MIME types, "module", and the two JSON
 * script kinds that CSP governs too. Anything else (application/ld+json,
 * application/json, text/template…) is a data block: never run, never checked.
 * https://html.spec.whatwg.org/multipage/scripting.html#prepare-the-script-element
 */
const JAVASCRIPT_MIME_TYPES = new Set([
  "application/ecmascript",
  "application/javascript",
  "application/x-ecmascript",
  "application/x-javascript",
  "text/ecmascript",
  "text/javascript",
  "text/javascript1.0",
  "text/javascript1.1",
  "text/javascript1.2",
  "text/javascript1.3",
  "text/javascript1.4",
  "text/javascript1.5",
  "text/jscript",
  "text/livescript",
  "text/x-ecmascript",
  "text/x-javascript",
])
const CSP_GOVERNED_SCRIPT_TYPES = new Set(["module", "importmap", "speculationrules"])

const attribute = (element: Element, name: string): string | undefined => element.attrs.find((attr) => attr.name === name)?.value

/** Whether a browser would run this <script> element's inline text (and so check it against script-src). */
export function isExecutableInlineScript(element: Element): boolean {
  if (element.tagName !== "script" || attribute(element, "src") !== undefined) return false
  const type = attribute(element, "type")
  if (type === undefined || type.trim() === "") {
    const language = attribute(element, "language")
    return language === undefined || language === "" || JAVASCRIPT_MIME_TYPES.has(`text/${language.trim().toLowerCase()}`)
  }
  const normalized = type.trim().toLowerCase()
  return JAVASCRIPT_MIME_TYPES.has(normalized) || CSP_GOVERNED_SCRIPT_TYPES.has(normalized)
}

const textOf = (element: Element): string =>
  element.childNodes.map((child) => ("value" in child && child.nodeName === "#text" ? child.value : "")).join("")

const isElement = (node: ChildNode | ParentNode): node is Element => "tagName" in node

/** The inline scripts of one HTML document, as a browser with scripting enabled parses it. */
export interface InlineScripts {
  /** The text of every inline script the browser runs, in document order. */
  executable: string[]
  /** How many data blocks (e.g. JSON-LD) there are: not run, so not hashed. */
  dataBlocks: number
  /** Inline event handlers and javascript: URLs, which a hash-based policy blocks ("tag: attribute"). */
  blockedInline: string[]
}

const URL_ATTRIBUTES = new Set(["href", "src", "action", "formaction", "xlink:href"])

export function findInlineScripts(html: string): InlineScripts {
  // scriptingEnabled (parse5's default) parses <noscript> as text, as a browser that runs scripts does.
  const document = parse(html)
  const result: InlineScripts = { executable: [], dataBlocks: 0, blockedInline: [] }
  const visit = (node: ParentNode) => {
    for (const child of node.childNodes) {
      if (!isElement(child)) continue
      for (const attr of child.attrs) {
        // Event handler attributes (onclick, onload…); "open" is the one ordinary attribute that starts with "on".
        if (/^on./i.test(attr.name) && attr.name.toLowerCase() !== "open") result.blockedInline.push(`<${child.tagName} ${attr.name}>`)
        // Browsers strip ASCII whitespace and control characters before reading the scheme.
        // eslint-disable-next-line no-control-regex
        else if (URL_ATTRIBUTES.has(attr.name) && /^javascript:/i.test(attr.value.replace(/[\u0000-\u0020]/g, ""))) {
          result.blockedInline.push(`<${child.tagName} ${attr.name}="javascript:…">`)
        }
      }
      if (child.tagName === "script") {
        if (isExecutableInlineScript(child)) result.executable.push(textOf(child))
        else if (attribute(child, "src") === undefined) result.dataBlocks += 1
      }
      // A <template>'s content is inert (parse5 keeps it in child.content, which is not visited).
      visit(child)
    }
  }
  visit(document)
  return result
}

/** The CSP source expression for a script's text: 'sha256-<base64 of the UTF-8 bytes>'. */
export function scriptHash(text: string): string {
  return `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`
}

/** Checks that an origin is exactly scheme://host[:port], so nothing else can reach the header. */
export function normalizeOrigin(origin: string): string {
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    throw new Error(`Not an origin for connect-src: "${origin}" (expected e.g. https://api.emailjs.com)`)
  }
  const onlyOrigin =
    ["https:", "http:"].includes(url.protocol) &&
    url.pathname === "/" &&
    !url.search &&
    !url.hash &&
    !url.username &&
    !url.password &&
    !/[\s;,'"]/.test(origin) &&
    !origin
      .replace(/\/+$/, "")
      .slice(url.protocol.length + 2)
      .includes("/")
  if (!onlyOrigin) throw new Error(`Not an origin for connect-src: "${origin}" (expected scheme://host[:port], no path)`)
  return url.origin
}

export interface PolicyInput {
  /** Hash sources ('sha256-…') of the page's inline scripts. */
  scriptHashes: readonly string[]
  /** Origins the page may fetch from besides its own (the EmailJS API). */
  connectOrigins: readonly string[]
}

/** The directives, in the order they are written. Sources are added to script-src and connect-src per page. */
export function contentSecurityPolicy({ scriptHashes, connectOrigins }: PolicyInput): string {
  const unique = (values: readonly string[]) => [...new Set(values)]
  const directives: [string, string[]][] = [
    ["default-src", ["'none'"]],
    ["script-src", ["'self'", ...unique(scriptHashes).sort()]],
    // styled-components and Gatsby write <style> elements and style attributes.
    ["style-src", ["'self'", "'unsafe-inline'"]],
    // data: for the SVG favicon, inlined into every page's head (gatsby/ssr/site-icons.tsx).
    ["img-src", ["'self'", "data:"]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...unique(connectOrigins.map(normalizeOrigin))]],
    ["frame-ancestors", ["'none'"]],
    ["form-action", ["'self'"]],
    ["base-uri", ["'self'"]],
    ["object-src", ["'none'"]],
  ]
  return directives.map(([name, sources]) => `${name} ${sources.join(" ")}`).join("; ")
}

/**
 * The CMS's page (/admin/) has a policy of its own. Decap compiles its
 * configuration's schema with `new Function`, so it needs 'unsafe-eval', which
 * no visitor page gets. It talks to GitHub's API (through Netlify's OAuth
 * provider for the sign-in); pictures are shown from blob: URLs (and read back
 * from them when Decap keeps an unsaved draft in the browser), and the preview is
 * a frame of its own. On an editor's own machine it also talks to decap-server:
 * `localBackend` is its origin, which only the dev server's policy names
 * (gatsby/node/admin-dev-server.ts), never the built site's.
 */
export function adminContentSecurityPolicy({ localBackend }: { localBackend?: string } = {}): string {
  const directives: [string, string[]][] = [
    ["default-src", ["'none'"]],
    ["script-src", ["'self'", "'unsafe-eval'"]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:", "https://avatars.githubusercontent.com", "https://raw.githubusercontent.com"]],
    ["font-src", ["'self'", "data:"]],
    ["connect-src", ["'self'", "blob:", "https://api.github.com", "https://api.netlify.com", ...(localBackend ? [localBackend] : [])]],
    ["frame-src", ["'self'", "blob:"]],
    ["frame-ancestors", ["'none'"]],
    ["form-action", ["'self'"]],
    ["base-uri", ["'self'"]],
    ["object-src", ["'none'"]],
  ]
  return directives.map(([name, sources]) => `${name} ${sources.join(" ")}`).join("; ")
}

export interface PageHeaders extends HtmlFile {
  contentSecurityPolicy: string
  openerPolicy: string
  /** Number of inline scripts allowed by hash (repeated identical scripts count once). */
  hashedScripts: number
  dataBlocks: number
}

export interface SecurityHeadersInput {
  publicDir: string
  /** The origin the contact form posts to: resolveEmailJsConfig(process.env).origin. */
  emailJsOrigin: string
}

/** Reads every HTML file of public/ and works out its policy. Throws when a page has inline code a hash cannot allow. */
export function pageSecurityHeaders({ publicDir, emailJsOrigin }: SecurityHeadersInput): PageHeaders[] {
  const problems: string[] = []
  const pages = htmlFiles(publicDir).map((htmlFile) => {
    const scripts = findInlineScripts(fs.readFileSync(path.join(publicDir, htmlFile.file), "utf8"))
    for (const blocked of scripts.blockedInline) {
      problems.push(
        `public/${htmlFile.file}: ${blocked} is inline code that the Content-Security-Policy blocks; use a script file or a React handler instead`,
      )
    }
    const hashes = [...new Set(scripts.executable.map(scriptHash))]
    return {
      ...htmlFile,
      contentSecurityPolicy: isAdminFile(htmlFile.file)
        ? adminContentSecurityPolicy()
        : contentSecurityPolicy({ scriptHashes: hashes, connectOrigins: [emailJsOrigin] }),
      openerPolicy: isAdminFile(htmlFile.file) ? OPENER_POLICY.admin : OPENER_POLICY.page,
      hashedScripts: hashes.length,
      dataBlocks: scripts.dataBlocks,
    }
  })
  if (problems.length > 0) throw new Error(problems.join("\n"))
  return pages
}

/** The generated block of _headers: each page path with its policies and its revalidate-every-time caching. */
export function headersFileBlock(pages: readonly PageHeaders[]): string {
  const lines = [GENERATED_START]
  for (const page of pages) {
    for (const pagePath of page.paths) {
      lines.push(
        assertSafeLineValue(pagePath, `public/${page.file}`),
        `  Content-Security-Policy: ${page.contentSecurityPolicy}`,
        `  Cross-Origin-Opener-Policy: ${page.openerPolicy}`,
        `  Cache-Control: ${HTML_CACHE_CONTROL}`,
      )
    }
  }
  lines.push(GENERATED_END)
  return lines.join("\n") + "\n"
}

/** An existing _headers (e.g. copied from static/) with any earlier generated block replaced by this one. */
export function mergeHeadersFile(existing: string, block: string): string {
  const start = existing.indexOf(GENERATED_START)
  const end = existing.indexOf(GENERATED_END)
  const kept =
    start >= 0 && end > start ? existing.slice(0, start) + existing.slice(end + GENERATED_END.length).replace(/^\n/, "") : existing
  return (kept.trim() === "" ? "" : kept.replace(/\n*$/, "\n\n")) + block
}

/** Writes public/_headers; returns what it wrote, for the build log and tests. */
export function writeSecurityHeaders(input: SecurityHeadersInput): { file: string; pages: PageHeaders[] } {
  const pages = pageSecurityHeaders(input)
  const file = path.join(input.publicDir, HEADERS_FILE_NAME)
  const existing = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : ""
  fs.writeFileSync(file, mergeHeadersFile(existing, headersFileBlock(pages)))
  return { file, pages }
}

/**
 * public/_headers for this build, with the origin its contact form posts to
 * (the build's GATSBY_EMAILJS_* variables) in connect-src; returns the line for the build log.
 */
export function writeSecurityHeadersForBuild(publicDir: string, env: EmailJsEnv): string {
  const emailJsOrigin = resolveEmailJsConfig(env).origin
  const { pages } = writeSecurityHeaders({ publicDir, emailJsOrigin })
  const scripts = pages.reduce((sum, page) => sum + page.hashedScripts, 0)
  return (
    `Wrote public/${HEADERS_FILE_NAME}: a Content-Security-Policy for ${pages.length} HTML files ` +
    `(${scripts} inline scripts allowed by hash; connect-src 'self' ${emailJsOrigin}).`
  )
}
