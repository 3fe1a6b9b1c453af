/**
 * The CMS's read-only window on the local repository's git history, for npm start: an entry's
 * versions, its file as it was at one of them, and a folder collection's deleted entries (the
 * content manager's History, admin/src/history/). decap-server's guard answers these routes after
 * its Host and Origin checks; they read only what the CMS edits (an entry of a collection, a
 * folder collection's own folder) and never write. git runs without a shell, its pathspecs taken
 * literally (`*` is no wildcard), on a validated path and a 40-hex commit.
 */
import { execFile } from "child_process"
import fs from "fs"
import path from "path"
import { HISTORY_ROUTES } from "../admin/src/history/local-history"
import { latestDeletions } from "../admin/src/history/history-entries"
import type { Commit, Deletion, Version } from "../admin/src/history/history-source"

/** What the routes may read: the guard's rules, handed over by the guard. */
export interface HistoryPolicy {
  repoPath: string
  /** Whether a path names an entry of a collection (the guard's roleOf). */
  isEntry(file: string): boolean
  /** The folder collections' folders, as the CMS's configuration names them. */
  folders: string[]
}

export type HistoryAnswer = { status: 200; body: unknown } | { status: 400 | 403 | 404 | 500; error: string }

/** How many versions, and how many commits of deletions, an answer lists at most. */
const LIMIT = 100
const COMMIT = /^[0-9a-f]{40}$/
/** The fields of a commit in git log's output: unit separators within one, a record separator before each. */
const FORMAT = "--format=%x1e%H%x1f%aI%x1f%an%x1f%s%x1f%P"

export const isHistoryRoute = (url: string | undefined) => Object.values(HISTORY_ROUTES).some((route) => url?.split("?")[0] === route)

function git(repoPath: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) =>
    execFile("git", ["--literal-pathspecs", ...args], { cwd: repoPath, maxBuffer: 20 * 1024 * 1024 }, (error, stdout, stderr) =>
      error ? reject(new Error(stderr.trim() || error.message)) : resolve(stdout),
    ),
  )
}

/** Whether the repository has a commit yet (a fresh `git init` has none: no history to read). */
const hasCommits = (repoPath: string) => git(repoPath, ["rev-parse", "--verify", "--quiet", "HEAD"]).then(Boolean, () => false)

/** git log's records in FORMAT, each with the paths --name-only listed after it. */
function commitsOf(log: string): Array<Commit & { parent?: string; files: string[] }> {
  return log
    .split("\x1e")
    .filter(Boolean)
    .map((record) => {
      const [fields, ...files] = record.split("\n")
      const [sha, date, author, message, parents] = fields.split("\x1f")
      return { sha, date, author, message, parent: parents.split(" ")[0] || undefined, files: files.filter(Boolean) }
    })
}

/** A path as the CMS names it: relative, normalised (no `..`, no `./`), an entry of a collection. */
const refusalOfFile = (file: string | null, { isEntry }: HistoryPolicy): HistoryAnswer | undefined => {
  if (!file) return { status: 400, error: "The history needs ?file=<an entry of the CMS>." }
  if (path.posix.normalize(file) !== file || path.posix.isAbsolute(file) || !isEntry(file))
    return { status: 403, error: `The history reads the CMS's entries only, not ${JSON.stringify(file)}.` }
  return undefined
}

async function versions(file: string, policy: HistoryPolicy): Promise<Version[]> {
  if (!(await hasCommits(policy.repoPath))) return []
  const log = await git(policy.repoPath, ["log", "--follow", `-n${LIMIT}`, FORMAT, "--name-only", "--", file])
  // --follow names the file as it was called in each commit (its last line there).
  return commitsOf(log).map(({ sha, date, author, message, files }) => ({ sha, date, author, message, file: files.at(-1) ?? file }))
}

async function deleted(folder: string, policy: HistoryPolicy): Promise<Deletion[]> {
  const { repoPath, isEntry } = policy
  if (!(await hasCommits(repoPath))) return []
  const inFolder = (file: string) => path.posix.dirname(file) === folder && isEntry(file)
  const committed = commitsOf(await git(repoPath, ["log", "--diff-filter=D", `-n${LIMIT}`, FORMAT, "--name-only", "--", folder]))
  const head = (await git(repoPath, ["rev-parse", "HEAD"])).trim()
  const tracked = (await git(repoPath, ["ls-tree", "-r", "-z", "--name-only", "HEAD", "--", folder])).split("\0").filter(Boolean)
  return latestDeletions(
    [
      // The CMS under npm start deletes from the working tree: the last version is the one committed.
      ...tracked.filter(inFolder).map((file) => ({ file, lastVersion: head })),
      ...committed.flatMap(({ parent, files, ...deletedIn }) =>
        files.filter(inFolder).map((file) => ({ file, lastVersion: parent ?? deletedIn.sha, deletedIn })),
      ),
    ],
    (file) => fs.existsSync(path.join(repoPath, file)),
  )
}

/** The answer to a GET of a history route (isHistoryRoute). */
export async function historyAnswer(url: string, policy: HistoryPolicy): Promise<HistoryAnswer> {
  const { pathname, searchParams } = new URL(url, "http://history")
  const file = searchParams.get("file")
  try {
    if (pathname === HISTORY_ROUTES.versions)
      return refusalOfFile(file, policy) ?? { status: 200, body: { versions: await versions(file!, policy) } }
    if (pathname === HISTORY_ROUTES.version) {
      const sha = searchParams.get("sha") ?? ""
      if (!COMMIT.test(sha))
        return { status: 400, error: `The history reads a version by its commit's 40-hex id, not ${JSON.stringify(sha)}.` }
      const refusal = refusalOfFile(file, policy)
      if (refusal) return refusal
      // cat-file blob: the file's bytes in that commit, and an error for a folder or a path it did not have.
      const raw = await git(policy.repoPath, ["cat-file", "blob", `${sha}:${file}`]).catch(() => undefined)
      return raw === undefined ? { status: 404, error: `${file} is not in commit ${sha}.` } : { status: 200, body: raw }
    }
    const folder = searchParams.get("folder") ?? ""
    if (!policy.folders.includes(folder))
      return {
        status: 403,
        error: `The history lists the deleted entries of a folder collection's folder (${policy.folders.join(", ")}) only, not ${JSON.stringify(folder)}.`,
      }
    return { status: 200, body: { deleted: await deleted(folder, policy) } }
  } catch (error) {
    return { status: 500, error: `git could not read the history: ${(error as Error).message}` }
  }
}
