/** @jest-environment node */
import fs from "fs"
import http from "http"
import path from "path"
import {
  callToForward,
  cmsPolicyOf,
  DECAP_SERVER_CHECKED_VERSION,
  decapServerFolder,
  GUARDED_ACTIONS,
  loopbackOrigins,
  roleOf,
} from "../../scripts/decap-server-guard"
import { LOOPBACK_NAMES } from "../../admin/local-cms-backend"
import { CMS, CMS_CONFIG, guardedRepository, SITE_PORT, type GuardedRepository } from "./guarded-decap-server"

/*
 * decap-server as npm start runs it (behind its guard), on a small repository of its own laid out
 * from the CMS's configuration: what a web page on another name (DNS rebinding), another page of
 * this machine, or a call the CMS does not make gets, and that the CMS's own calls still read,
 * write, rename, delete and upload through the real decap-server.
 */

const [FOLDER, OTHER_FOLDER] = CMS.folderCollections
const [FILE_ENTRY] = CMS.fileEntries
const MEDIA = CMS.mediaFolder
/** An entry of a folder collection, the one every generic call names. */
const ENTRY = `${FOLDER.folder}/example.yaml`

const guarded = guardedRepository("decap-guard-", layOut)

const file = (relative: string) => path.join(guarded.repo, relative)
const read = (relative: string) => fs.readFileSync(file(relative), "utf8")
const exists = (relative: string) => fs.existsSync(file(relative))

/** Every file of the repository and beside it, with its text (a link as where it leads). */
function tree(): Record<string, string> {
  const files: Record<string, string> = { "../secret.txt": fs.readFileSync(path.join(guarded.dir, "secret.txt"), "utf8") }
  for (const name of fs.readdirSync(guarded.repo, { recursive: true }) as string[]) {
    const stat = fs.lstatSync(file(name))
    if (stat.isSymbolicLink()) files[name] = `-> ${fs.readlinkSync(file(name))}`
    else if (stat.isFile()) files[name] = read(name)
  }
  return files
}

/** Waits for decap-server's move, which it starts after answering. */
async function until(done: () => boolean) {
  for (let tries = 0; !done() && tries < 100; tries++) await new Promise((resolve) => setTimeout(resolve, 20))
  expect(done()).toBe(true)
}

interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
}

/** A request with exactly these headers (fetch would not send a Host of our choosing). */
function request(body: unknown, headers: Record<string, string> = {}, method = "POST"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const call = http.request(
      {
        host: "127.0.0.1",
        port: guarded.port,
        path: "/api/v1",
        method,
        headers: { "content-type": "application/json", host: `127.0.0.1:${guarded.port}`, ...headers },
      },
      (response) => {
        let text = ""
        response.on("data", (chunk: Buffer) => (text += chunk.toString()))
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }))
      },
    )
    call.on("error", reject)
    call.end(body === undefined ? undefined : JSON.stringify(body))
  })
}

/** As the CMS calls: from the dev site, here on 127.0.0.1. */
const fromSite = (body: unknown) => request(body, { origin: `http://127.0.0.1:${SITE_PORT}` })

type Call = { action: string; params?: Record<string, unknown> }

