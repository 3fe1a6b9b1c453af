/**
 * The key a testimonial is chosen by (content/schema/proof-of-work.ts): the CMS hides the field
 * and makes the key here, once, from the person's name, when a testimonial is first saved. A
 * key already written is kept whatever the name becomes, so a corrected name breaks no study.
 */
import { TESTIMONIALS_FILE } from "../../content-model/page-rules"
import { slug } from "../../src/site/enquiry-route"
import { SHARED_LIST_FIELD } from "./shared-list-field"

/** A name as a key: its slug, accents dropped first ("Sunita R. Kalé" → "sunita-r-kale"). */
const keyOfName = (name: unknown): string =>
  slug(
    String(name ?? "")
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, ""),
  ) || "testimonial"

/** A key from the name, unique in the list: "-2", "-3"… after a key another entry has. */
function newKey(name: unknown, taken: ReadonlySet<unknown>): string {
  const base = keyOfName(name)
  let key = base
  for (let n = 2; taken.has(key); n++) key = `${base}-${n}`
  return key
}

/**
 * An entry's data as it is saved, each testimonial without a key given one; any other file's as it
 * is. preSave calls it with the file and data it saves (admin/src/index.tsx).
 */
export function withTestimonialKeys(file: string, data: unknown): unknown {
  const entries =
    file === TESTIMONIALS_FILE && data && typeof data === "object" ? (data as Record<string, unknown>)[SHARED_LIST_FIELD] : undefined
  if (!Array.isArray(entries)) return data
  const taken = new Set<unknown>(entries.map((entry) => (entry as { key?: unknown } | null)?.key).filter(Boolean))
  const keyed = entries.map((entry: Record<string, unknown> | null) => {
    if (!entry || typeof entry !== "object" || entry.key) return entry
    const key = newKey(entry.name, taken)
    taken.add(key)
    return { key, ...entry }
  })
  return { ...(data as object), [SHARED_LIST_FIELD]: keyed }
}
