/** The editor's lists of versions and deleted entries: which to show, in what order, in what words. */
import type { Deletion, Version } from "./history-source"

/** Each file's latest deletion once, newest first, leaving out files that are there again (restored, or re-created). */
export function latestDeletions(deletions: Deletion[], isThereNow: (file: string) => boolean): Deletion[] {
  const seen = new Set<string>()
  // Deletions not yet committed are the newest of all.
  const newestFirst = [...deletions].sort((a, b) => (b.deletedIn?.date ?? "\uffff").localeCompare(a.deletedIn?.date ?? "\uffff"))
  return newestFirst.filter(({ file }) => {
    if (seen.has(file) || isThereNow(file)) return false
    seen.add(file)
    return true
  })
}

// To the second: two publishes on this computer a moment apart are two lines an owner can tell apart.
const WHEN = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "medium" })

/** "28 Nov 2026, 06:10:42", in the editor's own time zone. */
export const whenWritten = (date: string) => WHEN.format(new Date(date))

/**
 * Who and what a version published on this computer under npm start is (decap-server writes it
 * without a commit; scripts/decap-server-journal.ts keeps it): "28 Nov 2026, 06:10:42, Published on
 * this computer: not yet on the live site". The owner's words for "not committed": the live site
 * changes once a developer commits and pushes it.
 */
export const LOCAL_PUBLISH = {
  author: "Published on this computer",
  message: "not yet on the live site",
  deletedMessage: "its last text before it was deleted, not yet on the live site",
} as const

/** What the newest version is: the one the form opened with, which Restore brings back over unsaved changes. */
export const SAVED_NOW = "the version saved now"

/** A version as the list names it: when, who and what, and of the newest, that it is the one saved now. */
export const versionInWords = ({ date, author, message }: Version, newest = false) =>
  `${whenWritten(date)}, ${author}: ${message}${newest ? ` (${SAVED_NOW})` : ""}`

/** An entry's name in a list of deleted ones: its file's name, without the folder and extension. */
export const entryName = (file: string) => file.replace(/^.*\//, "").replace(/\.[^.]+$/, "")

/** What the History field lists: an entry's earlier versions, or for a new entry its kind's deleted ones (by the kind's label). */
export const historyListName = ({ file, kinds }: { file?: string; kinds: string }) =>
  file ? "earlier versions" : `deleted ${kinds.toLowerCase()}`

/** A deleted entry's name: the title its last version had, or where that is not read, its file's name. */
export const deletedEntryName = ({ file }: Deletion, title?: unknown) =>
  typeof title === "string" && title.trim() ? title.trim() : entryName(file)

/** A deleted entry as the list names it, by its last title where known (deletedEntryName). */
export const deletionInWords = (deletion: Deletion, title?: unknown) => {
  const name = deletedEntryName(deletion, title)
  const { deletedIn } = deletion
  return deletedIn
    ? `${name}, deleted ${whenWritten(deletedIn.date)} by ${deletedIn.author}`
    : `${name}, deleted on this computer (not yet on the live site)`
}