/** Decap's calls, as decap-cms-backend-proxy sends them. */
const call = {
  getEntry: (target: unknown): Call => ({ action: "getEntry", params: { branch: "main", path: target } }),
  entriesByFiles: (...targets: unknown[]): Call => ({
    action: "entriesByFiles",
    params: { branch: "main", files: targets.map((target) => ({ path: target })) },
  }),
  entriesByFolder: (folder: unknown, extension = "yaml", depth = 1): Call => ({
    action: "entriesByFolder",
    params: { branch: "main", folder, extension, depth },
  }),
  /** A save, with options as Decap sends them: hasSubfolders true for any collection not nested. */
  persistEntry: (dataFile: { path: unknown; newPath?: unknown }, assets: unknown[] = []): Call => ({
    action: "persistEntry",
    params: {
      branch: "main",
      dataFiles: [{ slug: "written", raw: "title: Written\n", ...dataFile }],
      assets,
      options: { commitMessage: "Update", useWorkflow: false, status: "draft", hasSubfolders: true, newEntry: false },
    },
  }),
  getMedia: (folder: unknown): Call => ({ action: "getMedia", params: { branch: "main", mediaFolder: folder } }),
  getMediaFile: (target: unknown): Call => ({ action: "getMediaFile", params: { branch: "main", path: target } }),
  persistMedia: (target: unknown): Call => ({
    action: "persistMedia",
    params: { branch: "main", asset: picture(target), options: { commitMessage: "Upload" } },
  }),
  deleteFile: (target: unknown): Call => ({
    action: "deleteFile",
    params: { branch: "main", path: target, options: { commitMessage: "Delete" } },
  }),
  deleteFiles: (...targets: unknown[]): Call => ({
    action: "deleteFiles",
    params: { branch: "main", paths: targets, options: { commitMessage: "Delete" } },
  }),
}
const PICTURE = "picture bytes"
const picture = (target: unknown) => ({ path: target, content: Buffer.from(PICTURE).toString("base64"), encoding: "base64" })

/** A call the guard refuses: 403, a line in the terminal, and not one file of the repository changed. */
async function expectRefused(body: Call, naming?: unknown) {
  const before = tree()
  guarded.warn.mockClear()
  const answer = await fromSite(body)
  expect({ body, status: answer.status }).toEqual({ body, status: 403 })
  const { error } = JSON.parse(answer.body) as { error: string }
  if (naming !== undefined) expect(error).toContain(`not ${JSON.stringify(naming)}`)
  expect(guarded.warn).toHaveBeenCalledWith(expect.stringContaining(error.slice(0, 60)))
  expect(tree()).toEqual(before)
}

/** A call the guard lets through: decap-server answers it (200), and its answer. */
async function expectAllowed(body: Call) {
  const answer = await fromSite(body)
  expect({ body, status: answer.status, answer: answer.body.slice(0, 200) }).toMatchObject({ body, status: 200 })
  answered.add(body.action)
  return JSON.parse(answer.body)
}
/** Which actions decap-server answered through the guard. */
const answered = new Set<string>()

/** The repository: the CMS's folders and files, files that are not the CMS's, links out of its folders. */
function layOut({ dir }: GuardedRepository) {
  const files: Record<string, string> = {
    ".git/config": "[core]\n",
    "gatsby-node.ts": "export {}\n",
    "package.json": "{}\n",
    "content/schema/content-schema.ts": "export {}\n",
    "content/schema/email-pattern.ts": "export const EMAIL_PATTERN = /@/\n",
    [`${MEDIA}/hero.png`]: "picture",
  }
  for (const { folder } of CMS.folderCollections) {
    files[`${folder}/example.yaml`] = `title: ${folder}\n`
    files[`${folder}/sibling.yaml`] = "title: Sibling\n"
    // Not an entry (the CMS's collections have no subfolders), but a rename must never carry it.
    files[`${folder}/nested/kept.yaml`] = "title: Kept\n"
  }
  for (const { file: name } of CMS.fileEntries) files[name] = `title: ${name}\n`
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(file(name)), { recursive: true })
    fs.writeFileSync(file(name), text)
  }
  fs.writeFileSync(path.join(dir, "secret.txt"), "beyond the repository\n")
  // Links in the CMS's folders to files that are not its: the guard judges where they lead.
  fs.symlinkSync(file("gatsby-node.ts"), file(`${FOLDER.folder}/link.yaml`))
  fs.symlinkSync(file("package.json"), file(`${MEDIA}/link.png`))
}

