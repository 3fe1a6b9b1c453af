/**
 * Where the CMS reads an entry's earlier versions from: the git history of the content files.
 * Under npm start that is the local repository, through decap-server's guard (local-history.ts);
 * on the live CMS, GitHub's REST API with the editor's own token (github-history.ts). Both answer
 * in the shapes below, which history-entries.ts orders and words for the editor.
 */

/** A commit, as the editor is told of it. */
export interface Commit {
  /** Its 40-hex id. */
  sha: string
  /** When it was written (ISO 8601). */
  date: string
  author: string
  /** Its first line. */
  message: string
}

/**
 * One version of an entry: the commit that wrote it, and the entry's path there (a renamed entry
 * had another). Under npm start, a publish not yet committed is one too: its `sha` is the id of
 * id git gives its text, which decap-server's guard keeps (scripts/decap-server-journal.ts).
 */
export interface Version extends Commit {
  file: string
}

/** An entry no longer in its collection's folder, with where its last version is kept. */
export interface Deletion {
  file: string
  /** A commit whose tree holds the entry as it was last; under npm start, the id of its last text published on this computer. */
  lastVersion: string
  /** The commit that deleted it; none when it is deleted in the working tree only (npm start writes no commits). */
  deletedIn?: Commit
}

export interface HistorySource {
  /** The entry's versions, newest first. */
  versions(file: string): Promise<Version[]>
  /** The entry's file as it was in this commit (or, under npm start, this publish's, by its text's id). */
  content(file: string, sha: string): Promise<string>
  /** The entries deleted from a folder collection's folder that are not back, newest deletion first. */
  deleted(folder: string): Promise<Deletion[]>
}
