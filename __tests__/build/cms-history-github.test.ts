/**
 * @jest-environment node
 *
 * The content manager's history on the live site (admin/src/history/github-history.ts): the exact
 * calls it makes to GitHub's REST API, with the editor's token, and what it makes of the answers.
 * fetch is a stub that answers as GitHub does and records each call.
 */
import { githubHistory } from "../../admin/src/history/github-history"

const API = "https://api.github.com"
const REPO = "agency/site"
const FOLDER = "content/products"
const sha = (digit: string) => digit.repeat(40)

const commit = (id: string, date: string, message: string, extra: object = {}) => ({
  sha: sha(id),
  commit: { author: { name: "Site Owner", date }, message },
  parents: [{ sha: sha(String(Number(id) - 1)) }],
  ...extra,
})

interface Call {
  url: string
  accept: string
  authorization: string
}

/** A fetch answering these URLs (query included) as GitHub would; anything else is a 404. */
function gitHub(answers: Record<string, unknown>) {
  const calls: Call[] = []
  const fetchStub = jest.fn(async (url: string, init?: { headers?: Record<string, string> }) => {
    calls.push({ url, accept: init?.headers?.Accept ?? "", authorization: init?.headers?.Authorization ?? "" })
    if (!(url in answers)) return new Response("Not Found", { status: 404, statusText: "Not Found" })
    const answer = answers[url]
    return new Response(typeof answer === "string" ? answer : JSON.stringify(answer), { status: 200 })
  })
  let tokens = 0
  const history = githubHistory(
    { repo: REPO, branch: "main", token: async () => `token-${++tokens}` },
    fetchStub as unknown as typeof fetch,
  )
  return { history, calls }
}

const JSON_TYPE = "application/vnd.github+json"

it("lists an entry's versions from the commits on its path, on the CMS's branch, with the editor's token", async () => {
  const { history, calls } = gitHub({
    [`${API}/repos/${REPO}/commits?sha=main&path=content%2Fproducts%2Flaundry.yaml&per_page=100`]: [
      commit("2", "2026-02-01T10:00:00Z", "Update Product pages “laundry”\n\nBody"),
      commit("1", "2026-01-01T10:00:00Z", "Create Product pages “laundry”"),
    ],
  })
  expect(await history.versions(`${FOLDER}/laundry.yaml`)).toEqual([
    {
      sha: sha("2"),
      date: "2026-02-01T10:00:00Z",
      author: "Site Owner",
      message: "Update Product pages “laundry”",
      file: `${FOLDER}/laundry.yaml`,
    },
    {
      sha: sha("1"),
      date: "2026-01-01T10:00:00Z",
      author: "Site Owner",
      message: "Create Product pages “laundry”",
      file: `${FOLDER}/laundry.yaml`,
    },
  ])
  expect(calls).toEqual([
    {
      url: `${API}/repos/${REPO}/commits?sha=main&path=content%2Fproducts%2Flaundry.yaml&per_page=100`,
      accept: JSON_TYPE,
      authorization: "token token-1",
    },
  ])
})

it("reads a version's file raw at its commit, each segment of the path encoded", async () => {
  const { history, calls } = gitHub({
    [`${API}/repos/${REPO}/contents/content/products/caf%C3%A9%20app.yaml?ref=${sha("1")}`]: "title: Café\n",
  })
  expect(await history.content(`${FOLDER}/café app.yaml`, sha("1"))).toBe("title: Café\n")
  expect(calls).toEqual([
    {
      url: `${API}/repos/${REPO}/contents/content/products/caf%C3%A9%20app.yaml?ref=${sha("1")}`,
      accept: "application/vnd.github.raw+json",
      authorization: "token token-1",
    },
  ])
})

it("lists a folder's deleted entries from its commits' removed files, each once, newest first, none that is back, none from a subfolder", async () => {
  const removed = (...names: string[]) => ({ files: names.map((filename) => ({ filename, status: "removed" })) })
  const { history, calls } = gitHub({
    [`${API}/repos/${REPO}/commits?sha=main&path=content%2Fproducts&per_page=30`]: [
      commit("4", "2026-04-01T00:00:00Z", "Delete Product pages “pet-care”"),
      commit("3", "2026-03-01T00:00:00Z", "Create Product pages “back”"),
      commit("2", "2026-02-01T00:00:00Z", "Delete three"),
    ],
    [`${API}/repos/${REPO}/contents/content/products?ref=main`]: [{ path: `${FOLDER}/laundry.yaml` }, { path: `${FOLDER}/back.yaml` }],
    [`${API}/repos/${REPO}/commits/${sha("4")}`]: commit(
      "4",
      "2026-04-01T00:00:00Z",
      "Delete Product pages “pet-care”",
      removed(`${FOLDER}/pet-care.yaml`),
    ),
    [`${API}/repos/${REPO}/commits/${sha("3")}`]: commit("3", "2026-03-01T00:00:00Z", "Create", {
      files: [{ filename: `${FOLDER}/back.yaml`, status: "added" }],
    }),
    [`${API}/repos/${REPO}/commits/${sha("2")}`]: commit(
      "2",
      "2026-02-01T00:00:00Z",
      "Delete three",
      removed(`${FOLDER}/pet-care.yaml`, `${FOLDER}/back.yaml`, `${FOLDER}/old/nested.yaml`, "content/services/web.yaml"),
    ),
  })
  const deleted = await history.deleted(FOLDER)
  expect(deleted.map(({ file, lastVersion, deletedIn }) => ({ file, lastVersion, by: deletedIn?.message }))).toEqual([
    { file: `${FOLDER}/pet-care.yaml`, lastVersion: sha("3"), by: "Delete Product pages “pet-care”" },
  ])
  expect(calls.map(({ url }) => url).sort()).toEqual(
    [
      `${API}/repos/${REPO}/commits?sha=main&path=content%2Fproducts&per_page=30`,
      `${API}/repos/${REPO}/contents/content/products?ref=main`,
      `${API}/repos/${REPO}/commits/${sha("4")}`,
      `${API}/repos/${REPO}/commits/${sha("3")}`,
      `${API}/repos/${REPO}/commits/${sha("2")}`,
    ].sort(),
  )
  expect(calls.every(({ accept, authorization }) => accept === JSON_TYPE && /^token token-\d$/.test(authorization))).toBe(true)
})

it("says which call GitHub refused", async () => {
  const { history } = gitHub({})
  await expect(history.versions(`${FOLDER}/laundry.yaml`)).rejects.toThrow("GitHub answered 404 Not Found for commits.")
})