describe("decap-server's guard: who may call", () => {
  it("refuses a request naming another host, as a page on a rebound name sends it, before decap-server reads anything", async () => {
    for (const host of [
      `rebind.example:${guarded.port}`,
      `127.0.0.1.rebind.example:${guarded.port}`,
      `127.0.0.1:${guarded.port + 1}`,
      "127.0.0.1",
    ]) {
      const answer = await request(call.getEntry(ENTRY), { host, origin: `http://${host}` })
      expect(answer.status).toBe(403)
      expect(JSON.parse(answer.body).error).toContain(`not to host ${host}`)
      expect(answer.body).not.toContain(FOLDER.folder)
    }
  })

  it("refuses a call from any page but the dev site's, the rebound name's included", async () => {
    for (const origin of ["http://localhost:3000", `http://rebind.example:${SITE_PORT}`, "https://example.com", "null"]) {
      const answer = await request(call.getEntry(ENTRY), { origin })
      expect(answer.status).toBe(403)
      expect(JSON.parse(answer.body).error).toContain(`not ${origin}`)
      expect(answer.headers["access-control-allow-origin"]).toBeUndefined()
    }
  })

  it("answers the dev site on every loopback name, at every loopback name of its own, and lets the browser read it", async () => {
    for (const name of LOOPBACK_NAMES) {
      for (const origin of loopbackOrigins(SITE_PORT)) {
        const answer = await request({ action: "info" }, { host: `${name}:${guarded.port}`, origin })
        expect(answer.status).toBe(200)
        expect(JSON.parse(answer.body)).toMatchObject({ type: "local_fs" })
        expect(answer.headers["access-control-allow-origin"]).toBe(origin)
        const preflight = await request(
          undefined,
          { host: `${name}:${guarded.port}`, origin, "access-control-request-method": "POST" },
          "OPTIONS",
        )
        expect(preflight.status).toBe(204)
        expect(preflight.headers["access-control-allow-origin"]).toBe(origin)
      }
    }
  })

  it("refuses an action it does not know, the editorial workflow's included, and says so in the terminal", async () => {
    for (const action of ["unpublishedEntries", "getNotes", undefined]) {
      await expectRefused({ action: action as string, params: { branch: "main" } })
      expect(guarded.warn).toHaveBeenCalledWith(expect.stringMatching(/does not know the action/))
    }
  })
})

describe("decap-server's guard: the security review's calls", () => {
  it("refuses writing code into a subfolder of the media folder, and a rename that would carry it into content/schema/", async () => {
    // 1. A "picture" that is a TypeScript module, in a folder the move would carry.
    await expectRefused(call.persistMedia(`${MEDIA}/m/schema/email-pattern.ts`), `${MEDIA}/m/schema/email-pattern.ts`)
    // 2. An "entry" in that folder renamed into content/: decap-server's move would carry m/schema/ with it.
    await expectRefused(
      {
        ...call.persistEntry({ path: "" }),
        params: {
          ...call.persistEntry({ path: "" }).params,
          dataFiles: undefined,
          entry: { slug: "a", path: `${MEDIA}/m/a.yaml`, newPath: "content/redirects.yaml", raw: "x: 1\n" },
        },
      },
      `${MEDIA}/m/a.yaml`,
    )
    expect(exists(`${MEDIA}/m`)).toBe(false)
    expect(read("content/schema/email-pattern.ts")).toBe("export const EMAIL_PATTERN = /@/\n")
  })

  it("refuses renaming a settings file into the media folder, which would move content/schema/ and the rest of content/ away", async () => {
    await expectRefused(call.persistEntry({ path: "content/site.yaml", newPath: `${MEDIA}/x/site.yaml` }))
    await expectRefused(call.persistEntry({ path: FILE_ENTRY.file, newPath: `${MEDIA}/x/site.yaml` }))
    expect(fs.readdirSync(file("content/schema")).sort()).toEqual(["content-schema.ts", "email-pattern.ts"])
  })
})

