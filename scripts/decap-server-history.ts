/**
 * The CMS's read-only window on the local repository's git history, for npm start: an entry's
 * versions, its file as it was at one of them, and a folder collection's deleted entries (the
 * content manager's History, admin/src/history/). decap-server's guard answers these routes after
 * its Host and Origin checks; they read only what the CMS edits (an entry of a collection, a
 * folder collection's own folder) and never write. git runs without a shell, its pathspecs taken
 * literally (`*` is no wildcard), on a validated path and a 40-hex commit.
 * decap-server writes a publish without a commit, so the routes also read the guard's journal of
 * local publishes (decap-server-journal.ts): an entry's versions start with those published since
 * its last commit (following a rename the journal records), newest first, one that left the text
 * unchanged left out; a version's text is the journal's own when the journal lists its id for that
 * file (no object of git's is read by its id alone); an entry deleted on this computer is restored with its
 * last text published here when that is newer than its last commit, and one never committed with
 * the text it had when deleted. Without a journal, or past a line that is not a record, the
 * commits alone answer.
 */
import fs from "fs"
import path from "path"
import { HISTORY_ROUTES } from "../admin/src/history/local-history"
import { LOCAL_PUBLISH, latestDeletions } from "../admin/src/history/history-entries"
import type { Commit, Deletion, Version } from "../admin/src/history/history-source"
import { git, journalRecords, type JournalRecord } from "./decap-server-journal"

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
const FORMAT = "--format=%x1e%H%x1f%aI%x1f%an%x1f%s%x1f%P%x1f%cI"

export const isHistoryRoute = (url: string | undefined) => Object.values(HISTORY_ROUTES).some((route) => url?.split("?")[0] === route)

/** Whether the repository has a commit yet (a fresh `git init` has none: no history to read). */
const hasCommits = (repoPath: string) => git(repoPath, ["rev-parse", "--verify", "--quiet", "HEAD"]).then(Boolean, () => false)

/** git log's records in FORMAT, each with the paths --name-only listed after it. */
function commitsOf(log: string): Array<Commit & { parent?: string; committed: string; files: string[] }> {
  return log
    .split("\x1e")
    .filter(Boolean)
    .map((record) => {
      const [fields, ...files] = record.split("\n")
      const [sha, date, author, message, parents, committed] = fields.split("\x1f")
      return { sha, date, author, message, parent: parents.split(" ")[0] || undefined, committed, files: files.filter(Boolean) }
    })
}

/** A path as the CMS names it: relative, normalised (no `..`, no `./`), an entry of a collection. */
const refusalOfFile = (file: string | null, { isEntry }: HistoryPolicy): HistoryAnswer | undefined => {
  if (!file) return { status: 400, error: "The history needs ?file=<an entry of the CMS>." }
  if (path.posix.normalize(file) !== file || path.posix.isAbsolute(file) || !isEntry(file))
    return { status: 403, error: `The history reads the CMS's entries only, not ${JSON.stringify(file)}.` }
  return undefined
}

/** An entry's journal records, newest first, under the names it had (a record's `from`: the name it had before). */
function recordsOf(file: string, records: JournalRecord[]): { mine: JournalRecord[]; names: string[] } {
  const names = [file]
  const mine: JournalRecord[] = []
  // Newest first: a name a rename left joins the list from the rename back, not a later entry of that name.
  for (const record of [...records].reverse()) {
    if (!names.includes(record.file)) continue
    mine.push(record)
    if (record.from !== undefined && !names.includes(record.from)) names.push(record.from)
  }
  return { mine, names }
}

/** The newest record of each file, by file. */
const newestRecords = (records: JournalRecord[]) => new Map(records.map((record) => [record.file, record]))

/** A journal record as a version: published on this computer, not yet committed. */
const localVersion = ({ file, blob, date, deleted }: JournalRecord): Version => ({
  sha: blob,
  date,
  file,
  author: LOCAL_PUBLISH.author,
  message: deleted ? LOCAL_PUBLISH.deletedMessage : LOCAL_PUBLISH.message,
})

