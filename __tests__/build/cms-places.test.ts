/**
 * Messages of the content manager name another file where the owner finds it in the content
 * manager's list (admin/src/cms-places.ts), never by its path: a place is a collection's label and
 * an entry's title or a form's label, the same words the configuration gives the list.
 */
import { placeOfFile } from "../../admin/src/cms-places"
import { cmsConfig } from "../../admin/src/config"
import { COLLECTIONS, SHARED_LISTS } from "../../content/schema/content-schema"

const config = cmsConfig({ repo: "owner/site", branch: "main", localBackend: "http://127.0.0.1:8081/api/v1" })

it("names every single-file form by its collection's and its own label in the configuration", () => {
  const forms = config.collections.flatMap((collection) => (collection.files ?? []).map((form) => ({ collection, form })))
  expect(forms.length).toBeGreaterThan(0)
  for (const { collection, form } of forms) expect(placeOfFile(form.file, {})).toBe(`${collection.label} → ${form.label}`)
  // Every shared list among them.
  for (const list of SHARED_LISTS) expect(placeOfFile(`content/shared/${list}.yaml`, [])).toMatch(/^Shared lists → /)
})

it("names a page by its kind's label in the list and its title", () => {
  for (const kind of COLLECTIONS) {
    const collection = config.collections.find(({ name }) => name === kind)!
    expect(placeOfFile(`content/${kind}/spec-page.yaml`, { slug: "spec-page", title: "A Spec Page" })).toBe(
      `${collection.label} → A Spec Page`,
    )
  }
})

it("names a page without a title yet by its file's name, and a file the content manager has no form for by its path", () => {
  expect(placeOfFile("content/products/spec-page.yaml", { slug: "spec-page", title: " " })).toMatch(/ → spec-page\.yaml$/)
  expect(placeOfFile("content/unknown.yaml", {})).toBe("content/unknown.yaml")
})
