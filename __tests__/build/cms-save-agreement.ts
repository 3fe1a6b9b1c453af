/**
 * The agreement the save tests assert, case by case: the content manager's verdict on a save
 * (admin/src/save-check.ts) against the build's own check of the content written after it.
 */
import fs from "fs"
import os from "os"
import path from "path"
import yaml from "js-yaml"
import { CONTENT_YAML_SCHEMA, findContentProblems, ICON_VOCABULARY, pictureFilesIn } from "../../content-model/load-content"
import { picturesOf } from "../../content-model/link-rules"
import type { PictureFiles } from "../../content-model/picture-rules"
import { isError, type ContentFile, type ContentProblem } from "../../content-model/content-files"
import { asEntryData, saveRefusal } from "../../admin/src/save-check"
import { filesMovedWith } from "../../admin/src/slug-change/linked-edits"
import type { SaveCase } from "./cms-save-cases"

const key = ({ file, path, message }: ContentProblem) => `${file}: ${path}: ${message}`
const writeYaml = (root: string, { file, data }: ContentFile) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  fs.writeFileSync(path.join(root, file), yaml.dump(data, { schema: CONTENT_YAML_SCHEMA }))
}

/** A tree written as YAML files once, with the build's errors in it: each case then writes only the file it saves. */
interface WrittenTree {
  root: string
  errorsBefore: Set<string>
  /** content/images as written: a file for each picture the tree names, which the save is told of too. */
  pictures: PictureFiles
}
const written = new Map<readonly ContentFile[], WrittenTree>()
process.once("exit", () => written.forEach(({ root }) => fs.rmSync(root, { recursive: true, force: true })))

function writtenTree(before: readonly ContentFile[]): WrittenTree {
  let tree = written.get(before)
  if (tree) return tree
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "save-check-"))
  for (const entry of before) writeYaml(root, entry)
  fs.mkdirSync(path.join(root, "content/images"))
  for (const picture of new Set(before.flatMap(({ data }) => picturesOf(data))))
    fs.writeFileSync(path.join(root, "content/images", path.basename(picture)), "")
  tree = {
    root,
    pictures: pictureFilesIn(path.join(root, "content")),
    errorsBefore: new Set(findContentProblems(path.join(root, "content")).filter(isError).map(key)),
  }
  written.set(before, tree)
  return tree
}

/**
 * The build's own reading of the content after the save: every file the save writes (a slug
 * change's carried links and old address too, slug-change/linked-edits.ts) written as YAML beside
 * the others, checked by findContentProblems.
 */
function buildErrorsAfter({ before, file, data }: SaveCase): ContentProblem[] {
  const { root } = writtenTree(before)
  const saved = [{ file, data }, ...filesMovedWith(before, file, data)]
  const previous = saved.map((entry) => {
    const full = path.join(root, entry.file)
    return { full, bytes: fs.existsSync(full) ? fs.readFileSync(full) : null }
  })
  saved.forEach((entry) => writeYaml(root, entry))
  try {
    return findContentProblems(path.join(root, "content")).filter(isError)
  } finally {
    for (const { full, bytes } of previous) {
      if (bytes) fs.writeFileSync(full, bytes)
      else fs.rmSync(full)
    }
  }
}

/** The build's errors once a file is gone, as a delete in the content manager leaves the content. */
export function buildErrorsWithout(before: readonly ContentFile[], file: string): ContentProblem[] {
  const { root, errorsBefore } = writtenTree(before)
  const full = path.join(root, file)
  const bytes = fs.readFileSync(full)
  fs.rmSync(full)
  try {
    return findContentProblems(path.join(root, "content"))
      .filter(isError)
      .filter((problem) => !errorsBefore.has(key(problem)))
  } finally {
    fs.writeFileSync(full, bytes)
  }
}

/** What the build's check finds after the save that it did not before, and what the save says. */
export function verdicts(saveCase: SaveCase) {
  const { before, file, data } = saveCase
  const { errorsBefore, pictures } = writtenTree(before)
  const build = buildErrorsAfter(saveCase)
    .map(key)
    .filter((problem) => !errorsBefore.has(problem))
    .sort()
  const refusal = saveRefusal(before, file, asEntryData(file, data), ICON_VOCABULARY, pictures)
  return { build, refused: refusal ? refusal.problems.map(key).sort() : [], message: refusal?.message ?? null }
}
