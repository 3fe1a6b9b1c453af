/**
 * The content manager's save runs the build's own check (content-model/content-rules.ts) on the
 * whole content as it would be after the save: one rule set, every collection, every rule. A save
 * is refused for what it would break, here or in another file; a problem the content had before
 * (a hand edit elsewhere) does not block an unrelated save, and a note never refuses. Pure, so the
 * verdict is tested in Node against the check itself (__tests__/build/cms-save-*.test.ts).
 */
import { checkContent } from "../../content-model/content-rules"
import {
  bySeverity,
  isError,
  isObject,
  schemaFor,
  type ContentFile,
  type ContentProblem,
  type IconVocabulary,
} from "../../content-model/content-files"
import { fieldInWords, slugChangeRefusal } from "./address-guards"
import { placeOfFile } from "./cms-places"
import { SHARED_LIST_FIELD } from "./shared-list-field"
import { unreadableProblem } from "./unreadable-file"
import { treeAfterSave } from "./slug-change/linked-edits"
import type { PictureFiles } from "../../content-model/picture-rules"

/** One problem a save would bring, in the form's words. */
export interface RefusedProblem {
  /** The file it is in, and the field's path there (sections[0].heading), as the check names them. */
  file: string
  path: string
  /** The field as the form labels it ("Hero (section 1) → Heading"); the file's own name where no field is meant. */
  field: string
  /** Where another file is meant, as the content manager shows it (Site settings → Menus); null for the file being saved. */
  elsewhere: string | null
  message: string
}

export interface SaveRefusal {
  /** What Decap's toast says, one problem a line. */
  message: string
  problems: RefusedProblem[]
}

/**
 * A file's data as the build reads it. The CMS holds a shared list (a YAML list) as one field of a
 * group (shared-list-format.ts): the check judges the list.
 */
export function asSavedFile(file: string, data: unknown): unknown {
  return isListFile(file) && isObject(data) && SHARED_LIST_FIELD in data ? data[SHARED_LIST_FIELD] : data
}

/** The other way: a file's data as the build reads it, in the shape the CMS holds (and its formats write) the entry. */
export const asEntryData = (file: string, data: unknown): unknown =>
  isListFile(file) && Array.isArray(data) ? { [SHARED_LIST_FIELD]: data } : data

const isListFile = (file: string) => (schemaFor(file) as { type?: string } | undefined)?.type === "array"

/** The check's problems, a draft's unfinished parts among them as notes. */
function checkedProblems(files: readonly ContentFile[], vocabulary: IconVocabulary, pictures: PictureFiles | undefined): ContentProblem[] {
  // The CMS reads a file it cannot parse as its problem (unreadable-file.ts): as the build does, it is named, not checked.
  const unreadable = files.filter(({ data }) => unreadableProblem(data)).map(({ file }) => file)
  const readable = files.filter(({ file }) => !unreadable.includes(file))
  return checkContent(readable, vocabulary, unreadable, pictures)
}

const key = ({ file, path, message }: ContentProblem) => `${file}\n${path}\n${message}`

// One check of a tree before however many saves are judged against it (the tests judge hundreds against one tree).
const checkedBefore = new WeakMap<readonly ContentFile[], { pictures: PictureFiles | undefined; known: Set<string> }>()
function problemsBefore(saved: readonly ContentFile[], vocabulary: IconVocabulary, pictures: PictureFiles | undefined): Set<string> {
  const checked = checkedBefore.get(saved)
  if (checked && checked.pictures === pictures) return checked.known
  const known = new Set(checkedProblems(saved, vocabulary, pictures).filter(isError).map(key))
  checkedBefore.set(saved, { pictures, known })
  return known
}

function inWords(files: readonly ContentFile[], saving: string, { file, path, message }: ContentProblem): RefusedProblem {
  const data = files.find((entry) => entry.file === file)?.data
  const field = path ? fieldInWords(file, path, data) : ""
  return { file, path, field, elsewhere: file === saving ? null : placeOfFile(file, data), message }
}

export const problemLine = ({ field, elsewhere, message }: RefusedProblem) =>
  [elsewhere, field].filter(Boolean).join(": ") + (elsewhere || field ? ": " : "") + message

/** The verdict on a save: why it is refused (null: it may be saved), and what the saved file still lacks to be published. */
export interface SaveVerdict {
  refusal: SaveRefusal | null
  /** A draft's notes in the file saved: what publishing will require, listed but never refused. */
  notes: RefusedProblem[]
}

/**
 * The verdict on the save of `data` as `file`: refused for the problems the check finds in the
 * content after the save (with the links a slug change carries) that it did not find before. A
 * slug another page has, or a fixed page's, keeps its own message. `pictures` are the media
 * folder's files as the CMS knows them (undefined: pictures are not judged; the build still is).
 */
export function saveVerdict(
  savedBefore: readonly ContentFile[],
  file: string,
  entryData: unknown,
  vocabulary: IconVocabulary,
  pictures?: PictureFiles,
): SaveVerdict {
  const data = asSavedFile(file, entryData)
  const before = problemsBefore(savedBefore, vocabulary, pictures)
  // A slug change carries its links and old address in the same save (slug-change/carry-links.ts): judged with them.
  const after = treeAfterSave(savedBefore, file, data)
  const { errors, notes } = bySeverity(checkedProblems(after, vocabulary, pictures))
  const ownNotes = notes.filter((note) => note.file === file).map((note) => inWords(after, file, note))
  const brought = errors.filter((problem) => !before.has(key(problem)))
  if (brought.length === 0) return { refusal: null, notes: ownNotes }
  const problems = brought.map((problem) => inWords(after, file, problem))
  const lead = slugChangeRefusal(savedBefore, file, data) ?? WOULD_BREAK_THE_SITE
  return { refusal: { message: [lead, ...problems.map((problem) => `- ${problemLine(problem)}`)].join("\n"), problems }, notes: ownNotes }
}

/** What a refusal by the build's check says before its problems, after "Not saved: " (refusals.ts). */
export const WOULD_BREAK_THE_SITE = "the site's check would refuse the content as it would be after this save:"

/** Why the save of `data` as `file` is refused, or null when it may be saved (saveVerdict). */
export const saveRefusal = (...save: Parameters<typeof saveVerdict>): SaveRefusal | null => saveVerdict(...save).refusal
