/** @jest-environment node */
import { execFileSync } from "child_process"
import fs from "fs"
import http from "http"
import path from "path"
import { HISTORY_ROUTES, localHistory } from "../../admin/src/history/local-history"
import type { Deletion, Version } from "../../admin/src/history/history-source"
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
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const call = http.request(`${guarded.origin}${route}?${new URLSearchParams(query)}`, { method, headers }, (response) => {
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
