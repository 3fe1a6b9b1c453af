/**
 * The history source of the live CMS: the repository's history through GitHub's REST API, with
 * the token the editor signed in with (Decap's GitHub back end holds it). GitHub's list of a
 * path's commits does not follow renames, so an entry's versions start at its latest slug.
 */
import { latestDeletions } from "./history-entries"
import type { Commit, Deletion, HistorySource } from "./history-source"

export interface GitHubRepository {
  /** owner/name */
  repo: string
  branch: string
  /** Decap's backend.api_root: GitHub's API, or an Enterprise server's. */
  apiRoot?: string
  /** The signed-in editor's token, asked for at each call (it may be renewed). */
  token(): Promise<string>
}

/** How many commits of a path one list asks for (GitHub's limit for a page). */
const PER_PAGE = "100"
/** How many of a folder's latest commits are searched for deleted entries, one request each. */
const FOLDER_COMMITS = "30"

/** GitHub's commit, as its lists and its single-commit answer give it. */
interface GitHubCommit {
  sha: string
  commit: { author: { name: string; date: string }; message: string }
  parents: Array<{ sha: string }>
  files?: Array<{ filename: string; status: string }>
}

const commitOf = ({ sha, commit: { author, message } }: GitHubCommit): Commit => ({
  sha,
  date: author.date,
  author: author.name,
  message: message.split("\n")[0],
})

/** A repository path in a URL: each segment encoded, the slashes kept. */
const pathInUrl = (file: string) => file.split("/").map(encodeURIComponent).join("/")

export function githubHistory(
  { repo, branch, apiRoot = "https://api.github.com", token }: GitHubRepository,
  fetchImpl: typeof fetch = fetch,
): HistorySource {
  async function get(route: string, query: Record<string, string>, accept = "application/vnd.github+json"): Promise<Response> {
    const response = await fetchImpl(
      `${apiRoot}/repos/${repo}/${route}${Object.keys(query).length > 0 ? `?${new URLSearchParams(query)}` : ""}`,
      {
        headers: { Accept: accept, Authorization: `token ${await token()}` },
      },
    )
    if (!response.ok) throw new Error(`GitHub answered ${response.status} ${response.statusText} for ${route}.`)
    return response
  }
  const commitsOn = async (path: string, perPage: string) =>
    (await (await get("commits", { sha: branch, path, per_page: perPage })).json()) as GitHubCommit[]

  return {
    versions: async (file) => (await commitsOn(file, PER_PAGE)).map((commit) => ({ ...commitOf(commit), file })),
    content: async (file, sha) => (await get(`contents/${pathInUrl(file)}`, { ref: sha }, "application/vnd.github.raw+json")).text(),
    async deleted(folder) {
      const [commits, listing] = await Promise.all([
        commitsOn(folder, FOLDER_COMMITS),
        get(`contents/${pathInUrl(folder)}`, { ref: branch }).then((response) => response.json() as Promise<Array<{ path: string }>>),
      ])
      // A list of commits names no files: each commit's own answer does.
      const detailed = await Promise.all(commits.map(async ({ sha }) => (await (await get(`commits/${sha}`, {})).json()) as GitHubCommit))
      const deletions: Deletion[] = detailed.flatMap((commit) =>
        (commit.files ?? [])
          .filter(({ filename, status }) => status === "removed" && filename.slice(0, filename.lastIndexOf("/")) === folder)
          .map(({ filename }) => ({ file: filename, lastVersion: commit.parents[0]?.sha ?? commit.sha, deletedIn: commitOf(commit) })),
      )
      const present = new Set(listing.map(({ path }) => path))
      return latestDeletions(deletions, (file) => present.has(file))
    },
  }
}
