/**
 * @jest-environment node
 *
 * A first visit loads the code of the hero alone: every other section's code is in a
 * file of its own, fetched as the visitor nears that section (src/components/sections/registry.tsx),
 * and a page never fetches the code of sections it does not have (the browser tests watch that:
 * __tests__/e2e/code-per-page.spec.ts). The footer's code comes the same way
 * (src/components/layout/Layout.tsx), and no file repeats code another file has.
 */
import fs from "fs"
import path from "path"
import { COLLECTIONS, PAGE_KINDS, SECTION_TYPES, type Collection } from "../../content/schema/content-schema"
import { builtPageFiles } from "../support/content"
import { builtPages, everyScript, PUBLIC_DIR, readBuilt, upFrontScripts } from "./support"

/** The module of each section type's component, as webpack's source maps name it (the registry's convention: cards -> CardsSection). */
const MODULE_OF = Object.fromEntries(
  SECTION_TYPES.map((type) => [type, `src/components/sections/${type[0].toUpperCase()}${type.slice(1)}Section.tsx`]),
)

const FOOTER_MODULE = "src/components/layout/Footer.tsx"

/** The kind of page a route is of: the kind whose routes share the longest beginning with it (PAGE_KINDS). */
const kindOf = (route: string): Collection => {
  const prefixOf = (kind: Collection) => PAGE_KINDS[kind].route("slug").replace(/slug\/$/, "")
  return [...COLLECTIONS].sort((a, b) => prefixOf(b).length - prefixOf(a).length).find((kind) => route.startsWith(prefixOf(kind)))!
}

const modulesByScript = new Map<string, string[]>()
/**
 * The source modules bundled into a script, from its source map (read once: every page shares most scripts).
 * The one kind of script without a map is webpack's stub for a stylesheet, which bundles no module.
 */
function modulesOf(script: string): string[] {
  let modules = modulesByScript.get(script)
  if (!modules) {
    if (!fs.existsSync(path.join(PUBLIC_DIR, `${script}.map`))) return []
    const { sources } = JSON.parse(readBuilt(`${script}.map`)) as { sources: string[] }
    modules = sources.map((source) => source.replace(/^webpack:\/\/[^/]*\/\.\//, ""))
    modulesByScript.set(script, modules)
  }
  return modules
}

/** The source modules bundled into the scripts a first visit to the route loads. */
const upFrontModules = (route: string, document: Document) => new Set(upFrontScripts(route, document).flatMap(modulesOf))

describe("the code each page loads up front", () => {
  const pages = builtPages()

  it("covers every kind of page the build makes pages of", () => {
    const builtKinds = new Set(builtPageFiles().map(({ file }) => file.split("/")[0]))
    expect(new Set(pages.map(({ route }) => kindOf(route)))).toEqual(new Set(COLLECTIONS.filter((kind) => builtKinds.has(kind))))
  })

  it.each(pages.map(({ route, document }) => [route, document] as const))(
    "%s: the hero's code and no other section's",
    (route, document) => {
      const modules = upFrontModules(route, document)
      const shipped = Object.entries(MODULE_OF).filter(([, module]) => modules.has(module))
      expect(shipped.map(([type]) => type)).toEqual(["hero"])
    },
  )

  it.each(pages.map(({ route, document }) => [route, document] as const))("%s: not the footer's code", (route, document) => {
    expect(upFrontModules(route, document).has(FOOTER_MODULE)).toBe(false)
  })
})

describe("the build's scripts", () => {
  it("have the footer's code in a file of its own", () => {
    expect(everyScript().filter((script) => modulesOf(script).includes(FOOTER_MODULE))).toEqual([expect.stringMatching(/^footer-/)])
  })

  it("hold each module of the site's own code once (one shared file, not a copy in every template and section)", () => {
    const files = new Map<string, string[]>()
    for (const script of everyScript()) {
      for (const module of modulesOf(script).filter((name) => /^(src|content|gatsby)\//.test(name))) {
        files.set(module, [...(files.get(module) ?? []), script])
      }
    }
    expect(files.get("src/components/sections/SectionShell.tsx")).toHaveLength(1)
    expect(Array.from(files).filter(([, scripts]) => scripts.length > 1)).toEqual([])
  })

  it("have the sections' frame with the page's own code, not in a file a page must fetch besides", () => {
    const template = everyScript().filter((script) => script.startsWith("component---"))
    expect(template.flatMap(modulesOf)).toContain("src/components/sections/SectionShell.tsx")
  })

  it("leave out stylis' vendor prefixer, which styled-components uses only when asked for prefixes (gatsby/node/webpack-config.ts)", () => {
    const modules = everyScript().flatMap(modulesOf)
    // By the end of the path: installed packages linked from elsewhere (a copy of the project) map outside it.
    const hasStylis = (file: string) => modules.some((module) => module.endsWith(`node_modules/stylis/src/${file}`))
    expect(modules).toContain("src/browser/stylis-without-prefixer.ts")
    expect(hasStylis("Parser.js")).toBe(true)
    expect(hasStylis("Prefixer.js")).toBe(false)
  })
})
