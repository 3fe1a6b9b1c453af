/** @jest-environment node */
import { execFileSync } from "child_process"
import fs from "fs"
import http from "http"
import path from "path"
import { HISTORY_ROUTES, localHistory } from "../../admin/src/history/local-history"
import type { Deletion, Version } from "../../admin/src/history/history-source"
import { LOCAL_PUBLISH } from "../../admin/src/history/history-entries"
import { CMS, guardedRepository, SITE_PORT } from "./guarded-decap-server"

/*
 * The history routes of decap-server's guard, on a real git repository of their own laid out from
 * the CMS's configuration: an entry's versions (across a rename), its file at each, the deleted
 * entries of a folder collection (committed, and deleted in the working tree only), and what they
 * refuse. Nothing they answer changes the repository.
 */

const SITE = `http://127.0.0.1:${SITE_PORT}`
const [FOLDER] = CMS.folderCollections
const [FILE_ENTRY] = CMS.fileEntries
const entry = (name: string) => `${FOLDER.folder}/${name}.${FOLDER.extension}`
const [FIRST_NAME, RENAMED, GONE, GONE_HERE, BACK] = ["first-name", "renamed", "gone", "gone-here", "back"].map(entry)

const shas: string[] = []
const guarded = guardedRepository("decap-history-", layOut)

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(guarded.repo, file)), { recursive: true })
  fs.writeFileSync(path.join(guarded.repo, file), text)
}
/** An entry's text: a title, and enough beside it for git to see a renamed entry as the same file. */
const entryText = (title: string) => `title: ${title}\ndescription: ${"An entry of the history test. ".repeat(8)}\n`
const IDENTITY = {
  GIT_AUTHOR_NAME: "Owner",
  GIT_AUTHOR_EMAIL: "o@example.com",
  GIT_COMMITTER_NAME: "Owner",
  GIT_COMMITTER_EMAIL: "o@example.com",
}
const git = (args: string[], env: Record<string, string> = {}) =>
  execFileSync("git", args, { cwd: guarded.repo, encoding: "utf8", env: { ...process.env, ...IDENTITY, ...env } })
/** Commits everything, with dates a second apart so that newest-first is unambiguous. */
function commit(message: string) {
  const date = `2026-01-01T00:00:${String(shas.length).padStart(2, "0")}Z`
  git(["add", "-A"])
  git(["commit", "-q", "-m", message], { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date })
  shas.push(git(["rev-parse", "HEAD"]).trim())
}

/** The repository as it is: every file's text (a link as where it leads), git's status and HEAD. */
function state() {
  const files: Record<string, string> = {}
  for (const name of fs.readdirSync(guarded.repo, { recursive: true }) as string[]) {
    const stat = fs.lstatSync(path.join(guarded.repo, name))
    if (stat.isSymbolicLink()) files[name] = `-> ${fs.readlinkSync(path.join(guarded.repo, name))}`
    else if (stat.isFile() && !name.startsWith(".git/objects")) files[name] = fs.readFileSync(path.join(guarded.repo, name), "utf8")
  }
  return { files, status: git(["status", "--porcelain"]), head: git(["rev-parse", "HEAD"]) }
}

interface Answer {
  status: number
  body: string
}
function get(
  route: string,
  query: Record<string, string>,
  headers: Record<string, string> = { origin: SITE },
  method = "GET",
  origin = guarded.origin,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const call = http.request(`${origin}${route}?${new URLSearchParams(query)}`, { method, headers }, (response) => {
      let body = ""
      response.on("data", (chunk: Buffer) => (body += chunk.toString()))
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }))
    })
    call.on("error", reject)
    call.end()
  })
}

/**
 * The repository: entries added, retitled, renamed, deleted and one written back, each change a
 * commit; then one deleted in the working tree only, as the CMS under npm start deletes.
 */
function layOut() {
  git(["init", "-q"])
  write("package.json", "{}\n")
  write(FIRST_NAME, entryText("One"))
  write(GONE, entryText("Gone"))
  write(GONE_HERE, entryText("Gone here"))
  write(BACK, entryText("Back"))
  write(FILE_ENTRY.file, entryText("Settings"))
  commit("Add the entries")
  write(FIRST_NAME, entryText("Two"))
  commit("Retitle the entry")
  git(["mv", FIRST_NAME, RENAMED])
  write(RENAMED, entryText("Three"))
  commit("Rename the entry")
  fs.rmSync(path.join(guarded.repo, GONE))
  fs.rmSync(path.join(guarded.repo, BACK))
  commit("Delete two entries")
  write(BACK, entryText("Back again"))
  commit("Write one back")
  // As the CMS under npm start deletes: from the working tree, no commit.
  fs.rmSync(path.join(guarded.repo, GONE_HERE))
  fs.symlinkSync(path.join(guarded.repo, "package.json"), path.join(guarded.repo, entry("link")))
}

