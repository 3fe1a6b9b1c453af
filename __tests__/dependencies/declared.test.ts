/**
 * @jest-environment node
 */
import fs from "fs"
import { builtinModules } from "module"
import path from "path"

/**
 * Every package the code imports is declared, so a clean clone installs it
 * rather than finding it by luck, hoisted under some other package.
 */

const ROOT = path.resolve(__dirname, "../..")
const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/

const IMPORTS = [
  /^\s*(?:import|export)\s[^;]*?\sfrom\s+["']([^"']+)["']/gm,
  /^\s*import\s+["']([^"']+)["']/gm,
  /\b(?:import|require|require\.resolve)\(\s*(?:\/\*.*?\*\/\s*)?["']([^"']+)["']\s*\)/g,
]

function sourceFiles(folder: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => SOURCE.test(file) && !file.split(path.sep).includes("node_modules"))
    .map((file) => path.join(folder, file))
}

function packagesImportedBy(file: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, file), "utf8")
  const specifiers = IMPORTS.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]))
  return specifiers
    .filter(
      (specifier) => !specifier.startsWith(".") && !specifier.startsWith("node:") && !builtinModules.includes(specifier.split("/")[0]),
    )
    .map((specifier) =>
      specifier
        .split("/")
        .slice(0, specifier.startsWith("@") ? 2 : 1)
        .join("/"),
    )
}

function declared(packageJson: string): Set<string> {
  const { dependencies = {}, devDependencies = {} } = JSON.parse(fs.readFileSync(path.join(ROOT, packageJson), "utf8"))
  return new Set([...Object.keys(dependencies), ...Object.keys(devDependencies)])
}

const ROOT_PACKAGES = declared("package.json")
const ADMIN_PACKAGES = declared("admin/package.json")

/** Files outside admin/ resolve from the root install; admin/ and the tests, which also exercise the CMS, may use admin's too. */
function undeclaredIn(files: string[], allowed: Set<string>): string[] {
  return files.flatMap((file) =>
    packagesImportedBy(file)
      .filter((name) => !allowed.has(name))
      .map((name) => `${file}: ${name}`),
  )
}

const ROOT_FILES = [
  ...["content-model", "gatsby", "scripts", "src", "content/schema"].flatMap(sourceFiles),
  ...fs.readdirSync(ROOT).filter((file) => SOURCE.test(file)),
]

describe("declared dependencies", () => {
  it("finds the imports it checks (a package, a scoped package, a builtin, a dynamic import)", () => {
    expect(packagesImportedBy("gatsby/post-build/og-images.ts")).toContain("sharp")
    expect(packagesImportedBy("content-model/content-files.ts")).toContain("@sinclair/typebox")
    expect(packagesImportedBy("src/components/ui/carousel-media.ts")).toContain("react-slick")
    expect(packagesImportedBy("gatsby/post-build/og-images.ts")).not.toContain("fs")
  })

  it("declares every package that the site, its build and its scripts import, in package.json", () => {
    expect(undeclaredIn(ROOT_FILES, ROOT_PACKAGES)).toEqual([])
  })

  it("declares every package that the CMS and the tests import, in package.json or admin/package.json", () => {
    const files = [...sourceFiles("admin"), ...sourceFiles("__tests__"), ...sourceFiles("__mocks__")]
    expect(undeclaredIn(files, new Set([...ROOT_PACKAGES, ...ADMIN_PACKAGES]))).toEqual([])
  })
})