async function versions(file: string, policy: HistoryPolicy): Promise<Version[]> {
  const { repoPath } = policy
  const { mine, names } = recordsOf(file, await journalRecords(repoPath))
  let commits: ReturnType<typeof commitsOf> = []
  if (await hasCommits(repoPath)) {
    // An entry renamed since its last commit has its commits under the name it had then.
    for (const name of names) {
      commits = commitsOf(await git(repoPath, ["log", "--follow", `-n${LIMIT}`, FORMAT, "--name-only", "--", name]))
      if (commits.length > 0) break
    }
  }
  const [newest] = commits
  // Publishes the newest commit came after are in it, or were replaced by it.
  const local = mine.filter(({ date }) => !newest || Date.parse(date) > Date.parse(newest.committed)).reverse()
  // A publish that left the text as the version before it was is no other version.
  let before = newest && (await git(repoPath, ["rev-parse", `${newest.sha}:${newest.files.at(-1) ?? file}`]).catch(() => "")).trim()
  const changed = local.filter(({ blob }) => {
    const isChange = blob !== before
    before = blob
    return isChange
  })
  return [
    ...changed.reverse().map(localVersion),
    // --follow names the file as it was called in each commit (its last line there).
    ...commits.map(({ sha, date, author, message, files }) => ({ sha, date, author, message, file: files.at(-1) ?? file })),
  ]
}

/** A version's text: one the journal kept for this file, or the file in a commit; undefined when it is neither. */
async function content(file: string, sha: string, { repoPath }: HistoryPolicy): Promise<string | undefined> {
  // A text the journal kept for this file; the route reads no object of git's by its id alone.
  const kept = (await journalRecords(repoPath)).find((record) => record.file === file && record.blob === sha)
  if (kept) return kept.text
  // cat-file blob: the file's bytes in that commit, and an error for a folder or a path it did not have.
  return git(repoPath, ["cat-file", "blob", `${sha}:${file}`]).catch(() => undefined)
}

async function deleted(folder: string, policy: HistoryPolicy): Promise<Deletion[]> {
  const { repoPath, isEntry } = policy
  const inFolder = (file: string) => path.posix.dirname(file) === folder && isEntry(file)
  const isThereNow = (file: string) => fs.existsSync(path.join(repoPath, file))
  const newest = newestRecords((await journalRecords(repoPath)).filter(({ file }) => inFolder(file)))
  const commits = (await hasCommits(repoPath)) ? await git(repoPath, ["rev-parse", "HEAD"]) : ""
  const head = commits.trim()
  const committed = head
    ? commitsOf(await git(repoPath, ["log", "--diff-filter=D", `-n${LIMIT}`, FORMAT, "--name-only", "--", folder]))
    : []
  const tracked = head
    ? (await git(repoPath, ["ls-tree", "-r", "-z", "--name-only", "HEAD", "--", folder])).split("\0").filter(Boolean)
    : []
  /** Where a file deleted in the working tree was last: its journal's newest text when that came after its last commit, else HEAD. */
  const lastVersionOf = async (file: string) => {
    const record = newest.get(file)
    if (!record) return head
    const lastCommitted = (await git(repoPath, ["log", "-1", "--format=%cI", "--", file])).trim()
    return Date.parse(record.date) > Date.parse(lastCommitted) ? record.blob : head
  }
  const deletedHere = tracked.filter((file) => inFolder(file) && !isThereNow(file))
  return latestDeletions(
    [
      // The CMS under npm start deletes from the working tree: the last version is the one published, else the one committed.
      ...(await Promise.all(deletedHere.map(async (file) => ({ file, lastVersion: await lastVersionOf(file) })))),
      // An entry published and deleted on this computer, never committed: its text before the deletion.
      ...[...newest.values()]
        .filter(({ file, deleted }) => deleted && !tracked.includes(file))
        .map(({ file, blob }) => ({ file, lastVersion: blob })),
      ...committed.flatMap(({ parent, files, sha, date, author, message }) =>
        files.filter(inFolder).map((file) => ({ file, lastVersion: parent ?? sha, deletedIn: { sha, date, author, message } })),
      ),
    ],
    isThereNow,
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
        return {
          status: 400,
          error: `The history reads a version by its 40-hex id (a commit's, or a local publish's), not ${JSON.stringify(sha)}.`,
        }
      const refusal = refusalOfFile(file, policy)
      if (refusal) return refusal
      const raw = await content(file!, sha, policy)
      return raw === undefined
        ? { status: 404, error: `${file} is not in commit ${sha}, nor published on this computer as ${sha}.` }
        : { status: 200, body: raw }
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
