/**
 * The history source under npm start: the local repository's git history, and the publishes made on
 * this computer since (decap-server writes them without a commit; its guard keeps each in a
 * journal, scripts/decap-server-journal.ts), read through the history routes of decap-server's
 * guard (scripts/decap-server-history.ts), on decap-server's origin.
 */
import type { Deletion, HistorySource, Version } from "./history-source"

/** The guard's read-only history routes, and the query each takes. */
export const HISTORY_ROUTES = {
  /** ?file=<entry>: its versions. */
  versions: "/api/history/versions",
  /** ?file=<entry as it was named then>&sha=<commit, or a local publish's text id>: the file's text there. */
  version: "/api/history/version",
  /** ?folder=<a folder collection's folder>: its deleted entries. */
  deleted: "/api/history/deleted",
} as const

export function localHistory(origin: string, fetchImpl: typeof fetch = fetch): HistorySource {
  async function answer(route: keyof typeof HISTORY_ROUTES, query: Record<string, string>): Promise<Response> {
    const response = await fetchImpl(`${origin}${HISTORY_ROUTES[route]}?${new URLSearchParams(query)}`)
    if (!response.ok) {
      const { error } = (await response.json().catch(() => ({}))) as { error?: string }
      throw new Error(error ?? `The local history answered ${response.status}.`)
    }
    return response
  }
  return {
    versions: async (file) => ((await (await answer("versions", { file })).json()) as { versions: Version[] }).versions,
    content: async (file, sha) => (await answer("version", { file, sha })).text(),
    deleted: async (folder) => ((await (await answer("deleted", { folder })).json()) as { deleted: Deletion[] }).deleted,
  }
}
