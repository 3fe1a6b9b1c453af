/**
 * @jest-environment node
 */
import { withoutEmptyValues } from "../../admin/src/empty-optional-values"
import { checkContent } from "../../content-model/content-rules"
import { ICON_VOCABULARY, loadContent } from "../../content-model/load-content"
import { examplePage } from "../support/content"

describe("what the CMS saves for a field the editor emptied", () => {
  it("leaves out empty text and null at any depth, and keeps every other value", () => {
    const saved = {
      title: "Laundry App Development",
      sections: [{ type: "hero", heading: "Laundry", image: "", imageAlt: "", count: 0, shown: false, button: { label: "Go", url: null } }],
      keywords: [],
    }
    expect(withoutEmptyValues(saved)).toEqual({
      title: "Laundry App Development",
      sections: [{ type: "hero", heading: "Laundry", count: 0, shown: false, button: { label: "Go" } }],
      keywords: [],
    })
  })

  it("turns a product whose hero picture and description were emptied into one the content check passes", () => {
    const { files } = loadContent()
    const example = `content/${examplePage("products", (data) => data.sections[0]?.image).file}`
    const product = files.find(({ file }) => file === example)!
    const data = product.data as { sections: Array<Record<string, unknown>> }
    const emptied = { ...data, sections: [{ ...data.sections[0], image: "", imageAlt: "" }, ...data.sections.slice(1)] }
    const others = files.filter((file) => file !== product)
    expect(checkContent([...others, { ...product, data: emptied }], ICON_VOCABULARY).length).toBeGreaterThan(0)
    expect(checkContent([...others, { ...product, data: withoutEmptyValues(emptied) }], ICON_VOCABULARY)).toEqual([])
  })
})
