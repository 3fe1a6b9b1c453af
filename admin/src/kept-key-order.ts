/**
 * Decap holds an entry's data in Immutable maps, which keep the order of at most eight keys: a
 * larger group of fields (content/words.yaml's, its form's) comes back in another order, and
 * Decap writes the top level in its fields' order, so a save reordered the file's keys. This
 * format remembers the order each group of fields had in the file read, and writes it back so.
 * A group whose keys the editor changed (an optional field filled in, a new item of a list) takes
 * the order of the group read last at the same place, its new keys after them.
 */
import { isObject } from "../../content-model/content-files"

type Json = Record<string, unknown>
type Format = { fromFile(content: string): unknown; toFile(data: unknown, ...rest: never[]): string }

/** A group's place and its set of keys: the same group of the same file, whatever order its keys come in. */
const signature = (path: string, value: Json) => `${path}:${Object.keys(value).sort().join(",")}`

export function keepingKeyOrder<F extends Format>(format: F): F {
  const orders = new Map<string, string[]>()
  const ordersByPlace = new Map<string, string[]>()
  const remember = (value: unknown, path: string): void => {
    if (Array.isArray(value)) return value.forEach((item) => remember(item, `${path}[]`))
    if (!isObject(value)) return
    orders.set(signature(path, value), Object.keys(value))
    ordersByPlace.set(path, Object.keys(value))
    for (const [key, item] of Object.entries(value)) remember(item, `${path}.${key}`)
  }
  const likeItsNeighbours = (path: string, keys: string[]): string[] => {
    const known = (ordersByPlace.get(path) ?? []).filter((key) => keys.includes(key))
    return [...known, ...keys.filter((key) => !known.includes(key))]
  }
  const restore = (value: unknown, path: string): unknown => {
    if (Array.isArray(value)) return value.map((item) => restore(item, `${path}[]`))
    if (!isObject(value)) return value
    const order = orders.get(signature(path, value)) ?? likeItsNeighbours(path, Object.keys(value))
    return Object.fromEntries(order.map((key) => [key, restore(value[key], `${path}.${key}`)]))
  }
  return {
    ...format,
    fromFile(content: string) {
      const data = format.fromFile(content)
      remember(data, "")
      return data
    },
    // The top level's remembered order is the one Decap sorts by; a group it does not know keeps Decap's.
    toFile(data: unknown, sortedKeys?: string[], ...rest: never[]) {
      const known = isObject(data) ? orders.get(signature("", data)) : undefined
      return format.toFile(restore(data, "") as never, (known ?? sortedKeys) as never, ...rest)
    },
  }
}
