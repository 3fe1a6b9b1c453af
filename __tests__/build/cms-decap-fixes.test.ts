/**
 * @jest-environment node
 *
 * The fixes made to Decap's code as the CMS is bundled (admin/decap-fixes.ts): each finds the
 * code it replaces in the installed Decap, once; an upgrade that changed it stops the bundle with
 * the fix's name; and Decap bundled without the fixed file stops it too. What the fixes do for an
 * editor is tested in the browser: the backup's in __tests__/e2e/dev/cms-backup.spec.ts, the
 * uploads' in the case study of __tests__/e2e/dev/cms.spec.ts.
 */
import fs from "fs"
import os from "os"
import path from "path"
import { build } from "esbuild"
import { applyDecapFix, decapFixes, DECAP_FIXES } from "../../admin/decap-fixes"

const DECAP_CORE = path.dirname(require.resolve("decap-cms-core/package.json", { paths: [path.resolve(__dirname, "../../admin")] }))

describe.each(DECAP_FIXES)("the Decap fix in $file", (fix) => {
  const installed = fs.readFileSync(path.join(DECAP_CORE, fix.file), "utf8")

  it("replaces its code in the installed Decap, once, and nothing else", () => {
    const fixed = applyDecapFix(installed, fix)
    expect(fixed).not.toContain(fix.replace)
    expect(fixed).toContain(fix.with)
    expect(fixed.length - installed.length).toBe(fix.with.length - fix.replace.length)
  })

  it("stops, naming itself, when Decap's code is not the one it was written for", () => {
    expect(() => applyDecapFix(installed.replace(fix.replace, "if (somethingElse) {"), fix)).toThrow(
      `decap-cms-core/${fix.file} no longer has the code this fix replaces`,
    )
  })
})

test("a bundle without the files the fixes change fails, naming the file left unfixed", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "decap-fixes-"))
  try {
    const entry = path.join(dir, "entry.js")
    fs.writeFileSync(entry, "console.log('no Decap here')\n")
    await expect(build({ entryPoints: [entry], bundle: true, write: false, logLevel: "silent", plugins: [decapFixes] })).rejects.toThrow(
      `decap-cms-core/${DECAP_FIXES[0].file} was not bundled`,
    )
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

test("a bundle of the files the fixes change makes every fix, two fixes of one file included", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "decap-fixes-"))
  const fixedFiles = [...new Set(DECAP_FIXES.map((fix) => path.join(DECAP_CORE, fix.file)))]
  expect(fixedFiles.length).toBeLessThan(DECAP_FIXES.length)
  try {
    const entry = path.join(dir, "entry.js")
    fs.writeFileSync(entry, fixedFiles.map((file) => `import ${JSON.stringify(file)}\n`).join(""))
    // Only the fixed files themselves: what they import stays outside the bundle.
    const onlyFixedFiles = {
      name: "only-fixed-files",
      setup(bundle: import("esbuild").PluginBuild) {
        bundle.onResolve({ filter: /.*/ }, (args) =>
          args.kind === "entry-point" || args.importer === entry ? undefined : { external: true },
        )
      },
    }
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      logLevel: "silent",
      plugins: [onlyFixedFiles, decapFixes],
    })
    expect(result.errors).toEqual([])
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
