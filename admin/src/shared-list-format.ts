/**
 * The shared lists (content/shared/*.yaml) are YAML lists, and a Decap entry
 * is a group of fields: this format reads a list into one field and writes it
 * back as the list, with Decap's own YAML formatter either way, so the file
 * looks as the CMS writes every other file.
 */
// Decap's YAML formatter is not part of its public exports; its module is, unchanged since 3.0.
import decapYaml from "decap-cms-core/dist/esm/formats/yaml"
import { SHARED_LIST_FIELD } from "./shared-list-field"

export const sharedListFormat = {
  fromFile: (content: string) => ({ [SHARED_LIST_FIELD]: decapYaml.fromFile(content) }),
  toFile: (data: Record<string, unknown>) => decapYaml.toFile(data[SHARED_LIST_FIELD] ?? []),
}
