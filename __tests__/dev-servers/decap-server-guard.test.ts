/** @jest-environment node */
import fs from "fs"
import http from "http"
import os from "os"
import path from "path"
import type { AddressInfo } from "net"
import {
  DECAP_SERVER_CHECKED_VERSION,
  decapServerFolder,
  editablePathsOf,
  GUARDED_ACTIONS,
  isEditable,
  loopbackOrigins,
  startDecapServerGuard,
} from "../../scripts/decap-server-guard"
import { LOOPBACK_NAMES } from "../../gatsby/content/local-cms-backend"
import { cmsConfig } from "../../admin/src/config"

/*
 * decap-server as npm start runs it (behind its guard), on a small repository of its own: what a
 * web page on another name (DNS rebinding), another page of this machine, or a request naming a
 * file beyond the CMS's content gets, and that the CMS's own calls still read and write.
 */

const SITE_PORT = 8000
const EDITABLE = { folders: ["content/images", "content/pages"], files: ["content/site.yaml"] }

let dir: string
let repo: string
let server: http.Server
let port: number

const file = (relative: string) => path.join(repo, relative)
const read = (relative: string) => fs.readFileSync(file(relative), "utf8")
/** Files a refused call must leave as they were. */
const PROTECTED = [".git/config", "gatsby-node.ts", "content/schema/content-schema.ts", "package.json"]
const snapshot = () => [...PROTECTED.map(read), fs.readFileSync(path.join(dir, "secret.txt"), "utf8")]

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
        port,
        path: "/api/v1",
        method,
        headers: { "content-type": "application/json", host: `127.0.0.1:${port}`, ...headers },
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

const persistEntry = (dataFile: Record<string, string>, assets: Array<Record<string, string>> = []) => ({
  action: "persistEntry",
  params: {
    branch: "main",
    dataFiles: [{ slug: "a", raw: "title: Written\n", ...dataFile }],
    assets,
    options: { commitMessage: "Update", useWorkflow: false, status: "draft" },
  },
})
const png = (pathName: string) => ({ path: pathName, content: Buffer.from("picture").toString("base64"), encoding: "base64" })

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "decap-guard-"))
  repo = path.join(dir, "repo")
  const files: Record<string, string> = {
    ".git/config": "[core]\n",
    "gatsby-node.ts": "export {}\n",
    "package.json": "{}\n",
    "content/schema/content-schema.ts": "export {}\n",
    "content/site.yaml": "title: Site\n",
    "content/pages/home.yaml": "title: Home\n",
    "content/images/hero.png": "picture",
  }
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(file(name)), { recursive: true })
    fs.writeFileSync(file(name), text)
  }
  fs.writeFileSync(path.join(dir, "secret.txt"), "beyond the repository\n")
  // A link in an editable folder to a file that is not: the guard judges where it leads.
  fs.symlinkSync("../../gatsby-node.ts", file("content/pages/link.yaml"))
  server = await startDecapServerGuard({ repoPath: repo, sitePort: SITE_PORT, editable: EDITABLE }, { host: "127.0.0.1", port: 0 })
  port = (server.address() as AddressInfo).port
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  fs.rmSync(dir, { recursive: true, force: true })
})