describe("the guard's history routes", () => {
  it("list an entry's versions newest first, under the name it had in each, and give its file at each", async () => {
    const before = state()
    const history = localHistory(guarded.origin)
    const versions = await history.versions(RENAMED)
    expect(versions.map(({ sha, file, message, author }: Version) => ({ sha, file, message, author }))).toEqual([
      { sha: shas[2], file: RENAMED, message: "Rename the entry", author: "Owner" },
      { sha: shas[1], file: FIRST_NAME, message: "Retitle the entry", author: "Owner" },
      { sha: shas[0], file: FIRST_NAME, message: "Add the entries", author: "Owner" },
    ])
    expect(await Promise.all(versions.map(({ file, sha }) => history.content(file, sha)))).toEqual([
      entryText("Three"),
      entryText("Two"),
      entryText("One"),
    ])
    expect(await history.versions(FILE_ENTRY.file)).toHaveLength(1)
    expect(state()).toEqual(before)
  })

  it("list a folder collection's deleted entries, the working tree's first, with where each last was; not one that is back", async () => {
    const before = state()
    const deleted = await localHistory(guarded.origin).deleted(FOLDER.folder)
    expect(deleted.map(({ file, lastVersion, deletedIn }: Deletion) => ({ file, lastVersion, by: deletedIn?.message }))).toEqual([
      { file: GONE_HERE, lastVersion: shas[4], by: undefined },
      { file: GONE, lastVersion: shas[2], by: "Delete two entries" },
    ])
    expect(await localHistory(guarded.origin).content(GONE, shas[2])).toBe(entryText("Gone"))
    expect(state()).toEqual(before)
  })

  it("take a path literally: a wildcard lists no other entry's versions", async () => {
    expect(await localHistory(guarded.origin).versions(entry("*"))).toEqual([])
  })

  it("refuse what the CMS does not read, a malformed commit and a path in its place, with the repository untouched", async () => {
    const before = state()
    const refusals: Array<[string, Record<string, string>, number]> = [
      [HISTORY_ROUTES.versions, {}, 400],
      [HISTORY_ROUTES.versions, { file: "package.json" }, 403],
      [HISTORY_ROUTES.versions, { file: ".git/config" }, 403],
      [HISTORY_ROUTES.versions, { file: `${FOLDER.folder}/../../package.json` }, 403],
      [HISTORY_ROUTES.versions, { file: `./${RENAMED}` }, 403],
      [HISTORY_ROUTES.versions, { file: `/${RENAMED}` }, 403],
      [HISTORY_ROUTES.versions, { file: entry("link") }, 403],
      [HISTORY_ROUTES.versions, { file: "--output=/tmp/history-written" }, 403],
      [HISTORY_ROUTES.version, { file: RENAMED, sha: "HEAD" }, 400],
      [HISTORY_ROUTES.version, { file: RENAMED, sha: shas[0].slice(0, 12) }, 400],
      [HISTORY_ROUTES.version, { file: RENAMED, sha: `${shas[0]}:package.json` }, 400],
      [HISTORY_ROUTES.version, { file: RENAMED, sha: `${shas[0]} --output=x` }, 400],
      [HISTORY_ROUTES.version, { file: "package.json", sha: shas[0] }, 403],
      [HISTORY_ROUTES.version, { file: RENAMED, sha: shas[0] }, 404],
      [HISTORY_ROUTES.deleted, { folder: "." }, 403],
      [HISTORY_ROUTES.deleted, { folder: ".git" }, 403],
      [HISTORY_ROUTES.deleted, { folder: `${FOLDER.folder}/..` }, 403],
      [HISTORY_ROUTES.deleted, { folder: `--output=/tmp/history-written` }, 403],
    ]
    for (const [route, query, status] of refusals) {
      const answer = await get(route, query)
      expect({ route, query, status: answer.status }).toEqual({ route, query, status })
      expect(JSON.parse(answer.body).error).toEqual(expect.any(String))
      expect(answer.body).not.toContain("An entry of the history test")
    }
    expect(fs.existsSync("/tmp/history-written")).toBe(false)
    expect(state()).toEqual(before)
  })

  it("answer the dev site only, and reads only (GET)", async () => {
    for (const foreign of ["https://example.com", "http://localhost:3000"]) {
      expect((await get(HISTORY_ROUTES.versions, { file: RENAMED }, { origin: foreign })).status).toBe(403)
    }
    const rebound = await get(HISTORY_ROUTES.versions, { file: RENAMED }, { origin: SITE, host: "rebind.example" })
    expect(rebound.status).toBe(403)
    expect((await get(HISTORY_ROUTES.versions, { file: RENAMED }, { origin: SITE }, "POST")).status).toBe(404)
  })
})

