/**
 * @jest-environment node
 *
 * A picture field naming a file content/images lacks (a page restored from History after its
 * picture was deleted under Media) is refused by the check, naming file and field, and by the
 * content manager's save; the History field names a kind's deleted pages by the kind's label.
 */
import { checkContent } from "../../content-model/content-rules"
import { ICON_VOCABULARY } from "../../content-model/load-content"
import { picturesOf } from "../../content-model/link-rules"
import { missingPictureMessage } from "../../content-model/picture-rules"
import { formatProblem, isError } from "../../content-model/content-files"
import { saveRefusal } from "../../admin/src/save-check"
import { historyListName } from "../../admin/src/history/history-entries"
import { PAGE_KINDS } from "../../content/schema/content-schema"
import { fixtureTree } from "./cms-save-cases"

const tree = fixtureTree()
const fileName = (picture: string) => picture.replace(/^.*\//, "")
/** content/images as it would be with every picture the tree names in it. */
const allPictures = () => new Set(tree.flatMap(({ data }) => picturesOf(data)).map(fileName))
// A page with a picture of its own: the one whose picture the owner deletes.
const page = tree.find(({ file, data }) => file.startsWith("content/products/") && picturesOf(data).length > 0)!
const [picture] = picturesOf(page.data)
const withoutPicture = () => {
  const pictures = allPictures()
  pictures.delete(fileName(picture))
  return pictures
}
const errors = (pictures?: ReadonlySet<string>) => checkContent(tree, ICON_VOCABULARY, [], pictures).filter(isError).map(formatProblem)

describe("the picture rule", () => {
  it("passes content whose pictures are all in content/images", () => {
    expect(errors(allPictures())).toEqual([])
  })

  it("names the file and field of a picture that is not in content/images", () => {
    const missing = errors(withoutPicture()).filter((line) => line.includes(picture))
    expect(missing.length).toBeGreaterThan(0)
    expect(missing).toContain(`${page.file}: sections[0].image: ${missingPictureMessage(picture)}`)
    expect(missingPictureMessage(picture)).toBe(`the picture ${picture} is not in content/images; upload it or choose another`)
  })

  it("judges no picture where the files are not known", () => {
    expect(errors(undefined)).toEqual([])
  })
})

describe("the content manager's save", () => {
  // The page deleted, its picture deleted under Media, then the page restored from History as a new file.
  const deleted = tree.filter((entry) => entry !== page)

  it("refuses a restored page whose picture is gone, naming the field to upload it in", () => {
    const refusal = saveRefusal(deleted, page.file, page.data, ICON_VOCABULARY, withoutPicture())
    const problem = refusal?.problems.find(({ message }) => message === missingPictureMessage(picture))
    expect(problem).toEqual(expect.objectContaining({ file: page.file, path: "sections[0].image", elsewhere: null }))
    expect(problem?.field).toMatch(/Image/)
    expect(refusal?.message).toContain(`${problem!.field}: ${missingPictureMessage(picture)}`)
  })

  it("saves it once the picture is uploaded again, and judges no picture where the CMS knows none", () => {
    expect(saveRefusal(deleted, page.file, page.data, ICON_VOCABULARY, allPictures())).toBeNull()
    expect(saveRefusal(deleted, page.file, page.data, ICON_VOCABULARY)).toBeNull()
  })
})

describe("the History field of a new entry", () => {
  it.each(Object.entries(PAGE_KINDS))("lists deleted %s by the kind's label", (_name, kind) => {
    expect(historyListName({ kinds: kind.label })).toBe(`deleted ${kind.label.toLowerCase()}`)
  })

  it("says case studies, not case studys", () => {
    expect(historyListName({ kinds: PAGE_KINDS["case-studies"].label })).toBe("deleted case studies")
    expect(historyListName({ file: "content/products/x.yaml", kinds: "Product pages" })).toBe("earlier versions")
  })
})
