/**
 * decap-server behind its guard (scripts/decap-server-guard.ts), as npm start runs it, on a
 * repository of a test's own in a temporary folder: the set-up the guard's tests share.
 */
import fs from "fs"
import http from "http"
import os from "os"
import path from "path"
import type { AddressInfo } from "net"
import { cmsPolicyOf, startDecapServerGuard } from "../../scripts/decap-server-guard"
import { cmsConfig } from "../../admin/src/config"

/** The dev site's port the guard admits calls from (npm start's, 8000). */
export const SITE_PORT = 8000

/** The CMS's configuration, with no repository named (the guard reads only its collections). */
export const CMS_CONFIG = cmsConfig({ repo: "", branch: "", localBackend: "" })

/** The CMS's collections, folders and media as the guard reads them from the CMS's configuration. */
export const CMS = cmsPolicyOf(CMS_CONFIG)

/** Where the test's repository is and where its guarded decap-server answers; filled in by beforeAll. */
export interface GuardedRepository {
  /** The temporary folder: the repository, and whatever a test keeps beside it. */
  dir: string
  repo: string
  port: number
  origin: string
  /** console.warn, kept quiet: the guard warns of each call it refuses. */
  warn: jest.SpyInstance
}

/**
 * Registers beforeAll and afterAll: a temporary folder with an empty repo/ in it, laid out by
 * `layOut`, then decap-server behind its guard on it at a free loopback port; afterwards the server
 * closed and the folder removed.
 */
export function guardedRepository(prefix: string, layOut: (repository: GuardedRepository) => void): GuardedRepository {
  const repository = { dir: "", repo: "", port: 0, origin: "" } as GuardedRepository
  let server: http.Server
  beforeAll(async () => {
    repository.warn = jest.spyOn(console, "warn").mockImplementation(() => undefined)
    repository.dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
    repository.repo = path.join(repository.dir, "repo")
    fs.mkdirSync(repository.repo)
    layOut(repository)
    server = await startDecapServerGuard({ repoPath: repository.repo, sitePort: SITE_PORT, cms: CMS }, { host: "127.0.0.1", port: 0 })
    repository.port = (server.address() as AddressInfo).port
    repository.origin = `http://127.0.0.1:${repository.port}`
  })
  afterAll(async () => {
    repository.warn.mockRestore()
    await new Promise((resolve) => server.close(resolve))
    fs.rmSync(repository.dir, { recursive: true, force: true })
  })
  return repository
}
