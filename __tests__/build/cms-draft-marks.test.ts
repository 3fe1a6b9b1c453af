/**
 * Drafts are marked wherever the CMS names entries (admin/src/draft-marks.ts): a kind of page's
 * list, a shared list's closed entries (a testimonial) and the choices of a picker of a shared
 * list's entries (a study's chosen testimonials, admin/src/draft-marked-picker.ts), each judged
 * through Decap's own code: its summary template, and its relation widget's options.
 */
import type { CmsCollection, CmsField } from "decap-cms-core"
import { cmsConfig } from "../../admin/src/config"
import { DRAFT_MARK, withDraftsMarked } from "../../admin/src/draft-marks"
import { draftMarkedPicker } from "../../admin/src/draft-marked-picker"
import { localCmsBackendApi } from "../../admin/local-cms-backend"
import { SHARED_LIST_FIELD } from "../../admin/src/shared-list-field"

type Field = CmsField & { fields?: Field[]; summary?: string; widget?: string; multiple?: boolean; file?: string; value_field?: string }
interface Option {
  value: unknown
  label: string
}

// Decap's own template engine and relation widget, with the Immutable they read, as in the CMS's bundle.
/* eslint-disable @typescript-eslint/no-require-imports */
const { fromJS } = require("../../admin/node_modules/immutable") as { fromJS(value: unknown): unknown }
const { stringTemplate } = require("../../admin/node_modules/decap-cms-lib-widgets") as {
  stringTemplate: { compileStringTemplate(template: string, date: null, identifier: string, data: unknown): string }
}
const DecapRelationControl = (require("../../admin/node_modules/decap-cms-widget-relation") as { controlComponent: never }).controlComponent
/* eslint-enable @typescript-eslint/no-require-imports */

const unmarked = cmsConfig({ repo: "agency/site", branch: "main", localBackend: localCmsBackendApi() })
const marked = withDraftsMarked(unmarked)

/** What Decap shows of an entry by its summary template (its list widget's handleSummary, its collection list's summary). */
const summed = (summary: string, entry: Record<string, unknown>) => stringTemplate.compileStringTemplate(summary, null, "", fromJS(entry))

const hasDraftSwitch = (fields: readonly Field[] | undefined) => fields?.some((field) => field.name === "draft") ?? false

/** An entry with a value in each of its text fields, drafted or not. */
const entryOf = (fields: readonly Field[], draft: boolean) =>
  Object.fromEntries([...fields.map((field) => [field.name, `${field.name} of the example`]), ["draft", draft]])

/** The top-level lists of each file collection, by collection, file and field, with and without the marks. */
const listsOf = (config: typeof unmarked) =>
  config.collections.flatMap((collection) =>
    (collection.files ?? []).flatMap((file) =>
      (file.fields as Field[])
        .filter((field) => field.fields)
        .map((list) => [`${collection.name}/${file.name}/${list.name}`, list] as const),
    ),
  )

describe("a list whose entries have the Draft switch", () => {
  const lists = new Map(listsOf(marked))
  const withDrafts = listsOf(unmarked).filter(([, list]) => hasDraftSwitch(list.fields) && list.summary)

  it("exists: the testimonials' entries have the switch", () => expect(withDrafts.length).toBeGreaterThan(0))

  it.each(withDrafts)("%s sums up a draft with the mark before its name, and a published entry by its name alone", (name, list) => {
    const summary = lists.get(name)!.summary!
    const published = summed(list.summary!, entryOf(list.fields!, false))
    expect(published).not.toBe("")
    expect(summed(summary, entryOf(list.fields!, true))).toBe(`${DRAFT_MARK}${published}`)
    expect(summed(summary, entryOf(list.fields!, false))).toBe(published)
  })

  it("is the only kind of list marked", () => {
    for (const [name, list] of listsOf(unmarked).filter(([, list]) => !hasDraftSwitch(list.fields)))
      expect([name, lists.get(name)!.summary]).toEqual([name, list.summary])
  })
})

it("lists a kind of page's drafts with the same mark, its published pages by their summary alone", () => {
  const kinds = (marked.collections as CmsCollection[]).filter((collection) => collection.folder && hasDraftSwitch(collection.fields))
  expect(kinds.length).toBeGreaterThan(0)
  for (const kind of kinds) {
    const page = entryOf(kind.fields as Field[], false)
    const published = summed(unmarked.collections.find(({ name }) => name === kind.name)!.summary ?? "{{title}}", page)
    expect([kind.name, summed(kind.summary!, { ...page, draft: true })]).toEqual([kind.name, `${DRAFT_MARK}${published}`])
    expect([kind.name, summed(kind.summary!, page)]).toEqual([kind.name, published])
  }
})

describe("a picker of a shared list's entries", () => {
  /** Every picker of the configuration: a relation field, found wherever it is in a form. */
  const pickers = (fields: readonly Field[]): Field[] =>
    fields.flatMap((field) => [
      ...(field.widget === "relation" ? [field] : []),
      ...pickers(field.fields ?? []),
      ...pickers(((field as { types?: Field[] }).types ?? []).flatMap((type) => type.fields ?? [])),
    ])
  const everyPicker = marked.collections.flatMap((collection) =>
    pickers([...((collection.fields as Field[]) ?? []), ...(collection.files ?? []).flatMap((file) => file.fields as Field[])]).map(
      (field, index) => [`${collection.name}'s picker ${index + 1} (${field.name})`, field] as const,
    ),
  )

  /** Decap's control for the field, as Decap makes one, with the choices its back end finds in the list's file. */
  function optionsOf(field: Field, entries: Array<Record<string, unknown>>): Option[] {
    const Picker = draftMarkedPicker(DecapRelationControl)
    const picker = new Picker({ field: fromJS(field) } as never)
    return picker.parseHitOptions([{ data: { [SHARED_LIST_FIELD]: entries } }]) as Option[]
  }

  it("exists: a study chooses its testimonials with one", () => expect(everyPicker.length).toBeGreaterThan(0))

  it.each(everyPicker)("%s names each draft among its choices with the mark", (_, field) => {
    const key = field.value_field!.split(".*.")[1]
    const shown = (field as { display_fields?: string[] }).display_fields![0].split(".*.")[1]
    const entry = (id: string, draft?: boolean) => ({ [key]: id, [shown]: `Person ${id}`, ...(draft === undefined ? {} : { draft }) })
    const options = optionsOf(field, [entry("a", false), entry("b", true), entry("c")])
    expect(options.map(({ value, label }) => [value, label])).toEqual([
      ["a", "Person a"],
      ["b", `${DRAFT_MARK}Person b`],
      ["c", "Person c"],
    ])
  })
})