describe("decap-server's guard: the CMS's collections, from its configuration", () => {
  it.each(CMS.folderCollections.map((collection) => [collection.name, collection] as const))(
    "lets the CMS read, write, rename and (where it offers delete) delete an entry of %s, and nothing beside it",
    async (_name, { folder, extension, deletable }) => {
      const start = tree()
      expect((await expectAllowed(call.getEntry(`${folder}/example.yaml`))).data).toBe(`title: ${folder}\n`)
      expect((await expectAllowed(call.entriesByFiles(`${folder}/example.yaml`)))[0].data).toBe(`title: ${folder}\n`)
      const listed = await expectAllowed(call.entriesByFolder(folder, extension, 1))
      expect(listed.map((entry: { file: { path: string } }) => entry.file.path)).toContain(`${folder}/example.yaml`)

      await expectAllowed(call.persistEntry({ path: `${folder}/new.${extension}` }))
      expect(read(`${folder}/new.${extension}`)).toBe("title: Written\n")

      // A rename moves the one file; its siblings and the subfolder stay.
      await expectAllowed(call.persistEntry({ path: `${folder}/new.${extension}`, newPath: `${folder}/renamed.${extension}` }))
      await until(() => exists(`${folder}/renamed.${extension}`) && !exists(`${folder}/new.${extension}`))
      expect(read(`${folder}/renamed.${extension}`)).toBe("title: Written\n")
      expect([read(`${folder}/sibling.yaml`), read(`${folder}/nested/kept.yaml`)]).toEqual(["title: Sibling\n", "title: Kept\n"])

      if (deletable) {
        await expectAllowed(call.deleteFiles(`${folder}/renamed.${extension}`))
        expect(exists(`${folder}/renamed.${extension}`)).toBe(false)
      } else {
        await expectRefused(call.deleteFiles(`${folder}/renamed.${extension}`), `${folder}/renamed.${extension}`)
        await expectRefused(call.deleteFile(`${folder}/example.yaml`), `${folder}/example.yaml`)
        fs.rmSync(file(`${folder}/renamed.${extension}`))
      }
      expect(tree()).toEqual(start)

      const other = CMS.folderCollections.find((candidate) => candidate.folder !== folder) ?? OTHER_FOLDER
      for (const [body, naming] of [
        [call.persistEntry({ path: `${folder}/nested/x.${extension}` }), `${folder}/nested/x.${extension}`],
        [call.persistEntry({ path: `${folder}/x.ts` }), `${folder}/x.ts`],
        [call.persistEntry({ path: `${folder}/.${extension}` }), `${folder}/.${extension}`],
        [call.persistEntry({ path: folder }), folder],
        [call.getEntry(`${folder}/nested/kept.yaml`), `${folder}/nested/kept.yaml`],
        [call.persistEntry({ path: `${folder}/sibling.yaml`, newPath: `${other.folder}/sibling.yaml` }), undefined],
        [call.persistEntry({ path: `${folder}/sibling.yaml`, newPath: `${folder}/nested/sibling.yaml` }), undefined],
        [call.persistEntry({ path: `${folder}/sibling.yaml`, newPath: `${MEDIA}/x/sibling.yaml` }), undefined],
        [call.persistEntry({ path: `${folder}/sibling.yaml`, newPath: FILE_ENTRY.file }), undefined],
        [call.entriesByFolder(`${folder}/nested`, extension, 1), undefined],
        [call.entriesByFolder(folder, "", 1), undefined],
        [call.entriesByFolder(folder, "ts", 1), undefined],
        [call.entriesByFolder(folder, extension, 2), undefined],
        [call.entriesByFolder(MEDIA, extension, 1), undefined],
        [call.persistEntry({ path: `${folder}/x.${extension}` }, [picture(`${folder}/x.png`)]), `${folder}/x.png`],
      ] as const)
        await expectRefused(body, naming)
    },
  )

  it.each(CMS.fileEntries.map((entry) => [entry.file, entry] as const))(
    "lets the CMS read and write %s, and neither rename nor (unless it offers delete) delete it",
    async (name, { deletable }) => {
      expect((await expectAllowed(call.getEntry(name))).data).toBe(`title: ${name}\n`)
      expect((await expectAllowed(call.entriesByFiles(name)))[0].data).toBe(`title: ${name}\n`)
      await expectAllowed(call.persistEntry({ path: name }))
      expect(read(name)).toBe("title: Written\n")
      await expectRefused(call.persistEntry({ path: name, newPath: path.join(path.dirname(name), "renamed.yaml") }))
      await expectRefused(call.persistEntry({ path: name, newPath: ENTRY }))
      await expectRefused(call.persistEntry({ path: ENTRY, newPath: name }))
      if (!deletable) await expectRefused(call.deleteFile(name), name)
      expect(exists(path.join(path.dirname(name), "renamed.yaml"))).toBe(false)
    },
  )

  it("lets the CMS upload, list, read and delete pictures of the types a page accepts, flat in its media folder", async () => {
    const start = tree()
    for (const name of ["upload.png", "photo.jpg", "photo.jpeg", "photo.webp", "photo.avif"]) {
      expect((await expectAllowed(call.persistMedia(`${MEDIA}/${name}`))).name).toBe(name)
      expect(read(`${MEDIA}/${name}`)).toBe(PICTURE)
    }
    await expectAllowed(call.persistEntry({ path: ENTRY }, [picture(`${MEDIA}/with-entry.png`)]))
    expect(read(`${MEDIA}/with-entry.png`)).toBe(PICTURE)
    const listed = (await expectAllowed(call.getMedia(MEDIA))).map((media: { name: string }) => media.name)
    expect(listed).toEqual(expect.arrayContaining(["hero.png", "upload.png", "with-entry.png"]))
    expect((await expectAllowed(call.getMediaFile(`${MEDIA}/hero.png`))).name).toBe("hero.png")
    await expectAllowed(call.deleteFile(`${MEDIA}/upload.png`))
    await expectAllowed(call.deleteFiles(`${MEDIA}/photo.jpg`, `${MEDIA}/photo.jpeg`, `${MEDIA}/photo.webp`, `${MEDIA}/photo.avif`))
    await expectAllowed(call.deleteFiles(`${MEDIA}/with-entry.png`))
    fs.writeFileSync(file(ENTRY), `title: ${FOLDER.folder}\n`)
    expect(tree()).toEqual(start)

    // Code, pages that run script, other files, subfolders, and pictures outside the media folder.
    for (const target of [
      `${MEDIA}/x.svg`,
      `${MEDIA}/x.ts`,
      `${MEDIA}/x.js`,
      `${MEDIA}/x.html`,
      `${MEDIA}/x.yaml`,
      `${MEDIA}/x`,
      `${MEDIA}/x y.png`,
      `${MEDIA}/sub/x.png`,
      `${MEDIA}/link.png`,
      "content/x.png",
      `${FOLDER.folder}/x.png`,
    ]) {
      await expectRefused(call.persistMedia(target), target)
      await expectRefused(call.persistEntry({ path: ENTRY }, [picture(target)]), target)
      await expectRefused(call.getMediaFile(target), target)
    }
    await expectRefused(call.getMedia(`${MEDIA}/sub`), `${MEDIA}/sub`)
    await expectRefused(call.getMedia("content"), "content")
    await expectRefused(call.deleteFiles(`${MEDIA}/hero.png`, "content/schema/email-pattern.ts"), "content/schema/email-pattern.ts")
  })

  it("answers, through decap-server, every action it lets through", async () => {
    await expectAllowed({ action: "info" })
    await expectAllowed({ action: "getDeployPreview", params: { branch: "main", collection: FOLDER.name, slug: "example" } })
    for (const action of ["entriesByFolder", "entriesByFiles", "getEntry", "persistEntry", "getMedia", "getMediaFile", "persistMedia"])
      expect(answered).toContain(action)
    // Every action the guard lets through is one decap-server answers (a renamed one would be refused as unknown).
    expect([...answered].sort()).toEqual([...GUARDED_ACTIONS].sort())
  })
})

