/**
 * npm run build:admin: bundles the CMS (admin/src) into static/admin/, which
 * Gatsby serves at /admin/ in development and copies into public/admin/ when
 * it builds. Every react, react-dom and styled-components import, the site's
 * components' too, is this folder's copy (React 19, as Decap needs), and
 * `gatsby` is a shim (gatsby-shim.tsx): the visitor site stays on React 18
 * and none of this reaches its pages.
 */
import fs from "fs"
import path from "path"
import { build, type Plugin } from "esbuild"
import { loadContent, readSectionSources, type SectionSources } from "../content-model/load-content"
import { routesOf, titlesByRoute, unbuiltRoutes } from "../content-model/content-files"
import type { BuildInputs } from "./src/build-inputs"
import { readSiteConstants } from "../content-model/site-constants"
import { localCmsBackendApi } from "./local-cms-backend"
import { decapFixes } from "./decap-fixes"

const ADMIN = __dirname
const ROOT = path.dirname(ADMIN)
const OUT = path.join(ROOT, "static/admin")

/** owner/name of the GitHub repository: CMS_GITHUB_REPO, or Netlify's REPOSITORY_URL at build time. */
function repository() {
  const fromNetlify = /github\.com[/:]([^/]+\/[^/.]+)/.exec(process.env.REPOSITORY_URL ?? "")?.[1]
  return {
    repo: process.env.CMS_GITHUB_REPO ?? fromNetlify ?? "owner/repository",
    branch: process.env.CMS_GITHUB_BRANCH ?? "main",
    siteUrl: siteUrlIfItLoads(),
    localBackend: localCmsBackendApi(),
  }
}

/**
 * The live site's address, for the CMS's links to it; none while content/site.yaml does not load
 * (a typo saved from the CMS, say), so that the CMS still opens and the editor mends the file
 * there. `npm start` names the file and its problem on every page; a build stops on it.
 */
function siteUrlIfItLoads(): string | undefined {
  try {
    return readSiteConstants(path.join(ROOT, "content/site.yaml")).siteUrl
  } catch {
    return undefined
  }
}

/** The shared lists and site constants the preview's sections read, as the GraphQL layer reads them (read once per bundle). */
let sectionSources: SectionSources | undefined
const sources = () => (sectionSources ??= readSectionSources(path.join(ROOT, "content")))

/**
 * simple-icons for the preview: every logo's slug (the icon field's choices)
 * but the drawing only of those the shared lists (content/shared/) use now, which
 * keeps 5 MB of logos out of the bundle; a logo newly chosen shows in the
 * preview from the next build on.
 */
async function usedLogosOnly(): Promise<string> {
  const all = Object.values(await import("simple-icons")) as Array<{ slug: string; hex: string; path: string }>
  const used = new Set(
    JSON.stringify(sources().sharedLists)
      .match(/"icon":"[^"]+"/g)
      ?.map((pair) => pair.slice(8, -1)),
  )
  const icons = all.map(({ slug, hex, path: drawing }) => ({ slug, hex, path: used.has(slug) ? drawing : "" }))
  return icons.map((icon, index) => `export const si${index} = ${JSON.stringify(icon)}`).join("\n")
}

/** What the bundle's build-inputs module holds (admin/src/build-inputs.d.ts); a page added to content/ is a link's choice after the next bundle. */
export function buildInputs(): BuildInputs {
  const { files } = loadContent(path.join(ROOT, "content"))
  return {
    repository: repository(),
    routes: routesOf(files).sort(),
    unbuilt: [...unbuiltRoutes(files)].sort(),
    titles: titlesByRoute(files),
    ...sources(),
  }
}

const OWN_COPIES = /^(react|react-dom|styled-components)(\/.*)?$/

const adminResolution: Plugin = {
  name: "admin-resolution",
  setup(bundle) {
    bundle.onResolve({ filter: OWN_COPIES }, async (args) => {
      if (args.pluginData === "own-copy") return undefined
      return bundle.resolve(args.path, { resolveDir: ADMIN, kind: args.kind, pluginData: "own-copy" })
    })
    bundle.onResolve({ filter: /^gatsby$/ }, () => ({ path: path.join(ADMIN, "src/gatsby-shim.tsx") }))
    bundle.onResolve({ filter: /^simple-icons$/ }, () => ({ path: "simple-icons", namespace: "used-logos" }))
    bundle.onLoad({ filter: /.*/, namespace: "used-logos" }, async () => ({ contents: await usedLogosOnly(), loader: "js" }))
    bundle.onResolve({ filter: /^\.\/build-inputs$/ }, () => ({ path: "build-inputs", namespace: "build-inputs" }))
    bundle.onLoad({ filter: /.*/, namespace: "build-inputs" }, () => ({
      contents: `export const BUILD_INPUTS = ${JSON.stringify(buildInputs())}`,
      loader: "js",
    }))
  },
}

async function main() {
  fs.rmSync(OUT, { recursive: true, force: true })
  const result = await build({
    entryPoints: { cms: path.join(ADMIN, "src/index.tsx") },
    outdir: OUT,
    publicPath: "/admin/",
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2020",
    jsx: "automatic",
    legalComments: "linked",
    loader: { ".woff2": "file", ".svg": "file", ".png": "file", ".jpg": "file" },
    assetNames: "[name]-[hash]",
    define: {
      "process.env.NODE_ENV": '"production"',
      // The contact form in the preview is for looks: it never sends.
      "process.env.GATSBY_EMAILJS_SERVICE_ID": "undefined",
      "process.env.GATSBY_EMAILJS_TEMPLATE_ID": "undefined",
      "process.env.GATSBY_EMAILJS_PUBLIC_KEY": "undefined",
      "process.env.GATSBY_EMAILJS_ORIGIN": "undefined",
      global: "window",
    },
    plugins: [adminResolution, decapFixes],
    metafile: true,
    logLevel: "warning",
  })
  fs.copyFileSync(path.join(ADMIN, "index.html"), path.join(OUT, "index.html"))
  const bytes = Object.entries(result.metafile.outputs).map(
    ([file, { bytes }]) => `${path.relative(ROOT, file)} ${(bytes / 1024).toFixed(0)} KiB`,
  )
  console.log(`Bundled the CMS into static/admin/:\n  ${bytes.join("\n  ")}`)
}

if (require.main === module) {
  main().catch((error: Error) => {
    console.error(error.message)
    process.exitCode = 1
  })
}