/*
 * The journal of local publishes (scripts/decap-server-journal.ts), on a repository of its own:
 * decap-server writes a publish without a commit, and its guard keeps each published text, so the
 * History lists it above the commits and gives it back; and a deleted entry's last text.
 */
describe("the local history's journal of publishes", () => {
  /** A folder collection whose entries the CMS deletes. */
  const DELETABLE = CMS.folderCollections.find(({ deletable }) => deletable)!
  const [EDITED, OTHER, DELETED, NEVER_COMMITTED, MOVED, MOVED_TO] = [
    "edited",
    "other",
    "deleted",
    "never-committed",
    "moved",
    "moved-to",
  ].map((name) => `${DELETABLE.folder}/${name}.${DELETABLE.extension}`)
  /** A commit an hour ago: before any publish of the test. */
  const COMMITTED_AT = new Date(Date.now() - 3_600_000).toISOString()
  const local = guardedRepository("decap-journal-", ({ repo }) => {
    const gitHere = (args: string[]) =>
      execFileSync("git", args, {
        cwd: repo,
        encoding: "utf8",
        env: { ...process.env, ...IDENTITY, GIT_AUTHOR_DATE: COMMITTED_AT, GIT_COMMITTER_DATE: COMMITTED_AT },
      })
    gitHere(["init", "-q"])
    for (const [file, title] of [
      [EDITED, "Committed"],
      [OTHER, "Other committed"],
      [DELETED, "Deleted committed"],
      [MOVED, "Moved committed"],
    ]) {
      fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true })
      fs.writeFileSync(path.join(repo, file), entryText(title))
    }
    gitHere(["add", "-A"])
    gitHere(["commit", "-q", "-m", "Add the entries"])
  })
  const gitHere = (...args: string[]) => execFileSync("git", args, { cwd: local.repo, encoding: "utf8" })

  /** A call of decap-server's API from the dev site, as the CMS makes it; its status. */
  function call(action: string, params: Record<string, unknown>): Promise<number> {
    return new Promise((resolve, reject) => {
      const request = http.request(
        `${local.origin}/api/v1`,
        { method: "POST", headers: { origin: SITE, "content-type": "application/json" } },
        (response) => {
          response.resume()
          response.on("end", () => resolve(response.statusCode ?? 0))
        },
      )
      request.on("error", reject)
      request.end(JSON.stringify({ action, params: { branch: "main", ...params } }))
    })
  }
  /** A publish of one entry as Decap sends it (a rename names the new path too). */
  const publish = (file: string, text: string, newPath?: string) =>
    call("persistEntry", {
      dataFiles: [{ slug: "x", path: file, newPath, raw: text }],
      assets: [],
      options: { commitMessage: "Update", useWorkflow: false, status: "draft", hasSubfolders: true, newEntry: false },
    })
  const history = () => localHistory(local.origin)
  const summary = (versions: Version[]) => versions.map(({ file, author, message }) => ({ file, author, message }))
  const texts = (versions: Version[]) => Promise.all(versions.map(({ file, sha }) => history().content(file, sha)))
  const COMMIT = { author: "Owner", message: "Add the entries" }
  const PUBLISHED = { author: LOCAL_PUBLISH.author, message: LOCAL_PUBLISH.message }

  it("lists each publish since the last commit, newest first, above the commits, with its text; a publish that changed nothing once", async () => {
    expect(await publish(EDITED, entryText("First"))).toBe(200)
    expect(await publish(EDITED, entryText("Second"))).toBe(200)
    expect(await publish(EDITED, entryText("Second"))).toBe(200)
    expect(fs.readFileSync(path.join(local.repo, EDITED), "utf8")).toBe(entryText("Second"))
    const versions = await history().versions(EDITED)
    expect(summary(versions)).toEqual([
      { file: EDITED, ...PUBLISHED },
      { file: EDITED, ...PUBLISHED },
      { file: EDITED, ...COMMIT },
    ])
    expect(await texts(versions)).toEqual([entryText("Second"), entryText("First"), entryText("Committed")])
    // Nothing of it on a branch: the publishes are in the working tree, as decap-server wrote them.
    expect(gitHere("log", "--all", "--format=%s").trim()).toBe("Add the entries")
    // Nor in git's object store, whose loose objects outside any commit git gc prunes: the texts outlive it.
    gitHere("gc", "-q", "--prune=now")
    expect(await texts(versions)).toEqual([entryText("Second"), entryText("First"), entryText("Committed")])
  })

  it("follows a rename published on this computer back to the commits of the old name", async () => {
    expect(await publish(MOVED, entryText("Moved here"), MOVED_TO)).toBe(200)
    const versions = await history().versions(MOVED_TO)
    expect(summary(versions)).toEqual([
      { file: MOVED_TO, ...PUBLISHED },
      { file: MOVED, ...COMMIT },
    ])
    expect(await texts(versions)).toEqual([entryText("Moved here"), entryText("Moved committed")])
  })

  it("gives a kept text only as a version of its own file, and no other object by its id", async () => {
    expect(await publish(OTHER, entryText("Other here"))).toBe(200)
    const [otherVersion] = await history().versions(OTHER)
    expect(await history().content(OTHER, otherVersion.sha)).toBe(entryText("Other here"))
    const unlisted = execFileSync("git", ["hash-object", "-w", "--stdin"], { cwd: local.repo, input: "secret\n", encoding: "utf8" }).trim()
    for (const sha of [otherVersion.sha, unlisted]) {
      const answer = await get(HISTORY_ROUTES.version, { file: EDITED, sha }, { origin: SITE }, "GET", local.origin)
      expect({ sha, status: answer.status }).toEqual({ sha, status: 404 })
      expect(answer.body).not.toMatch(/Other here|secret/)
    }
  })

  it("gives an entry edited, then deleted on this computer its last text, and one never committed too", async () => {
    expect(await publish(DELETED, entryText("Deleted edited"))).toBe(200)
    expect(await call("deleteFile", { path: DELETED, options: { commitMessage: "Delete" } })).toBe(200)
    expect(await publish(NEVER_COMMITTED, entryText("Never committed"))).toBe(200)
    expect(await call("deleteFiles", { paths: [NEVER_COMMITTED], options: { commitMessage: "Delete" } })).toBe(200)
    expect(fs.existsSync(path.join(local.repo, DELETED))).toBe(false)
    const deleted = await history().deleted(DELETABLE.folder)
    expect(deleted.map(({ file, deletedIn }) => ({ file, deletedIn }))).toEqual(
      expect.arrayContaining([
        { file: DELETED, deletedIn: undefined },
        { file: NEVER_COMMITTED, deletedIn: undefined },
      ]),
    )
    const textOf = (file: string) => history().content(file, deleted.find((deletion) => deletion.file === file)!.lastVersion)
    expect(await textOf(DELETED)).toBe(entryText("Deleted edited"))
    expect(await textOf(NEVER_COMMITTED)).toBe(entryText("Never committed"))
  })

  it("leaves out a line of the journal that is not a record, and reads the history without a journal", async () => {
    const journal = path.resolve(local.repo, gitHere("rev-parse", "--git-path", "cms-publishes.jsonl").trim())
    const kept = fs.readFileSync(journal, "utf8")
    fs.appendFileSync(journal, `not json\n{"file":"${EDITED}","blob":"HEAD","date":"${new Date().toISOString()}"}\n{"file":\n`)
    expect(summary(await history().versions(EDITED))).toHaveLength(3)
    expect(await publish(EDITED, entryText("Third"))).toBe(200)
    const versions = await history().versions(EDITED)
    expect(await texts(versions)).toEqual([entryText("Third"), entryText("Second"), entryText("First"), entryText("Committed")])
    expect(fs.readFileSync(journal, "utf8").startsWith(kept)).toBe(true)
    fs.rmSync(journal)
    expect(summary(await history().versions(EDITED))).toEqual([{ file: EDITED, ...COMMIT }])
  })
})