describe("decap-server's guard: which files", () => {
  const ESCAPES = [
    ".git/config",
    "gatsby-node.ts",
    "content/schema/content-schema.ts",
    "../secret.txt",
    `${FOLDER.folder}/../../gatsby-node.ts`,
    `${FOLDER.folder}/link.yaml`,
    `${FOLDER.folder}-other/x.yaml`,
    `${FILE_ENTRY.file}.bak`,
  ]
  /** Every escape as a relative and as an absolute path. */
  const escapes = () => [...ESCAPES, ...ESCAPES.map(file), "/etc/hostname"]

  /** Each read and write decap-server's local back end offers, naming the path given. */
  const callsNaming = (target: string) => [
    call.getEntry(target),
    call.entriesByFiles(ENTRY, target),
    call.getMediaFile(target),
    call.persistEntry({ path: target }),
    call.persistEntry({ path: ENTRY, newPath: target }),
    call.persistEntry({ path: ENTRY }, [picture(target)]),
    {
      ...call.persistEntry({ path: "" }),
      params: { ...call.persistEntry({ path: "" }).params, dataFiles: undefined, entry: { slug: "a", path: target, raw: "x" } },
    },
    call.persistMedia(target),
    call.deleteFile(target),
    call.deleteFiles(`${MEDIA}/hero.png`, target),
  ]

  it("refuses every read and write of a file outside the CMS's content, however the path gets there", async () => {
    for (const target of escapes()) {
      for (const body of callsNaming(target)) await expectRefused(body)
      await expectRefused(call.entriesByFolder(target, "ts", 1))
      await expectRefused(call.getMedia(target), target)
    }
  })

  it("refuses a path that is not text", async () => {
    for (const target of [42, null, { path: ENTRY }, "", `${FOLDER.folder}/a\0.yaml`]) await expectRefused(call.getEntry(target))
    await expectRefused({ action: "getEntry", params: ENTRY as never })
  })
})

