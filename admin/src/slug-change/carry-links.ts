/**
 * A page's slug change in one save: Decap's back ends (GitHub in production, the proxy to
 * decap-server under npm start) are wrapped so that a save of a page whose slug changed carries
 * the files linked-edits.ts rewrites (menus, pages linking to it, the old addresses) as more data
 * files of the same persistEntry. Decap hands a back end's persistEntry every file of one save, as
 * for translations: GitHub commits them in one commit (or one pull request, merged as one by
 * Publish), decap-server writes each. Decap's preSave can change only the entry saved.
 *
 * Decap switches to the proxy by name under npm start (local_backend), so the registered back ends
 * themselves are wrapped, not replaced under another name: CMS.getBackend hands the registry's own
 * record, whose init makes the back end (docs/internals.md; pinned by
 * __tests__/build/cms-slug-change-decap.test.ts).
 */
import type { CMS } from "decap-cms-core"
import { collectionOf, type ContentFile } from "../../../content-model/content-files"
import { CMS_FORMATS } from "../cms-formats"
import { asEntryData } from "../save-check"
import { filesMovedWith, REDIRECTS } from "./linked-edits"

/** One file of a save, as Decap hands it to a back end. */
export interface DataFile {
  path: string
  slug: string
  raw: string
  newPath?: string
}

/** What a back end's persistEntry takes (decap-cms-lib-util's Entry). */
export interface PersistedEntry {
  dataFiles: DataFile[]
  assets: unknown[]
}

/** The changed files of an unpublished entry (GitHub's pull request), as Decap reads them. */
interface UnpublishedEntryData {
  collection: string
  slug: string
  diffs: Array<{ path: string }>
}

/** The parts of a Decap back end (an implementation of decap-cms-lib-util's interface) this wraps. */
export interface BackendImplementation {
  persistEntry(entry: PersistedEntry, options: { newEntry?: boolean }): Promise<unknown>
  unpublishedEntry?(args: object): Promise<UnpublishedEntryData>
}

/** The parts of Decap's configuration read here: which format each file is written in. */
export interface CollectionsConfig {
  collections: Array<{ name: string; folder?: string; extension?: string; format?: string; files?: Array<{ file: string }> }>
}

const collectionHolding = (config: CollectionsConfig, file: string) =>
  config.collections.find(
    ({ folder, files }) => files?.some((entry) => entry.file === file) || (folder !== undefined && file.startsWith(`${folder}/`)),
  )

/**
 * A file's text in the format its collection writes. The data is as the build reads it: a shared
 * list's format takes the CMS's entry (the list as its one field), so the list is handed over so.
 */
function rawOf(config: CollectionsConfig, file: string, data: unknown): string {
  const format = collectionHolding(config, file)?.format
  const formatter = CMS_FORMATS[(format && format in CMS_FORMATS ? format : "yaml") as keyof typeof CMS_FORMATS]
  return formatter.toFile(asEntryData(file, data) as never)
}

/** The data files of a save with those its slug change rewrites: the page's own first, as Decap's GitHub back end names the save after it. */
export async function withLinkedFiles(
  dataFiles: readonly DataFile[],
  config: CollectionsConfig,
  saved: () => Promise<ContentFile[]>,
): Promise<DataFile[]> {
  const [own, ...rest] = dataFiles
  if (!own || own.newPath || !collectionOf(own.path)) return [...dataFiles]
  const moved = filesMovedWith(await saved(), own.path, CMS_FORMATS.yaml.fromFile(own.raw))
  const asDataFile = ({ file, data }: ContentFile): DataFile => ({
    path: file,
    slug: file.replace(/^.*\/|\.ya?ml$/g, ""),
    raw: rawOf(config, file, data),
  })
  const ownMoved = moved.find(({ file }) => file === own.path)
  return [
    ownMoved ? { ...own, raw: asDataFile(ownMoved).raw } : own,
    ...rest,
    ...moved.filter(({ file }) => file !== own.path && !rest.some((other) => other.path === file)).map(asDataFile),
  ]
}

/**
 * An unpublished page's files, its own alone: its pull request holds the files its slug change
 * rewrote too, and Decap reads an entry from the shortest path among them (content/redirects.yaml).
 */
function onlyOwnFile(data: UnpublishedEntryData, config: CollectionsConfig): UnpublishedEntryData {
  const collection = config.collections.find(({ name }) => name === data.collection)
  if (!collection?.folder || !collection.extension) return data
  const ownPath = `${collection.folder}/${data.slug}.${collection.extension}`
  if (!data.diffs.some(({ path }) => path === ownPath)) return data
  return { ...data, diffs: data.diffs.filter(({ path }) => path === ownPath || !path.endsWith(`.${collection.extension}`)) }
}

/** Told, once a save that carried a slug change's files is written, which files it carried besides the entry's own. */
export type CarriedFiles = (files: string[]) => void

/**
 * What the owner is told once a slug change's save carried these files (Decap's own toast says
 * only "Entry saved"): that the links followed the page, and where its old address is kept.
 */
export function carriedInWords(files: readonly string[]): string {
  const changes = [
    ...(files.some((file) => file !== REDIRECTS) ? ["every link to it (menus, other pages) now leads there"] : []),
    ...(files.includes(REDIRECTS) ? ["its old address leads on to it (Site settings → Old addresses)"] : []),
  ]
  return `The page has its new address: ${changes.join(", and ")}.`
}

/** The back end, its saves carrying a slug change's linked files (and telling `carried` of them once written). */
export function carryingLinks<Implementation extends BackendImplementation>(
  implementation: Implementation,
  config: CollectionsConfig,
  saved: () => Promise<ContentFile[]>,
  carried?: CarriedFiles,
): Implementation {
  const persist = implementation.persistEntry.bind(implementation)
  implementation.persistEntry = async (entry, options) => {
    if (options.newEntry) return persist(entry, options)
    const dataFiles = await withLinkedFiles(entry.dataFiles, config, saved)
    const result = await persist({ ...entry, dataFiles }, options)
    const added = dataFiles.filter(({ path }) => !entry.dataFiles.some((own) => own.path === path)).map(({ path }) => path)
    if (added.length > 0) carried?.(added)
    return result
  }
  const unpublished = implementation.unpublishedEntry?.bind(implementation)
  if (unpublished) implementation.unpublishedEntry = async (args) => onlyOwnFile(await unpublished(args), config)
  return implementation
}

/** The back ends the CMS uses: GitHub's on the live site, the proxy's to decap-server under npm start. */
export const LINK_CARRYING_BACKENDS = ["github", "proxy"] as const

/**
 * Makes every save of the CMS's back ends carry a slug change's linked files (before CMS.init),
 * judged against the content as saved (saved-content.ts).
 */
export function carryLinksOnSlugChange(cms: Pick<CMS, "getBackend">, saved: () => Promise<ContentFile[]>, carried?: CarriedFiles): void {
  for (const name of LINK_CARRYING_BACKENDS) {
    const registered = cms.getBackend(name)
    if (!registered) throw new Error(`Decap has no back end named ${name}: a slug change could not carry its links.`)
    const init = registered.init as (config: CollectionsConfig, options: unknown) => BackendImplementation
    registered.init = ((config: CollectionsConfig, options: unknown) =>
      carryingLinks(init(config, options), config, saved, carried)) as never
  }
}
