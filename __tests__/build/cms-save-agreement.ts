/**
 * The agreement the save tests assert, case by case: the content manager's verdict on a save
 * (admin/src/save-check.ts) against the build's own check of the content written after it.
 */
import { ICON_VOCABULARY } from "../../content-model/load-content"
import type { ContentFile, ContentProblem } from "../../content-model/content-files"
import { saveRefusal } from "../../admin/src/save-check"
import { asEntryData, buildCheckAfter, type SaveCase } from "./cms-save-cases"

const key = ({ file, path, message }: ContentProblem) => `${file}: ${path}: ${message}`
const blocking = (problems: ContentProblem[]) => problems.filter((problem) => (problem as { severity?: string }).severity !== "note")
const problemsBefore = new Map<ContentFile[], Set<string>>()

/** What the build's check finds after the save that it did not before, and what the save says. */
export function verdicts(saveCase: SaveCase) {
  const { before, file, data } = saveCase
  if (!problemsBefore.has(before))
    problemsBefore.set(
      before,
      new Set(blocking(buildCheckAfter({ ...saveCase, data: before.find((entry) => entry.file === file)?.data })).map(key)),
    )
  const known = problemsBefore.get(before)!
  const build = blocking(buildCheckAfter(saveCase))
    .map(key)
    .filter((problem) => !known.has(problem))
    .sort()
  const refusal = saveRefusal(before, file, asEntryData(file, data), ICON_VOCABULARY)
  return { build, refused: refusal ? refusal.problems.map(key).sort() : [], message: refusal?.message ?? null }
}
