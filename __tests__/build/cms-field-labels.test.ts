/**
 * @jest-environment node
 */
import type { CmsField } from "decap-cms-core"
import { cmsConfig } from "../../admin/src/config"
import { LIST_HEADER_LABEL } from "../../admin/src/fields"
import { OWN_QUALIFIERS_ONLY, pluralOf, qualified, qualifierOf } from "../../admin/src/field-labels"
import { localCmsBackendApi } from "../../admin/local-cms-backend"

/*
 * Each field of the CMS says in its label, once, whether it must be filled in (admin/src/field-labels.ts):
 * Decap's own " (optional)" is hidden, so the label never says "required … (optional)". Each list
 * says what one entry is called, and counts its entries by that word's plural. By rule, over every
 * form the configuration has: no field is named here but the words' own examples.
 */

type Field = CmsField & { required?: boolean; label_singular?: string; fields?: Field[]; field?: Field; types?: Field[] } & Record<
    string,
    unknown
  >
const config = cmsConfig({ repo: "owner/site", branch: "main", localBackend: localCmsBackendApi() })

/** Every field of every form, with where it is; a section type is a choice, not a field, so only its fields. */
const everyField = (fields: Field[], parent: string): Array<[string, Field]> =>
  fields.flatMap((field) => {
    const path = `${parent}.${field.name}`
    const inside = [...(field.fields ?? []), ...(field.field ? [field.field] : [])]
    const ofTypes = (field.types ?? []).flatMap((type) => everyField(type.fields ?? [], `${path}.${type.name}`))
    return [[path, field] as [string, Field], ...everyField(inside, path), ...ofTypes]
  })
const forms = config.collections.flatMap((collection) =>
  collection.files
    ? collection.files.map((file) => [`${collection.name}/${file.name}`, file.fields] as const)
    : [[collection.name, collection.fields!] as const],
)
const fields = forms.flatMap(([form, formFields]) => everyField(formFields as Field[], form))
/** A plain list's entry (its `field`): one line of it, labelled by what a line is, never by a bracket. */
const listEntries = new Set(fields.flatMap(([, field]) => (field.field ? [field.field] : [])))
/** What Decap shows after a field's label: nothing where it requires the field, its bracket where not. */
const bracket = /\((optional|required [^)]+)\)$/
const UNLABELLED = new Set(["boolean", "hidden", "history"])

it("labels every field Decap does not require with its own bracket, optional or when it is required, once", () => {
  const unrequired = fields.filter(([, field]) => field.required === false && !UNLABELLED.has(field.widget!) && !listEntries.has(field))
  expect(unrequired.length).toBeGreaterThan(0)
  for (const [path, field] of unrequired) {
    expect([path, bracket.test(field.label!)]).toEqual([path, true])
    expect([path, field.label!.match(/\((optional|required)\b/g)]).toEqual([path, [expect.any(String)]])
  }
  // Both kinds are used: a field that is merely optional, and one required after all.
  expect(unrequired.some(([, field]) => field.label!.endsWith("(optional)"))).toBe(true)
  expect(unrequired.some(([, field]) => / \(required [^)]+\)$/.test(field.label!))).toBe(true)
})

it("says nothing after the label of a field Decap requires, nor of a switch, a hidden field or a plain list's line", () => {
  expect(listEntries.size).toBeGreaterThan(0)
  for (const [path, field] of fields.filter(
    ([, field]) => field.required !== false || UNLABELLED.has(field.widget!) || listEntries.has(field),
  ))
    expect([path, bracket.test(field.label ?? "")]).toEqual([path, false])
})

it("hides Decap's own bracket, the span after a field's label", () => {
  expect(OWN_QUALIFIERS_ONLY).toMatch(/label\[class\*="-FieldLabel"\] > span \{ display: none; \}/)
})

it("words the bracket as a sentence's end", () => {
  expect(qualifierOf(undefined)).toBe("optional")
  expect(qualified("Caption")).toBe("Caption (optional)")
  expect(qualified("Image description", "with an image")).toBe("Image description (required with an image)")
})

it("names one entry of every list of entries, and heads the list by that word's plural", () => {
  const lists = fields.filter(
    ([, field]) => field.widget !== "object" && field.widget !== "relation" && Boolean(field.fields || field.field || field.types),
  )
  expect(lists.length).toBeGreaterThan(0)
  for (const [path, list] of lists) {
    expect([path, typeof list.label_singular]).toEqual([path, "string"])
    expect([path, list[LIST_HEADER_LABEL]]).toEqual([path, pluralOf(list.label_singular!)])
    // The header counts entries: never by the form's label with its bracket.
    expect([path, bracket.test(String(list[LIST_HEADER_LABEL]))]).toEqual([path, false])
  }
})

it("makes the plural of an entry's name as English does", () => {
  expect(["Menu entry", "Old address", "Phone", "Case study", "Testimonial", "Search", "Box"].map(pluralOf)).toEqual([
    "Menu entries",
    "Old addresses",
    "Phones",
    "Case studies",
    "Testimonials",
    "Searches",
    "Boxes",
  ])
  expect(pluralOf("Day")).toBe("Days")
})
