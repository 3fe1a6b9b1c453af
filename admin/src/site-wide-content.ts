/**
 * The site-wide files every preview draws with (content/site.yaml, navigation.yaml, words.yaml and
 * the shared lists), read through the CMS's back end as it has them now (GitHub's branch, or the
 * working tree decap-server edits), not as the bundle read them when npm start began: a phone
 * changed and published under Site settings shows in the next preview opened, and in an open one
 * once the save is done, with no restart and no reload.
 */
import { useEffect, useState, useSyncExternalStore } from "react"
import type { CmsConfig } from "decap-cms-core"
import { SHARED_LISTS, type SharedList } from "../../content/schema/content-schema"
import type { SectionSources } from "../../content-model/load-content"
import { SHARED_LIST_FIELD } from "./shared-list-field"
import { unreadableProblem } from "./unreadable-file"

/** The files besides the shared lists, by their place in SectionSources. */
export const SETTINGS_FILES = { site: "content/site.yaml", navigation: "content/navigation.yaml", words: "content/words.yaml" } as const
const sharedListFile = (list: SharedList) => `content/shared/${list}.yaml`

/** Every site-wide file, for telling a save of one from a save of a page. */
export const SITE_WIDE_FILES: readonly string[] = [...Object.values(SETTINGS_FILES), ...SHARED_LISTS.map(sharedListFile)]

/** Decap's preview prop that loads one entry of a collection through the back end (EditorPreviewPane's getCollection). */
export type GetCollection = (collection: string, slug: string) => Promise<{ get(key: "data"): unknown }>

/** Where the CMS keeps a file: the files collection listing it, and the file's name there. */
export function entryOfFile(config: Pick<CmsConfig, "collections">, file: string): { collection: string; slug: string } | undefined {
  for (const collection of config.collections) {
    const listed = collection.files?.find((candidate) => candidate.file === file)
    if (listed) return { collection: collection.name, slug: listed.name }
  }
  return undefined
}

/** A file's data as the back end has it, or undefined (with the reason in the console) when it cannot be read or does not parse. */
async function readFile(config: Pick<CmsConfig, "collections">, getCollection: GetCollection, file: string): Promise<object | undefined> {
  const entry = entryOfFile(config, file)
  if (!entry) return undefined
  try {
    const data = (await getCollection(entry.collection, entry.slug)).get("data") as { toJS?: () => unknown } | null | undefined
    const plain = typeof data?.toJS === "function" ? data.toJS() : data
    if (plain && typeof plain === "object" && !unreadableProblem(plain)) return plain
    console.warn(`The preview shows ${file} as it was when the content manager was bundled: the file does not parse now.`)
  } catch (error) {
    console.warn(`The preview shows ${file} as it was when the content manager was bundled: ${(error as Error).message}`)
  }
  return undefined
}

/** The site-wide files as the back end has them; a file it cannot give keeps `fallback`'s copy (the bundle's). */
export async function readSiteWideContent(
  config: Pick<CmsConfig, "collections">,
  getCollection: GetCollection,
  fallback: SectionSources,
): Promise<SectionSources> {
  const [site, navigation, words, lists] = await Promise.all([
    readFile(config, getCollection, SETTINGS_FILES.site),
    readFile(config, getCollection, SETTINGS_FILES.navigation),
    readFile(config, getCollection, SETTINGS_FILES.words),
    Promise.all(SHARED_LISTS.map((list) => readFile(config, getCollection, sharedListFile(list)))),
  ])
  return {
    site: (site ?? fallback.site) as SectionSources["site"],
    navigation: (navigation ?? fallback.navigation) as SectionSources["navigation"],
    words: (words ?? fallback.words) as SectionSources["words"],
    sharedLists: Object.fromEntries(
      SHARED_LISTS.map((list, index) => {
        const entries = (lists[index] as Record<string, unknown> | undefined)?.[SHARED_LIST_FIELD]
        return [list, Array.isArray(entries) ? entries : fallback.sharedLists[list]]
      }),
    ) as SectionSources["sharedLists"],
  }
}

/** How many times a site-wide file has been saved or published in this tab: an open preview reads the files again on each. */
let saves = 0
const onSave = new Set<() => void>()

/** A postSave / postPublish listener's handler: a save of a site-wide file has the open preview read the files again. */
export function noteSave({ entry }: { entry: { get(key: "path"): unknown } }) {
  if (!SITE_WIDE_FILES.includes(String(entry.get("path")))) return
  saves += 1
  for (const listener of onSave) listener()
}

const subscribe = (listener: () => void) => {
  onSave.add(listener)
  return () => {
    onSave.delete(listener)
  }
}

/** The files as last read, so that a preview opened next starts from them rather than from the bundle's copy. */
let lastRead: SectionSources | undefined

/**
 * The site-wide files for a preview: the bundle's copy (or the last reading) at once, then the back
 * end's, read again after each save of one of them. Without getCollection (a test's bare preview), the bundle's.
 */
export function useSiteWideContent(
  config: Pick<CmsConfig, "collections">,
  getCollection: GetCollection | undefined,
  fallback: SectionSources,
) {
  const savesSeen = useSyncExternalStore(subscribe, () => saves)
  const [content, setContent] = useState(() => lastRead ?? fallback)
  useEffect(() => {
    if (!getCollection) return undefined
    let current = true
    void readSiteWideContent(config, getCollection, fallback).then((read) => {
      lastRead = read
      if (current) setContent(read)
    })
    return () => {
      current = false
    }
  }, [config, getCollection, fallback, savesSeen])
  return content
}
