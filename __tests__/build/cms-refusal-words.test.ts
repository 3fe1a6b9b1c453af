/**
 * A refused save or delete is toasted in the owner's words (admin/src/refusals.ts): the verdict, then
 * the refusal's own message, through Decap's own phrase book (node-polyglot, as decap-cms-core's
 * Notifications puts the thrown error into its phrase), where Decap's English said "Failed to persist
 * entry: Error: …". cms-save-check.spec.ts sees the toast in the CMS.
 */
import fs from "fs"
import path from "path"
import { LISTED_ABOVE, NOT_DELETED, NOT_SAVED, OwnerRefusal, withRefusalWords } from "../../admin/src/refusals"

type Phrases = { ui: { toast: Record<string, string> } }
// Decap's own copy of its phrase book.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const Polyglot = require("../../admin/node_modules/node-polyglot") as new (options: { phrases: Phrases }) => {
  t(key: string, options: Record<string, unknown>): string
}

const phrases = () => new Polyglot({ phrases: withRefusalWords({ ui: { toast: {} } }) })
const toast = (key: string, details: unknown) => phrases().t(key, { key, details })

it("says a refused save's message after the verdict, with nothing of the error's type", () => {
  const refusal = 'Slug must stay "contact-us", not "contact".'
  expect(toast("ui.toast.onFailToPersist", new OwnerRefusal(refusal))).toBe(`${NOT_SAVED}: ${refusal}`)
})

it("says a refused delete's message after its verdict", () => {
  const refusal = "/products/spec-app/ is linked from these, which would lead nowhere without it:\n- a menu"
  expect(toast("ui.toast.onFailToDelete", new OwnerRefusal(refusal))).toBe(`${NOT_DELETED}: ${refusal}`)
})

it("says in one line where the panel lists a refusal in full, not the panel's list again", () => {
  const refusal = new OwnerRefusal("the site's check would refuse …:\n- Description: is required", LISTED_ABOVE.save)
  expect(toast("ui.toast.onFailToPersist", refusal)).toBe(`${NOT_SAVED}: ${LISTED_ABOVE.save}`)
  expect(refusal.message).toContain("- Description: is required")
})

it("keeps what Decap's own failures say, after the same verdict", () => {
  expect(toast("ui.toast.onFailToPersist", new TypeError("Failed to fetch"))).toBe(`${NOT_SAVED}: TypeError: Failed to fetch`)
})

it("says a save its fields refuse with the same verdict, and where to look", () => {
  expect(phrases().t("ui.toast.missingRequiredField", {})).toMatch(new RegExp(`^${NOT_SAVED}: .*message in red`))
})

it("relies on Decap passing the thrown error itself as its phrases' details (a row of docs/internals.md)", () => {
  const actions = fs.readFileSync(path.resolve(__dirname, "../../admin/node_modules/decap-cms-core/dist/esm/actions/entries.js"), "utf8")
  for (const key of ["onFailToPersist", "onFailToDelete"])
    expect(actions).toMatch(new RegExp(`details: error,\\s*key: 'ui\\.toast\\.${key}'`))
})
