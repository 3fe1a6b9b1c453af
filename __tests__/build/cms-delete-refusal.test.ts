/**
 * A refused delete is said in the panel a refused save is said in (admin/src/refusal-panel.ts),
 * not only in Decap's toast, which fades in seconds: why, each place that links to the page, what
 * to do, and a button that puts it away. cms-addresses.spec.ts sees it outlast the toast in the CMS.
 */
import { fireEvent, screen, within } from "@testing-library/dom"
import type { ContentFile } from "../../content-model/content-files"
import { routeFor } from "../../content/schema/content-schema"
import { deleteRefusal, NAVIGATION } from "../../admin/src/address-guards"
import { DISMISS, showDeleteRefusal, showSaveVerdict } from "../../admin/src/refusal-panel"
import { NOT_DELETED } from "../../admin/src/refusals"

/** A product page of the test's own that the Products menu links to, and the refusal to delete it. */
function refusedDelete() {
  const url = routeFor("products", "spec-app")
  const files: ContentFile[] = [
    { file: "content/products/spec-app.yaml", data: { slug: "spec-app", title: "Spec App" } },
    { file: NAVIGATION, data: { products: [{ id: "spec-app", title: "Spec App", url }] } },
  ]
  return { url, refusal: deleteRefusal(files, "content/products/spec-app.yaml")! }
}

afterEach(() => (document.body.innerHTML = ""))

it("shows why, each place that links to the page and what to do, until the owner dismisses it", () => {
  const { url, refusal } = refusedDelete()
  showDeleteRefusal(refusal)
  const panel = screen.getByRole("alert")
  expect(panel).toHaveTextContent(`${NOT_DELETED}: ${url} is linked from these, which would lead nowhere without it:`)
  const places = within(panel)
    .getAllByRole("listitem")
    .map((place) => place.textContent)
  expect(places).toEqual(["Site settings → Menus: Products menu, entry 1 (Spec App) → Link"])
  expect(panel).toHaveTextContent("Remove or change those links first.")

  fireEvent.click(within(panel).getByRole("button", { name: DISMISS }))
  expect(screen.queryByRole("alert")).toBeNull()
})

it("gives way to the verdict of the owner's next save", () => {
  showDeleteRefusal(refusedDelete().refusal)
  expect(screen.getByRole("alert")).toBeInTheDocument()
  showSaveVerdict("content/site.yaml", { refusal: null, notes: [] })
  expect(screen.queryByRole("alert")).toBeNull()
})

it("brings a refusal into view, where the owner may have pressed Publish far down the form; a draft's notes stay where they are", () => {
  const scrolled: Element[] = []
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this)
  }
  try {
    showDeleteRefusal(refusedDelete().refusal)
    expect(scrolled).toEqual([screen.getByRole("alert")])
    showSaveVerdict("content/site.yaml", {
      refusal: null,
      notes: [{ file: "content/site.yaml", path: "title", field: "Title", elsewhere: null, message: "is required" }],
    })
    expect(screen.getByRole("status")).toBeInTheDocument()
    expect(scrolled).toHaveLength(1)
  } finally {
    delete (Element.prototype as Partial<Element>).scrollIntoView
  }
})
