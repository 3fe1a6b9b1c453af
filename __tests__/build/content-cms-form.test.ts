/**
 * @jest-environment node
 *
 * Every content file is already written as the CMS writes it, so an editor's
 * first save in /admin/ changes only what the editor changed (a reviewer's
 * diff shows that, not the whole file reformatted). After editing a file by
 * hand, keep the form the CMS writes: no comments, its quoting and folding.
 */
import fs from "fs"
import path from "path"
import { loadContent } from "../../content-model/load-content"
import { savedByCms } from "./cms-yaml-format"

const { files } = loadContent(path.resolve(__dirname, "../../content"))

describe("a content file as the CMS would save it", () => {
  it.each(files.map(({ file }) => [file]))("%s is unchanged", (file) => {
    const text = fs.readFileSync(path.resolve(__dirname, "../..", file), "utf8")
    expect(savedByCms(file, text)).toBe(text)
  })
})
