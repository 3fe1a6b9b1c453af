import { execFileSync } from "child_process"
import fs from "fs"
import path from "path"

const ROOT = path.resolve(__dirname, "..")
/** Installed trees a copy uses in place: installing them again would take minutes. */
const LINKED = ["node_modules", "admin/node_modules"]

/**
 * Every file of the project as git sees it (tracked, or untracked and not ignored), for a copy of the
 * whole project; the installs are left out (linked instead), also where they are symlinks that git
 * lists (a tree made by copyProject and git init, as the dev suite's npm test runs in), and so is a
 * tracked file deleted in the working tree (an uncommitted removal), as git would.
 */
export const projectFiles = (): string[] =>
  execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" })
    .split("\0")
    .filter((file) => file && !file.split("/").includes("node_modules") && fs.existsSync(path.join(ROOT, file)))

/**
 * Copies the project's files into `dir` and links its installs. What `dir` held before goes, but for
 * the top-level entries in `keep` (a build's cache and output, say), which no project file overwrites
 * as long as git ignores them.
 */
export function copyProject(dir: string, { keep = [] as readonly string[] } = {}): void {
  fs.mkdirSync(dir, { recursive: true })
  for (const entry of fs.readdirSync(dir)) {
    if (!keep.includes(entry)) fs.rmSync(path.join(dir, entry), { recursive: true, force: true })
  }
  for (const file of projectFiles()) {
    const target = path.join(dir, file)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.copyFileSync(path.join(ROOT, file), target)
  }
  for (const folder of LINKED) fs.symlinkSync(fs.realpathSync(path.join(ROOT, folder)), path.join(dir, folder), "dir")
}
