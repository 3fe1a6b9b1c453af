import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"

const ROOT = path.resolve(__dirname, "../..")

/** What Jest needs in a copy of the project, besides the folders a test copies. */
const JEST_FILES = [
  "jest.config.js",
  "jest-preprocess.js",
  "jest.setup.ts",
  "loadershim.js",
  "tsconfig.json",
  "package.json",
  // Where the built site is, read by jest.config.js through the built-site gate.
  "scripts/test-build-dir.js",
]

/**
 * A copy of the project in a temporary folder, for a test that changes it as a developer or an
 * editor would and runs Jest there: `entries` (folders and files) copied, the installed packages
 * linked, removed afterwards. `linkAdmin` links admin/'s packages whole; otherwise only Decap's core
 * is linked, so that React and styled-components under Jest are the site's (the CMS's own copies
 * are for its bundle).
 */
export async function withProjectCopy(
  name: string,
  entries: readonly string[],
  work: (copy: string) => void | Promise<void>,
  { linkAdmin = false } = {},
): Promise<void> {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`))
  try {
    for (const entry of [...entries, ...JEST_FILES]) fs.cpSync(path.join(ROOT, entry), path.join(copy, entry), { recursive: true })
    fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(copy, "node_modules"), "dir")
    if (linkAdmin) fs.symlinkSync(path.join(ROOT, "admin/node_modules"), path.join(copy, "admin/node_modules"), "dir")
    else {
      fs.mkdirSync(path.join(copy, "admin/node_modules"), { recursive: true })
      fs.symlinkSync(path.join(ROOT, "admin/node_modules/decap-cms-core"), path.join(copy, "admin/node_modules/decap-cms-core"), "dir")
    }
    await work(copy)
  } finally {
    fs.rmSync(copy, { recursive: true, force: true })
  }
}

/** Runs Jest in a copy of the project with these arguments; its report is on stderr. */
export function jestIn(copy: string, args: readonly string[]): { status: number | null; stderr: string } {
  const jest = spawnSync(process.execPath, [require.resolve("jest/bin/jest"), "--ci", ...args], {
    cwd: copy,
    encoding: "utf8",
    env: { ...process.env, CI: "" },
  })
  return { status: jest.status, stderr: jest.stderr }
}

/** Adds `text` to a copied file just before `marker`, as a developer's edit; a marker that is gone fails the test. */
export function insertBefore(file: string, marker: string, text: string): void {
  const source = fs.readFileSync(file, "utf8")
  const at = source.indexOf(marker)
  if (at < 0) throw new Error(`${path.relative(ROOT, file)}: no ${JSON.stringify(marker)} to add a line before`)
  fs.writeFileSync(file, source.slice(0, at) + text + source.slice(at))
}