describe("decap-server's guard: who may call", () => {
  it("refuses a request naming another host, as a page on a rebound name sends it, before decap-server reads anything", async () => {
    for (const host of [`rebind.example:${port}`, `127.0.0.1.rebind.example:${port}`, `127.0.0.1:${port + 1}`, "127.0.0.1"]) {
      const answer = await request(
        { action: "getEntry", params: { branch: "main", path: "content/pages/home.yaml" } },
        { host, origin: `http://${host}` },
      )
      expect(answer.status).toBe(403)
      expect(JSON.parse(answer.body).error).toContain(`not to host ${host}`)
      expect(answer.body).not.toContain("Home")
    }
  })

  it("refuses a call from any page but the dev site's, the rebound name's included", async () => {
    for (const origin of ["http://localhost:3000", `http://rebind.example:${SITE_PORT}`, "https://example.com", "null"]) {
      const answer = await request({ action: "getEntry", params: { branch: "main", path: "content/pages/home.yaml" } }, { origin })
      expect(answer.status).toBe(403)
      expect(JSON.parse(answer.body).error).toContain(`not ${origin}`)
      expect(answer.headers["access-control-allow-origin"]).toBeUndefined()
    }
  })

  it("answers the dev site on every loopback name, at every loopback name of its own, and lets the browser read it", async () => {
    for (const name of LOOPBACK_NAMES) {
      for (const origin of loopbackOrigins(SITE_PORT)) {
        const answer = await request({ action: "info" }, { host: `${name}:${port}`, origin })
        expect(answer.status).toBe(200)
        expect(JSON.parse(answer.body)).toMatchObject({ type: "local_fs" })
        expect(answer.headers["access-control-allow-origin"]).toBe(origin)
        const preflight = await request(undefined, { host: `${name}:${port}`, origin, "access-control-request-method": "POST" }, "OPTIONS")
        expect(preflight.status).toBe(204)
        expect(preflight.headers["access-control-allow-origin"]).toBe(origin)
      }
    }
  })

  it("refuses an action it does not know, the editorial workflow's included", async () => {
    for (const action of ["unpublishedEntries", "getNotes", undefined]) {
      const answer = await fromSite({ action, params: { branch: "main" } })
      expect(answer.status).toBe(403)
      expect(JSON.parse(answer.body).error).toMatch(/does not know the action/)
    }
  })
})

