/**
 * The journal of local publishes, for npm start: decap-server writes a published entry into the
 * working tree without a commit, so git's history alone would hold only the last committed version
 * of it. decap-server's guard (decap-server-guard.ts) therefore keeps, for each data file a
 * successful persistEntry writes, one JSON line with its text in a journal beside git's own files
 * (`git rev-parse --git-path cms-publishes.jsonl`: each worktree its own, on no branch, in no
 * commit), named by the id git would give that text (git hash-object, written nowhere: a text
 * kept in git's object store outside any commit would be pruned by git gc after two weeks); before
 * a deleteFile or deleteFiles of an entry it keeps the entry's text the same way, marked `deleted`.
 * The history routes (decap-server-history.ts) read it: the versions published since the file's
 * last commit, their texts, and a locally deleted entry's last text. A missing journal, or a line
 * that is not a record, leaves the history to the commits. git runs without a shell.
 */
import { execFile } from "child_process"
import fs from "fs"
import path from "path"

/** One line of the journal. */
export interface JournalRecord {
  /** The entry's path as the CMS names it (relative, normalised). */
  file: string
  /** The 40-hex id git gives its text (as a blob), by which the history names this version. */
  blob: string
  /** Its text. */
  text: string
  /** When it was published or deleted (ISO 8601). */
  date: string
  /** The path it had before, when this publish renamed it. */
  from?: string
  /** Its last text before it was deleted. */
  deleted?: true
}

/** A data file's text as the guard hands it over, before its id is made. */
export interface KeptText {
  file: string
  text: string
  from?: string
  deleted?: true
}

const JOURNAL = "cms-publishes.jsonl"
const HEX40 = /^[0-9a-f]{40}$/

/** git in the repository, without a shell, its pathspecs taken literally; `input` goes to its stdin. */
export function git(repoPath: string, args: string[], input?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      "git",
      ["--literal-pathspecs", ...args],
      { cwd: repoPath, maxBuffer: 20 * 1024 * 1024 },
      (error, stdout, stderr) => (error ? reject(new Error(stderr.trim() || error.message)) : resolve(stdout)),
    )
    // git may exit before it reads its stdin (an error, or a command that takes none): no EPIPE then.
    child.stdin?.on("error", () => undefined)
    child.stdin?.end(input)
  })
}

/** Where each repository keeps its journal, asked of git once per repository (again after a failed ask). */
const journalPaths = new Map<string, Promise<string>>()
function journalPath(repoPath: string): Promise<string> {
  let asked = journalPaths.get(repoPath)
  if (!asked) {
    asked = git(repoPath, ["rev-parse", "--git-path", JOURNAL]).then((out) => path.resolve(repoPath, out.trim()))
    asked.catch(() => journalPaths.delete(repoPath))
    journalPaths.set(repoPath, asked)
  }
  return asked
}

const isRecord = (value: unknown): value is JournalRecord => {
  const record = value as Partial<JournalRecord> | null
  return (
    typeof record === "object" &&
    record !== null &&
    typeof record.file === "string" &&
    typeof record.blob === "string" &&
    HEX40.test(record.blob) &&
    typeof record.text === "string" &&
    typeof record.date === "string" &&
    !Number.isNaN(Date.parse(record.date)) &&
    (record.from === undefined || typeof record.from === "string")
  )
}

/** The journal's records, oldest first; none when it is missing, and none of a line that is not one. */
export async function journalRecords(repoPath: string): Promise<JournalRecord[]> {
  await settled(repoPath)
  const text = await fs.promises.readFile(await journalPath(repoPath), "utf8").catch(() => "")
  return text
    .split("\n")
    .flatMap((line) => {
      try {
        const record: unknown = JSON.parse(line)
        return isRecord(record) ? [record] : []
      } catch {
        return []
      }
    })
    .sort((a, b) => a.date.localeCompare(b.date))
}

/** The records being written, per repository: the history waits for them, so it lists a publish it has answered. */
const writing = new Map<string, Promise<void>>()
const settled = (repoPath: string) => writing.get(repoPath) ?? Promise.resolve()

/**
 * Keeps these texts in the journal once the response to their call finishes with a 2xx status
 * (the publish or deletion done); a deleted file's text is read, and its id made, before
 * decap-server removes it. A failure is told in the terminal, never to the editor: the
 * publish itself is done.
 */
export function keepWhenDone(
  repoPath: string,
  texts: KeptText[],
  response: { statusCode: number; once(event: "finish" | "close", listener: () => void): unknown },
) {
  if (texts.length === 0) return
  // The ids are made at once: a deleted file's text is read before decap-server removes it.
  const blobs = Promise.all(texts.map(({ text }) => git(repoPath, ["hash-object", "--stdin"], text).then((out) => out.trim())))
  const done = new Promise<boolean>((resolve) => {
    response.once("finish", () => resolve(response.statusCode >= 200 && response.statusCode < 300))
    response.once("close", () => resolve(false))
  })
  const kept = Promise.all([blobs, done])
    .then(async ([ids, succeeded]) => {
      if (!succeeded) return
      const date = new Date().toISOString()
      const lines = texts.map(({ file, text, from, deleted }, index) =>
        JSON.stringify({ file, blob: ids[index], date, from, deleted, text }),
      )
      await fs.promises.appendFile(await journalPath(repoPath), lines.map((line) => `${line}\n`).join(""))
    })
    .catch((error: unknown) =>
      console.warn(`decap-server's guard could not keep a publish in the local history: ${(error as Error).message}`),
    )
  const before = settled(repoPath)
  writing.set(
    repoPath,
    before.then(() => kept),
  )
}
