/**
 * @jest-environment node
 *
 * What the CMS writes passes the build: every content file, read and written
 * back as the CMS does (Decap's own YAML formatter from admin/node_modules, and
 * our format for the shared lists), still passes the content check and holds
 * the same data, so the build makes the same page from it.
 */
import path from "path"
import { checkContent } from "../../content-model/content-rules"
import { formatProblem, isError, type ContentFile } from "../../content-model/content-files"
import { ICON_VOCABULARY, loadContent, parseContent } from "../../content-model/load-content"
import { savedByCms } from "./cms-yaml-format"

const ROOT = path.resolve(__dirname, "../..")

describe("a content file saved by the CMS", () => {
  const { files } = loadContent(path.join(ROOT, "content"))

  /** Read and written as the CMS does, read again as the build does. */
  const roundTrip = ({ file }: ContentFile): ContentFile => ({ file, data: parseContent(savedByCms(file), file) })

  it.each(files.map(({ file }) => [file]))("%s keeps its data", (file) => {
    const original = files.find((entry) => entry.file === file)!
    expect(roundTrip(original).data).toEqual(original.data)
  })

  it("passes the content check, every file of it", () => {
    expect(checkContent(files.map(roundTrip), ICON_VOCABULARY).filter(isError).map(formatProblem)).toEqual([])
  })
})
