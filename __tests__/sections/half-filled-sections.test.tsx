import React from "react"
import { act } from "@testing-library/react"
import { SECTION_SCHEMAS, SECTION_TYPES, SHARED_LISTS, type PageContent, type SectionContent } from "../../content/schema/content-schema"
import type { JsonSchema } from "../../content-model/drawn-icons"
import { loadContent, readSectionSources } from "../../content-model/load-content"
import { sectionData, type SharedLists } from "../../content-model/section-data"
import { CODE_WAITING_ATTRIBUTE } from "../../src/browser/hydration-mark"
import { SectionList } from "../../src/components/sections/SectionList"
import { renderWithSite } from "../support/render"

/**
 * The CMS preview draws an entry while the editor fills it in (admin/src/preview.tsx), in the
 * order Decap offers the fields or any other: every section type must draw a half-filled section
 * (any field missing, any list empty) without throwing, or the preview stays blank until toggled.
 */

type Fields = Record<string, unknown>

/**
 * A value for every field a schema has, as a finished section would hold one: its constant or first
 * choice, words, a picture's path, a day, two entries of a list (so one stays whole when the other
 * loses a field), every field of an object.
 */
function filled(schema: JsonSchema & { const?: unknown; enum?: readonly unknown[]; anyOf?: readonly JsonSchema[] }): unknown {
  if (schema.const !== undefined) return schema.const
  if (schema.enum) return schema.enum[0]
  const choice = schema.oneOf?.[0] ?? schema.anyOf?.[0]
  if (choice) return filled(choice)
  if (schema.type === "object")
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, field]) => [name, filled(field)]))
  if (schema.type === "array") return schema.items ? [filled(schema.items), filled(schema.items)] : []
  if (schema.type === "boolean") return true
  if (schema.type === "number" || schema.type === "integer") return 1
  if (schema.picture) return "../images/a-picture.png"
  if (schema.calendarDate) return "2026-01-31"
  return `${schema.title ?? "Words"} in full`
}

/** The first section of each type in content/, as the editor would have finished it; else one its schema fills in whole. */
const complete = new Map<string, Fields>()
for (const sections of loadContent().files.map(({ data }) => (data as Partial<PageContent>).sections ?? [])) {
  for (const section of sections as Fields[]) {
    if (!complete.has(section.type as string)) complete.set(section.type as string, section)
  }
}
for (const type of SECTION_TYPES) if (!complete.has(type)) complete.set(type, filled(SECTION_SCHEMAS[type] as JsonSchema) as Fields)

const without = (fields: Fields, name: string) => Object.fromEntries(Object.entries(fields).filter(([key]) => key !== name))

/** The section with one field missing, or one list empty, or one field of its button or first list entry missing: each in turn. */
function halfFilled(section: Fields): [string, Fields][] {
  return Object.entries(section).flatMap(([name, value]): [string, Fields][] => {
    if (name === "type") return []
    const variants: [string, Fields][] = [[`no ${name}`, without(section, name)]]
    if (Array.isArray(value)) {
      variants.push([`an empty ${name}`, { ...section, [name]: [] }])
      const first = value[0] as unknown
      if (first && typeof first === "object") {
        for (const inner of Object.keys(first)) {
          variants.push([`${name}[0] without ${inner}`, { ...section, [name]: [without(first as Fields, inner), ...value.slice(1)] }])
        }
      }
    } else if (value && typeof value === "object") {
      for (const inner of Object.keys(value))
        variants.push([`${name} without ${inner}`, { ...section, [name]: without(value as Fields, inner) }])
    }
    return variants
  })
}

class CatchError extends React.Component<{ onError: (error: Error) => void; children: React.ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  componentDidCatch(error: Error) {
    this.props.onError(error)
  }
  render() {
    return this.state.failed ? null : this.props.children
  }
}

/** Draws the section as the preview does (its data made from the YAML, its component from the registry) and returns what it threw, if anything. */
async function drawingError(section: Fields, lists: SharedLists): Promise<Error | null> {
  let thrown: Error | null = null
  const { container, unmount } = renderWithSite(
    <CatchError onError={(error) => (thrown = error)}>
      <SectionList sections={[sectionData(section as SectionContent, lists, undefined, (name) => `data:${name}`)]} />
    </CatchError>,
  )
  for (let tick = 0; tick < 20 && container.querySelector(`[${CODE_WAITING_ATTRIBUTE}]`); tick += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
  }
  if (!thrown && container.querySelector(`[${CODE_WAITING_ATTRIBUTE}]`)) throw new Error("the section's code did not load")
  unmount()
  return thrown
}

const { sharedLists } = readSectionSources()
const emptyLists = Object.fromEntries(SHARED_LISTS.map((list) => [list, []])) as unknown as SharedLists

/** The shared lists with one field of one list's first entry missing (edited in their own collection, shown in every page's preview), each in turn. */
function halfFilledLists(): [string, SharedLists][] {
  return SHARED_LISTS.flatMap((list) => {
    const [first, ...rest] = sharedLists[list] as Fields[]
    return Object.keys(first ?? {}).map((name): [string, SharedLists] => [
      `${list}[0] without ${name}`,
      { ...sharedLists, [list]: [without(first, name), ...rest] },
    ])
  })
}

beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => undefined))
afterEach(() => jest.restoreAllMocks())

describe.each(SECTION_TYPES)("a half-filled %s section", (type) => {
  it.each(halfFilled(complete.get(type) ?? { type }))("draws with %s", async (_variant, section) => {
    expect(await drawingError(section, sharedLists)).toBeNull()
  })

  it.each(halfFilledLists())("draws with %s", async (_variant, lists) => {
    expect(await drawingError(complete.get(type) ?? { type }, lists)).toBeNull()
  })

  it("draws with nothing but its type, and the shared lists empty", async () => {
    expect(await drawingError({ type }, emptyLists)).toBeNull()
  })
})
