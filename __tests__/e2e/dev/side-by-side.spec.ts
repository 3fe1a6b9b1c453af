import { expect, test } from "@playwright/test"
import fs from "fs"
import path from "path"
import { listenersOf, processTree } from "../support/listeners"
import { DEV_COPY } from "../support/origins"
import { run } from "../support/project-tree"
import { testSiteDirOf } from "../../../scripts/test-build-dir"

/*
 * npm test beside npm start: a developer runs the tests while the dev site and its CMS are open.
 * npm test's build (scripts/test-build.ts) happens in a copy of the project, so the files the dev
 * site serves from public/ and static/admin/ stay as they are, and the dev site keeps answering.
 */

/** What the dev site serves from its folders: the CMS's bundle (static/admin/), a page and its data (public/). */
const SERVED = ["/admin/", "/admin/cms.js", "/", "/page-data/index/page-data.json"]
/** The dev site's own files a build in place would remove or rewrite (the CMS's bundle, and develop's copy of it). */
const DEV_FILES = ["static/admin/cms.js", "static/admin/index.html", "public/admin/cms.js", "public/admin/index.html"]

const modified = () => DEV_FILES.map((file) => [file, fs.statSync(path.join(DEV_COPY.dir, file)).mtimeMs])
const startedTree = () => processTree(JSON.parse(fs.readFileSync(path.join(DEV_COPY.dir, "dev-copy.json"), "utf8")).pid as number)
/** What npm start listens for: the dev site, decap-server and the mail sink. */
const NPM_START_PORTS = [DEV_COPY.port, DEV_COPY.decapServerPort, DEV_COPY.mailSinkPort]
const listening = () => listenersOf(startedTree()).map(({ port }) => port)

/** The addresses of SERVED the dev site does not answer with 200 now. */
async function unanswered(): Promise<string[]> {
  const statuses = await Promise.all(
    SERVED.map((address) =>
      fetch(`${DEV_COPY.origin}${address}`).then(
        (response) => response.status,
        (error: Error) => error.message,
      ),
    ),
  )
  return SERVED.flatMap((address, index) => (statuses[index] === 200 ? [] : [`${address}: ${statuses[index]}`]))
}

test("npm test's build runs while npm start serves: the dev site keeps serving the CMS and its pages, and keeps running", async () => {
  // A production build: minutes on a busy machine.
  test.setTimeout(900_000)
  expect(await unanswered()).toEqual([])
  const before = modified()
  expect(listening()).toEqual(expect.arrayContaining(NPM_START_PORTS))

  let building = true
  const build = run("npm", ["run", "build:test"], DEV_COPY.dir).finally(() => (building = false))
  const missed = new Set<string>()
  while (building) {
    for (const miss of await unanswered()) missed.add(miss)
    await new Promise((resolve) => setTimeout(resolve, 1_000))
  }
  const { status, output } = await build

  expect(status, output.slice(-6_000)).toBe(0)
  expect(fs.existsSync(path.join(testSiteDirOf(DEV_COPY.dir), "admin/cms.js"))).toBe(true)
  expect([...missed]).toEqual([])
  expect(modified()).toEqual(before)
  expect(await unanswered()).toEqual([])
  // npm start's group is whole: its dev site, decap-server and mail sink still listen.
  expect(listening()).toEqual(expect.arrayContaining(NPM_START_PORTS))
})