describe("what the guard relies on", () => {
  it("is the decap-server release its rules were read from (re-read it on an upgrade: docs/internals.md)", () => {
    const installed = JSON.parse(fs.readFileSync(path.join(decapServerFolder(), "package.json"), "utf8")) as { version: string }
    expect(installed.version).toBe(DECAP_SERVER_CHECKED_VERSION)
  })

  it("tells decap-server's move the collection has no subfolders, so a rename carries no other file", () => {
    const forwarded = callToForward(call.persistEntry({ path: ENTRY, newPath: `${FOLDER.folder}/renamed.yaml` }))
    expect(forwarded.params?.options).toEqual({ ...(call.persistEntry({ path: ENTRY }).params?.options as object), hasSubfolders: false })
  })

  it("derives its rules from a configuration it can judge, and refuses one that puts entries elsewhere", () => {
    const withNested = {
      ...CMS_CONFIG,
      collections: [...CMS_CONFIG.collections, { name: "nested-pages", folder: "content/nested", extension: "yaml", nested: { depth: 3 } }],
    }
    expect(() => cmsPolicyOf(withNested)).toThrow(/no rule for the collection/)
  })

  it("lets the CMS edit every file of content/ it configures, and nothing of content/schema/, the code beside it", () => {
    const root = path.resolve(__dirname, "../..")
    const contentFiles = (fs.readdirSync(path.join(root, "content"), { recursive: true }) as string[])
      .map((name) => path.join("content", name))
      .filter((name) => fs.statSync(path.join(root, name)).isFile())
    const policy = { repoPath: root, cms: CMS }
    expect(contentFiles.filter((name) => !name.startsWith("content/schema/") && roleOf(name, policy) === undefined)).toEqual([])
    expect(contentFiles.filter((name) => name.startsWith("content/schema/") && roleOf(name, policy) !== undefined)).toEqual([])
    expect(["gatsby-node.ts", ".git/config", "package.json"].filter((name) => roleOf(name, policy) !== undefined)).toEqual([])
  })
})
