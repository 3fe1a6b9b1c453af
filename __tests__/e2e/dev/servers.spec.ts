import { expect, test } from "@playwright/test"
import fs from "fs"
import path from "path"
import { isLoopback, listenersOf, processTree } from "../support/listeners"
import { DEV_COPY } from "../support/origins"

/*
 * What npm start opens (requirements §11.1: the local servers are closed to the network). It runs,
 * in the dev suite, in a copy of the project (scripts/dev-copy.ts), exactly as a developer runs it:
 * gatsby develop, the mail sink and decap-server, which has no authentication and would let anyone
 * who reaches it rewrite the repository.
 */

const startedTree = () => processTree(JSON.parse(fs.readFileSync(path.join(DEV_COPY.dir, "dev-copy.json"), "utf8")).pid as number)

test("every server npm start opens listens on the loopback address only", () => {
  const listeners = listenersOf(startedTree())
  // The three it is known to open are among them (so the test reads the right processes)...
  expect(listeners.map(({ port }) => port)).toEqual(
    expect.arrayContaining([DEV_COPY.port, DEV_COPY.decapServerPort, DEV_COPY.mailSinkPort]),
  )
  // ...and nothing it opened, those or any other, listens beyond this machine.
  expect(listeners.filter(({ address }) => !isLoopback(address))).toEqual([])
})

test("decap-server answers the dev site's origin on the loopback address, and names no other origin", async () => {
  const info = (origin: string) =>
    fetch(`http://127.0.0.1:${DEV_COPY.decapServerPort}/api/v1`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: '{"action":"info"}',
    })
  const fromSite = await info(DEV_COPY.origin)
  expect(((await fromSite.json()) as { type: string }).type).toBe("local_fs")
  expect(fromSite.headers.get("access-control-allow-origin")).toBe(DEV_COPY.origin)
  // Another local page (another dev server on this machine) is not let in by the browser: the one origin allowed is not its own.
  const fromElsewhere = await info("http://localhost:3000")
  expect([null, DEV_COPY.origin]).toContain(fromElsewhere.headers.get("access-control-allow-origin"))
})
