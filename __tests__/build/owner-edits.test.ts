/**
 * @jest-environment node
 *
 * The owner's ordinary edits (../support/owner-edits.ts), each alone and then all together, on a
 * copy of content/: the content check passes each, as the content manager saved it (a draft's
 * notes stop nothing, so only errors count). The
 * project-copy test (developer-and-editor-changes.test.ts) builds the site with them and runs the
 * suites that judge content there; this says in seconds which edit the check refuses.
 */
import fs from "fs"
import os from "os"
import path from "path"
import { checkContent } from "../../content-model/content-rules"
import { formatProblem, isError } from "../../content-model/content-files"
import { ICON_VOCABULARY, loadContent } from "../../content-model/load-content"
import { makeOwnersEdits, OWNER_EDITS } from "../support/owner-edits"

const ROOT = path.resolve(__dirname, "../..")

/** Runs `edit` on a copy of content/ in a folder of its own; what the content check then says of it. */
function checkAfter(edit: (contentDir: string) => unknown): string[] {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "owner-edits-"))
  try {
    const contentDir = path.join(folder, "content")
    fs.cpSync(path.join(ROOT, "content"), contentDir, { recursive: true })
    edit(contentDir)
    const { files, problems } = loadContent(contentDir)
    return [...problems, ...checkContent(files, ICON_VOCABULARY)].filter(isError).map(formatProblem)
  } finally {
    fs.rmSync(folder, { recursive: true, force: true })
  }
}

describe("the owner's ordinary edits pass the content check", () => {
  it.each(Object.values(OWNER_EDITS).map(({ what, make }) => [what, make] as const))("%s", (_what, make) => {
    expect(checkAfter(make)).toEqual([])
  })

  it("all of them, one after the other", () => {
    expect(checkAfter(makeOwnersEdits)).toEqual([])
  })
})

describe("the owner's edits", () => {
  it("delete, move, park and rename what they say, in the copy only", () => {
    const before = fs.readdirSync(path.join(ROOT, "content/products")).sort()
    let made: ReturnType<typeof makeOwnersEdits> | undefined
    checkAfter((contentDir) => {
      made = makeOwnersEdits(contentDir)
      const products = fs.readdirSync(path.join(contentDir, "products"))
      expect(products).toHaveLength(before.length - 1)
      expect(products).toContain(`${made.moved.to.split("/")[2]}.yaml`)
      expect(fs.readFileSync(path.join(contentDir, "navigation.yaml"), "utf8")).not.toContain(made.deleted.route)
      expect(fs.readFileSync(path.join(contentDir, "shared/testimonials.yaml"), "utf8")).toContain(made.renamed.to)
      // The move left no value leading to the old address but the old address itself, under Old addresses.
      const stillLeading = loadContent(contentDir)
        .files.filter(({ file, data }) => file !== "content/redirects.yaml" && JSON.stringify(data).includes(`"${made!.moved.from}`))
        .map(({ file }) => file)
      expect(stillLeading).toEqual([])
    })
    expect(made!.renamed.to).not.toBe(made!.renamed.from)
    expect(fs.readdirSync(path.join(ROOT, "content/products")).sort()).toEqual(before)
  })
})
