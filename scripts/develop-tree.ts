/**
 * Where npm start runs gatsby develop: a tree of its own, .develop/, so that a build (npm run
 * build, npm test) beside it never deletes or rewrites a file the dev site serves. Gatsby writes
 * public/ and .cache/ in the folder it runs in, and copies static/ into public/ as it changes;
 * in the working tree those are the build's. In .develop/:
 *
 * - every entry of the working tree is a link to it (content/, src/, package.json...), so a
 *   change to the working tree, the CMS's saves to content/ among them, reaches the dev site;
 *   but for gatsby-config.ts and gatsby-node.ts, each a file that re-exports the working tree's:
 *   Gatsby compiles those two (with Parcel) to .cache/compiled/ beside where they really are,
 *   which for a link is outside the tree, and then does not find them;
 * - .cache/ and public/ are its own;
 * - static/ is its own folder of links to static/'s files, but for admin/: the CMS bundle npm
 *   start builds for it, which the build's bundle (static/admin/) never overwrites.
 *
 * A file added at the top of the working tree or of static/ reaches it at the next npm start.
 */
import fs from "fs"
import path from "path"

export const DEVELOP_TREE = ".develop"

/** Gatsby's own folders in the tree it runs in: public/ it serves, .cache/ it keeps between runs. */
const GATSBY_OUTPUT = [".cache", "public"]
/** The folder Gatsby copies into public/, and the CMS bundle's place in it (admin/build.ts). */
const STATIC = "static"
export const STATIC_ADMIN = path.join(STATIC, "admin")

/** The files Gatsby compiles, as the tree holds them. */
const COMPILED_BY_GATSBY: Record<string, string> = {
  "gatsby-config.ts": 'export { default } from "../gatsby-config"\n',
  "gatsby-node.ts": 'export * from "../gatsby-node"\n',
}

/** What the tree does not link: Gatsby's output and static/ (its own), the files it compiles, git's data, and itself. */
const NOT_LINKED = new Set([...GATSBY_OUTPUT, STATIC, ...Object.keys(COMPILED_BY_GATSBY), ".git", DEVELOP_TREE])

/** Links in `dir` to every entry of `from` but those named, after removing the links a former run left (not the files). */
function linkEntries(from: string, dir: string, except: ReadonlySet<string>): void {
  fs.mkdirSync(dir, { recursive: true })
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isSymbolicLink()) fs.unlinkSync(path.join(dir, entry.name))
  }
  // Absolute links: Gatsby copies static/'s links into public/ as they are.
  for (const entry of fs.readdirSync(from)) {
    if (!except.has(entry)) fs.symlinkSync(path.join(from, entry), path.join(dir, entry))
  }
}

/** Makes (or refreshes) the develop tree of the project at `root`; returns its path. */
export function prepareDevelopTree(root: string): string {
  const tree = path.join(root, DEVELOP_TREE)
  linkEntries(root, tree, NOT_LINKED)
  for (const [file, text] of Object.entries(COMPILED_BY_GATSBY)) fs.writeFileSync(path.join(tree, file), text)
  linkEntries(path.join(root, STATIC), path.join(tree, STATIC), new Set([path.basename(STATIC_ADMIN)]))
  return tree
}
