/**
 * @jest-environment node
 */
import type { CmsField } from "decap-cms-core"
import {
  canBeDraft,
  COLLECTIONS,
  CONTENT_FILES,
  PAGE_SCHEMAS,
  SHARED_LIST_SCHEMAS,
  SHARED_LISTS,
} from "../../content/schema/content-schema"
import { IDENTIFYING_FIELDS } from "../../content-model/content-files"
import { cmsConfig } from "../../admin/src/config"
import { cmsFields } from "../../admin/src/fields"
import { TO_PUBLISH } from "../../admin/src/draft-marks"
import { qualified, withOwnQualifiers } from "../../admin/src/field-labels"
import { SHARED_LIST_FIELD } from "../../admin/src/shared-list-field"

/*
 * Decap refuses a save for an empty field it requires, before the save's check is asked, and it
 * cannot require a field of a published entry only. So where a form has the Draft switch, Decap
 * requires only what identifies the entry, and each field it no longer requires says it is
 * required to publish; the save's check asks for it once Draft is off (cms-save-drafts.test.ts).
 */

type Field = CmsField & { required?: boolean; default?: unknown; fields?: Field[]; field?: Field; types?: Field[] }
const config = cmsConfig({ repo: "owner/site", branch: "main", localBackend: "http://localhost:8081/api/v1" })

/** Every field of a form with the path to it, depth first; a section type is a choice, not a field, so only its fields. */
const everyField = (fields: Field[], parent = ""): Array<[string, Field]> =>
  fields.flatMap((field) => {
    const path = parent ? `${parent}.${field.name}` : field.name
    const inside = [...(field.fields ?? []), ...(field.field ? [field.field] : [])]
    const ofTypes = (field.types ?? []).flatMap((type) => everyField(type.fields ?? [], `${path}.${type.name}`))
    return [[path, field] as [string, Field], ...everyField(inside, path), ...ofTypes]
  })
const required = (fields: Field[]) => everyField(fields).filter(([, field]) => field.required !== false && field.widget !== "boolean")
const formOf = (name: string) => config.collections.find((collection) => collection.name === name)!.fields as Field[]

describe.each(COLLECTIONS.filter(canBeDraft))("the %s form, which has the Draft switch", (kind) => {
  it("requires only what identifies a page", () => {
    expect(
      required(formOf(kind))
        .map(([path]) => path)
        .filter((path) => !path.startsWith("history")),
    ).toEqual(expect.arrayContaining([...IDENTIFYING_FIELDS].filter((name) => name in PAGE_SCHEMAS[kind].properties)))
    for (const [path, field] of required(formOf(kind)))
      expect([path, IDENTIFYING_FIELDS.has(path) || field.widget === "hidden"]).toEqual([path, true])
  })

  it("labels each field the schema requires but Decap no longer does as required to publish", () => {
    const schemaRequired = (cmsFields(PAGE_SCHEMAS[kind]) as Field[]).filter(
      (field) => field.required !== false && !IDENTIFYING_FIELDS.has(field.name) && field.widget !== "boolean",
    )
    expect(schemaRequired.length).toBeGreaterThan(0)
    for (const { name, label } of schemaRequired)
      expect(formOf(kind).find((field) => field.name === name)?.label).toBe(qualified(label!, TO_PUBLISH))
  })
})

it("leaves the forms without the Draft switch requiring what the schema requires", () => {
  for (const kind of COLLECTIONS.filter((kind) => !canBeDraft(kind)))
    expect(formOf(kind).filter((field) => field.name !== "history")).toEqual(withOwnQualifiers(cmsFields(PAGE_SCHEMAS[kind])))
})

it("requires of a shared list's entry with the Draft switch only its name", () => {
  const lists = config.collections.find((collection) => collection.files?.some((file) => file.file.startsWith("content/shared/")))!
  const withDrafts = lists
    .files!.map((file) => (file.fields as Field[]).find((field) => field.name === SHARED_LIST_FIELD)!)
    .filter((list) => list.fields?.some((field) => field.name === "draft"))
  expect(withDrafts.length).toBeGreaterThan(0)
  for (const list of withDrafts)
    expect(
      required(list.fields!)
        .map(([path]) => path)
        .filter((path) => list.fields!.find((field) => field.name === path)?.widget !== "hidden"),
    ).toEqual(["name"])
})

/*
 * A new entry of a kind with the Draft switch starts as a draft (issue #44), so an owner's
 * half-filled page saves and nothing goes live before it is published. Decap gives a field's
 * `default` to a new entry and a new list entry only, never to a saved file, and a saved file
 * without `draft` stays published: so no schema says what an absent value means (JSON Schema's
 * `default`, which tools fill in).
 */
describe("a new entry", () => {
  /** Every form of the CMS, a kind of page's or one file's (a shared list, the settings), with its switches' paths from the form. */
  const forms = config.collections.flatMap((collection) =>
    collection.files
      ? collection.files.map((file) => [`${collection.name}/${file.name}`, file.fields as Field[]] as const)
      : [[collection.name, (collection.fields ?? []) as Field[]] as const],
  )
  const switches = forms.flatMap(([form, fields]) =>
    everyField(fields)
      .filter(([, field]) => field.widget === "boolean")
      .map(([path, field]) => [`${form}.${path}`, field] as const),
  )
  const isDraftSwitch = (path: string) => path.endsWith(".draft")

  it("starts with the Draft switch on, wherever a form has one", () => {
    const drafts = switches.filter(([path]) => isDraftSwitch(path))
    // One per kind of page with the switch, and one per shared list whose entries have it.
    const expected = [
      ...COLLECTIONS.filter(canBeDraft),
      ...SHARED_LISTS.filter((list) => "draft" in (SHARED_LIST_SCHEMAS[list].items.properties ?? {})),
    ]
    expect(expected.length).toBeGreaterThan(1)
    expect(drafts.map(([path]) => path.split(".")[0].replace(/^shared\//, ""))).toEqual(expected)
    for (const [path, field] of drafts) expect([path, field.default]).toEqual([path, true])
  })

  it("starts with every other switch off", () => {
    const others = switches.filter(([path]) => !isDraftSwitch(path))
    expect(others.length).toBeGreaterThan(0)
    for (const [path, field] of others) expect([path, field.default]).toEqual([path, false])
  })

  it("gets no value from a content file's schema that a saved file without the field would read as", () => {
    const defaults = (schema: unknown, path: string): string[] =>
      typeof schema !== "object" || schema === null
        ? []
        : Object.entries(schema).flatMap(([key, value]) => [...(key === "default" ? [path] : []), ...defaults(value, `${path}/${key}`)])
    expect(CONTENT_FILES.flatMap(({ name, schema }) => defaults(schema, name))).toEqual([])
  })
})
