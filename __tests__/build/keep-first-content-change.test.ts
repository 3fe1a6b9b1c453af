/**
 * @jest-environment node
 *
 * gatsby/node/keep-first-content-change.ts: the touch of the Site node as gatsby develop starts,
 * and the code of the installed Gatsby it works around. When an upgrade changes that code, this
 * fails: read the module's comment again, and keep the touch only if the first change of content/
 * is still lost without it (__tests__/e2e/dev/cms-words.spec.ts fails without it).
 */
import fs from "fs"
import path from "path"
import { keepFirstContentChange, TOUCHED_NODE_ID } from "../../gatsby/node/keep-first-content-change"

const GATSBY_DIST = path.join(path.dirname(require.resolve("gatsby/package.json")), "dist")
const read = (file: string) => fs.readFileSync(path.join(GATSBY_DIST, file), "utf8")

describe("the installed Gatsby still drops the first batch of node changes it works around", () => {
  it("starts the develop machine with no batch of its own", () => {
    const start = read("commands/develop-process.js")
    expect(start).toMatch(/developMachine\.withContext\(\{/)
    expect(start).not.toContain("nodeMutationBatch")
  })

  it("gives the waiting machine a fresh batch when it has none, and leaves waiting on a page's query run", () => {
    const develop = read("state-machines/develop/index.js")
    expect(develop).toContain("nodeMutationBatch = [],")
    expect(develop).toMatch(/pendingQueryRuns\s*\}\) => !!pendingQueryRuns && pendingQueryRuns\.size > 0/)
  })

  it("defers the node changes made in onCreateDevServer", () => {
    expect(read("utils/start-server.js")).toMatch(/`onCreateDevServer`, \{\s*app,\s*deferNodeMutation: true/)
  })
})

test("touches Gatsby's Site node, and nothing when there is none", () => {
  const site = { id: TOUCHED_NODE_ID, internal: { type: "Site" } }
  const touched: unknown[] = []
  const actions = { touchNode: (node: unknown) => touched.push(node) }
  keepFirstContentChange({ getNode: (id) => (id === TOUCHED_NODE_ID ? site : undefined), actions })
  expect(touched).toEqual([site])
  keepFirstContentChange({ getNode: () => undefined, actions })
  expect(touched).toEqual([site])
})
