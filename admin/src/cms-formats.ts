/** The formats the CMS reads and writes content files with, by the names the collections give (config.ts). */
// Decap's YAML formatter is not part of its public exports; its module is, unchanged since 3.0.
import decapYaml from "decap-cms-core/dist/esm/formats/yaml"
import { SHARED_LIST_FORMAT } from "./shared-list-field"
import { sharedListFormat } from "./shared-list-format"
import { readingUnreadableFiles } from "./unreadable-file"
import { keepingKeyOrder } from "./kept-key-order"

/**
 * Decap's YAML and ours for the shared lists; either way a file that does not parse is named, not
 * opened as an empty form, and a saved file keeps its keys' order.
 */
export const CMS_FORMATS = {
  yaml: readingUnreadableFiles(keepingKeyOrder(decapYaml)),
  [SHARED_LIST_FORMAT]: readingUnreadableFiles(keepingKeyOrder(sharedListFormat)),
}
