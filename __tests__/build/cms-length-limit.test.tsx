/**
 * The CMS refuses text over its field's limit at the field, in the check's words and with the
 * text's length, on leaving the field as on Publish (admin/src/length-limit-widget.tsx).
 */
import { fireEvent, within } from "@testing-library/dom"
import type { CmsCollection } from "decap-cms-core"
import { fromJS } from "immutable"
import { cmsConfig } from "../../admin/src/config"
import { lengthLimited, lengthLimitError } from "../../admin/src/length-limit-widget"
import { localCmsBackendApi } from "../../admin/local-cms-backend"
import { MAX_LENGTH } from "../../content/schema/content-schema"
import { checkContent } from "../../content-model/content-rules"
import { ICON_VOCABULARY } from "../../content-model/load-content"

/** A root of the CMS's React, as far as these tests use one. */
interface Root {
  render(element: unknown): void
  unmount(): void
}

// The CMS's own React and Decap's own one-line widget, as in the CMS's bundle.
/* eslint-disable @typescript-eslint/no-require-imports */
const React = require("../../admin/node_modules/react") as {
  createElement(type: unknown, props: object): unknown
  act(work: () => void): void
}
const { createRoot } = require("../../admin/node_modules/react-dom/client") as { createRoot(container: Element): Root }
const DecapString = (require("../../admin/node_modules/decap-cms-widget-string") as { controlComponent: never }).controlComponent
/* eslint-enable @typescript-eslint/no-require-imports */
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const config = cmsConfig({ repo: "agency/site", branch: "main", siteUrl: "https://www.example.com", localBackend: localCmsBackendApi() })
const products = config.collections.find(({ name }) => name === "products") as CmsCollection
/** The product title's field as Decap hands it to a widget: its configuration, Immutable. */
const titleField = fromJS(products.fields!.find(({ name }) => name === "title"))

describe("a text over its field's limit", () => {
  it("is refused with the limit and its own length, in the words the build's check gives it", () => {
    const title = "t".repeat(MAX_LENGTH.title + 24)
    const [checked] = checkContent([{ file: "content/products/long.yaml", data: { slug: "long", title } }], ICON_VOCABULARY).filter(
      ({ path }) => path === "title",
    )
    expect(checked.message).toContain(`(it has ${MAX_LENGTH.title + 24})`)
    expect(lengthLimitError(titleField, title)?.message).toBe(`Title ${checked.message}.`)
  })

  it("is counted as the check counts it: a character outside the basic plane is one", () => {
    // Two UTF-16 units, one character: a pattern such as [\s\S]{0,60} would count it twice.
    const title = `${"t".repeat(MAX_LENGTH.title - 1)}😀`
    expect(lengthLimitError(titleField, title)).toBeNull()
    expect(checkContent([{ file: "content/products/emoji.yaml", data: { slug: "emoji", title } }], ICON_VOCABULARY)).not.toContainEqual(
      expect.objectContaining({ path: "title" }),
    )
    expect(lengthLimitError(titleField, `${title}!`)?.message).toContain(`(it has ${MAX_LENGTH.title + 1})`)
  })
})

describe("Decap's one-line widget with the limit", () => {
  const roots: Root[] = []
  afterEach(() => {
    for (const root of roots.splice(0)) React.act(() => root.unmount())
    document.body.innerHTML = ""
  })

  /** The field as Decap mounts it, with its wrapper's validate and inactive-style calls recorded. */
  function mount(value: string) {
    const control: { current: { isValid(): unknown } | null } = { current: null }
    const validate = jest.fn()
    const setInactiveStyle = jest.fn()
    const container = document.body.appendChild(document.createElement("div"))
    const root = createRoot(container)
    roots.push(root)
    const Control = lengthLimited(DecapString)
    React.act(() =>
      root.render(
        React.createElement(Control, {
          ref: control,
          forID: "title-field-1",
          classNameWrapper: "",
          field: titleField,
          value,
          parentIds: ["parent"],
          validate,
          onChange: () => undefined,
          setActiveStyle: () => undefined,
          setInactiveStyle,
        }),
      ),
    )
    return { control: control.current!, validate, setInactiveStyle, input: within(container).getByRole("textbox") }
  }

  it("answers Decap's check before a save with the message and the field's place", () => {
    const { control } = mount("t".repeat(MAX_LENGTH.title + 1))
    expect(control.isValid()).toEqual({
      error: { type: "CUSTOM", parentIds: ["parent"], message: expect.stringContaining(`(it has ${MAX_LENGTH.title + 1})`) },
    })
    expect(mount("t".repeat(MAX_LENGTH.title)).control.isValid()).toBe(true)
  })

  it("has its message shown on leaving the field, not first on Publish; an empty field is left for Publish", () => {
    const filled = mount("t".repeat(MAX_LENGTH.title + 1))
    fireEvent.focusOut(filled.input)
    expect(filled.setInactiveStyle).toHaveBeenCalled()
    expect(filled.validate).toHaveBeenCalled()

    const empty = mount("")
    fireEvent.focusOut(empty.input)
    expect(empty.setInactiveStyle).toHaveBeenCalled()
    expect(empty.validate).not.toHaveBeenCalled()
  })
})
