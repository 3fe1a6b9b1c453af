/**
 * The History field at the top of every entry's form: the entry's earlier versions, each with
 * Restore, which puts that version into the form as an unsaved change; for a new entry of a
 * folder collection, the entries deleted from it, each with Restore, which fills the new entry
 * with its last version. Either way the editor then publishes it as any other edit: a new
 * change, through the same checks (and a product or service page rejoins its menu as it is
 * published, index.tsx). The field holds no value and writes nothing to the entry.
 */
import React, { useId, useState } from "react"
import { tellEditor } from "../saved-content"
import { deletedEntryName, deletionInWords, historyListName, versionInWords, whenWritten } from "./history-entries"
import type { Deletion, HistorySource, Version } from "./history-source"
import { dataOf, hasUnsavedChanges, historySource, loadIntoEditor, openEntry } from "./decap-editor"

/** One line of the list: what it says, what Restore is called, and where the version is. */
interface Restorable {
  words: string
  restoreLabel: string
  file: string
  sha: string
  restoredMessage: string
}

const fromVersion = (version: Version, index: number): Restorable => ({
  words: versionInWords(version, index === 0),
  restoreLabel: `Restore the version of ${whenWritten(version.date)}`,
  file: version.file,
  sha: version.sha,
  restoredMessage: `The version of ${whenWritten(version.date)} is in the form. Check it, then publish: it becomes a new change, checked as any other.`,
})

const fromDeletion = (deletion: Deletion, title: unknown): Restorable => ({
  words: deletionInWords(deletion, title),
  restoreLabel: `Restore ${deletedEntryName(deletion, title)}`,
  file: deletion.file,
  sha: deletion.lastVersion,
  restoredMessage: `${deletedEntryName(deletion, title)} is in the form as it last was. Check it, then publish to bring it back.`,
})

/** A deleted entry's last title, which the owner knows it by (its file's name is its slug); none where it cannot be read. */
async function lastTitleOf(source: HistorySource, deletion: Deletion): Promise<unknown> {
  try {
    return dataOf(await source.content(deletion.file, deletion.lastVersion)).title
  } catch {
    return undefined
  }
}

/**
 * The list's numbers inside its lines: Decap's page style takes a list's left padding away
 * (decap-cms-ui-default GlobalStyles) and the form clips what hangs left of it, "1." among them.
 */
const NUMBERS_INSIDE = { listStylePosition: "inside", paddingLeft: 0 } as const

type Listing = { state: "closed" } | { state: "loading" } | { state: "failed"; message: string } | { state: "listed"; items: Restorable[] }

function HistoryPanel() {
  const entry = openEntry()
  const { file, folder } = entry
  const [listing, setListing] = useState<Listing>({ state: "closed" })
  const listId = useId()
  if (!file && !folder) return null
  const what = historyListName(entry)

  async function toggle() {
    if (listing.state !== "closed") return setListing({ state: "closed" })
    setListing({ state: "loading" })
    try {
      const source = historySource()
      const items = file
        ? (await source.versions(file)).map(fromVersion)
        : await Promise.all(
            (await source.deleted(folder!)).map(async (deletion) => fromDeletion(deletion, await lastTitleOf(source, deletion))),
          )
      setListing({ state: "listed", items })
    } catch (error) {
      setListing({ state: "failed", message: (error as Error).message })
    }
  }

  async function restore(item: Restorable) {
    if (hasUnsavedChanges() && !window.confirm(`Replace your unsaved changes with this? (${item.words})`)) return
    try {
      loadIntoEditor(dataOf(await historySource().content(item.file, item.sha)))
      tellEditor(item.restoredMessage)
    } catch (error) {
      setListing({ state: "failed", message: (error as Error).message })
    }
  }

  return (
    <div>
      <button type="button" aria-expanded={listing.state !== "closed"} aria-controls={listId} onClick={() => void toggle()}>
        {listing.state === "closed" ? `Show ${what}` : `Hide ${what}`}
      </button>
      <div id={listId} role="status">
        {listing.state === "loading" && <p>Reading the history…</p>}
        {listing.state === "failed" && <p>The history could not be read: {listing.message}</p>}
        {listing.state === "listed" && listing.items.length === 0 && <p>There are no {what} to restore.</p>}
      </div>
      {listing.state === "listed" && listing.items.length > 0 && (
        <ol aria-label={what} style={NUMBERS_INSIDE}>
          {listing.items.map((item) => (
            <li key={`${item.sha}:${item.file}`}>
              {item.words}{" "}
              <button type="button" aria-label={item.restoreLabel} onClick={() => void restore(item)}>
                Restore
              </button>
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}

/** A class, as Decap's widget wrapper needs an instance to ask isValid of (a function component gives none). */
export class HistoryControl extends React.Component {
  render() {
    return <HistoryPanel />
  }
}