describe("decap-server's guard: which files", () => {
  const ESCAPES = [
    ".git/config",
    "gatsby-node.ts",
    "content/schema/content-schema.ts",
    "../secret.txt",
    "content/pages/../../gatsby-node.ts",
    "content/pages/link.yaml",
    "content/pages-other/x.yaml",
    "content/site.yaml.bak",
  ]
  /** Every escape as a relative and as an absolute path. */
  const escapes = () => [...ESCAPES, ...ESCAPES.map(file), "/etc/hostname"]

  /** Each read and write decap-server's local back end offers, naming the path given. */
  const callsNaming = (target: string) => [
    { action: "getEntry", params: { branch: "main", path: target } },
    { action: "entriesByFiles", params: { branch: "main", files: [{ path: "content/pages/home.yaml" }, { path: target }] } },
    { action: "entriesByFolder", params: { branch: "main", folder: target, extension: "ts", depth: 1 } },
    { action: "getMediaFile", params: { branch: "main", path: target } },
    { action: "getMedia", params: { branch: "main", mediaFolder: target } },
    persistEntry({ path: target }),
    persistEntry({ path: "content/pages/home.yaml", newPath: target }),
    persistEntry({ path: "content/pages/home.yaml" }, [png(target)]),
    { ...persistEntry({}), params: { ...persistEntry({}).params, dataFiles: undefined, entry: { slug: "a", path: target, raw: "x" } } },
    { action: "persistMedia", params: { branch: "main", asset: png(target), options: { commitMessage: "Upload" } } },
    { action: "deleteFile", params: { branch: "main", path: target, options: { commitMessage: "Delete" } } },
    { action: "deleteFiles", params: { branch: "main", paths: ["content/pages/home.yaml", target], options: { commitMessage: "Delete" } } },
  ]

  it("refuses every read and write of a file outside the CMS's content, however the path gets there", async () => {
    const before = snapshot()
    for (const target of escapes()) {
      for (const call of callsNaming(target)) {
        const answer = await fromSite(call)
        expect({ call, status: answer.status }).toEqual({ call, status: 403 })
        expect(JSON.parse(answer.body).error).toContain(`not ${JSON.stringify(target)}`)
      }
    }
    expect(snapshot()).toEqual(before)
    // Nothing the refused calls named was written or deleted either.
    expect(read("content/pages/home.yaml")).toBe("title: Home\n")
    expect(fs.existsSync(file("content/pages/x.yaml"))).toBe(false)
  })

  it("refuses a path that is not text", async () => {
    for (const target of [42, null, { path: "content/pages/home.yaml" }, "", "content/pages/a\0.yaml"]) {
      const answer = await fromSite({ action: "getEntry", params: { branch: "main", path: target } })
      expect(answer.status).toBe(403)
    }
    expect((await fromSite({ action: "getEntry", params: "content/pages/home.yaml" })).status).toBe(403)
  })

  it("lets the CMS read, write and delete its content and pictures, through decap-server's every action it knows", async () => {
    const answers: Record<string, number> = {}
    const call = async (body: { action: string }) => {
      const answer = await fromSite(body)
      answers[body.action] = answer.status
      return JSON.parse(answer.body)
    }
    await call({ action: "info" })
    await call({ action: "getDeployPreview", params: { branch: "main", collection: "pages", slug: "home" } } as never)
    expect((await call({ action: "getEntry", params: { branch: "main", path: "content/pages/home.yaml" } } as never)).data).toBe(
      "title: Home\n",
    )
    const listed = await call({
      action: "entriesByFolder",
      params: { branch: "main", folder: "content/pages", extension: "yaml", depth: 1 },
    } as never)
    expect(listed.map((entry: { file: { path: string } }) => entry.file.path)).toContain("content/pages/home.yaml")
    expect(
      (await call({ action: "entriesByFiles", params: { branch: "main", files: [{ path: "content/site.yaml" }] } } as never))[0].data,
    ).toBe("title: Site\n")

    await call(persistEntry({ path: "content/pages/new.yaml" }, [png("content/images/new.png")]))
    expect(read("content/pages/new.yaml")).toBe("title: Written\n")
    expect(read("content/images/new.png")).toBe("picture")
    await call({
      action: "persistMedia",
      params: { branch: "main", asset: png("content/images/upload.png"), options: { commitMessage: "Upload" } },
    } as never)
    expect(
      (await call({ action: "getMedia", params: { branch: "main", mediaFolder: "content/images" } } as never))
        .map((media: { name: string }) => media.name)
        .sort(),
    ).toEqual(["hero.png", "new.png", "upload.png"])
    expect((await call({ action: "getMediaFile", params: { branch: "main", path: "content/images/hero.png" } } as never)).name).toBe(
      "hero.png",
    )
    await call({
      action: "deleteFile",
      params: { branch: "main", path: "content/images/upload.png", options: { commitMessage: "Delete" } },
    } as never)
    await call({
      action: "deleteFiles",
      params: { branch: "main", paths: ["content/images/new.png"], options: { commitMessage: "Delete" } },
    } as never)
    expect(fs.readdirSync(file("content/images"))).toEqual(["hero.png"])

    // Every action the guard lets through is one decap-server answers (a renamed one would be refused as unknown).
    expect(Object.keys(answers).sort()).toEqual([...GUARDED_ACTIONS].sort())
    expect(Object.values(answers).every((status) => status === 200)).toBe(true)
  })
})

describe("what the guard relies on", () => {
  it("is the decap-server release its table of actions and paths was read from (re-read it on an upgrade: docs/internals.md)", () => {
    const installed = JSON.parse(fs.readFileSync(path.join(decapServerFolder(), "package.json"), "utf8")) as { version: string }
    expect(installed.version).toBe(DECAP_SERVER_CHECKED_VERSION)
  })

  it("lets the CMS edit every file of content/ it configures, and nothing of content/schema/, the code beside it", () => {
    const editable = editablePathsOf(cmsConfig({ repo: "", branch: "", localBackend: "" }))
    const root = path.resolve(__dirname, "../..")
    const contentFiles = (fs.readdirSync(path.join(root, "content"), { recursive: true }) as string[])
      .map((name) => path.join("content", name))
      .filter((name) => fs.statSync(path.join(root, name)).isFile())
    const policy = { repoPath: root, editable }
    expect(contentFiles.filter((name) => !name.startsWith("content/schema/") && !isEditable(name, policy))).toEqual([])
    expect(contentFiles.filter((name) => name.startsWith("content/schema/") && isEditable(name, policy))).toEqual([])
    expect(["gatsby-node.ts", ".git/config", "package.json"].filter((name) => isEditable(name, policy))).toEqual([])
  })
})
