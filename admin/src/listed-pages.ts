/**
 * The pages a section lists (its type's `showsPages`: the case studies a caseStudies section shows),
 * as the CMS's back end holds them now, so that the preview of a page with such a section shows the
 * entries written so far, drafts left out as on the site (content-model/section-data.ts).
 */
import { useEffect, useState } from "react"
import { PROVABLE_KINDS, SECTION_SCHEMAS, SECTION_TYPES, type Collection, type SectionUse } from "../../content/schema/content-schema"
import type { PagesByKind } from "../../content-model/section-data"
import { unreadableProblem } from "./unreadable-file"

/** The kinds of page some section type lists, and the kinds a listed case study's services are found from (content-model/proven-services.ts). */
export const LISTED_KINDS: readonly Collection[] = [
  ...new Set([...SECTION_TYPES.flatMap((type) => (SECTION_SCHEMAS[type] as SectionUse).showsPages ?? []), ...PROVABLE_KINDS]),
]

/** Decap's preview prop, asked for a whole collection (no slug): each entry with its data (EditorPreviewPane's getCollection). */
export type ListCollection = (collection: string) => Promise<Iterable<{ get(key: "data"): unknown }>>

/** An entry's data as plain values, or undefined for a file that does not parse. */
function plainData(entry: { get(key: "data"): unknown }): unknown {
  const data = entry.get("data") as { toJS?: () => unknown } | null | undefined
  const plain = typeof data?.toJS === "function" ? data.toJS() : data
  return plain && typeof plain === "object" && !unreadableProblem(plain) ? plain : undefined
}

/** Every listed kind's pages as the back end has them; a kind it cannot list is left empty (the reason in the console). */
export async function readListedPages(listCollection: ListCollection): Promise<PagesByKind> {
  const read = await Promise.all(
    LISTED_KINDS.map(async (kind) => {
      try {
        return [kind, [...(await listCollection(kind))].map(plainData).filter((data) => data !== undefined)] as const
      } catch (error) {
        console.warn(`The preview lists no ${kind}: ${(error as Error).message}`)
        return [kind, []] as const
      }
    }),
  )
  return Object.fromEntries(read)
}

/** The listed pages for a preview: none at first, then the back end's, read each time a preview opens. */
export function useListedPages(listCollection: ListCollection | undefined): PagesByKind {
  const [pages, setPages] = useState<PagesByKind>({})
  useEffect(() => {
    if (!listCollection) return undefined
    let current = true
    void readListedPages(listCollection).then((read) => current && setPages(read))
    return () => {
      current = false
    }
  }, [listCollection])
  return pages
}
