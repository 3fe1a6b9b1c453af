/** The shared lists (content/shared/*.yaml) are YAML lists; in the CMS each is one field of an entry, read and written by a format of our own (shared-list-format.ts). */

/** The format's name in the CMS's configuration. */
export const SHARED_LIST_FORMAT = "yaml-list"
/** The one field a shared list's entry holds in the CMS: the list itself. */
export const SHARED_LIST_FIELD = "entries"
/** The CMS's collection of the shared lists: one file entry per list, named as the list. */
export const SHARED_LISTS_COLLECTION = "shared"
