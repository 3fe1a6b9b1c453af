/**
 * @jest-environment node
 *
 * docs/internals.md is one table of what the site relies on in other projects' internals, each row
 * with the test that fails when that changes. This keeps it honest: every file of the repository it
 * names (a backticked path such as `__tests__/build/speed-ups.test.tsx` or `src/…`) exists, and every
 * row names at least one test. (Which rows the speed-ups have: __tests__/build/speed-ups.test.tsx.)
 */
import fs from "fs"
import path from "path"

const ROOT = path.resolve(__dirname, "../..")
const LEDGER = "docs/internals.md"
/** The repository's own folders a ledger path may start with; paths inside another project (`dist/…`) are not checked. */
const REPO_FOLDERS = ["__tests__", "admin", "content-model", "docs", "gatsby", "scripts", "src"]

/** Backticked paths of the repository in a text: `folder/…` with one of the folders above, a file name last. */
function repoPaths(text: string): string[] {
  const folders = REPO_FOLDERS.join("|")
  return [...text.matchAll(new RegExp(`\`((?:${folders})/[\\w./-]+\\.\\w+)\``, "g"))].map((match) => match[1])
}

/** The table's rows (not its header or its rule line), as their cells. */
function rows(text: string): string[][] {
  return text
    .split("\n")
    .filter((line) => line.startsWith("| ") && !line.startsWith("| ---"))
    .slice(1)
    .map((line) => line.split(" | "))
}

const ledger = fs.readFileSync(path.join(ROOT, LEDGER), "utf8")

it("finds the paths it checks (the pattern still matches the ledger's form)", () => {
  expect(repoPaths("made in `src/a.ts`, pinned by `__tests__/b.test.ts` (and `dist/c.js`, `gatsby-ssr.tsx`)")).toEqual([
    "src/a.ts",
    "__tests__/b.test.ts",
  ])
  expect(repoPaths(ledger).length).toBeGreaterThan(0)
})

it("names only files the repository has", () => {
  const missing = [...new Set(repoPaths(ledger))].filter((file) => !fs.existsSync(path.join(ROOT, file)))
  expect(missing).toEqual([])
})

it("is one table whose every row names a test that pins it", () => {
  const table = rows(ledger)
  expect(table.length).toBeGreaterThan(0)
  const unpinned = table.filter((cells) => !repoPaths(cells.join(" | ")).some((file) => file.startsWith("__tests__/")))
  expect(unpinned.map((cells) => cells[0])).toEqual([])
  // One table: one header row, one rule line.
  expect(ledger.match(/^\| --- /gm)).toHaveLength(1)
})
